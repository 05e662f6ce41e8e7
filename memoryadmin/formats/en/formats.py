"""English dates as staff read them in logs and exports: ISO order, 24-hour clock."""

DATE_FORMAT = "j M Y"
SHORT_DATE_FORMAT = "Y-m-d"
DATETIME_FORMAT = "Y-m-d H:i:s"
SHORT_DATETIME_FORMAT = "Y-m-d H:i"
