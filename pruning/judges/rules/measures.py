"""One measure of someone said twice with two numbers: 體重78公斤, then 今天量體重只剩 68 公斤;
近視300度, then 近視加深到500度; "takes 50 mg sertraline daily", then "on 100mg of sertraline now".

A measure is known by what it is of (its head: 體重, 近視, 時薪, "weighs", "sleeps") and the
unit its number carries (公斤, 度, "lbs"); a number with no unit counts only right after the
head (體重78, 時薪調到196). A person has one value of each at a time, so two values are a
change, however the new fact words it — the tables read a handful of phrasings of weight or
pay, and this reads the measure wherever its head and its number stand in one clause. So with
the time the user goes to bed or gets up: 十一點前就睡, then 最近都拖到兩三點才睡.

A measure counts only as the user's (or as that of someone the user names: 我兒子身高120): "her
golden retriever weighs 32 kg", 病人體重90公斤 and "her new hire makes $3,000 a month" are another's.
Left unread, so never taken for a change: a number that only says by how much (減了8公斤,
"lost 25 pounds", 多了兩杯), a goal or a wish (想瘦到60公斤, "aiming for 150"), a fact that
gives one measure two values (平日睡6小時，週末睡10小時), a rate per week against one per day,
sums in two currencies, advice, offers, bounds and records (醫生建議體重維持在60公斤, 收到offer,
"at least 5,000 steps", "personal best"), a range (63到66公斤, 兩三根), another place's rent or
another job's pay (工作室, 兼職, "with tips"), and a bedtime of one night only (昨天三點才睡).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .frames import _MAGNITUDE, _PEOPLE, _scaled
from .reading import _CN_DIGITS, CLAUSES, JOKING, _digits, _read_clock, english_numbers, normalise
from .tables import ICE_LEVELS, SUGAR_LEVELS

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
    _kind("weight", r"體重|胖到|瘦到|(?<![a-z])weigh(?:s|ed|ing|t)?\b", _KG),
    _kind("height", r"身高|長高|長到(?=\s*\d)|(?<![a-z])(?:tall|height)\b", _CM),
    _kind("myopia", r"近視|度數", {"度": 1.0}),
    _kind("hourly pay", r"時薪|(?<![a-z])(?:an|per|a|/) ?(?:hour|hr)\b|(?<![a-z])hourly\b", _MONEY),
    _kind("shoe size", r"鞋|(?<![a-z])shoe size\b|(?<![a-z])(?:uk|us|eu) (?=\d)", {"號": 1.0}),
    _kind("sleep", r"(?<![午])睡(?!前|覺前|不著)|(?<![a-z])sleep(?:s|ing)?\b(?! in\b)", _HOURS),
    _kind("HbA1c", r"糖化血色素|(?<![a-z])(?:hb)?a1c\b", {"%": 1.0}),
    _kind("body fat", r"體脂(?:肪|率)?|(?<![a-z])body fat\b", {"%": 1.0}),
    # Readings that hold until the next: LDL, fasting blood sugar, resting heart rate, and blood
    # pressure (said as two numbers, 140/90: the first is read).
    _kind("LDL", r"壞膽固醇|低密度(?:脂蛋白)?膽固醇|(?<![a-z])ldl\b", {"mg/dl": 1.0}),
    _kind("fasting blood sugar", r"空腹血糖|飯前血糖|(?<![a-z])fasting (?:blood )?(?:sugar|glucose)\b", {"mg/dl": 1.0}),
    _kind(
        "resting heart rate", r"靜止心率|安靜心率|靜止心跳|(?<![a-z])resting (?:heart rate|hr|pulse)\b", {"bpm": 1.0}
    ),
    _kind("blood pressure", r"血壓|(?<![a-z])(?:blood pressure|bp)\b", {}),
    _kind("waist", r"腰圍|(?<![a-z])waist\b", _CM | {"吋": 2.54, "inches": 2.54, "in": 2.54}),
    # A debt of one kind, what is left of it: 卡債大概十五萬, then 卡債剩下五萬.
    _kind("credit card debt", r"(?:信用)?卡債|(?<![a-z])credit card debt\b", _MONEY),
    _kind("student loan", r"學貸|(?<![a-z])student loans?\b", _MONEY),
    _kind("mortgage", r"房貸|(?<![a-z])mortgage\b", _MONEY),
    # A test score, the latest: 多益650分, then 860分.
    _kind("TOEIC", r"多益|(?<![a-z])toeic\b", {"分": 1.0, "points": 1.0}),
    _kind("TOEFL", r"托福|(?<![a-z])toefl\b", {"分": 1.0, "points": 1.0}),
    _kind("IELTS", r"雅思|(?<![a-z])ielts\b", {"分": 1.0}),
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
        r"菸|煙|抽(?!血|籤|獎|空|屜)|(?<![a-z])(?:cigarettes?|cigs?|ciggies|smokes?)\b",
        {"根": 1.0, "支": 1.0, "包": 20.0, "cigarette": 1.0, "cigarettes": 1.0, "cig": 1.0, "cigs": 1.0}
        | {"ciggies": 1.0, "pack": 20.0, "packs": 20.0},
        True,
    ),
)

# Of a habit, not a state: one night or one day of it says nothing of the habit.
_HABITS = frozenset({"sleep", "commute", "coffee a day", "cigarettes a day", "steps a day"})

# Pay and rent: a sum, and how often (a month, a week, a year), which is part of the measure.
_SIGN = r"(?:nt\$|us\$|s\$|a\$|c\$|r\$|[$£€₹₦₱¥]|rs\.? ?|rm ?|php ?|ksh ?|r(?=\d))"
_SUM = re.compile(
    rf"(?:{_SIGN}\s?(?P<a>\d+(?:\.\d+)?)|(?<![\d.])(?P<b>\d{{3,}}(?:\.\d+)?)\s?(?:元|塊|台幣|rupees|rand|naira|pesos|dollars|"
    r"pounds|euros|ringgit|shillings)?)(?![\d%])",
    re.IGNORECASE,
)
_PERIODS = (
    (
        "day",
        re.compile(
            r"日薪|每天|1天|每日|天天|(?<![a-z])(?:a|per|each|every) (?:day|night)\b|/ ?(?:day|night)\b|daily|nightly",
            re.I,
        ),
    ),
    (
        "month",
        re.compile(
            r"月薪|月租|每月|每個月|1個月|(?<![a-z])(?:a|per|each|every) month\b|/ ?mo(?:nth)?\b|monthly|pcm|p/m", re.I
        ),
    ),
    (
        "week",
        re.compile(
            r"週薪|每週|每周|1週|1周|每個禮拜|1個禮拜|(?<![a-z])(?:a|per|each|every) week\b|/ ?(?:wk|week)\b|weekly"
            r"|\bpw\b",
            re.I,
        ),
    ),
    (
        "year",
        re.compile(
            r"年薪|年收|每年|1年|(?<![a-z])(?:a|per|each|every) year\b|/ ?(?:yr|year)\b|annual\w*|yearly|per annum"
            r"|\bp\.?a\.?\b|\blpa\b|\bctc\b",
            re.I,
        ),
    ),
)
_PER_DAY, _PER_WEEK = dict(_PERIODS)["day"], dict(_PERIODS)["week"]  # a rate a day: 咖啡一天兩杯
_SUMS = (
    (
        "rent",
        re.compile(
            r"房租|租金|月租|房東|(?<![a-z])(?:rent(?!ed|ing|s? (?:a|an|the|out|my|his|her|our))|landlord)\b", re.I
        ),
    ),
    (
        "pay",
        re.compile(
            r"月薪|年薪|週薪|薪水|薪資|工資|收入|(?<![a-z])(?:salary|pay|paid|earns?|earning|makes|making|take-home|income"
            r"|stipend|ctc|(?:job|work|employer|company) pays)\b",
            re.I,
        ),
    ),
)


_SHARE = re.compile(
    r"一半|分攤|平分|各付|收租|租給|租出去|房客"
    r"|(?<![a-z])(?:share|split|half(?![ -]sugar)|tenants?|rents? (?:it )?out|rental (?:income|property))(?![a-z])",
    re.IGNORECASE,
)
_WHO = re.compile(
    "|".join(
        re.escape(a) if not a.isascii() else rf"\b{re.escape(a)}\b"
        for a in sorted({*_PEOPLE, "先生", "老公", "太太", "老婆"}, key=len, reverse=True)
        if len(a) > 1 or not a.isascii()
    ),
    re.IGNORECASE,
)


def _sum_measures(clause: str) -> list[Measure]:
    """So much rent or pay, and how often: 房租每月一萬二, "Pays $520 a week for a unit", "Paid
    R18,000 a month". Said without how often, the sum is compared only with one near it."""
    found: list[Measure] = []
    for key, head in _SUMS:
        said = head.search(clause)
        if said is None or (key == "pay" and re.search(r"時薪|\b(?:an|per|a) ?hour\b|hourly", clause, re.I)):
            continue
        if key == "pay" and _SUMS[0][1].search(clause):
            continue  # "we pay €1,050 a month in rent": the rent, not pay
        if _RANGE.search(clause):
            continue
        periods = {name for name, period in _PERIODS if period.search(clause)}
        if len(periods) > 1:
            continue
        period = next(iter(periods), "")
        for amount in _SUM.finditer(clause):
            if _BY_HOW_MUCH.search(clause[: amount.start()][-8:]):
                continue
            whose = _whose_at(clause, min(said.start(), amount.start()))
            if whose is None:
                continue
            number = amount["a"] or amount["b"]
            value = float(number.replace(".", "")) if re.fullmatch(r"\d{1,3}\.\d{3}", number) else float(number)
            name = (f"{key} per {period}" if period else key) + whose
            found.append(Measure(name, value, amount.group().strip(), "sum"))
    return found


# Rent of another place, pay of another job, or what the user pays others.
_OTHER_SUM = {
    "rent": re.compile(
        r"工作室|店面|辦公室|倉庫|車位|停車|另外|另一間|合租|室友|押金|隔壁|樓上|樓下|房貸|"
        r"(?<![a-z])(?:studio|office|storage|parking|garage|another|other|roommates?|flatmates?|housemates?|deposit"
        r"|downstairs|upstairs|next door|landlord's|mortgage|charges)(?![a-z])",
        re.IGNORECASE,
    ),
    "pay": re.compile(
        r"兼職|兼差|家教|副業|接案|小費|實領|稅前|稅後|包含|新人|工讀生|請了?|付給|"
        r"(?<![a-z])(?:side|freelance|gig|shop|revenue|sales|tips|net|gross|including|clients?|charges?|bills?|costs?|"
        r"minimum wage|new hires?|for (?:her|his|my|the|a|an) \w+|pays (?:her|his|my|the|a) \w+)(?![a-z])",
        re.IGNORECASE,
    ),
}
# Advice, targets, bounds, offers, market prices, records and special conditions: 醫生建議體重維持在60公斤,
# 附近的房租行情, 面試的公司開月薪6萬, "her ideal weight", "at least 5,000 steps", "personal record".
_NOT_THE_MEASURE = re.compile(
    r"建議|控制在|維持在|不能超過|不超過|以下|以內|行情|附近的|看了|面試|開價|開(?=月薪|年薪)|至少|最多|最高|最低"
    r"|紀錄|記錄|穿鞋|穿衣服|不到|少於|多於|超過|塞車|順的話|報價"
    r"|不太準|輪班|夜班|大夜|小夜|值班"
    r"|,\s?by \w+ \d"  # "by train takes 50 minutes, by car 30"
    r"|(?<![a-z])(?:offers?|offered|ideal|needs?|should|recommend\w*|below|under|averages?|looking at"
    r"|up to|at least|at most|no more than|quoted|record|lowest|highest|best|straight|on call|shifts?|can'?t"
    r"|less than|more than"
    r"|fewer than|over|according to|good day|in traffic|workdays?|work days?)(?![a-z])",
    re.IGNORECASE,
)
# Not the balance of a debt nor one's score: a payment a month, interest, an average, a part of the
# sum (卡債每個月繳五千, "minimum payment", "$20,000 federal"); a section, a mock test, a bar to clear
# (多益聽力450分, 模擬考, 750分才能升遷).
_NOT_THE_BALANCE = re.compile(
    r"每月|每個月|月付|月繳|繳|利息|平均|族|(?<![a-z])(?:a|per|each) month|monthly|payments?|repayments?|interest"
    r"|minimum|average|toward|towards|federal|private|subsidi[sz]ed|part of",
    re.IGNORECASE,
)
_NOT_THE_SCORE = re.compile(
    r"聽力|閱讀|看書|口說|寫作|模擬|才能|以上|以下|差|要求|門檻|平均|目標|標準"
    r"|(?<![a-z])(?:listening|reading|speaking|writing|mock|practice|required|requirement|needs?|average|minimum"
    r"|cut-?off|target)(?![a-z])",
    re.IGNORECASE,
)
_NOT_THE_WHOLE = {
    **dict.fromkeys(("credit card debt", "student loan", "mortgage"), _NOT_THE_BALANCE),
    **dict.fromkeys(("TOEIC", "TOEFL", "IELTS"), _NOT_THE_SCORE),
}
# A range, or "two or three": 63到66公斤, "75-78 kg", "between 68 and 72", 兩三杯.
_RANGE = re.compile(r"\d\s?(?:-|–|~|〜|到|至)\s?\d|\bbetween \d|\d+\s?or\s?\d", re.I)


# A dose: so many milligrams of one medicine, named in both facts (血壓藥, "sertraline").
_DOSE = re.compile(r"(?P<n>\d+(?:\.\d+)?) ?(?P<unit>mg|毫克|mcg|µg|μg|微克)(?![a-z])", re.IGNORECASE)
_MEDICINE = r"(?P<name>[a-z]{4,}|(?:(?![的把吃者了])[\u4e00-\u9fff]){1,4}(?:藥|錠))"
_MEDICINE_AFTER = re.compile(rf"\s?(?:of |的)?\s?{_MEDICINE}")
_MEDICINE_BEFORE = re.compile(
    rf"{_MEDICINE}\s?(?:dose|劑量)?\s?(?:is|of|是|加到|調到|到|為)?\s?(?:每日|每天|一天)?\s?$"
)
# Not the dose taken now: denied, weighed, feared, before a condition, of another's, or a count of
# tablets of it (每天吃兩顆脈優 5mg, 早晚各一顆: a daily amount said per tablet).
_NOT_THE_DOSE = re.compile(
    r"沒有|沒加|沒調|沒減|不用|不要|先不|本來|考慮|要不要|擔心|會不會|如果|若是|就要|再高|又改|又調|改回|調回|早晚各|各[一1]"
    r"|[兩2三3]顆|[兩2]粒|幫|陪|病人|狗|貓"
    r"|\b(?:didn'?t|not|never|might|may|maybe|considering|thinking|if|asked|wants? to|worried|dog|cat|patient"
    r"|for (?:my|her|his|the) \w+|back to|two (?:tablets|pills))\b",
    re.IGNORECASE,
)
# A medicine by its brand in Chinese, named after what is done with it: 吃一顆脈優 5mg, 把脈優加到 10mg.
_BRAND_BEFORE_ZH = re.compile(
    r"(?:吃|把|服用|顆|粒)(?!劑量|藥量|份量|早上|晚上|每天|一天|半顆|一顆)"
    r"(?P<name>(?:(?![它這那前後完再吃飯餐])[\u4e00-\u9fff]){2,4}?)\s?"
    r"(?:調高到|調降到|加到|調到|減到|降到|改成|是|為)?\s?$"
)
_NOT_MEDICINE = frozenset(
    {
        *("daily", "every", "morning", "night", "evening", "tablet", "tablets", "pill", "pills", "doctor"),
        *("dose", "dosage", "takes", "taking", "upped", "raised", "lowered", "increased", "decreased"),
        *("changed", "switched", "prescribed", "since", "after", "about", "twice"),
    }
)

# Words before a number that say by how much, not how much: 減了8公斤, "lost 25 pounds", 多了兩杯.
_BY_HOW_MUCH = re.compile(
    r"(?:減|瘦|胖|增加|增|加|(?<!不)多|少|掉|降|漲|升|長高|進步|退步|還掉|還)了?\s*$"
    r"|\b(?:lost|gained|dropped|put on|shed|by|up|down|extra|another|more|less|fewer|paid off|repaid)\s*$",
    re.IGNORECASE,
)
_BY_HOW_MUCH_AFTER = re.compile(r"^\s*(?:多|以上|左右的差)|^\s*(?:more|less|fewer|lighter|heavier)\b", re.I)
# A goal, a wish or a plan: not what the measure is.
# (A wish beside a measure said in another clause asks for review: "hoping to get my rent down",
# then the landlord's quote.)
WISHED = re.compile(
    r"想|希望|目標|打算|計畫|(?<![a-z])(?:want|wants|goal|hop\w*|aim\w*|target|plan\w*|trying|tries)(?![a-z])", re.I
)
_GOAL = re.compile(WISHED.pattern + r"|預計|試著|試圖|努力|盡量", re.I)
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
# What is to come, or is only asked for: 明年房租要漲到一萬四, "rent will go up to £1,550 in April",
# "the landlord wants to raise it". Not yet the measure.
_TO_COME = re.compile(
    r"明年|下個月|下週|下禮拜|下學期|將|可能|會漲|要漲|打算|預計"
    r"|\b(?:will|going to|going up|gonna|next (?:year|month|week|term)|wants? to|would|might|may|soon|from next)\b",
    re.IGNORECASE,
)
# A home or a job left behind: "paid $1,100 rent in her old apartment", 舊家, 前公司.
_LEFT_BEHIND = re.compile(
    r"舊家|舊公司|前公司|上一份"
    r"|\b(?:old|previous|former|last) (?:apartment|place|flat|house|home|job|company|employer)\b",
    re.IGNORECASE,
)
# Of what the user sells or makes (每天賣出一百杯咖啡): not the user's own.
_NOT_ONES_OWN = re.compile(r"賣|煮給|泡給|\b(?:sells?|sold|serves?|served|brews? for)\b", re.IGNORECASE)
_CURRENCY = re.compile(r"nt\$|us\$|[$£€¥₹]|元|塊|台幣|美金|美元|英鎊|歐元|dollars?|pounds?|euros?|rupees?", re.I)


@dataclass(frozen=True)
class Measure:
    key: str
    value: float  # in the kind's base unit; as written when no unit is said
    said: str  # the number (and unit) as written
    unit: str = ""  # as written; "" for a bare number (體重78), compared as written


def _said_digit_by_digit(text: str) -> str:
    """一米七五 → 175公分, 一七五 → 175: a height or a sum said digit by digit (three or more), read
    here only, before 七五 can become a five."""
    text = re.sub(
        r"([一二兩12])\s?米\s?([零一二三四五六七八九\d])([零一二三四五六七八九\d])?",
        lambda m: "".join(str(_CN_DIGITS.get(c, c)) for c in (m[1], m[2], m[3] or "0")) + "公分",
        text,
    )
    return re.sub(r"[零〇一二三四五六七八九]{3,}", lambda m: "".join(str(_CN_DIGITS[c]) for c in m.group()), text)


def _text(text: str) -> str:
    # 兩三根 is "two or three", a range (兩到三), not 23 nor 3.
    text = re.sub(
        r"(一兩|兩三|二三|三四|四五|五六|六七|七八|八九)", lambda m: f"{m[1][0]}到{m[1][1]}", normalise(text).casefold()
    )
    text = _digits(_said_digit_by_digit(text))
    text = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text)  # 1,450 is one number
    text = re.sub(r"(?<!half )\ba (pack|cup|coffee)\b", r"1 \1", english_numbers(text))  # "a pack a day"
    return _MAGNITUDE.sub(_scaled, text)  # 10k, 1萬2


def _unit_after(kind: _Kind, after: str) -> str | None:
    """The kind's unit that follows a number, if one does."""
    for unit in sorted(kind.units, key=len, reverse=True):
        if re.match(rf"[\s-]?{re.escape(unit)}(?![a-z])", after):
            return unit
    return None


# Whose measure it is: the words just before it (or before its number, for "165 cm tall") must
# name the user, or nobody (a terse note), or someone the user names (我兒子身高120: the son's).
# "Her golden retriever weighs 32 kg", 使用者的柴犬體重10公斤, 病人體重90公斤, "her new hire makes
# $3,000 a month", 種的向日葵長到180公分: another's, not compared with the user's.
_USER_ZH = re.compile(r"(?:使用者|用戶|我們|我|他|她|自己|本人)$")
_FILLER_ZH = re.compile(
    r"(?:的|是|都|也|還|就|才|只|又|再|已經|已|現在|最近|目前|如今|每天|每晚|每個月|每月|晚上|早上|平常|通常|平時|大概|大約|約"
    r"|差不多|量出來|驗出來|站上|看到|秤|量|測|健檢|體檢|檢查|回診|抽血|今天|今年|這學期|上次|這次|最近一次|剛剛?|說|提到|實際上?|其實|終於"
    r"|有|在|要|喝|抽|吃|走|把|幫|給|讓|打工|上班|工作|1天|一天|每日|天天|\d+|，|\s)$"
)
_USER_EN = frozenset({"user", "users", "i", "im", "she", "he", "they", "we", "my", "his", "her", "their", "our", "me"})
_FILLER_EN = frozenset(
    {
        *("is", "was", "am", "are", "be", "been", "being", "has", "have", "had", "s", "'s", "now", "currently"),
        *("usually", "typically", "normally", "generally", "only", "just", "about", "around", "roughly", "actually"),
        *("really", "still", "already", "finally", "these", "days", "lately", "nowadays", "the", "a", "an", "new"),
        *("current", "total", "drinks", "drink", "takes", "take", "smokes", "smoke", "walks", "walk", "gets"),
        *("get", "getting", "sleeps", "earns", "earn", "makes", "make", "making", "earning", "pays", "paying", "on"),
        *("pay", "paid", "retook", "took", "got", "scored", "sat"),
        *("at", "like", "approx", "approximately", "nearly", "almost", "down", "up", "to", "weighs", "weigh", "said"),
        *("says", "mentioned", "that", "whose", "this", "month", "year", "week", "morning", "every", "night"),
    }
)


def _whose_at(clause: str, at: int) -> str | None:
    """ "" for the user (or no one named), " of <person>" for someone the user names, or None for
    something or someone else, from the words before position `at` of a clause."""
    before = clause[:at].rstrip()
    if re.search(r"[\u4e00-\u9fff]$", before) or not before:
        while (filler := _FILLER_ZH.search(before)) and filler.group():
            before = before[: filler.start()]
        if not before or _USER_ZH.search(before):
            return ""
        person = _WHO.search(before[-4:])
        return f" of {person.group()}" if person and before.endswith(person.group()) else None
    words = re.findall(r"[a-z0-9']+|[^\sa-z0-9']", before.casefold())
    while words and (words[-1] in _FILLER_EN or re.fullmatch(r"[\d.,:$£€%-]+|[,:;]", words[-1])):
        words.pop()
    if not words or words[-1].replace("'", "") in _USER_EN or (words[-1].endswith("'s") and words[-1][:-2] in _USER_EN):
        return ""
    last = words[-1].removesuffix("'s")
    return f" of {last}" if _WHO.fullmatch(last) else None


def _bare_ok(before: str, after: str, head: re.Match[str]) -> bool:
    """A number with no unit counts only after the head with nothing but filler between (體重78, 時薪調到
    196, 近視加深到500, "LDL came back at 120"; not 咖啡錢大概 150, 近視雷射 6 萬, "sleep HR 52") and followed
    by nothing that makes it another quantity (歲, 個月, 天, %, 210 左右的工作)."""
    # (the thing may be named twice: 壞膽固醇 LDL 是 165)
    if head.end() > len(before) or not _BARE_BETWEEN.match(head.re.sub(" ", before[head.end() :])):
        return False
    if re.match(r"\s?(?:左右|上下|出頭)?\s?的", after):
        return False  # 時薪 210 左右的工作: a number of something else
    if _BARE_AFTER.match(after):
        return True  # 100 上下, 65 左右, "58 now"
    return not re.match(r"\s?(?:[\u4e00-\u9fff](?<![了啦的喔耶囉])|[a-z%/'])", after)


# What may stand between the head and a bare number: who, when, how sure, and words of reaching
# (是, 大概, 最近, 降到, 加深到; "is about", "came back at", "down to").
_BARE_BETWEEN = re.compile(
    r"^(?:[\s:：]|是|為|都|也|還|就|才|只有|只剩|只|大概|大約|約|差不多|現在|最近|目前|已經|剩下|剩|又|再|這次|今天|剛剛|剛|終於|總共"
    r"|量出來|驗出來|測出來|成績出來|出來|成績|計上看到|計看到|計上顯示|看到|顯示|拿到|考到|考了|變成|改成|調高到|調降到|調到"
    r"|降到|升到|掉到"
    r"|漲到|加深到|加到|減到|長到|來到|到|了|有|在|\b(?:is|was|are|were|am|cholesterol|level|reading|came back at"
    r"|comes back at|is at|sitting at|sits at|runs|running|hovers|usually|typically|averages|about|around|roughly"
    r"|approximately|now|currently|just|only|still|finally"
    r"|down to|up to|dropped to|went up to|rose to|to|of|uk|us|eu)\b)*+$",
    re.IGNORECASE,
)
# After a bare number, words that round it or say it is now (100 上下, 65 左右, 170 出頭, "58 now"); not
# 上下班, nor "this time" (one time).
_BARE_AFTER = re.compile(
    r"\s?(?:(?:左右|上下(?!班)|出頭)(?=\s*$|[\s,.!?，。！？~～]|了|啦|喔|而已|吧|耶|囉)|(?:now|these days|lately)\b)",
    re.IGNORECASE,
)


def _clause_measures(clause: str, read_doses: bool = True) -> list[Measure]:
    found: list[Measure] = []
    if _NOT_ONES_OWN.search(clause) or _RANGE.search(clause):
        return found
    for kind in KINDS:
        head = kind.head.search(clause)
        if head is None or (kind.key in _NOT_THE_WHOLE and _NOT_THE_WHOLE[kind.key].search(clause)):
            continue
        if kind.per_day and (not _PER_DAY.search(clause) or _PER_WEEK.search(clause)):
            continue
        if kind.key in _HABITS and (ONE_NIGHT.search(clause) or (not kind.per_day and _PER_WEEK.search(clause))):
            continue  # 昨天只睡了三小時: one night, not the habit
        for number in re.finditer(_NUMBER, clause):
            before, after = clause[: number.start()], clause[number.end() :]
            if _BY_HOW_MUCH.search(before[-8:]) or _BY_HOW_MUCH_AFTER.match(after):
                continue
            if kind.key == "blood pressure":
                # 140/90: the pressure is said as two numbers, and read by the first.
                # (Only a pressure: 70 to 250 over 40 to 150, said right after its name; not 4/15, a date, nor
                # 8/10 次, nor 血壓計是 11/11 買的.)
                low = re.match(r"\s?/\s?(\d{2,3})(?![\d/])", after)
                high = float(number["n"])
                pressure = low is not None and 70 <= high <= 250 and 40 <= int(low[1]) < high
                if pressure and _bare_ok(before, " ", head) and (whose := _whose_at(clause, head.start())) is not None:
                    found.append(Measure(kind.key + whose, high, f"{number.group()}/{low[1]}", ""))
                continue
            if kind.units is _MONEY:
                money = re.search(r"(?:nt\$|us\$|[$£€])\s?$", before) or re.match(r"\s?(?:元|塊)", after)
                if not money and not _bare_ok(before, after, head):
                    continue
                if (whose := _whose_at(clause, min(head.start(), number.start()))) is not None:
                    found.append(Measure(kind.key + whose, float(number["n"]), number.group(), "money"))
                continue
            if re.match(r"[\s-]?[^\s\d]{0,3}的[\u4e00-\u9fffa-z]", after) and kind.key != "myopia":
                continue  # 30分鐘的podcast: a length of something else
            unit = _unit_after(kind, after)
            if unit is None and not (kind.units and _bare_ok(before, after, head)) and kind.units:
                continue
            factor = kind.units[unit] if unit else 1.0
            said = f"{number.group()} {unit}" if unit else number.group()
            if (whose := _whose_at(clause, min(head.start(), number.start()))) is None:
                continue
            if kind.key == "shoe size":
                system = re.search(r"\b(uk|us|eu)\s?$", before)
                whose = f" ({system.group(1) if system else unit or 'as written'})" + whose
            found.append(Measure(kind.key + whose, float(number["n"]) * factor, said, unit or ""))
    dose_matches = list(_DOSE.finditer(clause)) if read_doses else []  # (not the dose taken now: `measures`)
    for dose in dose_matches if len(dose_matches) == 1 else ():  # 早上500毫克、晚上1000毫克: two doses, no one value
        if _BY_HOW_MUCH.search(clause[: dose.start()][-8:]):
            continue
        # The medicine named next to its dose: "50 mg (of) sertraline", "sertraline 50 mg", 5毫克的降血糖藥.
        before = clause[: dose.start()]
        name = _MEDICINE_AFTER.match(clause[dose.end() :]) or _MEDICINE_BEFORE.search(before)
        name = name or _BRAND_BEFORE_ZH.search(before)
        if name and name.group("name") not in _NOT_MEDICINE:
            unit = "mg" if dose["unit"].casefold() in ("mg", "毫克") else "mcg"
            milligrams = float(dose["n"]) / (1 if unit == "mg" else 1000)
            found.append(Measure(f"dose of {name.group('name')}", milligrams, dose.group(), unit))
    return found


# When the user goes to bed and gets up: a time of day near the words of it, on either side in
# Chinese (十一點前就睡, 睡覺時間是十一點) and after them in English ("in bed by 10pm", "up at 5:30").
_BED = re.compile(r"睡(?!眠|前|不著|過頭|午覺|到)|上床|就寢|熬夜|(?<![a-z])(?:bed|asleep|turns? in)\b", re.IGNORECASE)
_WAKE = re.compile(r"起床|醒來|睡到|(?<![a-z])(?:wakes?|woke|gets? up|up at)\b", re.IGNORECASE)
_CLOCK = re.compile(
    r"(?:早上|上午|清晨|晚上|半夜|凌晨|中午)?\d{1,2}(?:點|:\d{2})(?:半|\d{1,2}分?)?"
    r"|(?<![\d:])\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)|\bmidnight\b|\bhalf (?:past )?\d{1,2}\b"
    r"|(?<=\bat )\d{1,2}(?![\d:.%])(?! ?(?:hours?|hrs?|mins?|minutes?|kg|lbs?|cm|years?|days?|weeks?|months?)\b)",
    re.IGNORECASE,
)
# One night or one morning only: 昨天三點才睡, "woke up at 4 this morning".
ONE_NIGHT = re.compile(r"昨天|昨晚|今天|今晚|今早|前天|那天|\b(?:last night|yesterday|tonight|this morning)\b", re.I)


# Not the user's own bedtime or rising: a nap, a child put to bed, a bed made, a night waking, the
# time of what comes after getting up (起床後9點去上班).
_NOT_BEDTIME = re.compile(
    r"小睡|午睡|陪|哄|後|班|\b(?:naps?|makes? the bed|made the bed|with the baby|after|then)\b", re.IGNORECASE
)


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
    if ONE_NIGHT.search(clause) or _NOT_BEDTIME.search(clause):
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
    whole = _text(text)
    if _NOT_THE_MEASURE.search(whole) or _SHARE.search(whole):
        return ()  # 收到offer，月薪6萬; 跟室友合租，房租每月兩萬四: whatever clause says it, not the measure
    others = {key for key, other in _OTHER_SUM.items() if other.search(whole)}  # 另外租了一間工作室，租金…
    read_doses = not _NOT_THE_DOSE.search(whole)
    for clause in CLAUSES.split(whole):
        if _GOAL.search(clause):
            continue  # 目標是60公斤 (but 三個月的努力沒白費，體重65: the clause that says the weight)
        for m in (
            *_clause_measures(clause, read_doses),
            *_clock_measures(clause),
            *_sum_measures(clause),
            *_levels(clause, whole),
            *_drink_levels(clause, whole),
        ):
            if not ((m.unit == "sum" and _sum_kind(m.key)[0] in others) or (m.unit == "money" and "pay" in others)):
                found.setdefault(m.key, []).append(m)
    return tuple(ms[0] for ms in found.values() if len({round(m.value, 2) for m in ms}) == 1)


# A level on a scale of one language: JLPT N5 to N1, CEFR A1 to C2 (by language, or by the exam
# that names it: DELE is Spanish), HSK and TOPIK by number. Said of the user's language in the
# clause (日文N3, "my French is B2 now") or as passed (N2合格, "passed my B1 DELE"); not a level
# studied for, sat, failed or taught, nor a class, a book, a mock test or a job's requirement.
_JLPT = re.compile(r"(?<![a-z0-9])n([1-5])(?![0-9a-z])")
_CEFR = re.compile(r"(?<![a-z0-9])([abc][12])(?![0-9a-z])")
_CEFR_LANGUAGE = {
    "spanish": "spanish", "西班牙": "spanish", "dele": "spanish",
    "french": "french", "法文": "french", "法語": "french", "delf": "french", "dalf": "french",
    "german": "german", "德文": "german", "德語": "german", "goethe": "german",
    "english": "english", "英文": "english", "英語": "english",
    "italian": "italian", "義大利": "italian", "portuguese": "portuguese", "dutch": "dutch",
}  # fmt: skip
_JAPANESE = re.compile(r"日文|日語|日檢|jlpt|japanese")
_CEFR_WORDS = re.compile("|".join(_CEFR_LANGUAGE))
_PASSED = re.compile(r"合格|考過|通過|拿到|(?<![a-z])(?:passed|got)(?![a-z])")
_NUMBERED = (
    ("HSK", re.compile(r"hsk ?([1-9])(?!\d)")),
    ("TOPIK", re.compile(r"topik (?:level )?([1-6])(?!\d)|topik ?([1-6])級")),
)
_NOT_A_LEVEL = re.compile(
    r"準備|要考|想考|報名|沒過|沒考過|差|模擬|試題|課|書|教|學生|老師|要求|以上|文法|單字|費|率|的人|考(?!過|到)"
    r"|(?<![a-z])(?:studying|preparing|prepping|grinding|aiming|revising|registered|booked|for|fail\w*|mock|practice"
    r"|class\w*|course\w*|book|textbook|teach\w*|students?|tutor|teacher|requir\w*|took|sat|sitting|vocab\w*"
    r"|grammar|kanji|fee|rate|results|luck|sauce|recipe|vitamin|bus|like|people|everyone)(?![a-z])"
)


def _levels(clause: str, whole: str) -> list[Measure]:
    """日文N3, "around A2 level", "passed my B1 DELE", "HSK 4": the user's level now."""
    if _NOT_A_LEVEL.search(whole):
        return []
    found = []
    if (jlpt := _JLPT.search(clause)) and (_JAPANESE.search(clause) or _PASSED.search(clause)):
        found.append(Measure("JLPT level", float(jlpt.group(1)), jlpt.group(), "level"))
    if (cefr := _CEFR.search(clause)) and _CEFR_WORDS.search(clause):
        languages = {lang for word, lang in _CEFR_LANGUAGE.items() if word in clause}
        key = f"CEFR level ({languages.pop()})" if len(languages) == 1 else "CEFR level"
        value = "abc".index(cefr.group(1)[0]) * 2 + int(cefr.group(1)[1])
        found.append(Measure(key, float(value), cefr.group(), "level"))
    for key, scale in _NUMBERED:
        if numbered := scale.search(clause):
            found.append(
                Measure(f"{key} level", float(numbered.group(1) or numbered.group(2)), numbered.group(), "level")
            )
    return found


# How sweet and how iced the user has a drink made: 手搖飲都點半糖少冰, then 現在飲料都只點無糖. Keyed by
# the drink named (珍奶, 拿鐵), or by none: 珍奶半糖 says nothing of how a latte is had.
_SUGAR = {"full": 10.0, "less": 7.0, "half": 5.0, "light": 3.0, "none": 0.0}
_SUGAR_LEVEL = re.compile(SUGAR_LEVELS, re.IGNORECASE)
_ICE_LEVEL = re.compile(ICE_LEVELS, re.IGNORECASE)
_ICE = {"正常冰": 10.0, "regular ice": 10.0, "少冰": 7.0, "less ice": 7.0, "微冰": 3.0, "light ice": 3.0}
_ICE |= {"去冰": 0.0, "no ice": 0.0, "常溫": -1.0, "溫的": -1.0, "熱的": -2.0}
_DRINK = re.compile(
    r"珍奶|珍珠奶茶|奶茶|紅茶|綠茶|青茶|烏龍|多多|冬瓜|拿鐵|美式|咖啡|果汁|檸檬"
    r"|(?<![a-z])(?:boba|milk tea|latte|coffee|tea)s?(?![a-z])",
    re.IGNORECASE,
)
# Not the user's usual: for someone else, once, at times, or but for one drink.
_NOT_THE_USUAL = re.compile(
    r"幫|替|請|今天|昨天|這次|那次|有時|偶爾|除了|冬天|夏天|天冷|天熱|說|建議|可以|不小心|點錯"
    r"|\b(?:for (?!me\b)\w+|today|yesterday|this time|sometimes|except|winter|summer|says|said|by mistake"
    r"|accidentally|wrong)\b",
    re.IGNORECASE,
)
# A drink had: named, or ordered or drunk (感情要全糖 is no drink).
_HAD = re.compile(r"點|喝|飲料|手搖|\b(?:orders?|ordered|gets?|got|drinks?|drank|take|takes|have|has|with)\b", re.I)


def _drink_levels(clause: str, whole: str) -> list[Measure]:
    if _NOT_THE_USUAL.search(whole) or _WHO.search(clause):
        return []
    had = bool(_DRINK.search(clause) or _HAD.search(clause))  # (an ice level is a drink's, said alone too)
    drinks = {d.group().casefold() for d in _DRINK.finditer(clause)}
    drinks -= {"咖啡", "coffee", "tea"} if len(drinks) > 1 else set()  # (咖啡拿鐵 is a latte)
    which = f" ({drinks.pop()})" if len(drinks) == 1 else "" if not drinks else None
    if which is None:
        return []  # two drinks in one clause: which level is whose?
    found = []
    if had and (sugar := _SUGAR_LEVEL.search(clause)):
        level = next(name for name, value in sugar.groupdict().items() if value)
        found.append(Measure("drink sugar" + which, _SUGAR[level], sugar.group(), "level"))
    if ice := _ICE_LEVEL.search(clause):
        found.append(Measure("drink ice" + which, _ICE[ice.group().casefold()], ice.group(), "level"))
    return found


def _currencies(text: str) -> set[str]:
    return {c.casefold().replace("塊", "元") for c in _CURRENCY.findall(normalise(text))}


def _sum_said_without_period(m: Measure, old: dict[str, Measure]) -> Measure | None:
    """Rent said with how often against rent said without (Take-home is R22,500 after "Paid
    R18,000 a month"): the one measure, if only one of its kind is there."""
    if m.unit != "sum":
        return None
    kind, who = _sum_kind(m.key)
    same = [o for k, o in old.items() if o.unit == "sum" and _sum_kind(k) == (kind, who)]
    one_said = (" per " in m.key) != any(" per " in o.key for o in same)
    return same[0] if len(same) == 1 and one_said else None


def _sum_kind(key: str) -> tuple[str, str]:
    """("rent", " of sister") of "rent per month of sister": what a sum is of, and whose."""
    what, _, whose = key.partition(" of ")
    return what.split(" per ")[0], whose


_ZH_SUM = re.compile(r"[萬元塊]|台幣")
_EN_SUM = re.compile(r"[$£€₹₦₱]|\d ?k\b|\b(?:rs|rm|php|ksh)\b|\br\d", re.IGNORECASE)


def _two_currencies(new_text: str, old_text: str) -> bool:
    """Sums perhaps in two currencies: two signs or names of money, or one written as Chinese
    writes money (60萬, 500元) and the other as English does ("60k", "$500")."""
    if len(_currencies(new_text) | _currencies(old_text)) > 1:
        return True
    zh = [bool(_ZH_SUM.search(t)) for t in (new_text, old_text)]
    en = [bool(_EN_SUM.search(t)) for t in (new_text, old_text)]
    return (zh[0] and en[1] and not zh[1]) or (zh[1] and en[0] and not zh[0])


# Measures of a body, which do not double or halve: two values far apart are of two things.
# Units a bare number is seldom said in: 斤, pounds, inches, metres, packs (a bare 65 beside 130 斤 is
# likely kilos).
_NOT_BASE_UNITS = frozenset(
    {"斤", "磅", "lb", "lbs", "pound", "pounds", "吋", "inches", "in", "公尺", "包", "pack", "packs"}
)
_NEAR_ONLY = frozenset({"weight", "height", "shoe", "waist", "body", "LDL", "fasting", "resting", "blood", "HbA1c"})


def _ratio(a: Measure, b: Measure) -> float:
    """The larger of two measures' numbers as written over the smaller."""
    x, y = sorted((_written(a), _written(b)))
    return y / x if x else 0.0


def _written_digits(m: Measure) -> str:
    return re.sub(r"\D", "", m.said)


def _written(m: Measure) -> float:
    return float(re.match(r"[\d.]+", m.said).group())


def measure_changed(new_text: str, old_text: str) -> tuple[Measure, Measure] | None:
    """(old, new) of one measure the two facts give two values, if they do."""
    for text in (normalise(new_text), normalise(old_text)):
        if _ANOTHER_TIME.search(text) or _TO_COME.search(text) or _LEFT_BEHIND.search(text):
            return None
    old = {m.key: m for m in measures(old_text)}
    for m in measures(new_text):
        was = old.get(m.key) or _sum_said_without_period(m, old)
        if was is None:
            continue
        if m.unit == "sum" == was.unit:
            if _SHARE.search(normalise(new_text)) or _SHARE.search(normalise(old_text)):
                continue  # 另一間收租的房子，租金每月兩萬: rent of another kind, said in its own clause
            if _two_currencies(new_text, old_text) or not 0.5 <= was.value / max(m.value, 0.01) <= 2:
                continue  # 年薪60萬 / "60k", or a sum far from the other: perhaps not one measure
            if sorted(_written_digits(was)) == sorted(_written_digits(m)):
                continue  # £1,450 and £1,540: perhaps one sum with two digits swapped
            if abs(was.value - m.value) > 0.01 * was.value:
                return was, m
            continue
        if m.unit == "clock" == was.unit:
            apart = abs(was.value - m.value) % 1440
            if min(apart, 1440 - apart) >= 45:  # 十一點 and 十一點半 may be one habit said loosely
                return was, m
            continue
        if m.key.startswith("dose of") and m.unit != was.unit:
            continue  # 50 mcg, then "50 mg": perhaps one dose, its unit miswritten
        if bool(was.unit) != bool(m.unit) and (was.unit or m.unit).casefold() in _NOT_BASE_UNITS:
            continue  # 體重 130 斤, then 體重 65 左右: perhaps 65 kg, the same weight; or 65 斤
        if bool(was.unit) != bool(m.unit) and m.key.startswith("weight") and 1.6 <= _ratio(was, m) <= 2.2:
            continue  # 體重 60 公斤, then 最近體重 118 左右: perhaps 118 斤, the same weight
        # A bare number (現在 62) is in the unit the other fact says: compared as written.
        a, b = (was.value, m.value) if was.unit and m.unit else (_written(was), _written(m))
        if abs(a - b) <= 0.01 * max(abs(a), 1.0):
            continue
        if not 0.5 <= a / max(b, 0.01) <= 2 and m.key.split(" ")[0] in _NEAR_ONLY:
            continue  # far apart: perhaps another unit, another thing, or a misreading
        if m.key == "hourly pay" and len(_currencies(new_text) | _currencies(old_text)) > 1:
            continue  # NT$190 an hour, then "$12 an hour": perhaps two currencies
        return was, m
    return None


# Before a weight moved, only the user and when: 這一年減了15公斤, "I've lost 8 kg since spring".
_THE_USER_THEN = re.compile(
    r"(?:\s|我|使用者|已經|總共|終於|最近|這[一1]?年|這半年|今年|去年|這幾個月|[一二三四五六七八九十兩幾半\d]+個?(?:月|年|週|禮拜)(?:內|來)?"
    r"|\b(?:i|i've|i have|ive|user|has|have|already|finally|so far|this year|recently)\b|[,:;])*",
    re.IGNORECASE,
)
# Asked, joked, felt, worn, or water: no weight moved for good.
_NOT_FOR_REAL = re.compile(
    rf"[?？]|感覺|增高|鞋|水腫|{JOKING}"
    r"|\b(?:water|shoes|heels|it'?ll come back|back to normal|weigh-in)\b",
    re.IGNORECASE,
)
# Moved both ways, or back: no net change read.
_BACK_AGAIN = re.compile(
    r"又胖回|又復胖|復胖|胖回來|\b(?:back on|put it (?:all )?back|gained|put on)\b.*\b(?:lost|shed)\b|"
    r"\b(?:lost|shed)\b.*\b(?:gained|put on|back on)\b",
    re.IGNORECASE,
)
# Since a time long past: "since high school", 國中到現在, "in my first year of uni".
# (what `_ANOTHER_TIME` does not say already)
_SINCE_THEN = re.compile(
    r"國中|高中|國小|大學|小時候|到現在|\b(?:since (?:high school|school|college|uni|i was|childhood)"
    r"|(?:first|second|third|final|last) year)\b",
    re.IGNORECASE,
)
# A weight or a height moved by how much, as a change done: 這一年減了15公斤, "put on a good 12 kilos",
# 長高了5公分. By a few kilos or centimetres at least: less may be within what the old fact rounds.
_MOVED_BY = (
    (
        "weight",
        re.compile(
            r"(?:減|瘦|胖|重|掉|增加)了\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>公斤|kg|斤|磅)"
            r"|\b(?:lost|gained|put on|shed|dropped)\s+(?:a good |about |around |nearly |almost |over |like )?"
            r"(?P<n2>\d+(?:\.\d+)?)\s*(?P<unit2>kgs?|kilos?|lbs?|pounds)\b",
            re.IGNORECASE,
        ),
        _KG,
        3.0,
    ),
    (
        "height",
        re.compile(
            r"長高了\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>公分|cm)"
            r"|\bgrew\s+(?:about |around |nearly |almost |over )?(?P<n2>\d+(?:\.\d+)?)\s*(?P<unit2>cms?)\b",
            re.IGNORECASE,
        ),
        _CM,
        3.0,
    ),
)


def measure_moved(new_text: str, old_text: str) -> tuple[Measure, str] | None:
    """(old, how much) when the old fact gives the user's weight or height and the new one says it
    moved by a few kilos or centimetres since (減了15公斤 after 體重80公斤), not as a goal, a plan,
    of another time or of someone else."""
    new = _text(new_text)
    if _ANOTHER_TIME.search(new) or _TO_COME.search(new) or _GOAL.search(new) or _NOT_ONES_OWN.search(new):
        return None
    if _BACK_AGAIN.search(new) or _SINCE_THEN.search(new) or _NOT_FOR_REAL.search(new):
        return None  # "lost 5 kg of fat and gained 5 of muscle", "put it all back on"; "since high school"
    old = {m.key: m for m in measures(old_text)}
    for clause in CLAUSES.split(new):
        for key, pattern, units, least in _MOVED_BY:
            moved = pattern.search(clause)
            if moved is None or key not in old or not _THE_USER_THEN.fullmatch(clause[: moved.start()]):
                continue  # (行李減了5公斤, 酪梨樹長高了30公分, 我爸減了10公斤: another's)
            if re.match(r"\s*的|\s*(?:of|worth of) (?!weight|fat)", clause[moved.end() :]):
                continue  # 減了5公斤的行李, "lost 5 kg of luggage": of something else
            number, unit = moved["n"] or moved["n2"], (moved["unit"] or moved["unit2"]).casefold()
            factor = next((f for u, f in units.items() if unit.startswith(u) or u.startswith(unit)), None)
            if factor is not None and float(number) * factor >= least:
                return old[key], moved.group()
    return None


# A number said alone, its unit the old one's or none: 今天站上去 69.5, "scale said 172 this morning", 這次
# 抽血出來 6.4. Said without what it is of, because the talk is of it, or of something else.
_ONE_NUMBER = re.compile(r"(?<![\d.:/$£€¥₹#])\d+(?:\.\d+)?(?![\d/:])")
_ANY_UNIT = re.compile(
    r"\s*(?:%|％|公斤|斤|公分|度|分鐘|分|秒|小時|鐘頭|天|週|周|個月|月|年|歲|次|下|元|塊|萬|千|百|個|杯|瓶|顆|人|號|樓|點|"
    r"公里|步|頁|集|名|毫克|毫升|(?:kg|cm|km|lbs?|pounds?|stones?|st|mins?|minutes?|hours?|hrs?|days?|weeks?|months?|"
    r"years?|times|steps|k|x|mg|ml|cc|am|pm|th|nd|rd)(?![a-z]))",
    re.IGNORECASE,
)


def measure_said_bare(new_text: str, old_text: str) -> tuple[Measure, str] | None:
    """(old, the number) when the old fact gives one measure of the user and the new one only a
    number near it, with the old unit or none (體重72公斤, then 今天站上去69.5): perhaps the measure
    read again, perhaps a number of something else; never a change made sure."""
    new = _text(new_text)
    if _ANOTHER_TIME.search(new) or _TO_COME.search(new) or _GOAL.search(new) or _NOT_ONES_OWN.search(new):
        return None
    if _BACK_AGAIN.search(new) or _SINCE_THEN.search(new) or _NOT_FOR_REAL.search(new) or measures(new_text):
        return None
    old = measures(old_text)
    if len(old) != 1 or old[0].unit in ("sum", "money") or not re.match(r"[\d.]+", old[0].said):
        return None
    was = old[0]
    numbers = list(_ONE_NUMBER.finditer(new))
    if len(numbers) != 1:
        return None  # 125/80, 左眼450右眼425: two numbers, or none
    number = numbers[0]
    unit = _ANY_UNIT.match(new, number.end())
    if unit and unit.group().strip().casefold() != was.unit.casefold():
        return None  # 跑了70分鐘, "70 mins": a number of another thing
    said, written = float(number.group()), _written(was)
    if not written or said == written or not 0.7 <= said / written <= 1.4:
        return None
    return was, number.group()
