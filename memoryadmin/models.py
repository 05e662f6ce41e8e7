"""Django keeps only what is Django's: users and sessions (django.contrib.auth).

Memories live in Chroma. The trail of events and judge calls, the review queue and the
metadata mirror behind the users page live in the engine's own database (`pruning.db`),
written by every process that runs the engine.
"""
