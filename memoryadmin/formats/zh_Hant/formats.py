"""Dates as Taiwan writes them: year first, 年月日 in prose, slashes in tables, 24-hour clock."""

DATE_FORMAT = "Y年n月j日"
SHORT_DATE_FORMAT = "Y/m/d"
DATETIME_FORMAT = "Y/m/d H:i:s"
SHORT_DATETIME_FORMAT = "Y/m/d H:i"
