from django.contrib.auth import views as auth_views
from django.urls import path

from . import views

urlpatterns = [
    path("login/", auth_views.LoginView.as_view(redirect_authenticated_user=True), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("", views.overview, name="ma-overview"),
    path("users/", views.user_list, name="ma-users"),
    path("users/<str:user_id>/", views.user_detail, name="ma-user"),
]

handler404 = "memoryadmin.views.not_found"
