"""One measure of someone said twice with two numbers: 體重78公斤, then 今天量體重只剩 68 公斤;
近視300度, then 近視加深到500度; "takes 50 mg sertraline daily", then "on 100mg of sertraline now".

A measure is known by what it is of (its head: 體重, 近視, 時薪, "weighs", "followers") and the
unit its number carries (公斤, 度, "lbs"); a number with no unit counts only right after the
head (體重78, 時薪調到196). A person has one value of each at a time, so two values are a
change, however the new fact words it — the tables read a handful of phrasings of weight or
pay, and this reads the measure wherever its head and its number stand in one clause. So with
the time the user goes to bed or gets up: 十一點前就睡, then 最近都拖到兩三點才睡.

Left unread, so never taken for a change: a number that only says by how much (減了8公斤,
"lost 25 pounds", 多了兩杯), a goal or a wish (想瘦到60公斤, "aiming for 150"), a fact that
gives one measure two values (平日睡6小時，週末睡10小時), a rate per week against one per day,
sums in two currencies, and a bedtime of one night only (昨天三點才睡).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .frames import _MAGNITUDE, _scaled
from .reading import _digits, _read_clock, english_numbers, normalise

_NUMBER = r"(?P<n>\d+(?:\.\d+)?)"


@dataclass(frozen=True)
class _Kind:
    key: str
    head: re.Pattern[str]
    units: dict[str, float]  # unit as written (folded) → factor to one base unit
    per_day: bool = False  # a count per day (咖啡一天兩杯): the rate must be said in both


def _kind(key: str, head: str, units: dict[str, float], per_day: bool = False) -> _Kind:
    return _Kind(key, re.compile(head, re.IGNORECASE), units, per_day)


_KG = {"公斤": 1.0, "kg": 1.0, "kgs": 1.0, "kilo": 1.0, "kilos": 1.0, "斤": 0.6, "磅": 0.4536}
_KG |= {"lb": 0.4536, "lbs": 0.4536, "pound": 0.4536, "pounds": 0.4536}
_CM = {"公分": 1.0, "cm": 1.0, "cms": 1.0, "公尺": 100.0}
_HOURS = {"小時": 1.0, "個小時": 1.0, "hour": 1.0, "hours": 1.0, "hr": 1.0, "hrs": 1.0, "h": 1.0}
_MINUTES = {"分鐘": 1.0, "minute": 1.0, "minutes": 1.0, "min": 1.0, "mins": 1.0} | {
    k: 60 * v for k, v in _HOURS.items()
}
_MONEY = {"元": 1.0, "塊": 1.0, "塊錢": 1.0, "$": 1.0, "£": 1.0, "€": 1.0, "ntd": 1.0, "nt$": 1.0}

KINDS = (
    _kind("weight", r"體重|(?<![a-z])weigh(?:s|ed|ing|t)?\b", _KG),
    _kind("height", r"身高|長高|長到(?=\s*\d)|(?<![a-z])(?:tall|height)\b", _CM),
    _kind("myopia", r"近視|度數", {"度": 1.0}),
    _kind("hourly pay", r"時薪|(?<![a-z])(?:an|per|a|/) ?(?:hour|hr)\b|(?<![a-z])hourly\b", _MONEY),
    _kind("shoe size", r"鞋|(?<![a-z])shoe size\b|(?<![a-z])(?:uk|us|eu) (?=\d)", {"號": 1.0}),
    _kind("followers", r"粉絲|追蹤(?:者|人數|數)|(?<![a-z])(?:followers|subscribers)\b", {}),
    _kind("sleep", r"(?<![午])睡(?!前|覺前|不著)|(?<![a-z])sleep(?:s|ing)?\b(?! in\b)", _HOURS),
    _kind("HbA1c", r"糖化血色素|(?<![a-z])(?:hb)?a1c\b", {"%": 1.0}),
    _kind("body fat", r"體脂(?:肪|率)?|(?<![a-z])body fat\b", {"%": 1.0}),
    _kind("waist", r"腰圍|(?<![a-z])waist\b", _CM | {"吋": 2.54, "inches": 2.54, "in": 2.54}),
    _kind("steps a day", r"步|(?<![a-z])steps\b", {"步": 1.0, "steps": 1.0}, True),
    _kind("commute", r"通勤(?!去|到)|(?<![a-z])commute\b(?! to (?!work|the office))", _MINUTES),
    _kind(
        "coffee a day",
        r"咖啡|拿鐵|(?<![a-z])(?:coffees?|lattes?|espressos?)\b",
        {"杯": 1.0, "cup": 1.0, "cups": 1.0, "coffee": 1.0, "coffees": 1.0},
        True,
    ),
    _kind(
        "cigarettes a day",
        r"菸|煙|抽(?!血|籤|獎|空|屜)|(?<![a-z])(?:cigarettes?|smokes?)\b",
        {"根": 1.0, "支": 1.0, "包": 20.0, "cigarette": 1.0, "cigarettes": 1.0, "pack": 20.0, "packs": 20.0},
        True,
    ),
)

# A dose: so many milligrams of one medicine, named in both facts (血壓藥, "sertraline").
_DOSE = re.compile(r"(?P<n>\d+(?:\.\d+)?) ?(?:mg|毫克|mcg|微克)(?![a-z])", re.IGNORECASE)
_MEDICINE_ZH = re.compile(r"(?:(?![的把吃者了])[\u4e00-\u9fff]){1,4}(?:藥|錠)")
_MEDICINE_EN = re.compile(r"\b[a-z]{5,}\b")
_NOT_MEDICINE = frozenset(
    {
        *("daily", "every", "morning", "night", "evening", "tablet", "tablets", "pill", "pills", "doctor"),
        *("dose", "dosage", "takes", "taking", "upped", "raised", "lowered", "increased", "decreased"),
        *("changed", "switched", "prescribed", "since", "after", "about", "twice"),
    }
)

# Words before a number that say by how much, not how much: 減了8公斤, "lost 25 pounds", 多了兩杯.
_BY_HOW_MUCH = re.compile(
    r"(?:減|瘦|胖|增加|增|加|(?<!不)多|少|掉|降|漲|升|長高)了?\s*$"
    r"|\b(?:lost|gained|dropped|put on|shed|by|up|down|extra|another|more|less|fewer)\s*$",
    re.IGNORECASE,
)
_BY_HOW_MUCH_AFTER = re.compile(r"^\s*(?:多|以上|左右的差)|^\s*(?:more|less|fewer|lighter|heavier)\b", re.I)
# A goal, a wish or a plan: not what the measure is.
_GOAL = re.compile(
    r"想|希望|目標|打算|計畫|預計|試著|試圖|努力|盡量|\b(?:want|wants|goal|hop\w*|aim\w*|target|plan\w*|trying|tries)\b",
    re.I,
)
# Another time, or a while: 高中時體重80公斤, 考試這週每天喝三杯, "weighed 200 pounds in college",
# "during exam week", 週末睡十小時. A measure then says nothing of it now.
_ANOTHER_TIME = re.compile(
    r"以前|之前|當時|那時|時候|年輕時|(?:高中|國中|國小|小學|大學|研究所|當兵|學生|懷孕)(?:時|期間|那幾年)"
    r"|(?:第一|上一|前一)(?:份|個)工作|期間|這陣子|這幾天|這週|這周|這個月|這禮拜|週末|周末|假日|平日|放假|暑假|寒假"
    r"|考試|期末|期中|生病|感冒|住院|出國|出差|旅行|旅遊|那(?:週|周|幾天|段|陣子|年|個月|次)"
    r"|(?:週|周|星期|禮拜)[一二三四五六日天1-7]"
    r"|\b(?:in (?:college|high school|uni|university|grad school|school|the army)|at (?:his|her|my|their) "
    r"(?:first|last|old|previous) job|when (?:i|he|she|they|we) (?:was|were)|back (?:then|in|when)|as a "
    r"(?:kid|child|teen|teenager|student)|used to|during|weekends?|weekdays?|weeknights?|"
    r"(?:school|work) nights?|exams?|finals|this week|for now|"
    r"on (?:a |the )?(?:trip|holiday|vacation)|while (?:travel\w*|away|abroad)"
    r"|(?:on )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?))\b",
    re.IGNORECASE,
)
# Of what the user sells or makes, or of someone else's (使用者的貓體重, "her dog weighs"): not the user's.
_NOT_ONES_OWN = re.compile(r"賣|煮給|泡給|\b(?:sells?|sold|serves?|served|brews? for)\b", re.IGNORECASE)
_SOMEONE_ELSES = re.compile(
    r"的(?:貓咪?|狗狗?|寵物|兔子|鸚鵡|倉鼠|魚)$|'s (?:cat|dog|pet|puppy|kitten|rabbit|bunny) $|\b(?:cat|dog|pet) $",
    re.IGNORECASE,
)
_PER_DAY = re.compile(r"每天|1天|每日|天天|(?<![a-z])(?:a|per|each|every) day\b|(?<![a-z])daily\b", re.I)
_PER_WEEK = re.compile(r"每週|1週|每周|1周|每個禮拜|1個禮拜|(?<![a-z])(?:a|per|each|every) week\b|weekly", re.I)
_CURRENCY = re.compile(r"nt\$|us\$|[$£€¥₹]|元|塊|台幣|美金|美元|英鎊|歐元|dollars?|pounds?|euros?|rupees?", re.I)
_CLAUSE = re.compile(r"[，,。；;！!？?\n]+|\bbut\b|但是?|可是|不過", re.IGNORECASE)


@dataclass(frozen=True)
class Measure:
    key: str
    value: float  # in the kind's base unit; as written when no unit is said
    said: str  # the number (and unit) as written
    unit: str = ""  # as written; "" for a bare number (體重78), compared as written


def _text(text: str) -> str:
    text = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", _digits(normalise(text).casefold()))  # 1,450 is one number
    text = english_numbers(text)
    text = re.sub(r"(?<!\d)([12]) ?米 ?(\d)(\d)?(?!\d)", lambda m: f"{m[1]}{m[2]}{m[3] or 0}公分", text)  # 一米八
    return _MAGNITUDE.sub(_scaled, text)  # 10k, 1萬2


def _unit_after(kind: _Kind, after: str) -> str | None:
    """The kind's unit that follows a number, if one does."""
    for unit in sorted(kind.units, key=len, reverse=True):
        if re.match(rf"[\s-]?{re.escape(unit)}(?![a-z])", after):
            return unit
    return None


def _bare_ok(before: str, after: str, head: re.Match[str]) -> bool:
    """A number with no unit counts only close after the head (體重78, 時薪調到 196, 近視加深到500)
    and followed by nothing that makes it another quantity (歲, 個月, 天, %)."""
    if head.end() > len(before) or len(before) - head.end() > 6:
        return False
    return not re.match(r"\s?(?:[\u4e00-\u9fff](?<![了啦的喔耶囉])|[a-z%/'])", after)


def _clause_measures(clause: str) -> list[Measure]:
    found: list[Measure] = []
    if _GOAL.search(clause) or _NOT_ONES_OWN.search(clause):
        return found
    for kind in KINDS:
        head = kind.head.search(clause)
        if head is None or _SOMEONE_ELSES.search(clause[: head.start()]):
            continue
        if kind.per_day and (not _PER_DAY.search(clause) or _PER_WEEK.search(clause)):
            continue
        for number in re.finditer(_NUMBER, clause):
            before, after = clause[: number.start()], clause[number.end() :]
            if _BY_HOW_MUCH.search(before[-8:]) or _BY_HOW_MUCH_AFTER.match(after):
                continue
            if kind.units is _MONEY:
                money = re.search(r"(?:nt\$|us\$|[$£€])\s?$", before) or re.match(r"\s?(?:元|塊)", after)
                if not money and not _bare_ok(before, after, head):
                    continue
                found.append(Measure(kind.key, float(number["n"]), number.group(), "money"))
                continue
            unit = _unit_after(kind, after)
            if unit is None and not (kind.units and _bare_ok(before, after, head)) and kind.units:
                continue
            factor = kind.units[unit] if unit else 1.0
            said = f"{number.group()} {unit}" if unit else number.group()
            found.append(Measure(kind.key, float(number["n"]) * factor, said, unit or ""))
    for dose in _DOSE.finditer(clause):
        if _BY_HOW_MUCH.search(clause[: dose.start()][-8:]):
            continue
        names = set(_MEDICINE_ZH.findall(clause)) | (set(_MEDICINE_EN.findall(clause)) - _NOT_MEDICINE)
        for name in names:
            found.append(Measure(f"dose of {name}", float(dose["n"]), f"{dose['n']} mg", "mg"))
    return found


# When the user goes to bed and gets up: a time of day near the words of it, on either side in
# Chinese (十一點前就睡, 睡覺時間是十一點) and after them in English ("in bed by 10pm", "up at 5:30").
_BED = re.compile(r"睡(?!眠|前|不著|過頭|午覺|到)|上床|就寢|熬夜|(?<![a-z])(?:bed|asleep|turns? in)\b", re.IGNORECASE)
_WAKE = re.compile(r"起床|醒來|睡到|(?<![a-z])(?:wakes?|woke|gets? up|up at)\b", re.IGNORECASE)
_CLOCK = re.compile(
    r"(?:早上|上午|清晨|晚上|半夜|凌晨|中午)?\d{1,2}(?:點|:\d{2})(?:半|\d{1,2}分?)?"
    r"|(?<![\d:])\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)|\bmidnight\b"
    r"|(?<=\bat )\d{1,2}(?![\d:.%])(?! ?(?:hours?|hrs?|mins?|minutes?|kg|lbs?|cm|years?|days?|weeks?|months?)\b)",
    re.IGNORECASE,
)
# One night or one morning only: 昨天三點才睡, "woke up at 4 this morning".
ONE_NIGHT = re.compile(r"昨天|昨晚|今天|今晚|今早|前天|那天|\b(?:last night|yesterday|tonight|this morning)\b", re.I)


def _clock_minutes(said: str, key: str) -> float | None:
    """Minutes after midnight of a bedtime or a wake-up time; a time that does not say which half
    of the day is read as bedtimes and mornings are (11 → 23:00 to bed, 6 → 6:00 up)."""
    value = _read_clock(said)
    if value is None:
        return None
    hour, minute, half = re.match(r"(\d+):(\d+)([ap]?)", value.key).groups()  # type: ignore[union-attr]
    h = int(hour) % 12
    if key == "bedtime" and half == "p" and (1 <= h <= 4 or (h == 0 and "中午" not in said and "noon" not in said)):
        half = "a"  # 晚上兩點才睡, 晚上十二點睡: two at night is two in the morning, twelve is midnight
    if not half:
        half = ("p" if 6 <= h <= 11 else "a") if key == "bedtime" else ("p" if 1 <= h <= 2 else "a")
        if h == 0:
            half = "a" if key == "bedtime" else "p"  # 12: midnight to bed, noon up
    return (h + (12 if half == "p" else 0)) * 60 + int(minute)


def _clock_measures(clause: str) -> list[Measure]:
    found: list[Measure] = []
    if _GOAL.search(clause) or ONE_NIGHT.search(clause):
        return found
    heads = [(m, "bedtime") for m in _BED.finditer(clause)] + [(m, "wake-up time") for m in _WAKE.finditer(clause)]
    for clock in _CLOCK.finditer(clause):
        near = [
            (min(abs(head.start() - clock.end()), abs(clock.start() - head.end())), key)
            for head, key in heads
            if -1 <= head.start() - clock.end() <= 8
            or -1 <= clock.start() - head.end() <= (8 if head.group().isascii() is False else 20)
        ]
        if not near:
            continue
        key = min(near)[1]
        minutes = _clock_minutes(clock.group(), key)
        if minutes is not None:
            found.append(Measure(key, minutes, clock.group(), "clock"))
    return found


@lru_cache(maxsize=4096)
def measures(text: str) -> tuple[Measure, ...]:
    """The measures a fact states, one per kind: a kind given two values in one fact (平日睡6小時，
    週末睡10小時, "between 70 and 72 kg") is left out."""
    found: dict[str, list[Measure]] = {}
    for clause in _CLAUSE.split(_text(text)):
        for m in (*_clause_measures(clause), *_clock_measures(clause)):
            found.setdefault(m.key, []).append(m)
    return tuple(ms[0] for ms in found.values() if len({round(m.value, 2) for m in ms}) == 1)


def _currencies(text: str) -> set[str]:
    return {c.casefold().replace("塊", "元") for c in _CURRENCY.findall(normalise(text))}


def _written(m: Measure) -> float:
    return float(re.match(r"[\d.]+", m.said).group())


def measure_changed(new_text: str, old_text: str) -> tuple[Measure, Measure] | None:
    """(old, new) of one measure the two facts give two values, if they do."""
    if _ANOTHER_TIME.search(normalise(new_text)) or _ANOTHER_TIME.search(normalise(old_text)):
        return None
    old = {m.key: m for m in measures(old_text)}
    for m in measures(new_text):
        was = old.get(m.key)
        if was is None:
            continue
        if m.unit == "clock" == was.unit:
            apart = abs(was.value - m.value) % 1440
            if min(apart, 1440 - apart) >= 45:  # 十一點 and 十一點半 may be one habit said loosely
                return was, m
            continue
        # A bare number (現在 62) is in the unit the other fact says: compared as written.
        a, b = (was.value, m.value) if was.unit and m.unit else (_written(was), _written(m))
        if abs(a - b) <= 0.01 * max(abs(a), 1.0):
            continue
        if bool(was.unit) != bool(m.unit) and not 0.5 <= a / max(b, 0.01) <= 2:
            continue  # a bare number far from the other: perhaps in another unit, or misread
        if m.key == "hourly pay" and len(_currencies(new_text) | _currencies(old_text)) > 1:
            continue  # NT$190 an hour, then "$12 an hour": perhaps two currencies
        return was, m
    return None
