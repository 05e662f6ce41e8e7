"""Reading a fact: normalise it, split it into clauses, and read each clause into a claim."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from .tables import (
    _AMONG_ZH,
    _ATTRIBUTION,
    _CLAUSE_SPLIT,
    _NOISE,
    _S2T,
    _TRAILING_PARTICLES_ZH,
    ACTION_VERBS_EN,
    ACTION_VERBS_ZH,
    AND_CLAUSE_EN,
    ATTRIBUTE_RULES,
    CITIES,
    COLON,
    COMMUTE_MODES,
    COMPANY_EN,
    COMPANY_ZH,
    COUNTRIES,
    COUNTRIES_EN,
    DEVICE_SLOTS,
    DO,
    DO_MARKERS_EN,
    DO_MARKERS_ZH,
    DO_TRAILERS_EN,
    GENERIC_WORKPLACES,
    HOME_KIND,
    HOME_WORDS,
    INTENSIFIERS_EN,
    INTENSIFIERS_ZH,
    JOB_SUFFIXES_ZH,
    JOB_SYNONYMS,
    JOB_WORDS_EN,
    JOBS_ZH_EXTRA,
    LEADING_ADVERBS_ZH,
    LEADING_PAST_EN,
    LEADING_PAST_ZH,
    LIKE,
    MONTHS_EN,
    NEGATIVE,
    NOT_EMPLOYER_WORDS,
    NOT_JOB_MODIFIERS_EN,
    NOT_JOBS_ZH,
    NOT_NAME_CHARS_ZH,
    NOT_NAME_WORDS_EN,
    NOT_NAMES,
    NOT_NAMES_CAPITALISED_EN,
    NOT_NEGATIVE,
    NOT_NICKNAMES_ZH,
    NOT_VALUES,
    NOT_VALUES_EN,
    NUMBER_WORDS_EN,
    OTHER_PEOPLE,
    OWNER_REWRITES,
    PARTING_REWRITES,
    PAST_TIME_ZH,
    PAST_TIMES_EN,
    PAST_TIMES_ZH,
    PET_FOLLOWERS_ZH,
    POSITIVE,
    REGIONS_EN,
    RELIGIONS,
    REWRITES,
    SINCE_ZH,
    SLOT_SYNONYMS,
    STAGES,
    STANCE_RULES,
    SUBJECT_COPULA_EN,
    SUBJECT_POSSESSIVE_EN,
    SUBJECTS_EN,
    SUBJECTS_ZH,
    SURNAMES_ZH,
    SYNONYMS_EN,
    SYNONYMS_ZH,
    TEMPORAL_EN,
    TEMPORAL_ZH,
    TOPIC_GROUPS,
    TRAILING_INTENSIFIERS_EN,
    TRAILING_PAST_EN,
    TRAILING_REASON_EN,
    ZODIAC,
    AttributeRule,
    StanceRule,
)

# What parts a fact into clauses: 以前住高雄 | 現在住台北, "quit coffee | but still drinks tea".
CLAUSES = re.compile(r"[，,。；;！!？?\n]+|\b(?:but|though)\b|但是?|可是|不過", re.IGNORECASE)
# Said as a joke: 開玩笑, 騙你的, "jk", "lol". (A pattern to put in others, not compiled alone.)
JOKING = r"騙你|開玩笑|\b(?:jk|kidding|joking|lol)\b"

# --------------------------------------------------------------------------------------
# Reading values
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Value:
    key: str  # what is compared
    display: str  # what a reason shows
    exact: bool = False  # numbers and fixed values: no "might be the same" leeway


_HAN = re.compile(r"^[\u4e00-\u9fff]+$")
_LATIN_WORDS = re.compile(r"^[a-z][a-z'\-]*(?: [a-z][a-z'\-]*)*$", re.IGNORECASE)
_CITY_INDEX = {alias: row[0] for row in CITIES for alias in row}
_COUNTRY_INDEX = {alias: row[0] for row in COUNTRIES for alias in row}

_CN_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "兩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}


def _cn_number(text: str) -> int | None:
    """Chinese numerals up to 999 (二十五 → 25, 十 → 10, 一百零五 → 105, 一百九 → 190), or plain
    digits."""
    if text.isdigit():
        return int(text)
    total, current = 0, 0
    for char in text:
        if char in _CN_DIGITS:
            current = _CN_DIGITS[char]
        elif char == "十":
            total += (current or 1) * 10
            current = 0
        elif char == "百":
            total += (current or 1) * 100
            current = 0
        else:
            return None
    if len(text) > 2 and text[-2] == "百" and text[-1] in _CN_DIGITS and text[-1] not in "零〇":
        return total + current * 10  # 一百九: a hundred and ninety
    return total + current


def _digits(text: str) -> str:
    """Chinese numerals in a text → digits, so 五月五日 and 5月5日 read the same."""

    def convert(match: re.Match[str]) -> str:
        number = _cn_number(match.group())
        return match.group() if number is None else str(number)

    return re.sub(r"[零〇一二兩三四五六七八九十百]+", convert, text)


_UNITS_EN = {word: number for number, word in enumerate(NUMBER_WORDS_EN) if number < 20}
_TENS_EN = {
    w: 10 * n for n, w in enumerate(("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"), 2)
}
# "grand" is a thousand only after a number ("forty-five grand"): a run never starts with it.
_SCALES_EN = {"hundred": 100, "thousand": 1_000, "grand": 1_000, "million": 1_000_000}
_SMALL_EN = "|".join((*_UNITS_EN, *_TENS_EN))
# ("three grand slams", "two grand-kids": no thousands.)
_GRAND = r"grand(?![ -]?(?:slams?|prix|pianos?|kids?|child|children|parents?|sons?|daughters?|ma|pa)\b)"
_NUMBER_RUN_EN = re.compile(
    rf"(?<![A-Za-z0-9.])(?:\d+(?:\.\d+)?|(?:{_SMALL_EN})(?![a-z]))"
    rf"(?:(?:[ -]|,? and )(?:{_SMALL_EN}|hundred|thousand|million|{_GRAND})(?![a-z]))*"
)


def _english_run(run: str) -> str:
    """One run of number words (and a leading number) → the numbers it says, in digits. Words
    that do not build one number (tens after a unit, "and" not after a hundred) start the next:
    "thirty-four" → 34, "two hundred and fifty" → 250, "45 grand" → 45000, "one or two" stays two."""
    numbers: list[float] = []
    total, current, last = 0.0, 0.0, ""

    def close() -> None:
        if last:
            numbers.append(total + current)

    for token in re.findall(r"\d+(?:\.\d+)?|[a-z]+", run):
        if token == "and":
            if last not in ("hundred", "scale"):
                close()
                total, current, last = 0.0, 0.0, ""
            continue
        if token in _SCALES_EN:
            scale = _SCALES_EN[token]
            if scale == 100 and last in ("unit", "tens", "digits"):
                current, last = current * 100, "hundred"
            elif scale > 100 and last in ("unit", "tens", "digits", "hundred"):
                total, current, last = total + current * scale, 0.0, "scale"
            else:  # "two thousand thousand": not one number
                close()
                total, current, last = 0.0, 0.0, ""
            continue
        value = float(token) if token[0].isdigit() else _UNITS_EN.get(token, _TENS_EN.get(token, 0))
        kind = "digits" if token[0].isdigit() else "tens" if token in _TENS_EN else "unit"
        joins = last in ("hundred", "scale") and kind != "digits" and value < (100 if last == "hundred" else 1000)
        joins = joins or (last == "tens" and kind == "unit" and 0 < value < 10)
        if not joins:
            close()
            total, current = 0.0, 0.0
        current, last = current + value, kind
    close()
    return " ".join(str(int(n)) if n == int(n) else str(n) for n in numbers)


def _english_or_as_is(run: str) -> str:
    """A run of plain digits stays as written (3.10, 08:05, 0912…); one with words is read."""
    return _english_run(run) if re.search(r"[a-z]", run) else run


def english_numbers(text: str) -> str:
    """English number words in a casefolded text → digits: "thirty-four" → 34, "nine hundred
    quid" → "900 quid", "forty-five grand" → 45000. A lone "one" becomes 1, as before."""
    return _NUMBER_RUN_EN.sub(lambda m: _english_or_as_is(m.group()), text)


def _read_name(raw: str, han_max: int = 4) -> Value | None:
    # 叫我阿明 ("call me 阿明") is a preferred name, read by its own rule; 叫他小明 is
    # what the user calls someone else: both are caught by NOT_NAMES here.
    value = raw.strip()
    if _HAN.match(value):
        # Names are short and never contain particles; a longer tail is a sentence.
        if len(value) > han_max or any(c in NOT_NAME_CHARS_ZH for c in value) or value.startswith(NOT_NAMES):
            return None
        return Value(value, value)
    words = value.casefold().split()
    if _LATIN_WORDS.match(value) and len(words) <= 3 and not set(words) & set(NOT_NAME_WORDS_EN):
        return Value(value.casefold(), value)
    return None


def _read_called(raw: str) -> Value | None:
    # A bare 叫 is also "to call / to order" (叫車, 叫媽媽幫忙): only up to three characters.
    return _read_name(raw, han_max=3)


def _small_number(raw: str) -> int | None:
    """A number in digits, Chinese or English words: 七 → 7, "seven" → 7, 25 → 25."""
    text = english_numbers(raw.strip().casefold())
    return _cn_number(text)


def _read_age(raw: str) -> Value | None:
    number = _small_number(raw)
    if number is None or not 0 < number < 130:
        return None
    return Value(str(number), str(number), exact=True)


_MONTHS = MONTHS_EN
_MONTH = r"(?P<mname>" + "|".join(m[:3] + f"(?:{m[3:]})?" for m in _MONTHS) + r")"
_DATE_FORMS = (
    r"^(?:(?P<y>\d{4})年)?(?P<m>\d{1,2})月(?:(?P<d>\d{1,2})[日號])?$",
    r"^(?:(?P<y>\d{4})[/-])?(?P<m>\d{1,2})[/-](?P<d>\d{1,2})$",
    rf"^(?:the )?(?P<d>\d{{1,2}})(?:st|nd|rd|th)? (?:of )?{_MONTH}(?: (?P<y>\d{{4}}))?$",
    rf"^{_MONTH} (?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?: (?P<y>\d{{4}}))?$",
    rf"^(?:in )?{_MONTH}$",
)


def _read_year(raw: str) -> Value | None:
    """A year of birth: 1996, or 85 (年次, 民國85年) of the Republic's calendar, 1911 + 85."""
    digits = re.sub(r"\D", "", raw)
    if not digits:
        return None
    year = int(digits) + (1911 if len(digits) < 4 else 0)
    return Value(str(year), str(year), exact=True) if 1900 < year < 2100 else None


def _read_date(raw: str) -> Value | None:
    """A birthday as "y/m/d", unknown parts as "?": 1999年3月5日, 3/5, March 5th, 5 March."""
    text = _digits(raw.strip().casefold())
    for form in _DATE_FORMS:
        match = re.match(form, text)
        if not match:
            continue
        parts = match.groupdict()
        month = parts.get("m")
        if parts.get("mname"):
            month = str(next(i for i, m in enumerate(_MONTHS, 1) if m.startswith(parts["mname"][:3])))
        if month is None or not 1 <= int(month) <= 12:
            return None
        key = "/".join(str(int(p)) if p else "?" for p in (parts.get("y"), month, parts.get("d")))
        return Value(key, raw.strip(), exact=True)
    return None


def _read_city(raw: str) -> Value | None:
    value = raw.strip()
    bare = re.sub(r"(?:市|縣)$|,? (?:city|county)$", "", value, flags=re.IGNORECASE).strip()
    canonical = _CITY_INDEX.get(bare.casefold())
    if canonical:
        return Value(canonical, canonical)
    # An unlisted place still counts when it says it is a city or county (屏東縣, Foo City).
    if value != bare and ((_HAN.match(bare) and 2 <= len(bare) <= 4) or _LATIN_WORDS.match(bare)):
        return Value(bare.casefold(), value)
    return None


_DISTRICT = re.compile(
    r"(?P<city>[\u4e00-\u9fff]{2})(?:市|縣)?(?P<district>(?:(?![的附近旁邊家裡])[\u4e00-\u9fff]){2})(?:區|鄉|鎮)?"
)


def _read_place(raw: str) -> Value | None:
    """Where one lives: a city, or an English place name (Austin, Salt Lake City) that is
    not a country. Only for "lives in" / "moved to": "works at Deloitte" is no place."""
    city = _read_city(raw)
    if city is not None:
        return city
    if (cut := _PLACE_CUT.sub("", raw.strip())) != raw.strip():
        # "Austin in March for a cheaper cost of living": the place, then when and why; but not a
        # stay for a while ("London for a semester") nor a move and a move back.
        if _FOR_A_WHILE_OR_BACK.search(raw[len(cut) :]) or _COUNTRY_INDEX.get(raw.strip().casefold()):
            return None
        return _read_place(cut)
    if within := _WITHIN_CITY_EN.fullmatch(raw.strip()):
        # "Manchester's Northern Quarter", "Austin's east side": the city, and a part of it.
        city = _read_place(within.group("city"))
        part = raw.strip()[within.end("city") + 3 :].casefold()
        return Value(city.key + DISTRICT + part, raw.strip()) if city is not None and part else city
    if tail := _HOME_TAIL_ZH.search(raw.strip()):
        # 台中南屯區的新房子, 竹北高鐵站附近: the place, if a list knows it (or a station names it).
        inner = _read_place(raw.strip()[: tail.start()])
        if inner is not None and (not inner.key.startswith(UNLISTED) or tail.group("station")):
            return inner
        return None
    # A district of a listed city: 台中北屯區, 台北市大安區, 高雄左營 (台中 and 台中北屯 may be one place).
    district = _DISTRICT.fullmatch(raw.strip())
    if district and (known := _read_city(district.group("city"))) is not None:
        return Value(known.key + DISTRICT + district.group("district"), raw.strip())
    bare = re.sub(r",? (?:city|county)$", "", raw.strip(), flags=re.IGNORECASE)
    if country := _COUNTRY_INDEX.get(bare.casefold()):
        return Value(COUNTRY + country, country)
    if within := _IN_COUNTRY.fullmatch(bare):
        country, place = (
            within.group("country") or within.group("country2"),
            within.group("place") or within.group("place2"),
        )
        if country.casefold() in _COUNTRY_INDEX:
            return _read_place(place)  # 加拿大溫哥華, "Osaka, Japan": the place named
    if re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}", bare) and bare.casefold() not in (*COUNTRIES_EN, *REGIONS_EN):
        return Value(bare.casefold(), bare)
    if _HAN.match(bare) and 2 <= len(bare) <= 3 and not _NOT_A_TOWN.search(bare):
        # A town no list knows (羅東, 礁溪): marked, for it may lie inside a listed city.
        return Value(UNLISTED + bare, bare)
    return None


# A place named with its country: 日本大阪, "Lyon, France".
_IN_COUNTRY = re.compile(
    "(?P<country>"
    + "|".join(sorted((a for row in COUNTRIES for a in row if _HAN.match(a)), key=len, reverse=True))
    + r")(?P<place>[\u4e00-\u9fff]{2,6})|(?P<place2>[A-Z][\w ]+), (?P<country2>[A-Za-z ]+)"
)
# A home in a place, or somewhere near a place's station: 台中南屯區的新房子, 竹北高鐵站附近.
_HOME_TAIL_ZH = re.compile(
    r"(?:的新?(?:房子|家|公寓|套房|住處|大樓))$|(?P<station>高鐵站|火車站|捷運站|車站)?(?:附近|一帶)$"
)
# Where a place named in English ends, and when, why or with whom begins: "Austin in March
# for a cheaper cost of living", "Denver with my girlfriend", "Boston last spring", "Manchester
# for good".
_PLACE_CUT = re.compile(
    r"(?<=[a-z.])\s+(?:for|because|after|before|since|to be|to get|to live|to work|to study|to join|with|so|and|but"
    r"|when|once|as|last|this|next|a (?:few|couple)|\d+ (?:weeks|months|years) ago|now|recently|permanently"
    r"|in (?:" + "|".join(MONTHS_EN) + r"|spring|summer|autumn|fall|winter|(?:19|20)\d\d"
    r"|the (?:spring|summer|autumn|fall|winter|end|middle|new year)))\b.*$",
    re.IGNORECASE,
)
_FOR_A_WHILE_OR_BACK = re.compile(
    r"\bfor (?:a |an |one |two |three |four |five |six |\d+ )?(?:[\w-]+ )?(?:semester|term|year|months?|weeks?|summer"
    r"|assignment|secondment|placement|internship|exchange)|\bto study for\b|\b(?:back|then|return\w*)\b"
    r"|\bafter (?:college|uni|university|school|high school|graduat\w*)\b",
    re.IGNORECASE,
)
# A part of a city, named after it: "Manchester's Northern Quarter", "Toronto's east end".
_WITHIN_CITY_EN = re.compile(
    r"(?P<city>(?-i:[A-Z])[a-z]+(?: (?-i:[A-Z])[a-z]+){0,2})'s (?:(?-i:[A-Z])\w+ ){0,3}"
    r"(?:neighbou?rhood|area|district|quarter|suburbs?|outskirts|downtown|centre|center"
    r"|(?:east|west|north|south)(?: side| end)?)?",
    re.IGNORECASE,
)
# Not a town: a home, a room, near something, someone's place.
_NOT_A_TOWN = re.compile(
    r"家|附近|旁|宿舍|裡|那|這|的|外|面|間|樓|區|學校|公司|老家|國|日本|加拿大|澳洲|紐西蘭|大陸|[歐美亞非]洲"
    r"|[東西南北中]部|山|海|鄉|郊|邊|上|下"
)
UNLISTED = "?"  # before the name of a town no list knows
DISTRICT = "/"  # between a listed city and its district: 台中/北屯
COUNTRY = "@"  # before a country: @日本


_NUMBER_WORDS = {word: str(number) for number, word in enumerate(NUMBER_WORDS_EN)}


def _short(raw: str, han_max: int, words_max: int) -> Value | None:
    value = re.sub(r"^(?:an?|the) ", "", raw.strip(), flags=re.IGNORECASE)
    if not value or value in NOT_VALUES or value.casefold() in NOT_VALUES_EN:
        return None
    if value.casefold() in _NUMBER_WORDS:
        return Value(_NUMBER_WORDS[value.casefold()], value)
    if _HAN.match(value.replace(" ", "")):
        return Value(value, value) if len(value) <= han_max else None
    if len(value.split()) <= words_max and len(value) <= 40:
        return Value(value.casefold(), value)
    return None


def _read_organisation(raw: str) -> Value | None:
    value = raw.strip()
    folded = value.casefold()
    if folded in HOME_WORDS or _read_city(value) or any(word in folded for word in NOT_EMPLOYER_WORDS):
        return None
    if re.match(r"^(?:一家|一間|a |an )", folded):
        return None
    bare = re.sub(r"^(?:the )", "", folded)
    if bare in GENERIC_WORKPLACES:
        return None
    return _short(value, han_max=12, words_max=5)


_LISTED = re.compile(r"[、，,]")


def _read_job(raw: str) -> Value | None:
    value = raw.strip()
    if _has_han(value) and _LISTED.search(value):
        return None  # 工作是寫程式、開發軟體: duties listed, not a job's name
    if _HAN.match(value) and not value.endswith(JOB_SUFFIXES_ZH) and value not in _JOB_INDEX:
        return None
    job = _read_short(value)
    if job is not None and job.key in _JOB_INDEX:
        return Value(_JOB_INDEX[job.key], job.display)
    return job


def _read_short(raw: str) -> Value | None:
    value = re.sub(r"(?:學系|系)$", "", raw.strip())
    if re.search(r"\b(?:on|during|every|part-time|weekends?)\b", value, re.IGNORECASE):
        return None
    return _short(value, han_max=10, words_max=4)


def _read_text(raw: str) -> Value | None:
    return _short(raw, han_max=20, words_max=6)


_STAGE_INDEX = {alias: row[0] for row in STAGES for alias in row[1]}


_STAGE_SHORT = {"小": "國小生", "國": "國中生", "高": "高中生", "大": "大學生", "碩": "研究生", "博": "研究生"}


_CLASS_YEAR_ZH = re.compile(r"[國高大碩博][一二三四](?:新生|生|學生)?")
_CLASS_YEARS = {"freshman": "1", "sophomore": "2", "junior": "3", "senior": "4", "小班": "1", "中班": "2", "大班": "3"}


def _read_stage(raw: str) -> Value | None:
    """A school stage, with its year when given: 高中 → 高中生, 國三 → 國中生3."""
    base, _, grade = raw.strip().casefold().partition("|")
    stage = _STAGE_INDEX.get(base) or _STAGE_SHORT.get(base)
    if not stage:
        return None
    grade = _CLASS_YEARS.get(grade, grade)
    year = _cn_number(re.sub(r"[^零〇一二兩三四五六七八九十\d]", "", grade)) if grade else None
    if year:
        return Value(f"{stage}{year}", f"{stage}{year}")
    return Value(stage, stage)


_JOB_INDEX: dict[str, str] = {}
for _row in JOB_SYNONYMS:
    for _alias in _row:
        _JOB_INDEX.setdefault(_alias, _row[0])


def _read_jobword(raw: str) -> Value | None:
    """A job (or student) word: 工程師, 大學生, "software engineer", "college student"."""
    if _CLASS_YEAR_ZH.fullmatch(raw.strip()):
        return None  # 大二生 is a school stage and year (大學生2), read by its own rule
    job = _read_job_title(raw)
    if job is not None and job.key in _JOB_INDEX:
        return Value(_JOB_INDEX[job.key], job.display)
    return job


def _read_job_title(raw: str) -> Value | None:
    value = raw.strip()
    if _HAN.match(value):
        if value in NOT_JOBS_ZH or len(value) > 6:
            return None
        if value in _STAGE_INDEX:
            return _read_stage(value)
        if value in JOBS_ZH_EXTRA or (value.endswith(JOB_SUFFIXES_ZH) and not value.endswith("者")):
            return Value(value, value)
        return None
    words = re.sub(r"^(?:an?|the) ", "", value.casefold()).split()
    if not words or len(words) > 4 or not _LATIN_WORDS.match(" ".join(words)):
        return None
    if words[-1] not in JOB_WORDS_EN or set(words[:-1]) & set(NOT_JOB_MODIFIERS_EN):
        return None
    if words[-1] == "student":
        stage = _STAGE_INDEX.get(" ".join(words[:-1]))
        if stage:
            return Value(stage, " ".join(words))
        if len(words) == 1:
            return Value("學生", "student")
    if words[-1] in ("undergrad", "undergraduate"):
        return Value("大學生", " ".join(words))
    return Value(" ".join(words), " ".join(words))


def _read_exact(raw: str) -> Value | None:
    value = raw.strip().upper()
    return Value(value, value, exact=True) if value else None


def _read_measure(raw: str) -> Value | None:
    number = _cn_number(raw.strip())
    if number is None or not 0 < number < 400:
        return None
    return Value(str(number), str(number), exact=True)


def _read_money(raw: str) -> Value | None:
    """An amount of money, keyed as a whole number: 四萬五 → 45000, 一萬二千 → 12000, 1.5萬 →
    15000, "$85,000" and "85k" → 85000. Dollars and 元 are the note's own currency and not
    compared, nor are rupees; pounds and euros are said as such (£1,200 is not $1,200). Lakhs are
    hundreds of thousands: "18 lakh", "12 LPA" (lakhs a year) → 1800000, 1200000."""
    text = re.sub(
        r"nt\$|\$|£|€|₹|\bpounds?\b|\bquid\b|\beuros?\b|\brupees?\b|\brs\b\.?|\binr\b|新台幣|台幣|元|塊錢?|\bdollars?\b|"
        r"\bbucks\b|\busd\b|左右|,|\s",
        "",
        raw.casefold(),
    )
    lakhs = re.fullmatch(r"(\d+(?:\.\d+)?)(?:lakhs?|lacs?|lpa)", text)
    amount = float(lakhs.group(1)) * 100_000 if lakhs else _amount(text)
    if amount is None or not 100 <= amount < 10**9:
        return None
    currency = "£" if _POUNDS.search(raw) else "€" if _EUROS.search(raw) else ""
    return Value(currency + str(int(amount)), raw.strip(), exact=True)


_POUNDS = re.compile(r"£|\bpounds?\b|\bquid\b", re.IGNORECASE)
_EUROS = re.compile(r"€|\beuros?\b", re.IGNORECASE)
# Any currency said with a sum (a sum may be said without one: "40k").
CURRENCY = re.compile(r"[$£€₹]|元|塊|台幣|\b(?:dollars?|bucks|pounds?|quid|euros?|rupees?|rs|inr|usd|nt)\b", re.I)


def _amount(text: str) -> float | None:
    if found := re.fullmatch(r"(\d+(?:\.\d+)?)k", text):
        return float(found.group(1)) * 1000
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return float(text)
    if "萬" in text:
        high, _, low = text.partition("萬")
        tens_of_thousands = _amount(high) if high else None
        if tens_of_thousands is None:
            return None
        if not low:
            return tens_of_thousands * 10000
        # 四萬五: the digit after 萬 is thousands; 四萬五千, 四萬零五百 say so.
        single = _cn_number(low) if len(low) == 1 else None
        rest = single * 1000 if single is not None else _amount(low.lstrip("零"))
        return None if rest is None else tens_of_thousands * 10000 + rest
    if "千" in text:
        high, _, low = text.partition("千")
        thousands = _amount(high) if high else 1.0
        single = _cn_number(low) if len(low) == 1 else None
        rest = single * 100 if single is not None else (_amount(low.lstrip("零")) if low else 0.0)
        return None if thousands is None or rest is None else thousands * 1000 + rest
    number = _cn_number(text)
    return float(number) if number is not None and text else None


_RELIGION_KEY = {name: key for key, zh, en in RELIGIONS for name in (*zh, *en)}


def _read_religion(raw: str) -> Value | None:
    """One name for a religion however said: 天主教 and "Catholicism" are "catholic"."""
    key = _RELIGION_KEY.get(raw.strip().casefold())
    return Value(key, raw.strip(), exact=True) if key else None


def _read_feet(raw: str) -> Value | None:
    """A height in feet and inches, keyed in inches apart from centimetres ("in72")."""
    numbers = [int(n) for n in re.findall(r"\d+", raw)]
    if not numbers or not 3 <= numbers[0] <= 7 or (len(numbers) > 1 and numbers[1] > 11):
        return None
    return Value(f"in{numbers[0] * 12 + (numbers[1] if len(numbers) > 1 else 0)}", raw.strip(), exact=True)


def _read_pounds(raw: str) -> Value | None:
    """A weight in pounds, keyed apart from kilograms ("lb154"); see comparing._compare_units."""
    number = _cn_number(raw.strip())
    if number is None or not 40 < number < 800:
        return None
    return Value(f"lb{number}", raw.strip(), exact=True)


_COMMUTE_INDEX = {word: mode for mode, words in COMMUTE_MODES.items() for word in words}


def _read_commute(raw: str) -> Value | None:
    """A way to work (`COMMUTE_MODES`): "the tube" and 捷運 are the metro, "cycles" is a bike. 騎車
    and 開車 say a scooter and a car (搭車 and 坐車 say neither, and are not read)."""
    word = raw.strip().casefold()
    if word.startswith("rides "):
        word = word.split()[-1]  # "rides a scooter"
    elif word not in ("騎車", "開車"):
        word = word.lstrip("搭坐騎開 ")
    mode = _COMMUTE_INDEX.get(word)
    return Value(mode, raw.strip(), exact=True) if mode else None


def _read_stones(raw: str) -> Value | None:
    """A weight in stones and pounds, keyed in pounds ("11st 4lb" → "lb158"); see `_read_pounds`."""
    found = re.fullmatch(r"(\d{1,2}) ?(?:st|stone)(?: ?(\d{1,2}) ?(?:lbs?|pounds))?", raw.strip().casefold())
    if not found or not 4 <= int(found.group(1)) <= 40 or int(found.group(2) or 0) > 13:
        return None
    return Value(f"lb{int(found.group(1)) * 14 + int(found.group(2) or 0)}", raw.strip(), exact=True)


def _read_clock(raw: str) -> Value | None:
    """A time of day on a twelve-hour dial (bedtimes fall either side of midnight): 凌晨兩點 →
    2:00, 晚上十一點半 → 11:30, 23點 → 11:00, "10:30 pm" → 10:30, midnight → 12:00, "half nine"
    (as Britain says half past nine) → 9:30."""
    text = raw.strip().casefold()
    if text in ("midnight", "noon"):
        return Value("12:00", text, exact=True)
    text = english_numbers(text)
    found = re.search(r"(\d{1,2}|[一二兩三四五六七八九十]{1,3})(?:點|:)?(半|\d{1,2}|[一二三四五]十)?", text)
    hour = _cn_number(found.group(1)) if found else None
    if found is None or hour is None or hour > 24:
        return None
    minute = 30 if found.group(2) == "半" else (_cn_number(found.group(2)) or 0) if found.group(2) else 0
    if text.startswith("half "):
        minute = 30
    if minute > 59:
        return None
    # Which half of the day, when the text says: "p" (晚上, 下午, pm, 23點), "a" (早上, 凌晨, am).
    half = "p" if hour > 12 or re.search(r"晚上|下午|傍晚|p\.?m", text) else ""
    half = half or ("a" if re.search(r"早上|上午|清晨|凌晨|a\.?m", text) else "")
    key = f"{(hour % 12) or 12}:{minute:02d}{half}"
    return Value(key, raw.strip(), exact=True)


_ZODIAC_KEY = {name: en for en, names in ZODIAC for name in (en, *names)}


def _read_zodiac(raw: str) -> Value | None:
    """One of the twelve signs, the same in Chinese and English: 獅子座 and "a Leo" are one."""
    key = _ZODIAC_KEY.get(raw.strip().casefold())
    return Value(key, raw.strip(), exact=True) if key else None


_ORDINALS_EN = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def _read_count(raw: str) -> Value | None:
    """A small count in digits, Chinese or English words: 七 → 7, "seven" → 7 (and the child
    said by its place, "our third": 3)."""
    raw = re.sub(r"(?<=\d)(?:st|nd|rd|th)$", "", raw.strip())
    raw = str(_ORDINALS_EN.get(raw.casefold(), raw))
    number = _small_number(raw)
    if number is None or not 0 < number < 100:
        return None
    return Value(str(number), raw.strip(), exact=True)


VALUE_KINDS: dict[str, Callable[[str], Value | None]] = {
    "clock": _read_clock,
    "zodiac": _read_zodiac,
    "count": _read_count,
    "name": _read_name,
    "age": _read_age,
    "date": _read_date,
    "year": _read_year,
    "city": _read_city,
    "place": _read_place,
    "called": _read_called,
    "organisation": _read_organisation,
    "job": _read_job,
    "short": _read_short,
    "text": _read_text,
    "jobword": _read_jobword,
    "stage": _read_stage,
    "measure": _read_measure,
    "pounds": _read_pounds,
    "stones": _read_stones,
    "commute": _read_commute,
    "feet": _read_feet,
    "money": _read_money,
    "religion": _read_religion,
    "exact": _read_exact,
}


def _has_han(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


def _is_subsequence(short: str, long: str) -> bool:
    chars = iter(long)
    return all(char in chars for char in short)


def _may_be_same(a: str, b: str) -> bool:
    """Could two different spellings name the same thing? 小明 / 王小明, 資工 / 資訊工程,
    台積電 / 台積電新竹廠, cs / computer science, Tom / Thomas. Then no contradiction is claimed."""
    short, long = sorted((a, b), key=len)
    if short in long:
        return True
    # Abbreviations and nicknames keep their letters in order: 資工 / 資訊工程, Tom / Thomas.
    if len(short) >= 2 and _is_subsequence(short.replace(" ", ""), long.replace(" ", "")):
        return True
    initials = "".join(word[0] for word in long.split() if word)
    if len(short) >= 2 and short.replace(" ", "") == initials:
        return True
    # A name made of the longer one's characters: 多多綠 / 養樂多綠茶, 珍奶 / 珍珠奶茶.
    return len(short) >= 2 and bool(_HAN.fullmatch(short + long)) and set(short) <= set(long)


# --------------------------------------------------------------------------------------
# Claims
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Claim:
    """What one clause says: an attribute's value, or a stance on an object."""

    kind: str  # "attribute" or "stance"
    key: str  # the attribute, or the object as compared (stemmed, folded)
    label: str  # the attribute, or the object as shown
    value: Value | None = None
    value_kind: str = ""
    axis: str = ""
    polarity: str = ""
    weak: bool = False  # a plain "does it" clause no rule read
    more: str = ""  # what else the clause says beside the attribute (在台積電當工程師: 工程師)


@dataclass(frozen=True)
class Clause:
    text: str  # cleaned, as shown in reasons
    key: str  # cleaned and folded, for word-for-word repeats
    claim: Claim
    owner: str = ""  # whose fact: "" for the user, else a role (sister, friend, cat …)
    owner_unique: bool = True  # a role the user has one of (mother, husband), or the user
    rest: str = ""  # the text with the owner dropped, which the claim was read from


def as_words(words: Iterable[str]) -> str:
    """One pattern of many words, the longest first: Chinese anywhere, Latin as a whole word (not
    "ig" of "night"; but a Latin word right after Chinese, 用的是iphone, starts one)."""
    return "|".join(
        re.escape(w) if _has_han(w) else rf"(?<![a-z]){re.escape(w)}(?![a-z])"
        for w in sorted(words, key=len, reverse=True)
    )


def _alt(words: tuple[str, ...], escape: bool = False) -> str:
    # Longest first, so that 不再 wins over 不 and "these days" over "these".
    items = sorted(words, key=len, reverse=True)
    return "(?:" + "|".join(re.escape(w) if escape else w for w in items) + ")"


_SUBJ_ZH = _alt(SUBJECTS_ZH)
_INT_ZH = _alt(INTENSIFIERS_ZH, escape=True)
_TEMPORAL_ZH = re.compile(_alt(TEMPORAL_ZH, escape=True))
_PAST_TIME_ZH = re.compile(PAST_TIME_ZH)
_SINCE_ZH = [(re.compile(p), r) for p, r in SINCE_ZH]
_LEADING_ZH = re.compile(r"^" + _alt(LEADING_ADVERBS_ZH, escape=True))
_TEMPORAL_EN = re.compile(r"\b" + _alt(TEMPORAL_EN, escape=True) + r"\b", re.IGNORECASE)
# Chat for "now" at the end of a clause, in lower case only ("employed at stripe rn"; an RN is a nurse).
_CHAT_NOW_EN = re.compile(r"\s+(?:rn|atm)$")
# Not after a denied ability: "can't really speak Korean" is a little, not none (see
# comparing._HARDLY).
_INTENSIFIERS_EN = re.compile(
    r"(?<!can't )(?<!cannot )(?<!can not )(?<!couldn't )\b" + _alt(INTENSIFIERS_EN, escape=True) + r"\b",
    re.IGNORECASE,
)
_TRAILING_INTENSIFIERS_EN = re.compile(r"\s" + _alt(TRAILING_INTENSIFIERS_EN, escape=True) + r"$", re.IGNORECASE)
# Whom the user speaks of, in Chinese: 姊姊, 男朋友, 爸爸 … (a reported fact is theirs).
_PEOPLE_ZH = _alt(tuple(a for _key, _unique, aliases in OTHER_PEOPLE for a in aliases if _HAN.match(a)), escape=True)
_CALLERS_ZH = "(?:大家|朋友們?|同學們?|同事們?|家人|身邊的人|別人)"
_CALLERS_EN = "(?:friends|everyone|everybody|people|family|coworkers|co-workers|colleagues|classmates)"
_SUBJECT_PATTERNS = (
    # Reported speech is still the user's own fact: 使用者說他…, 他表示自己…, "the user says she …"
    (re.compile(rf"^{_SUBJ_ZH}+(?:說|表示|提到|提過|透露|自稱)(?:{_SUBJ_ZH}|自己)"), ""),
    # … and what the user tells of someone else is that person's: 使用者提到姊姊搬到高雄了.
    # 說 only before a person (使用者說日文 is a language the user speaks).
    (re.compile(rf"^{_SUBJ_ZH}+(?:說|提到|提過|表示|透露|分享)(?={_PEOPLE_ZH})"), ""),
    (re.compile(rf"^{_SUBJ_ZH}+(?:提到|提過|表示|透露)(?!{_SUBJ_ZH}|自己)"), ""),
    # 使用者說京都是她最喜歡的城市: what the user said of the user.
    (
        re.compile(
            rf"^{_SUBJ_ZH}+說(?=[^，,。]{{1,12}}是{_SUBJ_ZH}的?|目前|現在|最近|今年|已經|心中|心目中|最(?:喜歡|愛)|"
            r"剛|(?:跟|和|與)(?:男友|女友|男朋友|女朋友|老公|老婆|另一半|伴侶))"
        ),
        "",
    ),
    (re.compile(rf"^{SUBJECTS_EN}\s+(?:says|said|mentioned|mentions|told me|tells me)\s+(?:that\s+)?", re.I), ""),
    # "User and Alex got engaged", "I and my partner …": the user's own event.
    (
        re.compile(
            rf"^{SUBJECTS_EN} and (?:(?:his|her|my|their) (?:partner|girlfriend|boyfriend|fianc[ée]e?)|[A-Z][a-z]+) ",
            re.I,
        ),
        "",
    ),
    # "My husband Patrick and I have been married …": the couple's, so the user's own.
    (
        re.compile(
            r"^(?:my |his |her )?(?:partner|girlfriend|boyfriend|fianc[ée]e?|husband|wife)(?: (?-i:[A-Z])[a-z]+)? "
            rf"and (?:i|me|{SUBJECTS_EN}) ",
            re.I,
        ),
        "",
    ),
    # What others call the user is a nickname: 大家都叫他小胖, "friends call her Sunny".
    (
        re.compile(rf"^(?:{_SUBJ_ZH}+的?)?{_CALLERS_ZH}都?(?:改)?(?:叫|稱呼)(?:{_SUBJ_ZH}|自己)(?:做|為)?(?=.)"),
        "綽號是",
    ),
    (
        re.compile(
            rf"^(?:{SUBJECT_POSSESSIVE_EN} )?{_CALLERS_EN} (?:all )?(?:now )?calls? (?:him|her|me|them|the user|user) ",
            re.I,
        ),
        "nickname is ",
    ),
    (re.compile(rf"^{_SUBJ_ZH}+的?"), ""),
    # 我們主管, 我們部門的主管: the user's own manager, as a team says it.
    (re.compile(r"^我們(?:公司|部門|組|團隊|單位|店)?的?(?=直屬主管|主管|上司)"), ""),
    # "he's got a dog": has; "he's moved", "she's gone vegan": has, not is.
    (re.compile(r"^(?:he|she)'s got\s+", re.IGNORECASE), "has "),
    (
        re.compile(r"^(?:he|she)'s\s+(?=(?:moved|gone|started|quit|left|finished|become|taken)\b)", re.I),
        "has ",
    ),
    (re.compile(rf"^{SUBJECT_COPULA_EN}\s+", re.IGNORECASE), "is "),
    (re.compile(r"^(?:i've|he's got|she's got|they've)\s+", re.IGNORECASE), "has "),
    (re.compile(rf"^{SUBJECT_POSSESSIVE_EN}\s+", re.IGNORECASE), ""),
    (re.compile(rf"^{SUBJECTS_EN}\s+", re.IGNORECASE), ""),
)


def _compile_attribute(rule: AttributeRule) -> list[re.Pattern[str]]:
    return [re.compile(p, re.IGNORECASE) for p in rule.patterns]


def _compile_stance(rule: StanceRule) -> re.Pattern[str]:
    # Verbs keep their listed order (愛上 before 愛); the word lists hold no regex
    # metacharacters except the English fragments, which are regexes on purpose.
    pattern = (
        rule.pattern.replace("{SUBJ}", _SUBJ_ZH)
        .replace("{INT}", _INT_ZH)
        .replace("{PAST_ZH}", _alt(PAST_TIMES_ZH))
        .replace("{PAST_EN}", _alt(PAST_TIMES_EN))
        .replace("{NEG}", _alt(rule.negators))
        .replace("{VERB}", "(?:" + "|".join(v for v, _ in rule.verbs) + ")")
    )
    return re.compile(pattern, re.IGNORECASE)


_ATTRIBUTE_PATTERNS = [(rule, _compile_attribute(rule)) for rule in ATTRIBUTE_RULES]
_STANCE_PATTERNS = [(rule, _compile_stance(rule)) for rule in STANCE_RULES]
_ACTION_ZH = re.compile("^" + _alt(ACTION_VERBS_ZH, escape=True) + "(?=.)")
_ACTION_EN = re.compile(r"^" + _alt(ACTION_VERBS_EN) + r" (?=.)", re.IGNORECASE)
# Markers stack (每天都抽菸, is still regularly …): strip them all.
_DO_MARKERS_ZH = re.compile("^" + _alt(DO_MARKERS_ZH, escape=True) + "+(?=.)")
_DO_MARKERS_EN = re.compile(r"^(?:" + _alt(DO_MARKERS_EN) + r" )+(?=.)", re.IGNORECASE)
_DO_TRAILERS_EN = re.compile(r"(?<=.) " + _alt(DO_TRAILERS_EN) + r"$", re.IGNORECASE)


_IRREGULAR_EN = {"has": "have", "does": "do", "goes": "go", "is": "be", "am": "be", "are": "be"}


def _stem(word: str) -> str:
    """A crude English stem, the same for smoke / smokes / smoking and cat / cats; it only
    has to map both facts' words alike, never to be a real lemma."""
    w = word.casefold()
    if w in _IRREGULAR_EN:
        return _IRREGULAR_EN[w]
    if len(w) > 5 and w.endswith("ing"):
        w = w[:-3]
        if len(w) > 2 and w[-1] == w[-2] and w[-1] not in "lsfz":
            w = w[:-1]
    elif len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 3 and w.endswith("es") and w[-3] in "sxzho":
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


# How long something has been so, at the end of an object: 兩年, 三個多月, 好一陣子.
_DURATION_ZH = re.compile(
    r"(?<=[\u4e00-\u9fff])(?:快|將近|超過)?(?:[\d一二兩三四五六七八九十半幾好多]+個?多?"
    r"(?:年|個月|週|星期|禮拜|天|小時)多?|很久|好久|一陣子|好一陣子|多年)了?$"
)


def _object(raw: str) -> tuple[str, str]:
    """(key, label) of a stance object: particles, leading action verbs and articles dropped."""
    text = raw.strip()
    text = re.sub(r"^(?:了|上了|的是|的)", "", text)
    text = re.sub(r"(?:的|了)$", "", text).strip()
    text = _DURATION_ZH.sub("", text) or text  # 戒菸兩年 is about 菸, not 菸兩年
    text = _ACTION_ZH.sub("", text)
    text = _ACTION_EN.sub("", text)
    text = re.sub(r"^(?:a|an|the) ", "", text, flags=re.IGNORECASE).strip()
    text = re.sub(r" (?:the )?(?:most|best)$", "", text, flags=re.IGNORECASE) or text  # "likes X the most"
    text = re.sub(r"(?<=[\u4e00-\u9fff]{2})類的?(?=[\u4e00-\u9fff])", "", text)  # 推理類的小說 is 推理小說
    if re.search(r"[a-z]", text, re.IGNORECASE):
        key = " ".join(_stem(word) for word in text.split())
    else:
        key = text.replace(" ", "")
    return key, text


def _polarity(base: int, negated: bool) -> str:
    if not negated:
        return POSITIVE if base > 0 else NEGATIVE
    return NEGATIVE if base > 0 else NOT_NEGATIVE


def read_as_done(clause: str) -> Claim:
    """What a clause says is done, as if no table of attributes read it ("drives to work" is
    driving, besides a way to work)."""
    return _read_claim(clause, attributes=False)


def _read_claim(clause: str, attributes: bool = True) -> Claim:
    for rule, patterns in _ATTRIBUTE_PATTERNS if attributes else ():
        for pattern in patterns:
            match = pattern.match(clause)
            if not match:
                continue
            if rule.value is not None:
                value: Value | None = Value(rule.value, rule.value, exact=True)
            else:
                raw_value = match.group("value")
                if match.groupdict().get("grade"):
                    raw_value = f"{raw_value}|{match.group('grade')}"
                value = VALUE_KINDS[rule.kind](raw_value)
            if value is None:
                continue  # the phrase fits but the value does not (叫外送): try the next rule
            attribute = rule.attribute
            if "{slot}" in attribute:
                slot = match.group("slot").strip().casefold().replace("colour", "color")
                slot = re.sub(r"^(?:吃|喝|看|聽|玩|去|用|穿|讀|做)的", "", slot)
                # What one likes to make or to watch is no favourite of one's own: 最喜歡做的飲料,
                # 最喜歡看的運動.
                verb = re.search(r"(?:喜歡|喜愛|愛)(做|看)的", match.group())
                if verb and (verb.group(1) == "做" or slot in ("運動", "球類", "比賽", "球賽")):
                    slot = f"{verb.group(1)}的{slot}"
                slot = SLOT_SYNONYMS.get(slot, DEVICE_SLOTS.get(slot, slot))
                attribute = attribute.replace("{slot}", slot)
                if slot == "顏色" and len(value.key) > 1:  # 粉紅色 is 粉紅
                    value = replace(value, key=value.key.removesuffix("色"))
            return Claim(
                "attribute",
                attribute,
                attribute,
                value=value,
                value_kind="fixed" if rule.value else rule.kind,
                more=(match.groupdict().get("more") or "").strip(),
            )
    for rule, pattern in _STANCE_PATTERNS:
        match = pattern.match(clause)
        if not match:
            continue
        key, label = _object(match.group("obj"))
        if not key:
            continue
        base = rule.base
        groups = match.groupdict()
        if groups.get("verb"):
            base = next(p for v, p in rule.verbs if re.fullmatch(v, groups["verb"], re.IGNORECASE))
        negated = bool(groups.get("neg"))
        return Claim("stance", key, label, axis=rule.axis, polarity=_polarity(base, negated))
    # Nothing read it: keep it as a plain "does it" statement (抽菸, smokes again).
    text = _DO_MARKERS_ZH.sub("", clause)
    text = _DO_MARKERS_EN.sub("", text)
    text = _DO_TRAILERS_EN.sub("", text)
    key, label = _object(text)
    return Claim("stance", key, label, axis=DO, polarity=POSITIVE, weak=True)


_LEADING_PAST_ZH = re.compile(LEADING_PAST_ZH)
_LEADING_PAST_EN = re.compile(LEADING_PAST_EN, re.IGNORECASE)
_TRAILING_PAST_EN = re.compile(TRAILING_PAST_EN, re.IGNORECASE)
_TRAILING_REASON = re.compile(TRAILING_REASON_EN, re.IGNORECASE)


def reason_given(text: str) -> str:
    """Why, or what for, at the end of an English clause (`TRAILING_REASON_EN`): "because of her
    job", "for a new job". "" when it gives none."""
    found = _TRAILING_REASON.search(text)
    return found.group().strip(" .!") if found else ""


_COMPANY_ZH = re.compile(COMPANY_ZH)
_COMPANY_EN = re.compile(COMPANY_EN, re.IGNORECASE)
_NAMED_PLACE_EN = re.compile(r"\b(?:in|to|at) [A-Z]")


def with_whom(text: str) -> str:
    """With whom a clause says it moves or lives somewhere, beside the place (`COMPANY_ZH`,
    `COMPANY_EN`): 跟男友一起, "with her partner". "" when it says none beside a place."""
    if found := _COMPANY_ZH.search(text):
        return found.group()
    if _NAMED_PLACE_EN.search(text) and (found := _COMPANY_EN.search(text)):
        return found.group()
    return ""


_HOME_KIND = re.compile(HOME_KIND, re.IGNORECASE)


def home_kind(text: str) -> str:
    """The kind of home a fact says the user lives in (`HOME_KIND`): "studio apartment", 小套房.
    "" when it names none."""
    found = _HOME_KIND.search(text)
    return (found.group("en") or found.group("zh") or "").strip() if found else ""


# Somewhere near a landmark (板橋車站附近, 公司對面, "near the university"): where in the place.
_NEAR = re.compile(
    r"(?P<zh>[^\s，,。的在住]{2,8}(?:附近|旁邊|對面|一帶))|"
    r"\b(?P<en>(?:near|next to|across from|close to) (?:the )?\w[\w' ]*)",
    re.IGNORECASE,
)


def near_what(text: str) -> str:
    """The landmark a fact says the place is near (`_NEAR`): 板橋車站附近. "" when it names none."""
    found = _NEAR.search(text)
    return (found.group("zh") or found.group("en") or "").strip() if found else ""


_AND_CLAUSE_EN = re.compile(AND_CLAUSE_EN, re.IGNORECASE)


_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f\u200d]+")
_QUOTE = re.compile(r"(?<![A-Za-z])'|'(?![A-Za-z])")


def _since(text: str) -> str:
    for since, replacement in _SINCE_ZH:
        text = since.sub(replacement, text)
    return text


# A favourite of one year or season is a favourite of its own ("favorite movie this year",
# 今年最棒的電影): kept apart before the time words are taken out.
_SCOPED_FAVOURITE_EN = re.compile(
    r"\b(favou?rite|fave|best) (\w+(?: \w+)?) (?:of|this|so far this|from|last) (?:the )?"
    r"(year|month|season|summer|week)\b",
    re.IGNORECASE,
)
_SCOPED_FAVOURITE_ZH = re.compile(r"(?:今年|去年|前年|這個月|上個月|這一季|這季|本月|本週|這週|今年度)(?=最|第一名)")


# What a chat message opens with before its fact (欸我阿公前陣子中風, 跟你說，我弟考上台大了): a
# sound or a turn of talk, not the subject. (One sound alone only before a stop or a person.)
_CHAT_OPENER_ZH = re.compile(
    r"^(?:(?:欸+|誒+|ㄟ+|哇+|喔+|噢+|嗯+|唉+|哈哈+)(?:[，,!！~～。…\s]+|(?=我|你|他|她))|"
    r"(?:對了|跟你說|我跟你說|告訴你|你知道嗎|話說)[，,!！~～。…\s]*)+"
)
# Words that open a chat message and say nothing: "ok my fave colour is …", "honestly", "so".
_CHAT_OPENER_EN = re.compile(
    r"^(?:(?:ok(?:ay)?|so|well|anyway|anyways|btw|fyi|update|guess what|yeah|yep|alright|honestly|tbh|ngl|"
    r"oh and|oh|welp|lol)\b[,!:]?\s+)+",
    re.IGNORECASE,
)


def _clean_clause(raw: str) -> str:
    text = _SCOPED_FAVOURITE_EN.sub(r"\1 \2-of-the-\3", raw)
    text = _SCOPED_FAVOURITE_ZH.sub("年度", text)
    text = _NOISE.sub(" ", text)
    text = _QUOTE.sub(" ", text)  # 'Bear': a quote, not an apostrophe (don't, user's)
    text = _EMOJI.sub(" ", text)
    text = _CHAT_OPENER_EN.sub("", text.strip())
    text = _CHAT_OPENER_ZH.sub("", text)
    text = _TRAILING_REASON.sub("", text.strip())
    if company := with_whom(text):
        text = text.replace(company, "", 1)
    text = _TRAILING_PAST_EN.sub("", text.strip())
    text = _INTENSIFIERS_EN.sub(" ", text)
    text = _TEMPORAL_EN.sub(" ", _CHAT_NOW_EN.sub("", text.strip()))
    text = _TRAILING_INTENSIFIERS_EN.sub("", re.sub(r"\s+", " ", text).strip())
    text = _PAST_TIME_ZH.sub("", text)
    text = _TEMPORAL_ZH.sub("", text)
    text = _AFTER_WHICH_ZH.sub("", text)
    # Twice: 使用者現在的名字 → 使用者的名字 → 名字; 我其實 → 其實 → "".
    for _ in range(2):
        text = re.sub(r"\s+", " ", text).strip()
        for pattern, replacement in _SUBJECT_PATTERNS:
            text = pattern.sub(replacement, text, count=1)
        text = re.sub(r"^的", "", text)
        text = _LEADING_ZH.sub("", text)
        text = _LEADING_PAST_ZH.sub("", _since(text))
        text = _LEADING_PAST_EN.sub("", text)
        text = _TRAILING_PARTICLES_ZH.sub("", text)
        text = _SWITCHED_TO_ZH.sub("", text)
    return re.sub(r"\s+", " ", text).strip()


# What happened before, then the subject: 搬到桃園之後我改支持樂天桃猿 is what the user does now.
_AFTER_WHICH_ZH = re.compile(r"^[^，,。]{2,14}?(?:之後|以後)(?=我|他|她|使用者)")
# 改 before what is done now (改支持, 改騎機車, 改點微糖): the word of change, not the thing.
# So is 開始 before where one works (開始在物流公司上班).
_SWITCHED_TO_ZH = re.compile(
    r"^(?:都)?改(?=支持|喝|吃|點|搭|騎|開|去|住|玩|聽|看|穿|抽|買|念|讀)|^開始(?=在[^，,]{2,12}?(?:上班|工作)$)"
)


def normalise(text: str) -> str:
    """Full-width → half-width, Simplified → Traditional (common characters), curly quotes,
    a height in feet and inches spelled out (5'10" → 5 ft 10)."""
    text = unicodedata.normalize("NFKC", str(text)).translate(_S2T)
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    text = _FEET_INCHES.sub(r"\1 ft \2", text)
    text = _DIGIT_SPACE_HAN.sub("", text)  # 30 歲, 身高 180: one word each
    text = _DATE_STAMP.sub("", text)
    text = _SYNONYMS_ZH.sub(lambda m: _SYNONYM_OF[m.group()], text)
    return _SYNONYMS_EN.sub(lambda m: _SYNONYM_OF[m.group().casefold()], text)


_DIGIT_SPACE_HAN = re.compile(r"(?<=\d) +(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff]) +(?=\d)")
_FEET_INCHES = re.compile(r"(?<![\d.])([3-7]) ?' ?(1[01]|[0-9])(?![\d.])(?: ?(?:\"|''|”|″))?")


# The date a note was taken, before it ("[2024-02] 我住在竹北", "2025/03/01: moved"): when the
# note was written, not what it says (a note's own time is the store's).
_DATE_STAMP = re.compile(
    r"^\s*(?:\[\s*\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\s*\]|\(\s*\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\s*\)|"
    r"\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?\s*[:：-])\s*"
)


def date_stamp(text: str) -> str:
    """The date a note was taken, as written before it ("[2024-02] …"), or ""."""
    found = _DATE_STAMP.match(unicodedata.normalize("NFKC", str(text)))
    return re.sub(r"\D+", "-", found.group()).strip("-") if found else ""


_SYNONYM_OF = {word.casefold(): same for word, same in (*SYNONYMS_ZH, *SYNONYMS_EN)}
# (A word some longer word holds: 港都 in 香港都十年了, Hong Kong and 都.)
_NOT_AFTER_ZH = {"港都": "香"}
_SYNONYMS_ZH = re.compile(
    "|".join(
        (f"(?<!{_NOT_AFTER_ZH[w]})" if w in _NOT_AFTER_ZH else "") + re.escape(w)
        for w in sorted((w for w, _ in SYNONYMS_ZH), key=len, reverse=True)
    )
)
_SYNONYMS_EN = re.compile(
    r"(?<![A-Za-z0-9])(?:" + "|".join(sorted((w for w, _ in SYNONYMS_EN), key=len, reverse=True)) + r")(?![A-Za-z0-9])",
    re.IGNORECASE,
)


_OWNERS = sorted(
    ((alias, key, unique) for key, unique, aliases in OTHER_PEOPLE for alias in aliases),
    key=lambda row: len(row[0]),
    reverse=True,
)
_PETS = ("cat", "dog", "pet")
_REWRITES = [(re.compile(p, re.IGNORECASE), r) for p, r in REWRITES]
_OWNER_REWRITES = [(re.compile(p, re.IGNORECASE), r) for p, r in OWNER_REWRITES]
_PARTING_REWRITES = [(re.compile(p, re.IGNORECASE), r) for p, r in PARTING_REWRITES]


def partings_as_the_users(text: str) -> str:
    """小雯和我分手了 as 跟小雯分手了, "Chloe and I broke up" as "broke up with Chloe"."""
    for pattern, replacement in _PARTING_REWRITES:
        text = pattern.sub(replacement, text)
    return text


# ("the neighbour's dog", not "the dog park": after "the", only someone's.)
_EN_OWNER_PREFIX = (
    r"^(?:our |the (?=(?:\w+ )?\w+(?:'s|s') ))?"
    r"(?:(?:older|younger|little|big|elder|best|close|new|oldest|youngest) )?"
)


# Compiled once: one pattern per English alias is more than `re`'s own cache keeps beside
# the other patterns, and compiling them again on every fact cost more than reading it.
_EN_OWNER_PATTERNS = {
    alias: re.compile(_EN_OWNER_PREFIX + re.escape(alias) + r"(?:'s|s')? (?=\S)", re.IGNORECASE)
    for alias, _key, _unique in _OWNERS
    if not _HAN.match(alias)
}


def split_owner(text: str) -> tuple[str, bool, str]:
    """(owner, unique, rest) of a cleaned clause: ("sister", False, "住在台中") for
    妹妹住在台中; ("", True, text) when the clause is about the user."""
    for alias, key, unique in _OWNERS:
        if _HAN.match(alias):
            if not text.startswith(alias) or len(text) <= len(alias):
                continue
            rest = text[len(alias) :]
            if (key in _PETS or alias == "先生") and not rest.startswith(PET_FOLLOWERS_ZH):
                continue
            if rest.startswith(("我", "你")):  # 媽媽我最愛: the user speaking, object first
                continue
            if alias in ("爸", "媽") and rest.startswith(("祖", "的話", "呀", "啊")):  # 媽祖 is a goddess
                continue
            return key, unique, re.sub(r"^的", "", rest).strip()
        match = _EN_OWNER_PATTERNS[alias].match(text)
        if match and key in _PARENTS and _PARENT_OF.match(text, match.end()):
            continue  # "Mum of one girl and one boy", "dad to two": the user, a parent
        if match and alias in _NAME_LIKE and re.match(r"[A-Z]", text[match.end() :]):
            continue  # "Gran Canaria", "Nana Komatsu": a name, not a grandmother
        if match:
            # "the older son" and "the son" may be two children: the rank stays in the key.
            rank = _CHILD_RANK.search(match.group()) if key in ("son", "daughter", "child") else None
            return (f"{rank.group().casefold()} {key}" if rank else key), unique, text[match.end() :].strip()
    named = _EN_NAMED_SUBJECT.match(text)
    if named and named.group("name").casefold() not in _NOT_PEOPLE_EN:
        # "Sarah got promoted …": someone the user knows, by name.
        return named.group("name"), True, text[named.end() :].strip()
    nickname = _ZH_NICKNAME_SUBJECT.match(text)
    if nickname:
        # 阿明剛從LINE離職, 小美搬去台南了: someone the user knows, by a nickname.
        return nickname.group("name"), True, text[nickname.end() :].strip()
    return "", True, text


_PARENTS = frozenset(("mother", "father", "parents"))
_NAME_LIKE = frozenset(("gran", "nana", "nan"))
_PARENT_OF = re.compile(r"(?:of|to) (?:one|two|three|four|five|\d|an?\b)", re.IGNORECASE)
_CHILD_RANK = re.compile(r"\b(?:oldest|eldest|youngest|older|elder|younger|middle|little|baby|big)\b", re.IGNORECASE)


# A capitalised name as the subject of an English clause, before a verb.
_EN_NAMED_SUBJECT = re.compile(
    r"^(?P<name>[A-Z][a-z]{2,}) (?=(?:got (?:promoted|married|engaged|a job)|works|worked|lives|lived|switched|"
    r"moved|quit|became|joined)\b)"
)
# 阿 or 小 and one character, as the subject before a verb or a word of time (阿伯還在郵局上班).
_ZH_NICKNAME_SUBJECT = re.compile(
    r"^(?!小[狗貓孩學說吃時組提琴兒女寶弟妹姐姊朋])(?P<name>[阿小][\u4e00-\u9fff])(?=剛|已經|還|最近|現在|目前|上個?[週月]|下個?[週月]|去年|今年|從|在|說|也|搬|換|辭|離職|結婚|分手|交了|開始|跟|和)"
)
_NOT_PEOPLE_EN = frozenset(
    (
        *("user", "the", "everyone", "nobody", "someone", "today", "yesterday", "correction"),
        # A clause's first word, capitalised: "Got moved to nights", "Finally quit".
        *("got", "just", "finally", "recently", "also", "then", "now", "still", "officially", "sadly"),
        *("luckily", "anyway", "honestly", "well", "yeah", "lol", "since"),
        # A topic's own word is no one's name: "Gym switched to Tue/Thu evenings".
        *(w for _, words in TOPIC_GROUPS for w in words if w.isascii() and w.isalpha()),
    )
)


# A clause that names its own subject, perhaps after a word of time or manner: the user
# (我, 使用者, I, the user), or someone by a pronoun (他, she …).
_BEFORE_SUBJECT = (
    r"^\s*(?:(?:and|but|so|then|now|also|still)\s+|"
    + _alt((*TEMPORAL_ZH, *LEADING_ADVERBS_ZH, "也", "還", "又", "都", "所以", "但", "可是"), escape=True)
    + ")*"
)
_PRONOUN_SUBJECT = re.compile(
    _BEFORE_SUBJECT + r"(?:[他她](?!們|自己)|(?:he|she|they|his|her|their)\b(?! own\b))", re.IGNORECASE
)
_USER_SUBJECT = re.compile(_BEFORE_SUBJECT + rf"(?:{_SUBJ_ZH}|自己|(?:the user|user|i|i'm|my)\b)", re.IGNORECASE)


# Someone the user names in a clause of their own, as its object ("bumped into my old Deloitte
# manager", 遇到台積電的前主管): a pronoun that opens the next clause ("she retired last year", 他去年退休了)
# is theirs more likely than the user's.
_NAMED_PEOPLE_EN = {alias.casefold(): (key, unique) for alias, key, unique in _OWNERS if not _HAN.match(alias)}
_NAMED_PERSON_EN = re.compile(
    r"\b(?:my|her|his|their|our|a|an|the)\s+(?:[\w'-]+\s+){0,3}?(?P<who>"
    + _alt(
        tuple(sorted((a for a, (k, _) in _NAMED_PEOPLE_EN.items() if k not in _PETS), key=len, reverse=True)),
        escape=True,
    )
    + r")\b",
    re.IGNORECASE,
)
_NAMED_PEOPLE_ZH = {alias: (key, unique) for alias, key, unique in _OWNERS if _HAN.match(alias) and key not in _PETS}
_NAMED_PERSON_ZH = re.compile(_alt(tuple(sorted(_NAMED_PEOPLE_ZH, key=len, reverse=True)), escape=True))


def _named_person(raw: str) -> tuple[str, bool] | None:
    """(whom, unique) of the person a clause names beside its subject, or None."""
    if (en := _NAMED_PERSON_EN.search(raw)) is not None:
        return _NAMED_PEOPLE_EN[en.group("who").casefold()]
    if (zh := _NAMED_PERSON_ZH.search(raw)) is not None and zh.start() != 0:
        return _NAMED_PEOPLE_ZH[zh.group()]
    return None


def _subject_of_continuation(raw: str, previous: tuple[str, bool], named: str = "") -> tuple[str, bool]:
    """Whose a clause is when it does not say: 弟弟壓力很大，開始抽菸了 and "Tom quit and
    now works at Apple" go on about the one the clause before was about, and so does a
    pronoun there (姊姊結婚了，她搬到高雄); after a clause of the user's (`named`, its text) that
    names someone ("bumped into my old manager, she retired"), a pronoun is that person's. The
    user's own words (我, 使用者, I, 他自己) are the user's. A pronoun can be read either way;
    read as the other person's, the clause can never archive one of the user's own facts."""
    if previous[0] and (_PRONOUN_SUBJECT.match(raw) or not _USER_SUBJECT.match(raw)):
        return previous
    if not previous[0] and named and _PRONOUN_SUBJECT.match(raw) and (whom := _named_person(named)) is not None:
        return whom
    return "", True


# A note in the form "label: value" (Job: barista, 最喜歡的食物：拉麵) says the label is the value;
# a label that only announces the note (Update:, 更正：) says nothing of it.
# (Not a time, 15:00; not someone speaking, "The user corrected me:", 使用者說：.)
# (A number may follow a label that is a word, 年齡：29歲; a time has digits both sides, 15:00.)
_LABEL = re.compile(
    r"^\s*(?P<label>[^:：，,。.!?！？;；]{1,24}?)\s*(?<!\d)(?:[:：](?!\d)|(?<=[\u4e00-\u9fffA-Za-z])[:：](?=\d))\s*(?=\S)"
)
_ANNOUNCING = re.compile(
    r"^(?:correction|update|note|fyi|ps|p\.s|btw|also|reminder|important|更正|補充|備註|更新|提醒|附註|順便說)$", re.I
)
_NOT_A_LABEL = re.compile(
    r"使用者|用戶|我|他|她|說|表示|提到|了|\b(?:user|i|he|she|they|says|said|told|mentioned|corrected|asked)\b", re.I
)


def _labelled(text: str) -> str:
    match = _LABEL.match(text)
    if match is None or len(re.findall(COLON, text)) > 1:
        return text
    label = match.group("label").strip()
    if _ANNOUNCING.match(label) or _NOT_A_LABEL.search(label) or len(label.split()) > 3:
        return text
    return label + ("是" if re.search(r"[\u4e00-\u9fff]", label) else " is ") + text[match.end() :]


MAX_READ = 600


_TOPIC_QUESTION = re.compile(r"^\s*[^，。,.!！?？;；]{1,15}[?？]\s*(?=\S)")


# A name after whose it is: "(User's boyfriend) Tom is a plumber", "(sister) Emma lives in Denver".
_APPOSITIVE = re.compile(r"(?-i:[A-Z][a-z]+),? (?=(?-i:[a-z]))")


# (Only the user's: nothing but 我, a sound or a time (as `normalise` writes it: 上週) before 生日;
# 狗狗生日，3 了 is the dog's.)
_AGE_AFTER_BIRTHDAY = re.compile(
    r"^((?:欸+|誒+|跟你說)?[，,\s]*(?:我|使用者)?(?:上個?週|這週|上個月|昨天|前天|今天|前幾天|前陣子|剛過完|剛過|剛)?的?"
    r"生日(?:過了|過完了|過完|剛過)?[，,]\s*)(?:滿|剛滿)?(\d{1,2})\s*了"
)


def read_fact(text: str) -> list[Clause]:
    """The clauses of a fact with what each one claims; shown by the dashboard's "try a fact"."""
    clauses = []
    # A fact is a sentence or two: what is past the first MAX_READ characters is not read.
    text = partings_as_the_users(normalise(text)[:MAX_READ])
    # A question that only names the topic ("Alcohol? Nope, …", 菸？他不碰的) states nothing.
    text = _TOPIC_QUESTION.sub("", text)
    # "My partner, Sam, works at Dell": one clause, of the partner (not "works at Dell" of the user).
    text = _NAME_BETWEEN_COMMAS.sub(r"\1 \2 ", text)
    # 上禮拜生日，28 了: the birthday, then the age it brought.
    text = _AGE_AFTER_BIRTHDAY.sub(r"\1\2歲了", text)
    raws = [part for piece in _CLAUSE_SPLIT.split(_labelled(text)) for part in _AND_CLAUSE_EN.split(piece)]
    previous: tuple[str, bool] = ("", True)  # whom the clause before was about
    users_clause = ""  # the clause before, when it was the user's: whom it names may be "she"
    for raw in raws:
        cleaned = _clean_clause(raw)
        if not cleaned or _AMONG_ZH.match(cleaned) or _ATTRIBUTION.match(cleaned):
            continue
        for pattern, replacement in _OWNER_REWRITES:
            cleaned = pattern.sub(replacement, cleaned)
        owner, unique, rest = split_owner(cleaned)
        if owner and not owner[:1].isupper() and (named := _APPOSITIVE.match(rest)):
            rest = rest[named.end() :]  # "boyfriend Tom is a plumber": what is said of him
        if not owner:
            owner, unique = _subject_of_continuation(raw, previous, users_clause)
        previous = (owner, unique)
        users_clause = "" if owner else cleaned
        if owner:  # 哥哥去年結婚了: the time after the owner, as after the user
            rest = _LEADING_PAST_ZH.sub("", _LEADING_PAST_EN.sub("", rest)).strip()
        for pattern, replacement in _REWRITES:
            rest = pattern.sub(replacement, rest)
        if not rest:
            continue
        claim = _read_claim(rest)
        if owner and claim.weak and (name := _named_as(rest)):  # "(manager) is Priya", (男朋友)是阿哲
            claim = Claim("attribute", "name", "name", value=name, value_kind=NAMED_AS)
        clauses.append(Clause(cleaned, cleaned.casefold(), claim, owner, unique, rest))
    return _favourites_said_after(clauses)


# A name read after "is" or 是 (not after 叫 or "called"): `comparing` holds another one only likely.
NAMED_AS = "named as"
_NAMED_AS = re.compile(
    r"^(?:is|是)\s*(?P<en>(?-i:[A-Z])[a-z]+(?:(?-i:[A-Z])[a-z]+)?)$"
    rf"|^是(?P<zh>(?!{NOT_NICKNAMES_ZH})[阿小][\u4e00-\u9fff]|[{SURNAMES_ZH}][\u4e00-\u9fff]{{2}})$"
)
# How words for a kind of person end (台南人, 學生, 工程師, 學長): no name.
_KIND_OF_PERSON_ZH = re.compile(r"[人生師員者家長手姐姊哥弟妹友事居民嫂董總]$")


def _named_as(rest: str) -> Value | None:
    """The name of someone said to "be" it, of whom the clause speaks: "is Priya", 是阿哲, 是陳怡君;
    not a nationality, a faith or a sign ("is Japanese", "is Catholic"), nor a kind of person (是台南人)."""
    named = _NAMED_AS.match(rest)
    if named is None:
        return None
    if en := named.group("en"):
        return None if en.casefold() in NOT_NAMES_CAPITALISED_EN else Value(en.casefold(), en)
    zh = named.group("zh")
    if _KIND_OF_PERSON_ZH.search(zh) or zh.startswith(NOT_NAMES) or any(c in NOT_NAME_CHARS_ZH for c in zh):
        return None
    return Value(zh, zh)


_NAME_BETWEEN_COMMAS = re.compile(
    r"\b((?:my|his|her|their|our|the user's|user's) (?:[a-z]+ )?[a-z]+), "
    r"((?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*)?), ",
    re.IGNORECASE,
)


# A clause that only says the one before is the favourite: "loves sushi, it's her favorite",
# 超愛臭豆腐，說是她最喜歡的食物.
_ITS_FAVOURITE = re.compile(
    r"^(?:說|覺得)?(?:這|那|它|牠)?(?:是|算是)(?:我|他|她|使用者)?(?:心中|心目中)?的?(?:最愛|最喜歡|本命|第一名)"
    r"(?:的(?P<kind_zh>[\u4e00-\u9fff]{1,4}))?$|"
    r"^(?:(?:it|that|this|they|those)(?:'s|'re| is| are)|is|are) (?:(?:my|his|her|their|the user's) )?(?:all[- ]time )?"
    r"(?:favou?rites?|fave|number one|#1)(?: (?P<kind_en>[a-z]+))?$",
    re.IGNORECASE,
)


def _favourites_said_after(clauses: list[Clause]) -> list[Clause]:
    """The clauses, a liking followed by `_ITS_FAVOURITE` read as one favourite (of the kind the
    second names, if any)."""
    read: list[Clause] = []
    for clause in clauses:
        said = _ITS_FAVOURITE.match(clause.text)
        liked = read[-1].claim if read else None
        if not (said and liked and liked.kind == "stance" and liked.axis == LIKE and liked.polarity == POSITIVE) or (
            liked.weak or read[-1].owner != clause.owner
        ):
            read.append(clause)
            continue
        thing = liked.label
        if kind := said.group("kind_zh"):
            rest = f"最喜歡的{kind}是{thing}"
        elif kind := said.group("kind_en"):
            rest = f"favorite {kind} is {thing}"
        else:
            rest = f"最喜歡{thing}" if _has_han(thing) else f"likes {thing} the most"
        for pattern, replacement in _REWRITES:
            rest = pattern.sub(replacement, rest)  # 最喜歡紅色 is a favourite colour
        claim = _read_claim(rest)
        if claim.kind != "attribute":  # of no kind the words name: the liking as it was, the most liked
            read[-1] = replace(read[-1], text=rest, key=rest.casefold())
            continue
        read[-1] = Clause(rest, rest.casefold(), claim, clause.owner, clause.owner_unique, rest)
    return read
