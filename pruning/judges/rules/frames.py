"""Generic frames: what two facts share once their differing spans are masked.

The tables name attributes the judge knows (name, home city, diet …). Most facts are
phrased in ways no table lists: 使用者每天早上都會去跑步, "the user's car is a Mazda".
Two such facts are compared by aligning them token by token (Chinese characters,
English stemmed words): the spans where they differ are sorted into negations, fillers
(很, really), frequency words (每天, every), time scopes (晚上, after 6pm) and content.

* Only negation, fillers and frequency differ → the same statement, or its negation
  (不跑步 → 每天早上跑步 flips; 晚上不喝咖啡 vs 喝咖啡 does not: the negation is scoped).
* One content span differs → the same frame with another value (住在台北 / 住在台南,
  "car is a Mazda" / "car is a Honda"). Whether that is a change depends on the words
  around the span: a single-valued predicate (lives, works, favourite, a noun + 是) or a
  list-like one (likes, speaks, is allergic to, has).

Also here: whether a fact announces a change (moved, switched to, 已經, 不再 …) or
speaks of the past (以前, used to), read on the whole normalised fact.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import cache, lru_cache

from .rates import counts_a_rate, rates_said
from .reading import (
    CLAUSES,
    Clause,
    _digits,
    _has_han,
    _may_be_same,
    _stem,
    as_words,
    english_numbers,
    normalise,
    read_fact,
    reason_given,
)
from .tables import (
    ADDITIVE_MARKERS_EN,
    ADDITIVE_MARKERS_ZH,
    ALIASES,
    AREA_GROUPS,
    CHANGE_MARKERS_EN,
    CHANGE_MARKERS_ZH,
    CHANGE_MARKERS_ZH_EXCEPT,
    CITIES,
    COUNTRIES,
    DEBT_KINDS,
    DENIED_KINDS,
    ENDED_BY,
    GROUP_GENERIC_WORDS,
    LEVELS,
    MONTHS_EN,
    MULTI_VALUED_GROUPS,
    NEW_ONE_MARKERS_EN,
    NEW_ONE_MARKERS_ZH,
    OPPOSITES,
    OTHER_PEOPLE,
    PARTED,
    PAST_MARKERS_EN,
    PAST_MARKERS_ZH,
    SAID_ONCE_KINDS,
    SCOPE_MARKERS_EN,
    SCOPE_MARKERS_ZH,
    SEVERAL_AT_ONCE,
    SHIFTS,
    START_MARKERS_EN,
    START_MARKERS_ZH,
    STILL_MARKERS_EN,
    STILL_MARKERS_ZH,
    STOP_MARKERS_EN,
    STOP_MARKERS_ZH,
    STORIES,
    SWITCH_MARKERS_EN,
    SWITCH_MARKERS_ZH,
    TIMES_OF_DAY_EN,
    TOPIC_GROUPS,
    TOPIC_STOP_EN,
    TOPIC_STOP_ZH,
    WEAK_SWITCH_MARKERS_EN,
    WEAK_SWITCH_MARKERS_ZH,
    WEEKDAYS_EN,
    WHICH_ONE,
    WISH_MARKERS_EN,
    WISH_MARKERS_ZH,
)

# How two clauses relate (shared with `comparing`).
SAME = "same"
CHANGED = "changed"  # the same attribute, another value: a contradiction
LIKELY_CHANGED = "likely changed"  # probably a contradiction, not confirmed: UNSURE
BOTH_HOLD = "both hold"  # the same attribute, but both values may be true

# --------------------------------------------------------------------------------------
# Change and past
# --------------------------------------------------------------------------------------

_CHANGE_ZH = re.compile(
    "|".join(
        CHANGE_MARKERS_ZH_EXCEPT.get(marker, re.escape(marker))
        for marker in sorted(CHANGE_MARKERS_ZH, key=len, reverse=True)
    )
)
# 不…了 (不抽了, 不住那了) and 沒在…了 say "no longer" without a marker word.
# 不喝了, 沒在跑了 (not 不行了, 不得了, 不錯了: "can't take it", "awful", "not bad" say no stop).
# (Nor 受不了了, 上不起了, 吃不下了: "can't take it, afford it, eat more" is no stop either.)
# (Not a change called off: 不打算換手機了, 不會辭了, 不想搬了.)
_NO_LONGER_ZH = re.compile(
    r"(?:(?<!受)不(?!行|得|錯|少|夠|久|對|舒服|一樣|同|好意思|了|起|下|住|著"
    r"|(?:打算|會|想|要|用|必|需要?)再?(?:換|搬|辭|離職|改|轉|戒|賣)|想再|願意?再)|沒在|沒有在)[^，。,]{1,8}了"
)
_CHANGE_EN = re.compile(r"\b(?:" + "|".join(CHANGE_MARKERS_EN) + r")\b", re.IGNORECASE)
_PAST_ZH = re.compile("|".join(PAST_MARKERS_ZH))  # (patterns: 是在…認識…的)
_PAST_EN = re.compile(r"\b(?:" + "|".join(PAST_MARKERS_EN) + r")\b", re.IGNORECASE)


def announces_change(text: str) -> bool:
    """Does the fact say something changed? 搬到台南了, 已經戒菸, "now works at", "quit"."""
    text = normalise(text)
    # (A word of change right after a denial, 不會辭, 沒有搬, 不打算再換, says none.)
    said_zh = any(not _CHANGE_DENIED.search(text[: m.start()].removesuffix("再")) for m in _CHANGE_ZH.finditer(text))
    return bool(said_zh or _NO_LONGER_ZH.search(text) or _CHANGE_EN.search(text))


_CORRECTION = re.compile(
    r"其實|更正|記錯|打錯|弄錯|講錯|說錯|搞錯|報錯|量錯|聽錯|看錯|寫錯|算錯|才對|\b(?:correction|actually)\b",
    re.IGNORECASE,
)


def about_past(text: str) -> bool:
    """Does the fact speak of the past only? 以前住在高雄, "used to work at Apple". A
    correction that mentions the past (之前記錯了) speaks of now."""
    text = normalise(text)
    return bool(_PAST_ZH.search(text) or _PAST_EN.search(text)) and not _CORRECTION.search(text)


# Now: said beside the past (以前住高雄，現在住台北; "used to work at Google, but now I'm at Meta"), or
# alone, which is no change (到現在還是最愛芒果).
NOW = re.compile(r"現在|目前|如今|最近|\b(?:now|these days|nowadays|currently)\b", re.IGNORECASE)


def now_beside_past(text: str) -> tuple[str, str] | None:
    """(what is past, what holds now) of a fact that tells both: the parts that speak of the
    past, and the rest, which says now (現在, "now"). None unless both are there."""
    parts = [part.strip() for part in CLAUSES.split(normalise(text)) if part.strip()]
    past = [part for part in parts if about_past(part)]
    now = [part for part in parts if not about_past(part)]
    if not past or not now or not any(NOW.search(part) for part in now):
        return None
    return "，".join(past), "，".join(now)


_PAST_WORD = re.compile(r"以前|之前|從前|小時候|曾經|\bused to\b", re.IGNORECASE)
# Now as before: 以前很愛喝酒，現在還是很愛.
# (Its own name: `_STILL` below, the markers of "as before" a switch is read with, is another list, and
# once shadowed this one, so that 我之前住台中，現在也住台中 read as a move.) And more of it since (現在更喜歡,
# 進階班, 資深工程師, "even more"): it goes on.
GOES_ON_NOW = re.compile(
    r"還是|還在|還住|仍|依然|依舊|照樣|一樣|也|更|越來越|到現在|繼續|進階|資深"
    r"|\b(?:still|also|too|as well|even more|senior)\b",
    re.IGNORECASE,
)


def as_of_now(past: str, now: str) -> str | None:
    """The past part said of now (以前吃素 → 吃素, "used to live in Boston" → "live in Boston"),
    when the now part does not say it goes on (現在還是); else None."""
    if GOES_ON_NOW.search(now):
        return None
    said = _PAST_WORD.sub("", past, count=1).strip()
    return said if said and said != past else None


# Another time than now, said beside a value (去年, 上一份工作, "three years ago"): wider than
# the past markers, since "moved here last year" is news of now, not of the past; so it only
# doubts a change of an amount (pay, rent, a count), never decides one.
# Years back: 兩年前, 去年, "in 2019", "three years ago".
_YEARS_BACK = re.compile(r"(?<![過跨])年前|去年|前年|\b(?:in (?:19|20)\d\d|years? ago|last year)\b", re.IGNORECASE)
_OTHER_TIME = re.compile(
    _YEARS_BACK.pattern + r"|上一份|上份|之前|以前|當時|那時|上個月|上禮拜|上週|上星期|"
    r"\b(?:last month|last week|previous|previously|used to|back then|at (?:his|her|their|my) (?:old|last) job"
    r"|last (?:christmas|summer|spring|winter|autumn|fall))\b",
    re.IGNORECASE,
)
# A childhood (從小, "grew up"): where one grew up stays so whatever is told of it later.
_CHILDHOOD = re.compile(r"\b(?:grew up|was raised|born and raised)\b|從小|小時候|童年", re.IGNORECASE)


def of_another_time(text: str) -> bool:
    """Does the fact name another time than now for what it says? 去年加薪後月薪四萬."""
    return bool(_OTHER_TIME.search(normalise(text)))


def for_once(text: str) -> bool:
    """Does the fact speak of this time only? 這週改到週三, "this week rehearsal moved"."""
    return bool(_ONCE.search(normalise(text)))


def of_childhood(text: str) -> bool:
    """Does the fact speak of the user's childhood? 從小在台北長大, "was raised Catholic"."""
    return bool(_CHILDHOOD.search(normalise(text)))


# --------------------------------------------------------------------------------------
# Tokens and their kinds
# --------------------------------------------------------------------------------------

_TOKEN = re.compile(
    r"\d+(?:[.:]\d+)?(?:am|pm|cm|kg)?|[a-z][a-z'\-]*|[\u4e00-\u9fff]|[^\s\w]", re.IGNORECASE | re.UNICODE
)
_ARTICLES = ("a", "an", "the")


def tokens(text: str) -> list[str]:
    """Chinese characters, numbers and stemmed English words; articles dropped."""
    out = []
    for match in _TOKEN.finditer(_digits(text.casefold())):
        token = match.group()
        if token.isascii() and token[0].isalpha():
            if token in _ARTICLES:
                continue
            token = _stem(token)
        if re.fullmatch(r"[^\w]", token):
            continue
        out.append(token)
    return out


NEG, FILL, FREQ, SCOPE = "neg", "fill", "freq", "scope"

_KINDS_ZH = {
    NEG: ("不", "不再", "沒", "沒有", "從不", "從來不", "戒", "戒掉", "停止", "別"),
    FILL: (
        "很",
        "非常",
        "超級",
        "超",
        "真的",
        "蠻",
        "滿",
        "挺",
        "特別",
        "相當",
        "十分",
        "都",
        "也",
        "還是",
        "還",
        "一直",
        "其實",
        "就",
        "再",
        "了",
        "會",
        "有在",
        "在",
        "有",
        "習慣",
        "已經",
        "現在",
        "目前",
        "開始",
        "又",
        "重新",
        "繼續",
        "仍然",
        "依然",
        "仍",
        "最近",
        "是",
        "的",
        "一杯",
        "一個",
        "一點",
        "一下",
        "1杯",
        "1個",
        "1點",
        "去",
        "要",
        "個",
        "這",
    ),
    FREQ: (
        "每天",
        "天天",
        "每日",
        "每週",
        "每星期",
        "每個月",
        "每晚",
        "每個",
        "每",
        "平常",
        "平時",
        "通常",
        "總是",
        "常常",
        "經常",
        "常",
        "固定",
        "規律",
        "定期",
    ),
    SCOPE: (
        "早上",
        "晚上",
        "中午",
        "下午",
        "半夜",
        "凌晨",
        "睡前",
        "飯後",
        "週末",
        "假日",
        "平日",
        "上班",
        "下班後",
        "下班",
        "午餐",
        "晚餐",
        "早餐",
        "夜裡",
        "夜晚",
        "早",
        "晚",
        "以後",
        "之後",
        "前",
        "後",
    ),
}
_KINDS_EN = {
    NEG: (
        "not",
        "no",
        "never",
        "doesn't",
        "don't",
        "didn't",
        "isn't",
        "aren't",
        "can't",
        "cannot",
        "no longer",
        "longer",
        "anymore",
        "any more",
        "stopped",
        "stop",
        "quit",
        "gave up",
        "given up",
        "without",
    ),
    FILL: (
        "really",
        "very",
        "so",
        "quite",
        "still",
        "also",
        "too",
        "much",
        "a lot",
        "do",
        "does",
        "is",
        "am",
        "are",
        "be",
        "just",
        "again",
        "now",
        "currently",
        "will",
        "would",
        "habit",
        "habit of",
        "of",
        "has",
        "have",
        "actually",
        "definitely",
        "to",
        "go",
        "goes",
        "with",
    ),
    FREQ: (
        "every",
        "daily",
        "day",
        "days",
        "week",
        "weekly",
        "often",
        "usually",
        "always",
        "regularly",
        "frequently",
        "routinely",
        "typically",
        "normally",
        "each",
    ),
    SCOPE: (
        "morning",
        "mornings",
        "night",
        "nights",
        "evening",
        "evenings",
        "afternoon",
        "weekend",
        "weekends",
        "weekday",
        "weekdays",
        "after",
        "before",
        "at",
        "on",
        "noon",
        "lunch",
        "dinner",
        "breakfast",
        "bed",
        "bedtime",
        "work",
    ),
}


def _phrase_table() -> dict[tuple[str, ...], str]:
    table: dict[tuple[str, ...], str] = {}
    for kinds in (_KINDS_EN, _KINDS_ZH):
        for kind, phrases in kinds.items():
            for phrase in phrases:
                key = tuple(tokens(phrase))
                if key:
                    table.setdefault(key, kind)
    return table


_PHRASES = _phrase_table()
_LONGEST = max(len(k) for k in _PHRASES)
_TIME = re.compile(r"^\d+(?::\d+)?(?:am|pm)$|^\d+:\d+$")


def _kinds(chunk: list[str]) -> list[tuple[str, str]]:
    """(kind, text) spans of a token chunk, longest known phrase first; the rest is content."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(chunk):
        for size in range(min(_LONGEST, len(chunk) - i), 0, -1):
            kind = _PHRASES.get(tuple(chunk[i : i + size]))
            if kind:
                out.append((kind, " ".join(chunk[i : i + size])))
                i += size
                break
        else:
            token = chunk[i]
            out.append((SCOPE if _TIME.match(token) else "content", token))
            i += 1
    return out


# --------------------------------------------------------------------------------------
# Predicates around a differing value
# --------------------------------------------------------------------------------------

# A value after these may be one of many: likes, skills, allergies, languages, pets, fears.
_MULTI = tuple(
    tuple(tokens(w))
    for w in (
        "喜歡",
        "愛",
        "討厭",
        "會",
        "過敏",
        "怕",
        "害怕",
        "養",
        "學",
        "說",
        "講",
        "收集",
        "玩",
        "彈",
        "聽",
        "看",
        "吃",
        "喝",
        "去過",
        "想",
        "興趣",
        "嗜好",
        "擅長",
        "支持",
        "追",
        "練",
        "參加",
        "加入",
        "朋友",
        "寵物",
        "語言",
        "有",
        "like",
        "love",
        "hate",
        "enjoy",
        "allergic",
        "afraid",
        "scared",
        "fear",
        "speak",
        "play",
        "collect",
        "learn",
        "know",
        "can",
        "has",
        "have",
        "visit",
        "watch",
        "listen",
        "read",
        "eat",
        "drink",
        "fan",
        "into",
        "interested",
        "support",
        "follow",
        "own",
        "practice",
        "attend",
        "member",
        "friend",
        "pet",
    )
)
# A value after (or, in Chinese, before) these is the one value of an attribute.
_SINGLE = tuple(
    tuple(tokens(w))
    for w in (
        "住",
        "住在",
        "工作",
        "上班",
        "叫",
        "名字",
        "身高",
        "體重",
        "歲",
        "生日",
        "開",
        "讀",
        "念",
        "唸",
        "就讀",
        "主修",
        "職業",
        "血型",
        "星座",
        "國籍",
        "手機",
        "起床",
        "睡",
        "睡覺",
        "通勤",
        "公司",
        "點",
        "live",
        "work",
        "name",
        "call",
        "named",
        "height",
        "weight",
        "tall",
        "weigh",
        "old",
        "birthday",
        "born",
        "drive",
        "major",
        "study",
        "wake",
        "bed",
        "sleep",
        "use",
        "commute",
        "phone",
        "car",
    )
)
_FAVOURITE = tuple(tuple(tokens(w)) for w in ("最喜歡", "最愛", "最討厭", "favourite", "favorite", "fave"))


def _has(words: list[str], phrases: tuple[tuple[str, ...], ...]) -> bool:
    for phrase in phrases:
        n = len(phrase)
        if any(tuple(words[i : i + n]) == phrase for i in range(len(words) - n + 1)):
            return True
    return False


def _predicate(before: list[str], after: list[str]) -> str:
    """ "favourite", "single", "multi" or "" for the words around a differing value."""
    near_before = before[-6:]
    if _has(near_before, _FAVOURITE):
        return "favourite"
    if _has(near_before, _MULTI) or _has(after[:3], _MULTI):
        return "multi"
    if _has(near_before, _SINGLE) or _has(after[:3], _SINGLE):
        return "single"
    # A noun and a copula right before the value: 車是Mazda, "car is a Mazda".
    if len(near_before) >= 2 and near_before[-1] in ("是", "be") and near_before[-2] not in ("不", "not"):
        return "single"
    return ""


# --------------------------------------------------------------------------------------
# Comparing two clauses by their frames
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FrameOutcome:
    status: str
    reason: str


def _frame_text(old: list[str], opcodes: list[tuple[str, int, int, int, int]]) -> str:
    parts: list[str] = []
    for tag, i1, i2, _, _ in opcodes:
        if tag == "equal":
            parts.extend(old[i1:i2])
        elif not parts or parts[-1] != "_":
            parts.append("_")
    text = " ".join(parts)
    return re.sub(r"(?<=[\u4e00-\u9fff_]) (?=[\u4e00-\u9fff_])", "", text)


def _join(words: list[str]) -> str:
    return re.sub(r"(?<=[\u4e00-\u9fff]) (?=[\u4e00-\u9fff])", "", " ".join(words))


# One-character predicates that take one value: 屬狗, 姓王, 住板橋.
_SHORT_SINGLE = ("屬", "姓", "住")
_SHORT_LEAD = ("在", "於")
# Where one lives, told relative to something: both may hold with a city.
_RELATIVE_PLACE = re.compile(r"附近|旁邊|對面|隔壁|樓上|樓下|家裡|宿舍|老家|朋友|親戚|公司|學校|一起|自己")


def _short_frame(old: list[str], new: list[str], change: bool) -> FrameOutcome | None:
    """屬狗 / 屬豬, 住板橋 / 住在桃園中壢: a one-character predicate and its value, nothing else."""
    if not old or not new or old[0] != new[0] or old[0] not in _SHORT_SINGLE:
        return None
    head = old[0]
    ov, nv = old[1:], new[1:]
    ov = ov[1:] if ov[:1] and ov[0] in _SHORT_LEAD else ov
    nv = nv[1:] if nv[:1] and nv[0] in _SHORT_LEAD else nv
    if not ov or not nv or len(ov) > 6 or len(nv) > 6 or not all(map(_has_han, ov + nv)):
        return None
    if any(kind != "content" for side in (ov, nv) for kind, _ in _kinds(side)):
        return None  # a negation, a frequency or a time: not a bare value
    old_value, new_value = "".join(ov), "".join(nv)
    if old_value == new_value:
        return FrameOutcome(SAME, f'same statement "{head}{old_value}"')
    if _may_be_same(old_value, new_value) or old_value in new_value or new_value in old_value:
        return FrameOutcome(BOTH_HOLD, f'"{head}{old_value}" and "{head}{new_value}" may be the same')
    reason = f'same frame "{head}_": "{old_value}" → "{new_value}"'
    if change and not _RELATIVE_PLACE.search(old_value + new_value):
        return FrameOutcome(CHANGED, reason)
    return FrameOutcome(LIKELY_CHANGED, reason + " (no word of a change)")


def compare_frames(new: Clause, old: Clause, change: bool) -> FrameOutcome | None:
    """How two clauses relate by their frames, or None when they share none."""
    a, b = tokens(old.rest), tokens(new.rest)
    if not a or not b:
        return None
    short = _short_frame(a, b, change)
    if short is not None:
        return short
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    opcodes = matcher.get_opcodes()
    equal = sum(i2 - i1 for tag, i1, i2, _, _ in opcodes if tag == "equal")
    if equal < 2:
        return None
    frame = _frame_text(a, opcodes)
    neg = {"old": 0, "new": 0}
    scope: dict[str, list[str]] = {"old": [], "new": []}
    contents: list[tuple[int, int, int, int, list[str], list[str]]] = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            continue
        spans = {"old": _kinds(a[i1:i2]), "new": _kinds(b[j1:j2])}
        content = {"old": [], "new": []}
        for side, kinds in spans.items():
            for kind, text in kinds:
                if kind == NEG:
                    neg[side] += 1
                elif kind == SCOPE:
                    scope[side].append(text)
                elif kind == "content":
                    content[side].append(text)
        if content["old"] or content["new"]:
            contents.append((i1, i2, j1, j2, content["old"], content["new"]))
    flipped = neg["old"] % 2 != neg["new"] % 2
    # The shared part must carry the clause: 喝咖啡 in 不喝咖啡 / 每天早上都喝咖啡 does,
    # 在 and 是 shared by two unrelated clauses do not.
    differing = max(sum(len(c[4]) for c in contents), sum(len(c[5]) for c in contents))
    if equal < differing:
        return None

    if not contents:
        if flipped:
            negated = "old" if neg["old"] % 2 else "new"
            if scope[negated] and sorted(scope["old"]) != sorted(scope["new"]):
                return FrameOutcome(
                    BOTH_HOLD, f'same frame "{frame}", but the negation is limited to "{" ".join(scope[negated])}"'
                )
            return FrameOutcome(CHANGED, f'same statement "{frame}", polarity flipped')
        if scope["new"] and sorted(scope["new"]) != sorted(scope["old"]):
            return None  # the new fact narrows or moves the time: it adds something
        return FrameOutcome(SAME, f'same statement "{frame}", reworded')

    if flipped or len(contents) != 1 or _ADDITIVE.search(new.text):
        return None  # (週四也要去剪頭髮 adds a second plan beside 週四要去看眼科)
    i1, i2, j1, j2, old_value, new_value = contents[0]
    if not old_value or not new_value:
        return None  # one fact adds an object or a detail the other lacks
    ov, nv = _join(a[i1:i2]), _join(b[j1:j2])
    predicate = _predicate(a[:i1], a[i2:])
    counted = all(re.search(r"\d", v) for v in (ov, nv))
    if bool(numbers(ov, with_one=True)) != bool(numbers(nv, with_one=True)) and not (_has_han(ov) and _has_han(nv)):
        return None  # "Noah is allergic to bees" / "Noah is seven": another attribute
    if predicate == "multi":
        return None
    if _has_han(ov) != _has_han(nv) or _may_be_same(ov, nv):
        return FrameOutcome(BOTH_HOLD, f'same frame "{frame}", "{ov}" and "{nv}" may be the same')
    if _scales_apart(old.rest, new.rest):
        # 手搖飲都點微糖, then 都點去冰: a sweetness and an ice level, each of its own scale.
        return FrameOutcome(BOTH_HOLD, f'same frame "{frame}", but "{ov}" and "{nv}" are of two scales')
    reason = f'same frame "{frame}": "{ov}" → "{nv}"'
    if predicate in ("favourite", "single"):
        if change or counted or predicate == "favourite":
            return FrameOutcome(CHANGED, reason)
        return FrameOutcome(LIKELY_CHANGED, reason + " (no word of a change)")
    # "now goes to daycare five days a week" after three; "rehearsals moved to Wednesday nights"
    # after Thursday: only an amount, or only a time, and a word of change.
    only = ("#" in _masked(ov) and _amount(ov) == _amount(nv)) or (_only_time(ov) and _only_time(nv))
    if change and only and not _ONCE.search(old.text):
        return FrameOutcome(CHANGED, reason)
    if counted or change:
        return FrameOutcome(LIKELY_CHANGED, reason + " (an attribute the judge does not know)")
    return None


def _masked(value: str) -> str:
    """A value with its numbers (digits, Chinese numerals, English number words) masked."""
    text = english_numbers(_digits(value.casefold()))
    return re.sub(r"\d+(?:[.:]\d+)?|\b(?:thre|fiv|twelv)\b", "#", text)  # (the stems of three, five, twelve)


# Words around an amount that say how near it is, not what it is of: 大概 20, 破 50, "about 5".
_NEAR = re.compile(
    r"^(?:大概|大約|約|差不多|將近|快要?|破|超過|只有|只剩|才|剩|已經|已|\b(?:about|around|roughly|approximately|nearly|almost|"
    r"over|only|just|already)\b)\s*",
    re.IGNORECASE,
)


def _amount(value: str) -> str:
    """A value with its numbers masked and the words of how near they are dropped (大概 20 and
    破 50 are both "#")."""
    masked = _masked(value).strip()
    while (near := _NEAR.match(masked)) and near.end():
        masked = masked[near.end() :].strip()
    return masked


def _only_time(value: str) -> bool:
    """Is a value a day or a time, and nothing else (words of moving aside)?"""
    rest = _MOVING_WORDS.sub(" ", value)
    return bool(_WHEN.search(rest)) and not _WHEN.sub(" ", rest).replace("be", " ").strip(" 到成")


# --------------------------------------------------------------------------------------
# A change of topic: the same subject matter, and a new fact that says it changed
# --------------------------------------------------------------------------------------


def _markers(zh: tuple[str, ...], en: tuple[str, ...]) -> re.Pattern[str]:
    han = "|".join(CHANGE_MARKERS_ZH_EXCEPT.get(m, re.escape(m)) for m in sorted(zh, key=len, reverse=True))
    latin = r"\b(?:" + "|".join(en) + r")\b"
    return re.compile(f"{han}|{latin}", re.IGNORECASE)


_STOP = _markers(STOP_MARKERS_ZH, STOP_MARKERS_EN)
_SWITCH = _markers(SWITCH_MARKERS_ZH, SWITCH_MARKERS_EN)
_STRONG_SWITCH = _markers(
    tuple(m for m in SWITCH_MARKERS_ZH if m not in WEAK_SWITCH_MARKERS_ZH),
    tuple(m for m in SWITCH_MARKERS_EN if m not in WEAK_SWITCH_MARKERS_EN),
)
_START = _markers(START_MARKERS_ZH, START_MARKERS_EN)
# Who a fact is about is not what it is about: 妹妹, "brother" (pets aside: a pet is a topic).
_PEOPLE = tuple(alias for key, _, aliases in OTHER_PEOPLE if key not in ("cat", "dog", "pet") for alias in aliases)
_ADDITIVE = _markers(ADDITIVE_MARKERS_ZH, ADDITIVE_MARKERS_EN)
# (在學 is learning, not 在學校, at school.)
_WISH = re.compile(_markers(WISH_MARKERS_ZH, WISH_MARKERS_EN).pattern.replace("在學", "在學(?![校生期測])"), re.I)


def _adds_a_value(new: str, old: str) -> bool:
    """Whether the new fact says it adds a value (也, 另外, 打工, "also") in words the old fact does
    not use: a part-time job beside a job, but not the part-time job the old fact was about
    (在全家打工, then 把全家的打工辭了，改到咖啡廳打工)."""
    folded = old.casefold()
    return any(
        m.group().casefold() not in _JOB_ON_THE_SIDE or m.group().casefold() not in folded
        for m in _ADDITIVE.finditer(new)
    )


# The additive markers that name a thing (a job on the side), not only add one.
_JOB_ON_THE_SIDE = frozenset({"打工", "兼職", "part-time"})


# (搬回家 is a move home, not "at home": 回家 narrows only when no move is said.)
_SCOPE = re.compile(_markers(SCOPE_MARKERS_ZH, SCOPE_MARKERS_EN).pattern.replace("回家", "(?<!搬)回家"), re.I)
_STILL = _markers(STILL_MARKERS_ZH, STILL_MARKERS_EN)
_NEW_ONE = _markers(NEW_ONE_MARKERS_ZH, NEW_ONE_MARKERS_EN)
# (無 of what a thing is made without, 無糖 or 無咖啡因, or of 無線 and 無印良品, is no negation.)
_NEGATED = re.compile(
    r"不|沒|無(?!糖|咖啡因|麩質|酒精|添加|線|人機|印良品)|\b(?:not|never|no|doesn'?t|don'?t|isn'?t|can'?t|cannot)\b",
    re.IGNORECASE,
)
_TOPIC_STOP_ZH = re.compile(
    "|".join(
        sorted(
            map(
                re.escape,
                (
                    *TOPIC_STOP_ZH,
                    *STOP_MARKERS_ZH,
                    *SWITCH_MARKERS_ZH,
                    *START_MARKERS_ZH,
                    *ADDITIVE_MARKERS_ZH,
                    *(a for a in _PEOPLE if _has_han(a) and len(a) > 1),
                ),
            ),
            key=len,
            reverse=True,
        )
    )
)
_TOPIC_STOP_EN = frozenset((*TOPIC_STOP_EN, *(a for a in _PEOPLE if not _has_han(a))))


def topic_terms(text: str) -> set[str]:
    """What a fact is about: Chinese character pairs (and lone characters) left once
    function words, common verbs, numbers and markers are removed; English content stems."""
    return set(_topic_terms(text))


@lru_cache(maxsize=4096)
def _topic_terms(text: str) -> frozenset[str]:
    text = normalise(text).casefold()
    terms: set[str] = {f"《{title}》" for title in _TITLE.findall(text)}  # a title is one term, not its words
    text = _TITLE.sub(" ", text)
    latin = text
    for markers in (_STOP, _SWITCH, _START):  # "passed away", "took up": the change, not the topic
        latin = markers.sub(" ", latin)
    for word in re.findall(r"[a-z][a-z'\-\.]*", latin):
        word = word.strip(".'")
        if _PRONOUN_CONTRACTION.match(word):
            continue  # i've, she's: a subject, never a topic
        if word and word not in _TOPIC_STOP_EN and not any(m.fullmatch(word) for m in (_STOP, _SWITCH, _START)):
            stem = _stem(word)
            if stem not in _TOPIC_STOP_EN and len(stem) > 1:
                terms.add(stem)
    grouped = _PLACES.sub(" ", text)  # a café is a place, not a coffee
    terms.update(f"<{group}>" for group, pattern in _TOPIC_GROUPS if pattern.search(grouped))
    han = re.sub(r"[\d零〇一二兩三四五六七八九十]+\s*[月日號]", " ", text)  # dates: 3月5日
    han = re.sub(r"[^\u4e00-\u9fff]+", " ", han)
    han = _TOPIC_STOP_ZH.sub(" ", han)
    for run in han.split():
        if len(run) == 1:
            terms.add(run)
        elif run[-1] not in _NOT_HEADS:
            terms.add(run[-1])  # the head of a compound: 紅酒 is a 酒, 烏龍茶 a 茶
        terms.update(run[i : i + 2] for i in range(len(run) - 1))
    return frozenset(terms)


# Last characters that are no compound's head: measure words, particles, times, a home.
_NOT_HEADS = frozenset("天次年月日週個人子的了過著們些點分家")
# The title of a work (《你的名字》) is a value, never what a fact is about.
_TITLE = re.compile(r"《([^》]*)》")
_PLACES = re.compile(r"咖啡(?:廳|店|館)|酒(?:吧|館|店)|\b(?:coffee ?shop|coffee ?house|cafe|café|pub|bar)s?\b")
_PRONOUN_CONTRACTION = re.compile(r"^(?:i|you|he|she|we|they|it)'")


# "Can't stand cockroaches anymore": the dislike grew; nothing stopped.
_AVERSION_EN = re.compile(r"\b(?:can'?t|cannot) (?:stand|take|handle|bear|deal with)\b", re.IGNORECASE)
_ANYMORE_EN = re.compile(r"\bany ?more\b", re.IGNORECASE)


# A change denied or not done: 沒有戒咖啡, 不會放棄, 從來不會改, 可以停掉, "never quit", "didn't quit".
_CHANGE_DENIED = re.compile(
    # (or not done: 可以停掉, 自動停掉)
    r"(?:沒有|沒|不會|不要|不想|不能|不可能|絕不|別|不打算|沒打算|(?<!終於)可以|自動|無法|沒辦法|很難|不輕易|不|抽到我|輪到我"
    r"|勸我)$"
    r"|\b(?:never|didn'?t|won'?t|haven'?t|wouldn'?t|(?:did|will|have|would) not)\s+"
    r"(?:(?:really|actually|even|ever|quite|fully|properly|truly)\s+)?$",  # "never really got into"
    re.IGNORECASE,
)


def _said(markers: re.Pattern[str], text: str) -> bool:
    """Does the fact say a change of this kind, in a marker not denied (沒有戒咖啡, 從來不會改) in a clause
    that does not call it out of the question (要我放棄咖啡不可能)?"""
    return any(
        not _CHANGE_DENIED.search(text[: m.start()])
        and not _OUT_OF_THE_QUESTION.search(text[m.end() :])
        and not (
            markers is _STOP and (_A_PART_BEFORE.search(text[: m.start()]) or _A_PART_AFTER.search(text[m.end() :]))
        )
        and not (m.group() in ("放棄", "放棄了") and _TRIED.search(text[: m.start()]))
        and not (m.group().startswith("戒") and _QUIT_GIVEN_UP.search(text[m.end() :]))
        and not _COUNTERFACTUAL.search(text[: m.start()])
        for m in markers.finditer(text)
    )


# A part of the thing stopped, not the thing: 家庭方案停掉了, 跑步App的會員停掉了, 退訂Netflix的電子報, 停掉自動續訂.
_A_PART_BEFORE = re.compile(r"(?:方案|電子報|自動續訂|的會員)\s*(?:已經|也)?$")
_A_PART_AFTER = re.compile(r"^[^，。,]{0,14}?(?:電子報|自動續訂|通知|方案)")
# Quitting given up (戒菸試了一週就放棄了): the habit goes on. And what would have been
# (要不是老師鼓勵我，我早就放棄了).
_QUIT_GIVEN_UP = re.compile(r"放棄|失敗|破戒|又開始|\b(?:gave up|failed|relapsed)\b", re.IGNORECASE)
_COUNTERFACTUAL = re.compile(
    r"要不是|若不是|如果不是|\b(?:if it (?:weren'?t|wasn'?t)|if not for|were it not)\b", re.IGNORECASE
)


# An effort given up (試了一週就放棄了 after 戒菸): the effort ended, not the thing.
_TRIED = re.compile(r"戒|試|努力|嘗試")


_OUT_OF_THE_QUESTION = re.compile(
    r"^(?:不了|不掉|流程|方式)"
    r"|^[^，。,.!?！？]*(?:不可能|休想|想都別想|沒門|\bno way\b|\bnot a chance\b)",
    re.I,
)


def change_kind(text: str) -> str:
    """ "stop", "switch", "start" or "" for the change a new fact announces."""
    text = normalise(text)
    stopped = _ANYMORE_EN.sub("", text) if _AVERSION_EN.search(text) else text
    if _said(_STOP, stopped) or _NO_LONGER_ZH.search(stopped):
        return "stop"
    if _said(_START, text):
        return "start"
    if _said(_SWITCH, text):
        return "switch"
    return ""


# One pattern per topic group: its Chinese words anywhere, its Latin ones where a word starts
# ((?<![a-z]), not \b: a Latin word right after Chinese, 用的是iphone, starts a word too).
_TOPIC_GROUPS = tuple(
    (group, re.compile("|".join(re.escape(w) if _has_han(w) else rf"(?<![a-z]){re.escape(w)}" for w in words)))
    for group, words in TOPIC_GROUPS
)


def numbers(text: str, with_one: bool = False) -> list[str]:
    """The numbers a fact states, Chinese numerals and English number words ("thirty-four") included
    (not "a hundred", nor a year said in two: "nineteen eighty-five" is 19 and 85).
    A lone "one" (一隻貓: "a cat") is an article more than a count, unless `with_one`."""
    text = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", _digits(normalise(text).casefold()))  # 1,450 is one number
    text = _MAGNITUDE.sub(_scaled, english_numbers(text))
    return sorted(n for n in re.findall(r"\d+(?:[.:]\d+)?", text) if with_one or n != "1")


# A number with its magnitude, once the numerals are digits: 5萬 (五萬), 1萬2 (一萬二: 12,000),
# 1萬2千, 2千5 (兩千五: 2,500), 1.5萬, "60k". 五萬 and 五千 are not one number.
_MAGNITUDE = re.compile(
    r"(?P<n>\d+(?:\.\d+)?)(?P<unit>萬|千(?!萬)|k(?![a-z]))(?:(?P<m>\d)千|(?P<tail>\d)(?![\d.,萬千百]))?", re.IGNORECASE
)


def _scaled(match: re.Match[str]) -> str:
    unit = 10_000 if match["unit"] == "萬" else 1_000
    value = float(match["n"]) * unit
    if match["m"]:  # 1萬2千
        value += int(match["m"]) * 1_000
    elif match["tail"] and match["unit"] != "k":  # 一萬二 is 12,000; 兩千五 is 2,500
        value += int(match["tail"]) * unit // 10
    return str(int(value)) if value == int(value) else str(value)


def _in_order(terms: set[str], text: str) -> list[str]:
    """The plain (not grouped) terms in the order the text first uses them."""
    folded = text.casefold()
    found = [(folded.find(t), t) for t in terms if not t.startswith("<") and t in folded]
    return [t for _, t in sorted(found)]


_WEEKDAY_EN = r"\b(?:" + "|".join(WEEKDAYS_EN) + r")s?\b"
_MONTH_EN = r"\b(?:" + "|".join(MONTHS_EN) + r")\b"
_DAY_ZH = r"週[一二三四五六日天1-7]|[\d一二三四五六七八九十]+月"
# The days and months a fact names; and those with times of day, for what a change moves to.
_DATE_WORDS = re.compile(f"{_WEEKDAY_EN}|{_MONTH_EN}|{_DAY_ZH}", re.IGNORECASE)
# A day of the week or a time of day (週三, 週末, 晚上, 7點, "Saturdays", "mornings"): what a
# standing habit or class is moved to ("switched to Saturdays, still plays tennis" moved the day).
_DAY_OR_TIME = (
    f"{_WEEKDAY_EN}|週[一二三四五六日天1-7末]|星期|禮拜|早上|上午|中午|下午|晚上|半夜|凌晨|\\d+點|"
    r"\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)|\b(?:" + "|".join(TIMES_OF_DAY_EN) + r")s?\b"
)
DAY_OR_TIME = re.compile(_DAY_OR_TIME, re.IGNORECASE)
# … or a month or a year to come: what a plan moves to.
DATE_OR_TIME = re.compile(f"{_DAY_OR_TIME}|{_MONTH_EN}|{_DAY_ZH}|明年|後年", re.IGNORECASE)


def _dates(text: str) -> list[str]:
    """The days and months a fact names, which topic words leave out."""
    return sorted(m.group().casefold() for m in _DATE_WORDS.finditer(_digits(normalise(text))))


def topic_relation(new_text: str, old_text: str) -> FrameOutcome | None:
    """Two facts no clause rule relates, compared by what they are about (`topic_terms`):
    the same topic and the same numbers, said again → SAME; the same topic with other
    numbers (一天三杯 → 一天一杯) → CHANGED; else a change the new fact announces. A change
    to a childhood ("grew up in Taipei until 10, then moved") only tells more of it, perhaps:
    for review."""
    outcome = _topic_relation(new_text, old_text)
    if outcome is not None and outcome.status == CHANGED and of_childhood(old_text):
        return FrameOutcome(LIKELY_CHANGED, f"{outcome.reason}, but the old fact speaks of a childhood")
    return outcome


def _topic_relation(new_text: str, old_text: str) -> FrameOutcome | None:
    new, old = normalise(new_text), normalise(old_text)
    if wishes(new) or (_adds_a_value(new, old) and change_kind(new) != "stop"):
        return None
    new_terms, old_terms = topic_terms(new), topic_terms(old)
    if not new_terms or not old_terms or not new_terms <= old_terms:
        return topic_change(new_text, old_text)
    same_polarity = bool(_NEGATED.search(new)) == bool(_NEGATED.search(old))
    kind = change_kind(new)
    topic = "、".join(sorted(new_terms, key=lambda t: (-len(t), t))[:3])
    counted_new, counted_old = numbers(new, with_one=True), numbers(old, with_one=True)
    if counted_new != counted_old and (numbers(new) or numbers(old)):
        if new_terms == old_terms and same_polarity and counted_new and counted_old:
            reason = f'same topic "{topic}", other numbers: {counted_old} → {counted_new}'
            if of_another_time(new):  # 三年前房租漲到一萬: an amount of another time, perhaps
                return FrameOutcome(LIKELY_CHANGED, f"{reason}, but the new fact may speak of another time")
            if counts_a_rate(new) and counts_a_rate(old):
                # 一週跑一次, then 一個月跑兩三次: the numbers are rates, which `often` reads as one
                # habit or could not read; staff decide.
                return FrameOutcome(LIKELY_CHANGED, f"{reason}, but they are rates")
            status = LIKELY_CHANGED if _ONCE.search(new) and not _ONCE.search(old) else CHANGED
            return FrameOutcome(status, reason)
        return topic_change(new_text, old_text)
    if (_dates(new) != _dates(old) and _dates(new)) or (_when(new) and _when(old) and _when(new) != _when(old)):
        return topic_change(new_text, old_text)  # the same words, another day or time: Tuesday → Thursday
    strong = kind == "switch" and _STRONG_SWITCH.search(new) and not _STILL.search(new)
    if same_polarity and new_terms == old_terms and (not kind or _STILL.search(new) or kind == "switch"):
        if strong:
            return topic_change(new_text, old_text)  # "moved the appointment": news, not a repeat
        if kind and _STILL.search(new) and announces_change(new):
            # "moved to a new apartment, still in Austin": a change told beside what still holds.
            return FrameOutcome(BOTH_HOLD, f'same topic "{topic}", and a change beside what still holds')
        if _in_order(new_terms, new) == _in_order(old_terms, old) or (kind != "switch" and not _ORDERED.search(new)):
            if detail := added_detail(new, old):
                return FrameOutcome(BOTH_HOLD, f'same topic "{topic}", but the new fact adds "{detail}"')
            if who := set(_people_in(new)) - set(_people_in(old)):  # "his roommates are coworkers"
                return FrameOutcome(BOTH_HOLD, f'same topic "{topic}", but the new fact adds "{sorted(who)[0]}"')
            if _AGAIN.search(new) and not _AGAIN.search(old):  # "took the GRE again": it happened again
                return FrameOutcome(BOTH_HOLD, f'same topic "{topic}", and it happened again')
            if _reordered(new, old):  # 早上喝咖啡，晚上喝茶 → 早上喝茶，晚上喝咖啡
                return FrameOutcome(LIKELY_CHANGED, f'same topic "{topic}", the same words in another order')
            if _WAY.search(new) and not _WAY.search(old):  # "take a left at the Costco": a way there
                return FrameOutcome(BOTH_HOLD, f'same topic "{topic}", but the new fact tells a way there')
            if opposite := _opposite(new, old):  # 健身房月費公司出 → 健身房月費自己出
                return FrameOutcome(
                    LIKELY_CHANGED, f'same topic "{topic}", and the new fact says the opposite, "{opposite}"'
                )
            return FrameOutcome(SAME, f'same topic "{topic}", nothing new said')
        # "now prefers coffee over tea" after "prefers tea over coffee": the same words turned round.
        return FrameOutcome(LIKELY_CHANGED, f'same topic "{topic}", the same words in another order')
    return topic_change(new_text, old_text)


# A preference between two things, which word order turns round: "prefers tea over coffee".
_ORDERED = re.compile(
    r"\b(?:over|rather than|instead of|than)\b|比起|勝過|而不是|比較喜歡|\b(?:from|prefers?)\b.+\bto\b|從.+(?:到|去)",
    re.IGNORECASE,
)


_AGAIN = re.compile(r"\bagain\b|再次|重考|又考|再考", re.IGNORECASE)
_WORD = re.compile(r"[\u3400-\u9fff]|[a-z0-9']+")


def _reordered(new: str, old: str) -> bool:
    """The same words, each as often, in another order: a swap, never a rewording."""
    a, b = _WORD.findall(new.casefold()), _WORD.findall(old.casefold())
    return a != b and sorted(a) == sorted(b)


def wishes(text: str) -> bool:
    """Does the fact state a wish or a plan (想戒菸, "wants to move") rather than a change? Read
    where the change is said: in 不想學了，鋼琴課已經停掉 the lessons stopped, and "stopped taking
    piano lessons" is no plan to take them."""
    clauses = [c for c in _clauses(text) if change_kind(c)] or [text]
    return not _advice_taken(text) and any(_wished(clause) for clause in clauses)


# A plan given up: 計畫取消了, 放棄考公職, 不考了, "gave up on", "decided against", "turned down".
_DROPPED = re.compile(
    r"取消|放棄|打消|作罷|不考了|不去了|不念了|不讀了|不出國了|不打算"
    r"|\b(?:gave up on|given up on|giving up on|quit on|cancell?ed|called off|decided against|decided not to"
    r"|turned down|scrapped|shelved|changed my mind about|no longer (?:planning|plan|want|wants))\b",
    re.IGNORECASE,
)
_CITY_NAMES = re.compile(
    "|".join(re.escape(name) if _has_han(name) else rf"\b{re.escape(name)}\b" for row in CITIES for name in row[:2]),
    re.IGNORECASE,
)
# Given up for a moment only, or for another way to it: 後來還是決定搬, "going to Toronto instead".
_WENT_AHEAD = re.compile(
    r"後來還是|還是決定|重新|自己辦|改看|別間|另一"
    r"|\b(?:after all|still|looking at|found a better|buying it|reapply)\b",
    re.IGNORECASE,
)
# One occasion of it called off or moved (航班, 這堂課, "test drive", "rebooked"), or a denial.
_AN_OCCASION = re.compile(
    r"航班|班機|飛機|這堂|今天的|課|延到|延期|改期|改搭|改天|"
    r"\b(?:flight|lesson|class|test drive|appointment|viewing|meeting|today|tonight|rebook\w*|reschedul\w*"
    r"|postpone\w*|isn'?t|wasn'?t|not|still looking)\b",
    re.IGNORECASE,
)


def plan_dropped(new_text: str, old_text: str) -> str:
    """The plan the old fact tells (打算出國念研究所, "is thinking about moving into management"),
    given up in the new one, by name (出國的計畫取消了, "turned down the manager track"): the shared
    topic, or "". Not one occasion of it called off or moved, and not something else given up for it
    (為了準備多益放棄了追劇, "cancelled Netflix so I can afford guitar lessons")."""
    topic, whole = _plan_drop(new_text, old_text)
    return topic if whole else ""


def plan_part_dropped(new_text: str, old_text: str) -> bool:
    """Whether the new fact calls off only a part or an occasion of the plan the old fact tells, or
    calls it off and goes ahead after all (台中的房子取消了，改看別間; "our flight to Italy got cancelled")."""
    topic, whole = _plan_drop(new_text, old_text)
    return bool(topic) and not whole


def _plan_drop(new_text: str, old_text: str) -> tuple[str, bool]:
    """(the shared topic of a plan called off, whether the whole plan is)."""
    old, new = normalise(old_text), normalise(new_text)
    if not _wished(old) or _NEGATED.search(old):
        return "", False
    if _COUNTERFACTUAL.search(new):
        return "", False  # 要不是老師鼓勵我，我早就放棄日文了: what would have been
    partial = bool(_AN_OCCASION.search(new) or _WENT_AHEAD.search(new))
    for clause in _clauses(new):
        dropped = _DROPPED.search(clause)
        if dropped is None or _CHANGE_DENIED.search(clause[: dropped.start()]) or ALMOST.search(clause):
            continue
        # What is given up is said after the words (放棄了追劇, "cancelled Netflix") or, when nothing
        # follows, before them (日文我去年就放棄了, "the Italy trip got called off"), up to what comes next.
        after = _OBJECT_END_EN.split(clause[dropped.end() :])[0]
        what = after if _words_of(after) else _OBJECT_END_EN.split(clause[: dropped.start()])[-1]
        terms = {t for t in _words_of(what) - _WORDS_FOR_A_PLAN if not _WHEN.fullmatch(t.rstrip("'"))}
        cities = {p.group() for p in _CITY_NAMES.finditer(old) if p.group() in what}  # 想搬去台中, 搬去台中的事
        shared = (terms & topic_terms(old)) | cities
        # Only the plan itself given up, not a part of it (台中的房子, "the Italy venue", 工程師的面試): no
        # word of it the old fact lacks (a Chinese pair counts only when neither character is in the old
        # fact: 考公職 after 想考公務員 is one plan).
        extra = {t for t in terms - shared - topic_terms(old) if not (_has_han(t) and any(c in old for c in t))}
        if shared:
            return "、".join(sorted(shared)), not partial and not {t for t in extra if not any(c in t for c in cities)}
    return "", False


def _words_of(text: str) -> set[str]:
    return {t for t in topic_terms(text) if not t.startswith("<") and len(t) > 1}


# The words for a plan are no topic of it.
_WORDS_FOR_A_PLAN = frozenset({"計畫", "計劃", "plan", "plans", "準備", "行程", "念頭", "想法", "trip", "idea"})


def _advice_taken(text: str) -> bool:
    """Someone's advice to change in one clause, and the change said done in another: 醫生叫我戒菸，
    我從這週開始戒了 (not 醫生叫我戒菸，但我還沒戒)."""
    changed = [c for c in _clauses(text) if change_kind(c)]
    wished = [_wished(clause) for clause in changed]
    return "advice" in wished and any(
        not w and change_kind(c) in ("stop", "switch") and not _NEGATED.search(c) and not _NOT_TAKEN.search(c)
        for w, c in zip(wished, changed)
    )


# A stop that is no stop of the habit: giving up the quitting, a clinic or a course for it.
_NOT_TAKEN = re.compile(r"放棄|門診|課程|療程|\b(?:gave up|failed)\b", re.IGNORECASE)


# Someone's advice to change, which the user may take (a clause that says so is the change).
_ADVICE = re.compile(r"叫(?:使用者|他|她|我)戒|建議")


def _wished(clause: str) -> str:
    """The wish a clause says ("advice" when it is someone's advice), or "" if none."""
    for found in _WISH.finditer(clause):
        before = clause[: found.start()]
        # (不想學了 and 沒在學 say the wish or the learning ended; 沒想到 is surprise, no change.)
        negated = before.endswith("不") or (before.endswith("沒") and not found.group().startswith("想"))
        if not negated and not re.search(r"\b(?:stopped|quit|no longer)\s*$", before, re.IGNORECASE):
            return "advice" if _ADVICE.fullmatch(found.group()) else "wish"
    return ""


def topic_change(new_text: str, old_text: str) -> FrameOutcome | None:
    """A likely contradiction no frame names: both facts on one topic, and the new one
    says it stopped (戒咖啡 after 每天喝咖啡), began where the old one denied it (開始運動
    after 不運動), or switched to a value the old one does not hold. A change so read is
    then put to the `_DOUBTS`, which may leave it for review or undo it."""
    new, old = normalise(new_text), normalise(old_text)
    kind = change_kind(new)
    if not kind or wishes(new) or _PARTED.search(new):
        return None  # (parting retires only what names the partner: see `comparing`)
    if (was := _corrected(new)) and was.casefold() not in old.casefold():
        return None  # "Correction: Noah is seven, not six" corrects no fact that says nothing of six
    if _adds_a_value(new, old) and kind != "stop":
        return None  # one more beside the old (也養了一隻貓); but 也戒了 stopped all the same
    if _MORE_THAN.search(new) or (kind == "stop" and LIKING.search(new) and not LIKING.search(old)):
        return None  # "not just a barista anymore" is more; 不喜歡慢跑了 is a liking, not the running
    new_terms, old_terms = topic_terms(new), topic_terms(old)
    shared = new_terms & old_terms
    if not shared or _kinds_apart(shared, new, old):
        return None
    words = {t for t in shared if not t.startswith("<")}
    if any(_STILL.search(c) and not _names_another(c, words, old) for c in _clauses(new)):
        # 還是每天喝黑咖啡, "still drinks coffee", "it still works": the shared thing holds. (Not
        # "quit beer, though he still has a glass of wine": what still holds is another thing.)
        return None
    topic = "、".join(sorted(shared, key=lambda t: (-len(t), t))[:3])
    if kind == "switch" and (part := _PART_REPLACED.search(new)) and not _the_part_itself(part.group(), old):
        # 手機是 Pixel 8, then 手機螢幕摔裂，換螢幕花了四千五: the same phone, repaired.
        return FrameOutcome(BOTH_HOLD, f'same topic "{topic}", but only a part of it was replaced; kept as different')
    # A new one of the same kind: 換了新的iPhone 16 after 用iPhone, 換了一副新眼鏡 after 戴眼鏡.
    if (
        kind == "switch"
        and (found := _NEW_ONE.search(new))
        and (_same_kind(old_terms, new_terms) or topic_terms(new[found.end() : found.end() + 3]) & shared)
    ):
        return None
    # The change must be said where the topic is: in 點拿鐵都改成燕麥奶，不加一般牛奶了 what
    # stopped is the milk, not the latte. And the old fact is negated only where it speaks
    # of the topic (搬回嘉義跟爸媽住，不用再付房租 denies the rent, not the city).
    # A correction (更正：老家其實在雲林，不是嘉義) corrects the whole fact, whatever its clauses.
    topical_kind = kind if _CORRECTION.search(new) else _kind_where(new, shared)
    old_negated = any(_NEGATED.search(c) for c in _clauses(old) if topic_terms(c) & shared)
    # (吃素 keeps from meat: 不吃肉了 after it keeps the diet, where 不再吃素了 ends it.)
    abstains = not _ABSTAINS.search(new) and not _IN_PART.search(old)
    abstains = abstains and any(_ABSTAINS.search(c) for c in _clauses(old) if topic_terms(c) & shared)
    kept_from = lambda k: old_negated or (abstains and k == "stop")  # noqa: E731
    added = new_terms - old_terms
    found = _topic_change_kind(topical_kind, added, kept_from(topical_kind), old, new, topic)
    if not topical_kind:
        if found is None and (found := _topic_change_kind(kind, added, kept_from(kind), old, new, topic)):
            return FrameOutcome(LIKELY_CHANGED, f"{found.reason}, but not in the words about it")
        return None
    if found is None or found.status != CHANGED:
        return found
    read = _TopicRead(new, old, new_terms, old_terms, shared, kind, topical_kind, old_negated)
    for doubt in _DOUBTS:
        verdict = doubt(read)
        if isinstance(verdict, _NoChange):
            return None
        if isinstance(verdict, _Elsewhere) and not _MOVED.search(new) and not (_when(new) - _when(old)):
            # (Not when it moved, or to another day: 公司搬到內湖 after 在信義區上班, 吉他老師把課改到
            # 星期二 after 星期四有吉他課 may move the user's own day or place, so staff decide.)
            return FrameOutcome(BOTH_HOLD, f"{found.reason}{verdict}; kept as different")
        if verdict is not None:
            return FrameOutcome(LIKELY_CHANGED, f"{found.reason}{verdict}")
    if kind == "stop" and plan_part_dropped(new_text, old_text):
        # A plan, and something of it stopped: the flight, the venue, one offer (`plan_dropped` reads the
        # plan itself given up).
        return FrameOutcome(LIKELY_CHANGED, f"{found.reason}, but the old fact tells of a plan; for review")
    if kind == "stop" and (day := _ONE_DAYS.search(new)) and not _ONE_DAYS.search(old):
        # 停掉了週三的瑜伽課 after 每週上三堂瑜伽課: stopped on one day, perhaps not on the others.
        return FrameOutcome(LIKELY_CHANGED, f'{found.reason}, but only "{day.group()}"')
    if kind == "stop" and (shift := _ONE_SHIFT.search(new)) and not _ONE_SHIFT.search(old):
        # 全聯的夜班我辭掉了 after 在全聯上班: one shift of the job stopped, perhaps not the job.
        return FrameOutcome(LIKELY_CHANGED, f'{found.reason}, but only "{shift.group()}"')
    return found


# One shift of a job: 夜班, 大夜, 週末班, "the night shift", "weekend shifts".
_ONE_SHIFT = re.compile(
    r"夜班|白班|大夜|小夜|早班|晚班|中班|假日班|週末班|\b(?:night|day|early|late|weekend|evening|morning) shifts?\b",
    re.IGNORECASE,
)


# One weekday's part of a habit: 週三的, "the Monday class", "Wednesday's session".
_ONE_DAYS = re.compile(
    r"(?:週|星期|禮拜)[一二三四五六日天1-7]的"
    rf"|\b(?:the )?(?:{'|'.join(WEEKDAYS_EN)})(?:'s| (?:class|session|lesson))\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _TopicRead:
    """A change read by topic, as the doubts see it (both facts normalised)."""

    new: str
    old: str
    new_terms: set[str]
    old_terms: set[str]
    shared: set[str]
    kind: str  # the change the whole new fact announces
    topical_kind: str  # the change it announces where it speaks of the shared topic
    old_negated: bool


class _NoChange:
    """A doubt's answer that the old fact still holds: no change at all."""


class _Elsewhere(str):
    """A doubt's answer that what changed is another thing than the old fact speaks of (a part
    of it, the shop or the gym it names, acting on its own): both facts hold."""


# What a doubt answers: None (no doubt), _NO_CHANGE, or the words to add to the reason of
# a change it leaves for review ("" for none).
_NO_CHANGE = _NoChange()
Doubt = Callable[["_TopicRead"], "str | _NoChange | None"]


def _several_at_once(r: _TopicRead) -> str | _NoChange | None:
    # 怕蛇, then 不怕坐飛機了: one may fear many things; the topic alone says not which.
    return "" if not r.shared - {f"<{g}>" for g in SEVERAL_AT_ONCE} else None


def _moved(r: _TopicRead) -> str | _NoChange | None:
    if not _MOVED.search(r.new):
        return None
    if _MOVED_BACK.search(r.new):
        return ", but the new fact says it moved back"  # 搬出宿舍過一次，後來又搬回來
    if (mover := _mover(r)) and not _a_thing_moved(r):
        return f', but it is "{mover}" that moved'  # "User's office moved out of London"
    if _MOVED_A_THING.search(r.new):
        return _NO_CHANGE  # "moved the sofa out of the flat": a thing moved, not the user
    if r.topical_kind == "stop":
        out = _MOVED_OUT.search(r.new)
        if out and not topic_terms(r.new[out.end() : out.end() + 6]) & r.shared:
            return _NO_CHANGE  # 從宿舍搬出一些舊書: things moved out, not the user
        return None  # (搬出宿舍, "moved out of the dorm": away from it, to nowhere said)
    if _only_as_destination(r.new, r.shared) or _within(r.old, r.new, r.shared):
        return _NO_CHANGE  # 搬到竹北市 after 在竹北的國小教書: to where the old fact already is
    if not _WHERE.search(r.old) and not DATE_OR_TIME.search(_destination(r.new)):
        if _a_thing_moved(r):
            # 健身房搬到新大樓了 after 每週二去健身房, "the climbing gym moved to a bigger warehouse":
            # the place moved, and the user still goes there.
            return _NO_CHANGE
        return ", but the old fact says not where"  # 早餐店搬到夜市附近 after 早餐店每週一公休
    return None


def _mover(r: _TopicRead) -> str:
    """Who or what the new fact says moved, when it is not the user (nor someone unnamed): "office"
    in "User's office moved out of London"; "" for the user."""
    found = _MOVED.search(r.new)
    if found is None:
        return ""
    before = re.split(r"[，。,;；:：]", r.new[: found.start()])[-1]
    mover = _OWNER.sub(" ", before.rsplit("的", 1)[-1] if "的" in before else before)
    mover = re.sub(
        r"^(?:那|這)?(?:一)?[間家個所]|使用者|我們?|他們?|她們?|全家|家人|一起|已經|最近|剛|提到|說|表示", " ", mover
    )
    mover = re.sub(r"\b(?:mentioned|says|said|that|has|have|just|recently|finally)\b", " ", mover, flags=re.IGNORECASE)
    mover = re.sub(r"(?:從|由)\S*$", " ", mover)  # (從台中 is where from, not who)
    # (nor is someone the old fact names too, whose fact it is: 姊姊已經從台中搬到高雄了 after 姊姊住在台中)
    mover = _PEOPLE_WORDS.sub(lambda m: " " if m.group().casefold() in r.old.casefold() else m.group(), mover)
    mover = _THE_USER.sub(" ", _WHEN.sub(" ", mover)).strip(" 也都又就才還")
    return mover if _topic_words(mover) else ""


_MOVED_BACK = re.compile(
    r"搬回來|又搬回|\b(?:moved back in|moved back (?:there|into)|came back|returning|returned)\b", re.IGNORECASE
)


def moved_back(text: str) -> bool:
    """Does the fact say someone moved back (搬回, 又搬回, "moved back there")? Then a place it
    leaves in the past may be the place again."""
    return bool(_BACK_HOME.search(normalise(text)))


# Moving back, however said (`_MOVED_BACK` also counts "came back" and "returned").
_BACK_HOME = re.compile(r"搬回|\bmoved back\b", re.IGNORECASE)


_MOVED_A_THING = re.compile(r"\bmoved (?:the |his |her |my |their |our |some |a |an )\w+(?: \w+)? out\b", re.I)
_MOVED_OUT = re.compile(r"搬出|搬離|\bmoved (?:\w+ )*?out of\b", re.IGNORECASE)


def _a_thing_moved(r: _TopicRead) -> bool:
    """Is what moved a thing the facts share (健身房, 早餐店, "climbing gym"), not a person?"""
    found = _MOVED.search(r.new)
    if found is None:
        return False
    before = re.split(r"[，。,;；:：]", r.new[: found.start()])[-1]
    mover = _OWNER.sub(" ", before.rsplit("的", 1)[-1]).strip()
    mover = re.sub(r"^(?:那|這)?(?:一)?[間家個所]", "", mover)
    if not mover or _THE_USER.search(mover) or re.search(r"使用者|我|他|她|們|全家|家人", mover):
        return False
    return bool(_topic_words(mover) & r.shared)


def _new_part(r: _TopicRead) -> str | _NoChange | None:
    # Gogoro 換了新的坐墊套, 國小換了新校長, "had the brakes replaced on her Civic": a new part
    # of the shared thing, which the old fact never named.
    if r.topical_kind == "switch" and _NEW_PART.search(r.new) and not any(w in r.old for w in _new_parts(r.new)):
        return _NO_CHANGE
    return None


def _arrived_at_old(r: _TopicRead) -> str | _NoChange | None:
    # "switched from coffee to tea last year" after "drinks tea", "left Hulu for Netflix" after
    # "works at Netflix", 從英文系轉到外文系: how the old value came to be, which still holds.
    moves = list(_FROM_TO.finditer(r.new))
    if not moves:
        return None
    found = moves[-1]  # the last move told is where it ended
    src = found.group("src") or found.group("src2") or found.group("src3") or ""
    dst = found.group("dst") or found.group("dst2") or found.group("dst3") or found.group("dst4") or ""
    named = {t for t in r.shared if not t.startswith("<")}
    return _NO_CHANGE if topic_terms(dst) & named and not topic_terms(src) & named else None


_FROM_TO = re.compile(
    r"\bfrom (?P<src>[^,.;]+?) to (?P<dst>[^,.;]+)"
    r"|\b(?:left|dropped|ditched|quit|gave up|traded(?: in)?|swapped) (?P<src2>[^,.;]+?) for (?P<dst2>[^,.;]+)"
    r"|從(?P<src3>[^，。,;；]{1,12}?)(?:換|轉|改|搬)(?:到|成|去)(?P<dst3>[^，。,;；]+)"
    r"|\bthen (?:switched|moved|changed|went|converted) (?:over )?to (?P<dst4>[^,.;]+)",
    re.IGNORECASE,
)


def moved_on_from(new_text: str, old_text: str) -> str:
    """What the new fact says the user moved on from, when that is what the old fact says
    (從行員升為理財專員 after 在銀行當行員, "switched from teaching chemistry to teaching physics"
    after "teaches chemistry"), to something the old fact does not say; else ""."""
    new, old = normalise(new_text), normalise(old_text)
    if wishes(new) or _ONCE.search(new) or not (announces_change(new) or _PROMOTED.search(new)):
        return ""
    old_terms = _topic_words(old)
    for found in _MOVED_ON.finditer(new):
        before = re.split(r"[,.;:!?，。；：！？]", new[: found.start()])[-1]
        if not _THE_USER_BEFORE.fullmatch(before) or _PEOPLE_WORDS.search(before) or re.search(r"他|她|們", before):
            continue  # "Sarah went from the gym 5 times a week to once a week", 我妹從…: someone else
        src, dst = found.group("src") or found.group("src2") or "", found.group("dst") or found.group("dst2") or ""
        was = _plain_words(src)
        now = _plain_words(dst)
        if was and was <= old_terms and now - old_terms and was - now:
            return src.strip()
    return ""


# "from X to Y" with a verb of change before it; 從X升為Y, 從X轉調成Y, 從X換到Y.
_MOVED_ON = re.compile(
    r"\b(?:moved|switched|changed|went|got promoted|was promoted|promoted|transferred|shifted|upgraded|converted)"
    r"(?: \w+){0,3}? from (?P<src>[^,.;]+?) to (?P<dst>[^,.;]+)"
    r"|從(?P<src2>[^，。,;；從]{1,12}?)(?:升|轉調|轉|調|換|改|跳槽)(?:為|成|到|去|上)(?P<dst2>[^，。,;；]+)",
    re.IGNORECASE,
)
_PROMOTED = re.compile(r"升為|升上|升任|轉調|\b(?:promoted|transferred)\b", re.IGNORECASE)
# Before a move, only the user, when, where and what was moved: 我去年, 使用者已經, 我把門號, 使用者在同一家公司,
# "I've finally".
_THE_USER_BEFORE = re.compile(
    r"(?:\s|我|使用者|用戶|已經|終於|最近|今年|去年|上個月|後來|也|還|就|又|把[^，。,]{1,6}|在[^，。,從]{1,10}"
    r"|\b(?:i|i've|i have|ive|i'm|im|the user|user|user has|has|have|just|finally"
    r"|recently|so|and|now|then|last (?:year|month|week)|this year|in \w+)\b)*",
    re.IGNORECASE,
)


def _stopped_in_passing(r: _TopicRead) -> str | _NoChange | None:
    # "quit a tennis match halfway", "gave up sugar in her coffee", "left her Ford at the
    # airport for the week", "almost quit Google": in English, a stop said in passing, of
    # something else, for a while, or not done at all, is no sure end of the shared thing.
    if r.topical_kind != "stop" or _has_han(r.new):
        return None
    for found in _STOP.finditer(r.new):
        before = re.split(r"[,.;:]|\bbut\b|\band\b", r.new[: found.start()], flags=re.IGNORECASE)[-1]
        if (nearly := _NEARLY.search(before)) is not None:
            return f', but the new fact says "{nearly.group()}"'
        if (whose := _SOMEONE.search(before)) is not None:
            return f', but it is "{whose.group().strip()}" that stopped'  # "User's trainer left Equinox"
        end = _CLAUSE_BREAK.search(r.new, found.end())
        rest = r.new[found.end() : end.start() if end else len(r.new)]
        after = r.new[end.start() :] if end else ""
        if (passing := _IN_PASSING.search(rest) or _BROKE_IT.match(after)) is not None:
            return f', but only "{passing.group().strip()}"'
        words = _STOPPED_LEAD.sub("", rest.strip()).split()
        first = words[0] if words else ""
        if first and not topic_terms(first) & r.shared and topic_terms(" ".join(words[1:])) & r.shared:
            # "gave up sugar in her coffee", "stopped coaching the Oak Middle School chess club":
            # something else stopped, the shared thing named after it.
            return f', but what stopped is "{first}"'
    return None


def _the_thing_acts(r: _TopicRead) -> str | _NoChange | None:
    # "Joe's switched to oat milk by default", "User's Subaru no longer has the roof rack", "Emma no
    # longer lives with the user": in English, the shared thing itself does the changing, to
    # something of its own, not the user. (Not "the Subaru was sold", "Tom moved out last month",
    # or "User's favourite coffee shop changed to …", where the old fact names the attribute.)
    if r.topical_kind not in ("stop", "switch"):
        return None
    if _has_han(r.new):
        return _the_thing_acts_zh(r)
    attribute = _ATTRIBUTE_OF_OLD.match(r.old)
    attribute_terms = topic_terms(attribute.group("attr")) if attribute else set()
    for found in (_STOP if r.topical_kind == "stop" else _SWITCH).finditer(r.new):
        before = _CLAUSE_BREAK.split(r.new[: found.start()])[-1]
        subject = _OWNER.sub(" ", before).strip()
        shared = topic_terms(subject) & r.shared
        if not shared or shared <= attribute_terms or _PASSIVE.search(before) or _THE_USER.search(subject):
            continue
        if topic_terms(" ".join(_OWNER.sub(" ", r.old).split()[:2])) & shared:
            continue  # "Gym Mon/Wed/Fri at 6am": the old fact is about the thing itself
        end = _CLAUSE_BREAK.search(r.new, found.end())
        rest = _WHY.split(r.new[found.end() : end.start() if end else len(r.new)])[0]
        rest = _PARTICLES.sub(" ", _THE_USER.sub(" ", _WHEN.sub(" ", rest)))
        if what := sorted(t for t in topic_terms(rest) - r.old_terms if not t.startswith("<")):
            return _Elsewhere(f', but it is "{subject}" that changed "{what[0]}"')
    return None


def _the_thing_acts_zh(r: _TopicRead) -> str | None:
    # 路易莎改用燕麥奶了, 鼎泰豐改成只能線上訂位, LINE改版了 after 最喜歡的咖啡店是路易莎: the shop,
    # the app, the company named in the old fact's value changed something of its own. (Not
    # 最喜歡的咖啡店改成星巴克, whose subject is the old fact's attribute, nor iPhone換成三星.)
    for found in _ITS_OWN_CHANGE_ZH.finditer(r.new):
        subject = re.split(r"[，。,;；:：]", r.new[: found.start()])[-1]
        subject = re.sub(r"^(?:使用者|我|他|她)(?:的)?|^(?:最近|現在|已經)", "", subject).strip()
        words = _topic_words(subject)
        if not words or not words & r.shared or re.search(r"使用者|我|他|她|最喜歡|最愛", subject):
            continue
        where = r.old.find(subject[:2])
        if where <= 0 or re.search(r"最喜歡的?|最愛的?|喜歡|常去的?", subject):
            continue  # the old fact begins with it: the old fact is about the thing itself
        return _Elsewhere(f', but it is "{subject}" that changed')
    return None


_ITS_OWN_CHANGE_ZH = re.compile(r"改用|改名|改版|漲價|調漲|改成|推出|停售|換了?菜單|換了?老闆|換了?店長|重新裝潢")


# "User's favourite coffee shop is …": the old fact names an attribute of the user's, whose value
# the new one may change.
_ATTRIBUTE_OF_OLD = re.compile(
    r"^\s*(?:the )?(?:user|she|he|i|my|her|his|their)(?:'s?)? (?P<attr>.{1,40}?) (?:is|are|was|were)\b", re.I
)
_OWNER = re.compile(r"\b(?:the )?(?:users?'s?|her|his|my|their|our|its)(?= |$)|\bthe\b", re.IGNORECASE)
# Where what changed ends: a reason or a time after it ("… after fostering one").
_WHY = re.compile(r"\b(?:after|because|since|when|once|until|while|as|so)\b", re.IGNORECASE)
_PARTICLES = re.compile(r"\b(?:out|up|off|away|down|back|over|on|in|along|anymore|now|again)\b", re.IGNORECASE)
_PASSIVE = re.compile(r"\b(?:is|are|was|were|been|being|be|got|gets|get)\s*(?:\w+ly\s*)?$", re.IGNORECASE)
_THE_USER = re.compile(r"\b(?:user|users|she|he|i|we|they|her|him|me|us|them|herself|himself)\b", re.IGNORECASE)


# Someone else as the subject: "User's trainer", "Dr. Lee's receptionist", "her teenage son".
_SOMEONE = re.compile(
    r"\b[\w.]+'s? (?:\w+ )?(?:trainer|coach|teammate|receptionist|student|son|daughter|kid|child|partner|"
    r"roommate|friend|boss|coworker|colleague|neighbou?r|sister|brother|mom|dad|wife|husband|landlord|tutor|"
    r"teacher|classmate)s?\s*$",
    re.IGNORECASE,
)
# Not done at all, or nearly: "almost quit", "never left", "didn't stop".
_NEARLY = re.compile(r"\b(?:almost|nearly|never|didn'?t|did not|won'?t|will not|wouldn'?t|refused to)\b", re.I)
# A stop for a while or by accident: "for the week", "overnight", "halfway", "and cracked".
_IN_PASSING = re.compile(
    r"\b(?:for (?:the|a) (?:week|weekend|day|night|month|few \w+|couple of \w+|while)|overnight|halfway|"
    r"at night|in the (?:morning|evening)s?|"
    r"at the (?:airport|vet|mechanic|shop|station|office|curb)|with (?:her|his|my|their) (?:parents|mom|dad|sister|"
    r"brother|friends?|neighbou?rs?))\b",
    re.IGNORECASE,
)
# Dropped by accident: "dropped her Pixel and cracked the screen".
_BROKE_IT = re.compile(r"\s*and (?:cracked|broke|shattered|scratched|damaged|dented)\b", re.IGNORECASE)
# What may stand between a stop and the thing stopped: a determiner, a verb of doing it.
_STOPPED_LEAD = re.compile(
    r"^(?:(?:the|a|an|her|his|their|my|its|on|at|from|in|with|out of|whole|entire|old|beloved|trusty|"
    r"morning|evening|night|daily|weekly|weekend|regular|usual|nightly|"
    r"using|taking|drinking|eating|doing|going to|playing|working (?:at|for)|attending|being|wearing|"
    r"smoking|vaping|riding|driving|eats|drinks|smokes|lives in|works (?:at|for)|uses|plays|goes to|"
    r"has|owns|takes|wears|is an?|is|does|attends|follows|supports|roots for|watches|listens to|"
    r"visits|sees|dates|is dating|is seeing) )+",
    re.IGNORECASE,
)


def _only_who(r: _TopicRead) -> str | _NoChange | None:
    # "User's son's school bus route changed" after "User's son is in 1st grade": the facts
    # share only whom they are about (a child), which says nothing of what changed.
    return "" if r.shared and r.shared <= {"<children>"} else None  # "": for review, with no more to say


def _part_of_it(r: _TopicRead) -> str | _NoChange | None:
    # 換了手機殼 after 用iPhone, 換了機車的後照鏡, World Gym的會費漲了: a part, a thing that goes
    # with it or a matter of the shared thing changed, perhaps not the thing itself.
    if r.topical_kind != "switch":
        return None
    for found in _PART_CHANGED.finditer(r.new):
        whole = (found.group("whole") or found.group("whole2") or "").strip()
        part = (found.group("part") or found.group("part2") or "").strip()
        if not (whole and topic_terms(whole) & r.shared):
            whole = _lead(part, r)
            part = part[len(whole) :]  # 手機殼: 手機, then 殼
            if not _PART_WORD.fullmatch(part) or topic_terms(whole[-1:] + part) & r.shared:
                continue  # 三星S24, 三星手機, 工作後薪轉戶變成…: a model, the thing itself or a clause
        if whole and part and part.casefold() not in r.old.casefold():
            return _Elsewhere(f', but it is the {part} of "{whole}" that changed')
        if not whole and _KNOWN_PART.fullmatch(part) and part not in r.old:
            return _Elsewhere(f", but it is the {part} that changed")  # 螢幕摔破了，拿去換螢幕 after 手機是iPhone 14
    return None


# Parts of a thing that are replaced on their own: a screen, a battery, tyres, a case.
_KNOWN_PART = re.compile(
    r"(?:新的?)?(?:螢幕|電池|電瓶|輪胎|鏡頭|外殼|殼|保護貼|保護殼|坐墊|座墊|鍵盤|喇叭|零件|機油|濾網|煞車皮|雨刷|後照鏡|充電線|耳機)"
)


def _lead(part: str, r: _TopicRead) -> str:
    """The longest start of `part` that names the shared thing (隱形眼鏡 of 隱形眼鏡藥水, 手機
    of 手機殼 after "uses an iPhone"), short of the whole; or ""."""
    for end in range(len(part) - 1, 0, -1):
        lead = part[:end]
        if (len(lead) > 1 and lead.casefold() in r.old.casefold()) or (len(lead) <= 3 and topic_terms(lead) & r.shared):
            return lead
    return ""


_PART_WORD = re.compile(r"(?:(?![從到成後改換])[\u4e00-\u9fff]){1,4}")
# What a change is of: 換了手機殼 (part), 換了機車的坐墊 (whole 機車, part 坐墊), 換了四條新輪胎,
# 健身房的會費漲了.
_PART_CHANGED = re.compile(
    r"換(?!成|到)(?:了|掉|過)?(?:[一兩二三四五六幾\d][個支台副雙組條間家顆片塊套])?(?:新的?)?"
    r"(?:(?P<whole>[^，。,;；的]{1,10})的)?"
    r"(?P<part>[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z ]{1,11})"
    r"|(?P<whole2>[^，。,;；的]{1,12})的(?P<part2>[\u4e00-\u9fffA-Za-z ]{1,8}?)(?:都)?(?:換了|換成|改了|改成|改到|"
    r"調漲了?|漲了|調整了?|改裝了?)"
)


def _new_time(r: _TopicRead) -> str | _NoChange | None:
    # 日文課改到週六下午 after 日文老師換人了: a new time, and the old fact names none.
    if r.topical_kind == "switch" and DATE_OR_TIME.search(_destination(r.new)) and not DATE_OR_TIME.search(r.old):
        return ", but the old fact names no time"
    return None


def _replaced_another(r: _TopicRead) -> str | _NoChange | None:
    # 把 Tesla Model 3 換成 Model Y after 停車場新增了 Tesla 超充站: what was replaced is not
    # what the old fact speaks of.
    replaced = _REPLACED.search(r.new)
    thing = topic_terms(replaced.group("zh") or replaced.group("en") or "") if replaced else set()
    return ", but what it replaced is not what the old fact says" if thing and not thing <= r.old_terms else None


def _replaced_in_kind(r: _TopicRead) -> str | _NoChange | None:
    # "sold my old bass and bought a Fender Jazz Bass": still plays the bass.
    if not _STOP.search(r.new):
        return None
    got = " ".join((m.group("zh") or m.group("en") or "") for m in _BOUGHT.finditer(r.new)).casefold()
    return _NO_CHANGE if any(w in got for w in r.shared if len(w) > 1 and not w.startswith("<")) else None


def _stopped_one_kind(r: _TopicRead) -> str | _NoChange | None:
    # 戒了啤酒 after 過年會喝一點紅酒: stopping one kind is no stop of another.
    if r.topical_kind != "stop" or r.old_negated:
        return None
    part = _one_kind_of(r.shared, r.old, r.new)
    return f", but {part} only" if part else None


def _someone_else_stopped(r: _TopicRead) -> str | _NoChange | None:
    # 巷口那家咖啡店不再賣司康了 after 常去巷口那家咖啡店, "Teacher Lin stopped offering group
    # classes": a place or a person the user goes to stopped something, not the user. And
    # 取消了 Disney+ 的訂閱 after 有訂閱 Netflix: what stopped is named, and the old fact does not.
    if r.topical_kind != "stop":
        return None
    for found in _STOP.finditer(r.new):
        head = re.split(r"[，,。;；:：]", r.new[: found.start()])[-1]
        if _PROVIDER.search(head):
            return f', but it is "{_PROVIDER.search(head).group()}" that stopped'
        end = _CLAUSE_BREAK.search(r.new, found.end())
        stopped = r.new[found.end() : end.start() if end else len(r.new)]
        old_words = {w.casefold() for w in _NAME_LIKE.findall(r.old)}
        named = [w for w in _NAME_LIKE.findall(stopped) if w.casefold() not in old_words | _NOT_NAMES_EN]
        if _has_han(r.new) and named:
            return f', but "{named[0]}" is not in the old fact'
    return None


def _stopped_in_kind(r: _TopicRead) -> str | _NoChange | None:
    # 不再去市立游泳池，改去公司附近的泳池 after 每週去游泳: one of a kind left for another of
    # the same kind (泳池), and the old fact may hold still.
    if r.topical_kind != "stop" or r.old_negated:
        return None
    stops = list(_STOP.finditer(r.new))
    went_to = _SWITCH.search(r.new, stops[-1].end()) if stops else None
    if went_to and _has_han(r.new):
        before = r.new[stops[0].end() : went_to.start()]
        after = re.split(r"[，,。;；]", r.new[went_to.end() :])[0]
        common = {p for p in _han_pairs(before) if p in after and not set(p) <= _PLAN_CHARS}
        if common:
            return f', but it goes on with another "{sorted(common)[0]}"'
    for found in stops:
        after = re.sub(
            r"^(?:going|coming|to go|to come) to\s+|^(?:visiting|using)\s+", "", r.new[found.end() :].strip()
        )
        clause = _STOP_OBJECT_END.split(after, maxsplit=1)[0]
        if _ADD_IN.search(clause) and _topic_words(clause) - r.old_terms:
            # "no longer adds sugar to his coffee" after "drinks coffee every morning": what is
            # stopped is what went in it.
            return ", but only what goes with it"
        # "stopped going to the bouldering gym near his office" after "a regular at the
        # climbing gym": one of a kind (gym), another than the old fact's (bouldering).
        one = _ONE_OF_A_KIND.match(clause)
        terms = [_stem(w) for w in re.findall(r"[a-z][a-z'-]*", one.group("np").casefold())] if one else []
        if len(terms) >= 2 and terms[-1] in r.old_terms and set(terms[:-1]) - r.old_terms:
            return f', but of "{one.group("np")}", not the one the old fact names'
    if (rest := _ONLY_NOW.search(r.new)) and any(rest.start() > f.end() for f in stops):
        return ", but it goes on in part"  # "no longer plays in a band, just at home"
    return None


# "the bouldering gym": a determiner, then words that are no time and no "of", then the head.
_ONE_OF_A_KIND = re.compile(
    r"^(?:the|that|this|his|her|my|their|our) "
    r"(?P<np>(?:(?!(?:morning|evening|night|afternoon|weekend|daily|weekly|of)\b)[a-z][a-z'-]* )+[a-z][a-z'-]*)\s*$",
    re.IGNORECASE,
)
_ADD_IN = re.compile(r"\b(?:adds?|adding|puts?|putting)\b|加", re.IGNORECASE)
_ONLY_NOW = re.compile(r"[,，;；]\s*(?:just|only|but still|只|只有|只剩)", re.IGNORECASE)
_STOP_OBJECT_END = re.compile(
    r"\s(?:to|into|after|because|since|due|through|for|near|on|in|with|and|but|so|as|when|while"
    r"|downtown|uptown|nearby|there|anymore|any more)\b|[,.;:，。；]",
    re.IGNORECASE,
)


def _han_pairs(text: str) -> set[str]:
    return {run[i : i + 2] for run in re.findall(r"[\u4e00-\u9fff]+", text) for i in range(len(run) - 1)}


# Who or what provides something the user uses: a shop, a school, a teacher.
_PROVIDER = re.compile(
    r"(?:店|餐廳|咖啡廳|公司|學校|補習班|健身房|館|診所|醫院|老師|教練|房東|屋主|管委會"
    # (and the people of a workplace: 全聯的店長辭職了, 公司主管上個月離職了, 全聯的同事阿明辭職了, after 在全聯上班)
    r"|店長|老闆娘?|主管|經理|副理|協理|組長|課長|處長|董事長|總經理|執行長|上司|主廚|新來的|新人"
    r"|同事[\u4e00-\u9fff]{0,3})"
    r"(?:上個?月|上週|上禮拜|昨天|今天|前天|最近|去年|已經|也|突然|剛剛?|就)*$"
    r"|\b(?:shop|store|restaurant|caf[eé]|gym|school|library|club|studio|clinic|teacher|coach|tutor|instructor|"
    r"landlord|landlady|building|property manager)"
    r"(?: \w+)?\s*$",
    re.IGNORECASE,
)


def _stopped_elsewhere(r: _TopicRead) -> str | _NoChange | None:
    # 點拿鐵都改成燕麥奶，不加一般牛奶了: what stopped is elsewhere, and all the old fact said
    # is still said. A change beside it, perhaps not of it.
    if r.topical_kind == "switch" and r.kind == "stop" and _keeps(r.old_terms, r.new_terms):
        return ", and it still says all the old fact said"
    return None


def _only_once(r: _TopicRead) -> str | _NoChange | None:
    # 這個月的志工服務改到第二個星期六 after 每個月第一個星期六去當志工: this time, not the habit.
    # (從這週開始戒了, "starting this week": from then on, not once.)
    once = _ONCE.search(r.new)
    if r.topical_kind != "switch" or not once or _ONCE.search(r.old) or _FROM_THEN_ON.search(r.new):
        return None
    return ", perhaps only for a while"


_FROM_THEN_ON = re.compile(r"從(?:這|今|本|明)|開始|以後|起\b|\b(?:starting|from now on|from (?:this|next))\b", re.I)


def _another_thing(r: _TopicRead) -> str | _NoChange | None:
    # 家族旅行改到八月 after 八月要去沖繩員工旅遊, 場地改到新莊體育館 after 週四晚上打羽球:
    # what changed is named by words the old fact does not use: perhaps something else.
    if r.topical_kind != "switch":
        return None
    found = _STRONG_SWITCH.search(r.new)
    if not found:
        return None
    clause = re.split(r"[，,。;；:：]", r.new[: found.start()])[-1]
    head = re.sub(r"\s+(?:has|have|had|was|were|just|now)$", "", clause.strip())
    on_the_user = re.match(r"\s*(?:我|使用者|(?:him|her|them|me|the user)\b)", r.new[found.end() :], re.IGNORECASE)
    if (
        (provider := _PROVIDER.search(head)) is not None
        and not on_the_user
        and not _about(provider.group().strip(), r.old)  # 房東是一位阿伯, then 房東換成…: the old fact is of it
        and not (numbers(r.new) and numbers(r.old))  # the landlord raised the rent from $1,800 to $2,050
    ):
        return _Elsewhere(
            f', but it is "{provider.group().strip()}" that changed'
        )  # "the user's gym moved to Main Street"
    more = _names_more(clause.rsplit("把", 1)[-1], r.old)
    if not more and not _has_han(r.new) and not _CORRECTION.search(r.new) and not _MOVED.search(found.group()):
        # "The library changed its opening hours": what changed follows the verb.
        changed = _OBJECT_END_EN.split(r.new[found.end() :])[0]
        more = _names_more(changed, r.old) if topic_terms(changed) - _PLAN_WORDS else ""
        if not more and (words := _topic_words(changed) - _PLAN_WORDS):
            more = "、".join(sorted(words - topic_terms(r.old)))
    return f', but "{more}" is not in the old fact' if more else None


def _about(who: str, old: str) -> bool:
    """Whether the old fact is said of `who` (its subject): 房東是一位阿伯, "the user's landlord is…"."""
    subject = r"^\s*(?:(?:我|使用者|他|她)的?|(?:the user's|user's|my|his|her|their|the) )?"
    return re.match(subject + re.escape(who) + r"\s*(?:是|叫|姓|\bis\b)", old, re.IGNORECASE) is not None


_OBJECT_END_EN = re.compile(r"\b(?:to|into|from|for|with|out|of|up|in|on|at|and|but|so|as)\b|[,.;:]", re.I)
_RETRACTS = re.compile(
    r"從|不是|而非|不再|不用|取代|壞|刪|賣|退|離開|\b(?:from|instead|not|no longer|out of|replaced|left|sold|broke)\b",
    re.I,
)


def _keeps_all(r: _TopicRead) -> str | _NoChange | None:
    # 換了一台電動機車跑外送 after 在做外送: all the old fact said is still said, at the same
    # times and numbers, and nothing it said is left: news beside it, perhaps not a change of it.
    if r.topical_kind != "switch" or r.old_negated or _RETRACTS.search(r.new):
        return None
    left = {t for t in r.old_terms - r.new_terms if not t.startswith("<") and (len(t) > 1 or not _has_han(t))}
    if left or _when(r.old) != _when(r.new) or numbers(r.old) != numbers(r.new) or _CORRECTION.search(r.new):
        return None
    return ", but it still says all the old fact said"


def _one_character(r: _TopicRead) -> str | _NoChange | None:
    # One character in common (正 in 正在 and 正常, 睡): too little to archive on.
    return "" if all(len(t) == 1 for t in r.shared) else None


# The one the user had, called old: my old Kindle, 舊機車, 原本的蘋果手機, 舊的那台華碩 (原本 alone is
# "at first": 原本每天喝咖啡).
_OLD_ONE = re.compile(
    r"(?:舊的?|原本的|原來的)(?:那?[台支隻件個輛部雙])?(?P<zh>[^，。,;；的又也都就已終還再]{1,6})"
    r"|\b(?:my|the|our|his|her|their) old "
    r"(?P<en>[\w'-]+(?: (?!(?:finally|just|again|already|now|is|was|has|had)\b)[\w'-]+)?)",
    re.IGNORECASE,
)
# A stop the user does (sold, 辭掉, 退訂), unlike one that befalls a thing (died, 發不動了, "doesn't fit anymore").
_STOPPED_BY_THE_USER = re.compile(
    r"賣|送|退|辭|戒|停掉|取消|離職|分手|\b(?:sold|gave|quit|stopped|cancell?ed|dropped|left|got rid)\b", re.I
)


def _a_number_not_given(r: _TopicRead) -> str | _NoChange | None:
    # 原本的日本行程只有五天，現在延長到七天 after 下個月要去日本玩: a number moved from one to
    # another, both in the new fact, of which the old fact gives none; the trip may stand.
    if r.topical_kind != "switch" or r.old_negated or numbers(r.old) or len(set(numbers(r.new))) < 2:
        return None
    return ", but what moved is a number the old fact does not give" if _NUMBER_MOVED.search(r.new) else None


# A number moved from one to another: 延長到七天, 從五天改成七天, "from 5 to 7 days", "extended to".
_NUMBER_MOVED = re.compile(
    r"延長|縮短|延到|提早|增加到|減少到|改成\s*\S{0,2}\d|從.{1,8}(?:改成|變成|到)"
    r"|\b(?:extended|shortened|from \S+ to|up to|down to|cut to|raised to|lowered to)\b",
    re.IGNORECASE,
)


def _its_old_one(r: _TopicRead) -> str | _NoChange | None:
    # "my old Kindle finally died so I ordered a new one", "my old Liverpool shirt doesn't fit
    # anymore", 舊機車又發不動了: it befell the one the user had, which another of its kind may
    # replace; the old fact may hold still.
    # (Sold or given away, the old one is gone, and with it the fact, unless a new one of its kind
    # came: 把舊機車送給弟弟了，換了一台新的.)
    if r.topical_kind != "stop" or (_STOPPED_BY_THE_USER.search(r.new) and not _NEW_ONE.search(r.new)):
        return None
    for found in _OLD_ONE.finditer(r.new):
        named = (found.group("zh") or found.group("en") or "").strip()
        named = _STOPPED_BY_THE_USER.split(_STOP.split(named)[0])[0].strip()  # (舊機車送給弟弟: 機車)
        if "<pet>" in topic_terms(named) or _PEOPLE_WORDS.search(named):
            return None  # "my old dog Max passed away": old is aged, and the dog is gone
        if topic_terms(named) & r.shared:
            return f', but of the old "{named}"'
    return None


def _at_a_rate(r: _TopicRead) -> str | _NoChange | None:
    # "the train is cancelled once a week at least", 公車一個月會停駛一次: a stop now and then,
    # not for good.
    if r.topical_kind != "stop":
        return None
    for clause in _clauses(r.new):
        stops = [m.group() for m in _STOP.finditer(clause)] + [m.group() for m in _NO_LONGER_ZH.finditer(clause)]
        if [w for w in stops if not _LOOSE_STOP.search(w)] and rates_said(clause):
            return ""
    return None


# Words of stopping that are themselves a rate (很少, "rarely"): a rate beside them says how seldom,
# not how often the stop comes.
_LOOSE_STOP = re.compile(r"很少|\b(?:rarely|seldom|hardly)\b", re.IGNORECASE)


_DOUBTS: tuple[Doubt, ...] = (
    _several_at_once,
    _moved,
    _new_part,
    _arrived_at_old,
    _stopped_in_passing,
    _the_thing_acts,
    _only_who,
    _part_of_it,
    _new_time,
    _replaced_another,
    _replaced_in_kind,
    _stopped_one_kind,
    _someone_else_stopped,
    _stopped_in_kind,
    _stopped_elsewhere,
    _only_once,
    _another_thing,
    _keeps_all,
    _one_character,
    _its_old_one,
    _a_number_not_given,
    _at_a_rate,
)


_PARTED = re.compile(PARTED, re.IGNORECASE)
# "…, not six" / "…，不是嘉義": what a correction says was wrong.
_CORRECTED = re.compile(r"(?:不是|而非)(?P<was>[^，。,;；]{1,10})|\bnot (?P<was_en>[\w' ]{1,20}?)(?:[,.;]|$)", re.I)


def _corrected(text: str) -> str:
    found = _CORRECTED.search(text)
    return (found.group("was") or found.group("was_en") or "").strip() if found else ""


_CLAUSE_BREAK = re.compile(r"[，。,;；:：!！?？、]|\bbut\b|\band\b", re.IGNORECASE)
# A clause that tells what came first: 搬回嘉義後, "after moving back".
_AFTER = re.compile(r"(?:之後|以後|後)$|^after\b", re.IGNORECASE)


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE_BREAK.split(text) if c.strip()]


def _kind_where(text: str, shared: set[str]) -> str:
    """The change a fact announces in the clauses that speak of the shared topic. Chinese
    drops an object it has just named (小米摔壞了，換成OPPO; 原神刪掉了，完全不玩了): a clause
    with no topic of its own after one that speaks of it counts too, and so does a switch
    right after it (the new value is the switch's own word)."""
    kinds = set()
    previous = False
    for clause in _clauses(text):
        if _AFTER.search(clause):
            previous = False
            continue
        terms = topic_terms(clause)
        kind = change_kind(clause)
        if terms & shared or (previous and (not terms or kind == "switch")):
            kinds.add(kind)
        previous = bool(terms & shared)
    return next((k for k in ("stop", "start", "switch") if k in kinds), "")


_GROUP_WORDS = dict(TOPIC_GROUPS)


def _group_words(group: str, text: str) -> set[str]:
    words = _GROUP_WORDS[group]
    text = text.casefold()
    found = {w for w in words if _has_han(w) and w in text}
    for word in (w for w in words if not _has_han(w)):
        # (A word at the head of a longer one of the group is not said: "cigarettes" is no "cigar".)
        longer = [w for w in words if w != word and w.startswith(word)]
        for said in re.finditer(rf"\b{re.escape(word)}", text):
            if not any(text.startswith(w, said.start()) for w in longer):
                found.add(word)
                break
    return found


def _one_kind_of(shared: set[str], old: str, new: str) -> str:
    """The facts meet only on a topic (<alcohol> and its head 酒), and the new fact stops
    one kind of it (啤酒) while the old speaks of all of it (喝酒) or of another kind (紅酒):
    that kind, else "". Stopping one kind is no stop of another, nor of all of it."""
    groups = [t[1:-1] for t in shared if t.startswith("<")]
    if not groups or any(not t.startswith("<") and len(t) > 1 for t in shared):
        return ""
    for group in groups:
        generic = GROUP_GENERIC_WORDS.get(group)
        if generic is None:
            continue
        kinds_new, kinds_old = _kinds_of(group, generic, new), _kinds_of(group, generic, old)
        heads = "".join(g for g in generic if _has_han(g) and len(g) == 1)
        if not kinds_new or _alike(kinds_new, kinds_old, heads):
            continue  # 戒酒了 stops all of it; 不跑步了 after 慢跑 stops the same
        return f"of {'、'.join(sorted(kinds_new))}"
    return ""


def _kinds_apart(shared: set[str], new: str, old: str) -> bool:
    """The facts meet only on a topic the user may hold several kinds of at once
    (`MULTI_VALUED_GROUPS` with words for the topic itself: pets), each naming its own kind and
    neither the topic itself: a cat, then a hamster given away. News of one kind is no change of
    the other. (No pets, then a rabbit adopted: the topic itself was denied, and a kind of it
    begun.)"""
    if any(not t.startswith("<") and (len(t) > 1 or not _has_han(t)) for t in shared):
        return False
    groups = [t[1:-1] for t in shared if t.startswith("<")]
    if not groups or any(f"<{g}>" not in MULTI_VALUED_GROUPS or g not in GROUP_GENERIC_WORDS for g in groups):
        return False
    for group in groups:
        generic = GROUP_GENERIC_WORDS[group]
        if any(_group_words(group, text) & set(generic) for text in (new, old)):
            return False  # the topic itself against a kind of it: they meet
        heads = "".join(g for g in generic if _has_han(g) and len(g) == 1)
        if _alike(_kinds_of(group, generic, new), _kinds_of(group, generic, old), heads):
            return False  # 貓, then 貓過世了: the same kind, named again
    return True


def _kinds_of(group: str, generic: tuple[str, ...], text: str) -> set[str]:
    """The kinds of a topic a fact names: its words that are not the generic ones, and
    Chinese compounds on a generic head (啤酒, 紅酒 on 酒)."""
    heads = {g for g in generic if _has_han(g) and len(g) == 1}
    compounds = {t for t in topic_terms(text) if len(t) == 2 and t[-1] in heads and _has_han(t)}
    return {w for w in _group_words(group, text) if w not in generic} | compounds


def _alike(a: set[str], b: set[str], heads: str = "") -> bool:
    """Words that share a character besides the topic's head (慢跑 / 跑步, not 啤酒 / 紅酒)
    or a stem (cigarette / cigarettes)."""
    return any(
        (set(x) & set(y)) - set(heads) if _has_han(x + y) else x.startswith(y) or y.startswith(x) for x in a for y in b
    )


# A new part or person of something (換了新的坐墊套, 換了新校長, "had the brakes replaced").
_NEW_PART = re.compile(
    r"換了?(?:一[個支台副雙組位])?新的?(?P<zh>[\u4e00-\u9fff]{1,4})"
    r"|\b(?:had|got) (?:the|a|her|his|my|its|their) (?P<en>[a-z]+) (?:replaced|fixed|changed|repaired)",
    re.IGNORECASE,
)


# What a replacement gave up: 把X換成Y, "replaced X with Y", "traded in X for Y".
_REPLACED = re.compile(
    r"把(?P<zh>[^，。,;；]{1,20}?)(?:換成|改成|換掉)"
    r"|\b(?:replaced|swapped|traded in) (?:my |his |her |their |the )?(?P<en>[^,.;]+?) (?:with|for)\b",
    re.IGNORECASE,
)
_BOUGHT = re.compile(
    r"(?:買了?|換了?)(?P<zh>[^，。,;；]+)|\b(?:bought|purchased|got (?:a |another )?new) (?P<en>[^,.;]+)", re.IGNORECASE
)


def _new_parts(text: str) -> list[str]:
    return [(m.group("zh") or m.group("en") or "").casefold() for m in _NEW_PART.finditer(text)]


def _destination(text: str) -> str:
    """What the new fact changes to: the words after 到, 成, to, into …"""
    return " ".join((m.group("zh") or m.group("en") or "") for m in _DESTINATION.finditer(text))


def _within(old: str, new: str, shared: set[str]) -> bool:
    """A move inside the place the old fact names (在竹北開診所 → 搬到竹北另一條路上)."""
    place = _PLACE_OF.search(old)
    where = _destination(new)
    named = (place.group("place") or place.group("en") or "").casefold() if place else ""
    return any(w in named and w in where.casefold() for w in shared if len(w) > 1)


_PLACE_OF = re.compile(r"(?:住在|在|位於)(?P<place>[\u4e00-\u9fff]{2,4})|\b(?:in|at) (?P<en>[A-Z][\w ]+)")
_WHERE = re.compile(r"住|在|位於|\b(?:lives?|living|located|based|in|at|near)\b", re.IGNORECASE)
_MOVED = re.compile(r"搬|\b(?:moved|relocated)\b", re.IGNORECASE)
# (到 of 提到, 收到, 遇到 … is no destination.)
_DESTINATION = re.compile(
    r"(?:(?<![提收看聽遇找想得受拿買等談遲感做])到|成|往)(?P<zh>[^，。,;；]+)|\b(?:to|into) (?P<en>[^,.;]+)",
    re.IGNORECASE,
)


def _only_as_destination(new: str, shared: set[str]) -> bool:
    """Is every word the facts share (groups aside) said only where the new fact goes to?"""
    words = {t for t in shared if not t.startswith("<") and len(t) > 1}
    if not words:
        return False
    rest = new.casefold()
    places = []
    for found in _DESTINATION.finditer(rest):
        places.append(found.group("zh") or found.group("en") or "")
        rest = rest.replace(found.group(), " ")
    return all(any(w in p for p in places) and w not in rest for w in words)


def _keeps(old_terms: set[str], new_terms: set[str]) -> bool:
    """Does the new fact still say every word (pair) the old one said?"""
    words = {t for t in old_terms if len(t) > 1}
    return bool(words) and words <= new_terms


def _same_kind(old_terms: set[str], new_terms: set[str]) -> bool:
    """Everything the old fact is about is in the new one: its words, or (in Chinese) the
    heads of its words and one pair of characters (戴眼鏡 → 一副新的黑框眼鏡)."""
    if old_terms <= new_terms:
        return True
    heads = {t for t in old_terms if len(t) == 1 and _has_han(t)}
    return bool(heads) and heads <= new_terms and any(len(t) == 2 and _has_han(t) for t in old_terms & new_terms)


# One occasion called off (這週末的露營取消了, "tonight's practice got cancelled"), not a habit
# stopped: the occasion and the calling off are both said, and the old fact is a habit (not that
# occasion itself, 這週末要去露營; not a subscription, cancelled "today" for good).
_CALLED_OFF_ONCE = re.compile(
    r"(?=.*(?:這(?:個)?(?:週末|禮拜|星期|週|次)|今天|今晚|明天|\b(?:this (?:weekend|week|time)|today|tonight|tomorrow)"
    r"(?:'s)?\b))(?=.*(?:取消|\b(?:cancell?ed|called off)\b))",
    re.IGNORECASE,
)


# This time only: 這週末, 今天, 今晚, "this weekend", "tonight" (not "today": "six months sober today").
_THIS_TIME_ZH = r"這(?:個)?週末|這禮拜|這星期|這週|今天|今晚|明天|這次"
# (This year too, of a habit kept once a year: 今年過年不回娘家了, "not going home this Christmas".)
_THIS_TIME = re.compile(
    _THIS_TIME_ZH + r"|今年|\b(?:this (?:weekend|week|time|year|christmas)|tonight|tomorrow)\b", re.IGNORECASE
)
# From this time on: 今天開始不喝了, 從今天起, "from today", "starting tonight".
# (開始 said of the stop itself, 今年開始不回, 開始不喝; not 開始坐月子 beside it. Not 買不起, nor 以後再說, a later.)
_FROM_NOW_ON = re.compile(
    r"(?:今年|明年|今天|從今|這週|下個?月|現在|此)開始|開始(?:就|都|再)?(?:不|沒|戒|停)|(?<![一不])起(?!床|來)"
    r"|(?:以後|之後)(?!再|有機會|看|要)|從此|從今|再也"
    r"|\b(?:from|starting|since|on out|onwards?|decided|no more|for good)\b",
    re.I,
)
# Days a habit keeps, said bare: 週末回苗栗老家, 平日住台北, "weekends at the cabin".
_ON_DAYS = re.compile(r"週末|周末|假日|平日|\b(?:weekends|weekdays)\b", re.IGNORECASE)


# A part of the thing replaced or repaired (換螢幕, 換電池, "had the brakes replaced"): the thing
# itself stays.
_PART_REPLACED = re.compile(
    r"換(?:了)?(?:一?[個片顆組支條])?(?:新的?)?(?:螢幕|電池|手機殼|殼|鏡頭|輪胎|機油|煞車|剎車|濾網|濾心|零件|鍵盤|保護貼|"
    r"玻璃貼|面板|主機板|硬碟|記憶體|充電孔|排氣管|車殼|坐墊|座墊)|(?:螢幕|電池|輪胎|機油|煞車|鍵盤)(?:換|更換)"
    r"|\b(?:replaced|changed|swapped|fixed|repaired|got a new)\b (?:the |her |his |my |its |their |a )?(?:new )?"
    r"(?:screen|battery|case|tires?|tyres?|oil|brakes?|brake pads|keyboard|lens|parts?|screen protector|windshield)\b"
    r"|\b(?:screen|battery|tires?|tyres?|brakes?|brake pads|keyboard|windshield)\b (?:\w+ )?(?:replaced|changed|fixed)",
    re.IGNORECASE,
)


_PART_NOUN = re.compile(
    r"螢幕|電池|鏡頭|輪胎|鍵盤|\b(?:screen|battery|tires?|tyres?|brakes?|keyboard|lens|windshield)\b", re.IGNORECASE
)


def _the_part_itself(replaced: str, old: str) -> bool:
    """Whether the old fact is about the part replaced itself (羅技的鍵盤, then 鍵盤換成 Keychron)."""
    return any(p.group().casefold() in old.casefold() for p in _PART_NOUN.finditer(replaced))


# A switch made at times or still to make (在家會換回眼鏡, 有時候改騎車, 每兩年就換新手機, "sometimes
# switches to"): 會 before the verb is a habit or a plan, not a change done (教會換了新牧師, 晚會改到,
# 國家會改 are no 會換).
_SWITCHES_AT_TIMES = re.compile(
    r"(?:^|(?<=[，,我他她者都也就還常末後時天])|(?<=[^國專大作畫]家))會(?:先|再)?(?:換|改)|有時(?:候)?(?:會)?(?:換|改)|偶爾(?:會)?(?:換|改)"
    r"|每[^，。,]{0,4}?就?(?:會)?(?:換|改)"
    r"|\b(?:sometimes|occasionally|usually|often) (?:\w+ )?(?:switch|swap|change)e?s?\b",
    re.IGNORECASE,
)


# Keeping from a thing said without a negation: 吃素 keeps from meat, as "teetotal" from drink. Meat
# stopped after 吃素 is the diet kept, not ended.
_ABSTAINS = re.compile(
    r"吃素|素食|茹素|全素|蛋奶素|奶蛋素|\b(?:vegetarian|vegan|plant-based|teetotal)\b", re.IGNORECASE
)
# A diet kept in part: 初一十五吃素, 吃素但會吃海鮮, "vegetarian on weekdays".
_IN_PART = re.compile(
    r"初一|十五|早齋|鍋邊|但會|但吃|除了|平日|週間|\b(?:except|but|weekdays?|mostly)\b", re.IGNORECASE
)


# A site of something (an office, a branch, a campus): a move between two is within the one.
_SITE = re.compile(r"分行|分公司|分店|門市|辦公室|廠區|據點|校區|\b(?:office|branch|campus|site|store|plant)\b", re.I)


def _topic_change_kind(
    kind: str, added: set[str], old_negated: bool, old: str, new: str, topic: str
) -> FrameOutcome | None:
    if kind == "stop" and change_kind(old) == "stop":
        # 奶奶過世了, then 阿嬤已經不在了: it had stopped already, and still has.
        return None if added else FrameOutcome(SAME, f'same topic "{topic}", stopped in both')
    if (
        kind == "stop"
        and (_CALLED_OFF_ONCE.search(new) or (_THIS_TIME.search(new) and not _FROM_NOW_ON.search(new)))
        and (_habit(old) or _ON_DAYS.search(old))
        and not _OCCASION.search(old)
    ):
        # 週末會去露營, then 這週末下雨，露營取消; 週末回苗栗, then 這週末要加班，就不回苗栗了: one
        # occasion called off or skipped, not the habit.
        return None
    if kind == "stop" and not old_negated:
        return FrameOutcome(CHANGED, f'same topic "{topic}", and the new fact says it stopped')
    if kind == "start" and old_negated:
        return FrameOutcome(CHANGED, f'same topic "{topic}", and the new fact says it began')
    if kind == "switch" and old_negated and not _NEGATED.search(new):
        # "can't drive" → "drives to work now": what the old fact denied, the new one does.
        # (A liking is not a doing: 沒有養動物, then 最喜歡的動物是水豚.)
        status = LIKELY_CHANGED if LIKING.search(new) else CHANGED
        return FrameOutcome(status, f'same topic "{topic}", and the new fact says it now holds')
    if kind == "switch" and added:
        shown = "、".join(sorted(added, key=lambda t: (-len(t), t))[:2])
        if not _STRONG_SWITCH.search(new):
            # Only "now": a new value, or one more beside the old (現在對蝦子過敏 after 對花生過敏).
            return FrameOutcome(LIKELY_CHANGED, f'same topic "{topic}", and the new fact now says "{shown}"')
        if _SWITCHES_AT_TIMES.search(new):
            return None  # 在家會換回眼鏡: a switch made at times, or still to make, is no change done
        if _SITE.search(_destination(new)) and not _SITE.search(old):
            # "transferred from DBS Marina Bay to the Changi Business Park office" after "works at DBS
            # Bank": perhaps one more site of the same employer, school or shop, never named before.
            return FrameOutcome(
                LIKELY_CHANGED,
                f'same topic "{topic}", and the new fact names another site, "{shown}"; perhaps of the same',
            )
        return FrameOutcome(CHANGED, f'same topic "{topic}", and the new fact says it changed to "{shown}"')
    return None


def still_in_part(new_text: str, old_text: str) -> str:
    """The words by which a new fact that tells of a stop says the old one still holds in part:
    "quit beer, but he still drinks an IPA now and then", 戒了菸，但壓力大時仍然會抽一根, "except for
    the odd pint", "mostly quit". "" when it says none, or what still holds is of another kind
    ("quit coffee, but still drinks green tea" is read as the stop it is only if a table knows tea)."""
    new, old = normalise(new_text), normalise(old_text)
    if change_kind(new) != "stop":
        return ""
    if partly := _PARTLY.search(new):
        return partly.group()
    words = {t for t in topic_terms(new) & topic_terms(old) if not t.startswith("<")}
    for clause in _clauses(new):
        if (still := _STILL.search(clause)) and not _names_another(clause, words, old):
            return still.group()
    return ""


# Only in part: "except for the odd pint", "mostly quit", 除了聚餐以外.
_PARTLY = re.compile(
    r"\b(?:except|apart from|aside from|other than|mostly|largely|almost entirely|for the most part)\b"
    r"|\b(?:on weeknights|on weekdays)\b|除了|大部分|幾乎|只有|只在|平日",
    re.IGNORECASE,
)


def _names_another(clause: str, shared: set[str], old: str) -> bool:
    """Does the clause name a thing of another kind than the old fact's, and nothing the facts
    share ("but I still drink green tea" after coffee)? Not a pronoun, a time, a verb of staying,
    or another thing of the same kind (an IPA, a pint, 拿鐵 after beer or coffee: perhaps the same)."""
    terms = topic_terms(_STILL.sub(" ", _WHEN.sub(" ", clause)))
    own = {t for t in terms if not t.startswith("<")}
    kinds = {t for t in terms if t.startswith("<")}
    old_kinds = {t for t in topic_terms(old) if t.startswith("<")}
    return bool(shared) and bool(kinds) and not kinds & old_kinds and bool(own - _STILL_VERBS) and not own & shared


_STILL_VERBS = frozenset(("work", "stay", "same", "sam", "fine", "ok", "keep", "remain"))


def tells_of_change(new_text: str, old_text: str) -> bool:
    """Does the new fact tell of a change the old one does not (promoted, switched, quit),
    and not that the value stays (still, 一樣)?"""
    new, old = normalise(new_text), normalise(old_text)
    if _STILL.search(new):
        return False
    strong = [m for m in (_STOP, _STRONG_SWITCH) if m.search(new)]  # (交了男友 after 有男友: the same)
    return bool(strong) and not any(m.search(old) for m in strong)


def takes_up_denied_kind(new_text: str, old_text: str) -> tuple[str, bool] | None:
    """(kind, sure) when the old fact denies a whole kind outright (不會任何樂器, "doesn't
    exercise") and the new one says the user now does one of it (學會彈吉他, 每天騎腳踏車):
    sure when it says so as a change, a habit or a skill learned; None otherwise. Not for a
    wish, this time only, or a new fact that denies too."""
    old, new = normalise(old_text), normalise(new_text)
    for kind, denied, member in _DENIED_KINDS:
        if not denied.search(old) or denied.search(new) or not member.search(new):
            continue
        wish = wishes(new) and not _SIGNED_UP.search(new)  # (報名了健身房 is done, not wished)
        once = kind not in SAID_ONCE_KINDS and (for_once(new_text) or _A_WHILE.search(new))  # (passed it today)
        if _DENIED.search(new) or wish or once or LIKING.search(new):
            return None
        if kind in SAID_ONCE_KINDS:
            return kind, True
        return kind, announces_change(new_text) or bool(_HABIT.search(new) or _TAKEN_UP.search(new))
    return None


def ended_by(new_text: str, old_text: str) -> str | None:
    """The state the old fact tells (懷孕中, "expecting a baby") when the new one tells the event
    that ends it (寶寶出生了, "our son was born"); None otherwise (or when it is only hoped for)."""
    old, new = normalise(old_text), normalise(new_text)
    for state, during, ending in _ENDED_BY:
        end, was = ending.search(new), during.search(old)
        if not end or not was:
            continue
        # (What the state is of, when its pattern names it, is named where it ends: 準備國考, then
        # 多益考完了 is another exam; "took the GRE prep course" is no GRE taken.)
        named = re.sub(r"(?:考試|\s*(?:exams?|tests?))$", "", next((v for v in was.groupdict().values() if v), ""))
        where = next((c for c in _clauses(new) if end.group() in c), new)
        if named and not re.search(re.escape(named) + r"(?! (?:prep|course|class|practice|book))", where, re.I):
            continue
        # (A denial in the clause that tells the end, beside the end itself: 寶寶還沒出生.)
        clause = next((c for c in _clauses(new) if end.group() in c), new)
        told = clause.replace(end.group(), " ")
        if _NOT_REAL.search(new):
            continue  # 夢到畢業典禮, "died in the book", 當畢業典禮的工作人員: no end of the user's own
        if state == "show or book under way" and not _title_finished(named, where):
            continue  # 影后看完第十一集了, 華燈初上的預告看完了, "finished dinner with friends": not the title done
        if state == "pregnancy" and _YEARS_BACK.search(new):
            continue  # "had a miscarriage in 2019, so this pregnancy feels scary": another time
        if not (wishes(new) or _DENIED.search(told) or _NOT_YET_END.search(clause) or _AHEAD.search(new)):
            if state == "debt" and any(kind.search(new) and not kind.search(old) for kind in _DEBT_KINDS):
                continue  # 學貸還完了 after 有房貸: another debt
            return state
    return None


def _title_finished(title: str, clause: str) -> bool:
    """Whether the clause says the title itself was finished, the word of finishing right beside it
    and nothing of it after (影后看完了, 把三體讀完了, 追完《想見你》, "finished The Bear last night"), not
    an episode, a part, a trailer or something else named with it (看完影后的第十二集, 三體第一部讀完了,
    "finished the office move", "finished Dune Messiah")."""
    t = re.escape(title)
    end = r"(?=$|[，,。.!！~～;；\s])"
    return bool(
        re.search(
            rf"(?:^|[，,。!！\s]|把|我)《?{t}》?(?:我|也|終於|昨天|今天|昨晚|前天|已經|一口氣|總算|全部|整部|都)*"
            rf"(?:看完|讀完|追完|刷完)(?:了|啦|囉|惹)?{end}"
            rf"|(?:看完|讀完|追完|刷完)了?《{t}》{end}"
            rf"|\bfinished (?:watching |reading |bingeing |binging )?(?:the )?{t}"
            rf"(?=\s*$|\s*[,.!;]| (?:last night|yesterday|today|tonight|finally|at last|this morning|this week"
            rf"|over the weekend)\b)",
            clause.strip(),
            re.IGNORECASE,
        )
    )


# Not the user's own, or not real: a dream, a story, a game, a ceremony worked at.
_NOT_REAL = re.compile(
    r"夢|工作人員|幫[^，。,]{0,4}(?:撥穗|拍照)|\b(?:dream\w*|usher\w*|staff\w*|volunteer\w*)\b|" + STORIES,
    re.IGNORECASE,
)
# Still to come: 預計三月出生, "is due in March".
_AHEAD = re.compile(
    r"預計|即將|快要|將在|會在|預產|下週|下周|下禮拜|下星期|下個月|明天|後天|就能|就可以|"
    r"\b(?:expected|due|will|going to|about to|next|tomorrow|soon)\b"
    r"|等(?!了|待)[^，。,]{0,12}完|\b(?:once|after|when) i(?:'ve| have)? finish",
    re.IGNORECASE,
)
_NOT_YET_END = re.compile(r"還沒|尚未|未能|\b(?:not yet|hasn'?t|haven'?t|isn'?t|wasn'?t)\b", re.IGNORECASE)
_DEBT_KINDS = tuple(re.compile(kind, re.IGNORECASE) for kind in DEBT_KINDS)
_ENDED_BY = tuple((state, re.compile(d, re.IGNORECASE), re.compile(e, re.IGNORECASE)) for state, d, e in ENDED_BY)
_SIGNED_UP = re.compile(r"報名了|\bsigned up\b", re.IGNORECASE)
_DENIED_KINDS = tuple((kind, re.compile(d, re.IGNORECASE), re.compile(m, re.IGNORECASE)) for kind, d, m in DENIED_KINDS)
# Taken up, learned, or done so often: 學會, 報名了, 一週去三次, "took up", "now".
_TAKEN_UP = re.compile(
    r"學會|學了|報名|開始|現在|養了|收養|領養|一週.{0,3}次|一個禮拜.{0,3}次|"
    r"\b(?:learned|learnt|took up|signed up|joined|now|\w+ times a week)\b",
    re.IGNORECASE,
)


def affirms_denied(new_text: str, old_text: str) -> bool:
    """The old fact says not (不喝咖啡, "doesn't smoke") and the new one says so. (The other
    way round, without a word of change, is more often a restriction: 晚上不喝咖啡.)"""
    old = normalise(old_text)
    if LIKING.search(old):
        return False  # 不喜歡喝咖啡 and 每天喝一杯咖啡 both hold: liking is not doing
    return bool(_DENIED.search(old)) and not _DENIED.search(normalise(new_text))


# A denial, not a negative prefix in a compound (無糖 "sugar-free", 沒問題 "no problem"
# aside): 不 / 沒(有) before a verb, or an English negation.
_DENIED = re.compile(r"不|沒(?!問題)|\b(?:not|never|doesn'?t|don'?t|isn'?t|can'?t|cannot)\b", re.IGNORECASE)


LIKING = re.compile(r"喜歡|愛|討厭|\b(?:likes?|loves?|enjoys?|hates?|mind|favou?rite)\b", re.IGNORECASE)


def narrows(new_text: str, old_text: str) -> str:
    """The word by which the new fact narrows itself to part of the time (週末, "on weekends")
    that the old fact does not use, or ""."""
    new, old = normalise(new_text), normalise(old_text)
    found = _SCOPE.search(new)
    if found and not _SCOPE.search(old):
        return found.group()
    for one, other in _PARTS_OF_TIME:
        # 白天戴隱形眼鏡, then 晚上在家換戴眼鏡: the other part of the day, the old one untouched.
        for said, now in ((one, other), (other, one)):
            if said.search(old) and (part := now.search(new)) and not said.search(new) and not now.search(old):
                return part.group()
    return ""


def for_a_while(new_text: str, old_text: str) -> str:
    """The word by which the new fact keeps a habit to a short while (這週每天八點下班 after
    每天六點下班, "this week she sleeps five hours a night"), that the old fact does not use; or ""."""
    new, old = normalise(new_text), normalise(old_text)
    found = _A_WHILE.search(new)
    if not found or _A_WHILE.search(old) or not (_HABIT.search(new) or _HABIT.search(old) or _SHIFT.search(new)):
        return ""
    return found.group()


# A shift worked is a habit too: "on nights this week" is for a while.
# (English "days" and "nights" only as shifts worked: not "60 days sober".)
_SHIFT = re.compile(
    "|".join(zh for _, zh, _ in SHIFTS)
    + r"|\b(?:on|works?|working) (?:the )?(?:"
    + "|".join(en for _, _, en in SHIFTS)
    + r")\b|\b(?:night|day|late|evening|swing|graveyard) shifts?\b",
    re.I,
)


# A short while, and a habit it may hold for: 這週 with 每天, "this month" with "every morning".
_A_WHILE = re.compile(
    r"這週|這禮拜|這星期|本週|這個月|本月|這幾天|今天|今晚|\b(?:this (?:week|month)|these few days|today|tonight|"
    r"for now|for the time being|temporarily|this (?:weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s)?)\b",
    re.IGNORECASE,
)
_HABIT = re.compile(
    r"每天|每晚|每週|每周|每個月|每次|天天|\b(?:every (?:day|night|morning|evening|week|weekend)|daily|nightly|"
    r"every (?:mon|tues|wednes|thurs|fri|satur|sun)day|on (?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:a|per|each) (?:day|night|week))\b",
    re.IGNORECASE,
)


# Parts of the time that split it in two: a new fact naming one, after an old fact naming the
# other, speaks of the other part.
_PARTS_OF_TIME = tuple(
    (re.compile(a, re.IGNORECASE), re.compile(b, re.IGNORECASE))
    for a, b in (
        (r"白天", r"晚上|夜裡|夜間"),
        (r"平日|平常日|上班日", r"週末|周末|假日"),
        (r"\b(?:during the day|in the daytime)\b", r"\b(?:at night|in the evenings?)\b"),
        (r"\bon weekdays\b", r"\b(?:on|at) weekends?\b"),
    )
)


def no_longer(new_text: str, old_text: str) -> str:
    """What the new fact says no longer holds, in the old fact's own words: "not a barista
    anymore" after "Job: barista", 不再熬夜 after 常常熬夜到三點 (the caller asks only of an old
    fact that says one thing). "" otherwise: not "doesn't work weekends anymore" after "works at
    Google" (the weekends are no part of the old fact), not "not just a barista anymore" (more,
    not less), not 不喜歡慢跑了 after 每天慢跑 (a liking, not the doing), nor after a fact that
    says not itself."""
    new, old = normalise(new_text), normalise(old_text)
    if _NEGATED.search(old) or wishes(new) or _UNHAPPENED.search(new) or _adds_a_value(new, old):
        return ""
    if _MORE_THAN.search(new):
        return ""  # "not just a barista anymore": more, not less
    old_terms = topic_terms(old)
    for found in _NO_LONGER.finditer(new):
        thing = next(g for g in found.groups() if g is not None).strip()
        if LIKING.search(thing) and not _FAVOURITE_WORD.search(thing):
            continue  # 不喜歡慢跑了: a liking, not the running (but "no longer her favourite" is news)
        terms = topic_terms(thing)
        if terms and terms <= old_terms and any(len(t) > 1 and not t.startswith("<") for t in terms):
            return thing
    return ""


_FAVOURITE_WORD = re.compile(r"最愛|最喜歡|\bfavou?rite\b", re.IGNORECASE)
# More than the old fact, not less: "not just a barista anymore", 不只是工程師了, 不再只是學生.
_MORE_THAN = re.compile(r"不只|不僅|不單|不再只|\b(?:not|no longer) (?:just|only|merely|simply)\b", re.IGNORECASE)


# "no longer X", "not X anymore"; 不再X, 已經不X了, 沒在X了.
_NO_LONGER = re.compile(
    r"\bno longer (?:an? |the )?([^,.;!?]{2,30})"
    r"|(?:\bnot|n't|\bnever) (?:an? |the |be |being )?([^,.;!?]{2,30}?) (?:anymore|any more)\b"
    r"|不再(?:是|當)?([^，。,;；！!？?]{2,8})"
    r"|已經?(?:不|沒在|沒有在)(?:是|當)?([^，。,;；！!？?]{2,8}?)了",
    re.IGNORECASE,
)


def areas(text: str) -> set[str]:
    """The areas of a life a fact is about (`AREA_GROUPS`), as "<home>", "<work>"… None when
    what moved is a place the user goes to (公司搬到內湖, "the gym moved"); not work when the
    fact is about the way there (騎機車通勤上班)."""
    text = normalise(text).casefold()
    if _PLACE_MOVED.search(text):
        return set()  # the place moved, not the user: no news of home, work or school
    found = {f"<{area}>" for area, pattern in _AREAS if pattern.search(text)}
    if "<commute>" in topic_terms(text):
        found.discard("<work>")
    return found


# A place one goes to, moved: 健身房搬到新大樓, 公司搬到內湖, "the climbing gym moved to".
_PLACE_MOVED = re.compile(
    r"(?:健身房|實驗室|店|公司|辦公室|學校|分行|診所|教室|系館|工廠|餐廳|補習班|教會|球場|道館)"
    r"(?:最近|剛|已經|也|就)?(?:搬|遷)|"
    r"\b(?:gym|lab|shop|store|company|office|school|branch|clinic|studio|league|class|classes|sessions?|practice|"
    r"church|restaurant|cafe|team|firm|dojo|arena)(?: \w+)? (?:just |has |had |recently |also )?(?:moved|relocated)\b",
    re.IGNORECASE,
)


# What almost happened did not (差點又開始抽菸, "almost quit"). (Not before a number: "almost 90
# kg" is an amount.)
ALMOST = re.compile(r"差點|差一點|險些|\b(?:almost|nearly)\b(?! ?\d)", re.IGNORECASE)
# News of a change that did not happen, or not to the user: almost, not, in a dream, a rumour,
# if, a worry, a friend helped.
_UNHAPPENED = re.compile(
    rf"{ALMOST.pattern}|夢到|夢見|謠傳|傳言|假消息|如果|要是|擔心|幫(?:朋友|同學|同事|家人|爸媽|[他她])|"
    r"(?:沒有?|不會|並沒|還沒)(?:要|打算|真的)?(?:辭|離|搬|換|轉|跳槽)|"
    r"\b(?:almost|nearly|dreamt|dreamed|dream|rumou?rs?|if|worried|helped|helping)\b|"
    r"\b(?:did not|didn't|never|hasn't|has not|won't|not) (?:quit|move|moved|leave|left|change|changed|switch)",
    re.IGNORECASE,
)
# A move to where someone else lives, which names no place: 搬到男友的家, 搬到爸媽家附近,
# "moved in with my boyfriend".
_TO_SOMEONES_HOME = re.compile(
    r"搬(?:到|去|回|進)了?(?:男友|女友|男朋友|女朋友|爸媽|父母|家人|老公|老婆|朋友|親戚|阿嬤|奶奶|外婆|阿公|爺爺|外公|"
    r"姊姊|姐姐|哥哥|弟弟|妹妹|公婆|岳父母|他|她)的?家|\bmov(?:ed|ing|e) in with\b",
    re.IGNORECASE,
)
_AREAS = tuple(
    (
        area,
        re.compile(
            "|".join(
                re.escape(w) if _has_han(w) else rf"(?<![a-z]){re.escape(w)}(?:e?s|e?d|ing)?(?![a-z])"
                for w in sorted(words, key=len, reverse=True)
            )
        ),
    )
    for area, words in AREA_GROUPS
)


def shared_topic(new_text: str, old_text: str) -> str:
    """The topic two facts share, shown as words, or "" — and "" as well when the new fact
    only adds a value (也, "also") or states a wish or a plan."""
    new = normalise(new_text)
    if _adds_a_value(new, normalise(old_text)) or (_WISH.search(new) and not _advice_taken(new)):
        return ""
    shared = topic_terms(new) & topic_terms(old_text)
    if _kinds_apart(shared, new, normalise(old_text)):
        return ""  # a cat, then a hamster given away: two kinds of pet, each its own
    if not _UNHAPPENED.search(new):
        shared |= areas(new) & areas(old_text)
        if _TO_SOMEONES_HOME.search(new):
            shared.discard("<home>")  # 搬到男友的家: where, it does not say
    if change_kind(new) == "start" and not _NEGATED.search(normalise(old_text)):
        shared -= set(MULTI_VALUED_GROUPS)  # "adopted a cat" after "has a dog": one more
    return "、".join(sorted(shared, key=lambda t: (-len(t), t))[:3])


# A name the old fact does not have: a Latin word in a Chinese fact, or a capitalised word
# past the first in an English one ("Danny" after "Daniel", YAMAHA after 山葉).
_NAME_LIKE = re.compile(r"(?<![A-Za-z])[A-Za-z][A-Za-z'\-]*")
_NOT_NAMES_EN = frozenset(
    (
        *("i", "i'm", "i've", "i'd", "i'll", "the", "user", "user's", "users"),
        # Units after a number: 80 kg, 125cc, 170 cm (a number of its own says what changed).
        *("kg", "kgs", "g", "cm", "mm", "km", "m", "cc", "ml", "l", "lb", "lbs", "kcal", "k", "gb", "tb", "hr", "hrs"),
    )
)


_PEOPLE_WORDS = re.compile(
    "|".join(
        sorted((re.escape(a) if _has_han(a) else rf"\b{re.escape(a)}s?\b" for a in _PEOPLE), key=len, reverse=True)
    ),
    re.IGNORECASE,
)


def _people_in(text: str) -> list[str]:
    text = _NOT_PEOPLE.sub("", text)
    which = [m.group().casefold() for m in _WHICH_ONE.finditer(text)]  # 大兒子 and 小兒子 are two sons
    return which + [m.group().casefold() for m in _PEOPLE_WORDS.finditer(text)]


_WHICH_ONE = re.compile(WHICH_ONE, re.IGNORECASE)


# A relative's word that names no one: a mother tongue, 母語.
_NOT_PEOPLE = re.compile(r"\b(?:mother|mom) (?:tongue|language)s?\b|母語", re.IGNORECASE)


_HAVING = re.compile(
    r"有一[把台支輛件雙]|擁有|\b(?:owns?|owned|(?:'ve|have|has|'s) got (?:an?|two|three))\b", re.IGNORECASE
)


def _topic_words(text: str) -> set[str]:
    """The terms of a fact's topic, without its groups ("<exercise>")."""
    return {w for w in topic_terms(text) if not w.startswith("<")}


# Something taken, worn or used for one's health: 戴陽壓呼吸器, 吃降血壓藥, "uses an inhaler".
_TAKEN_FOR_HEALTH = re.compile(
    r"(?:戴|吃|服用|使用|用|噴|擦|打|貼)[^，。,；;]{0,5}?(?:藥|呼吸器|助聽器|器材|劑|針|貼布|藥膏|錠|牙套|護具)"
    r"|\b(?:wears?|wearing|takes?|taking|uses?|using|on) (?:an? |the |his |her |my |their )?(?:[\w-]+ ){0,2}"
    r"(?:machine|mask|inhaler|pills?|tablets?|meds|medication|medicine|brace|retainer|insulin|patch(?:es)?|"
    r"hearing aids?|cpap)\b",
    re.IGNORECASE,
)


def _another_favourite(new: str, old: str) -> str:
    """The kind of favourite the new fact names when the old one names favourites of other kinds
    only ("favourite cuisine" after "favorite Thai dish"). "" otherwise."""
    kinds = [
        {c.claim.key for c in read_fact(t) if c.claim.kind == "attribute" and c.claim.key.startswith("favourite ")}
        for t in (new, old)
    ]
    return sorted(kinds[0])[0].removeprefix("favourite ") if kinds[0] and kinds[1] and not kinds[0] & kinds[1] else ""


def _plain_words(text: str) -> set[str]:
    """The words of a fact's topic (no groups, no lone Chinese characters)."""
    return {w for w in _topic_words(text) if len(w) > 1 or not _has_han(w)}


def _something_else_of(new: str, old: str) -> str:
    """The person both facts are about, when each says something of them and the two share no
    other word (老婆是日本人, then 老婆中文講得很好: two things of one wife). "" otherwise."""
    people = set(_people_in(new)) & set(_people_in(old))
    if not people:
        return ""
    new_words, old_words = ({w for w in _plain_words(t) if not _PEOPLE_WORDS.fullmatch(w)} for t in (new, old))
    return sorted(people)[0] if new_words and old_words and not new_words & old_words else ""


def only_a_name_shared(new_text: str, old_text: str) -> str:
    """The name two facts share when it is all they share, and a table reads one of them and
    nothing of the other: "works as a data analyst at Spotify" / "mostly listens to podcasts on
    Spotify" ("Spotify"). Alike as sentences, but one fact is a job and the other a habit. ""
    otherwise."""
    new, old = normalise(new_text), normalise(old_text)
    shared = _topic_words(new) & _topic_words(old)
    names = {w for text in (new, old) for found in _A_NAME.finditer(text) for w in _topic_words(found.group())}
    if not shared or not shared <= names:
        return ""
    read = [any(c.claim.kind == "attribute" for c in read_fact(t)) for t in (new, old)]
    return sorted(shared)[0] if read[0] != read[1] else ""


# A name in a sentence: a capitalised word not at its start, or Latin letters among Chinese.
_A_NAME = re.compile(r"(?<=[\s\u4e00-\u9fff])[A-Z][\w&'.-]*(?:\s+[A-Z0-9][\w&'.-]*)*")


def _said_of_the_thing(new: str, old: str) -> str:
    """The thing the old fact names, of which the new one says something the old does not:
    使用者的雙胞胎是一男一女 after 有一對雙胞胎, "User's twins are a boy and a girl", "User's studio has
    a small balcony" after "lives in a studio". "" if none."""
    found = _SAID_OF.search(new)
    if not found:
        return ""
    thing, what = (found.group("zh") or found.group("en") or "").strip(), found.group("zv") or found.group("ev") or ""
    old_terms = _topic_words(old)
    # (By their words, not lone characters: 安眠藥 is 安眠 and 眠藥, whatever 藥 alone says, and
    # 美利達的公路車 says no 車 of 騎腳踏車.)
    named = lambda t: _plain_words(t) or _topic_words(t)  # noqa: E731
    # (一男一女, 兩隻貓: no word of two characters; then the characters.)
    if named(thing) and named(thing) <= old_terms and named(what) and not named(what) & old_terms:
        return thing
    return ""


# "…的X是Y", "…的X有Y", "…'s X is/are/has Y": something said of X.
_SAID_OF = re.compile(
    r"的(?P<zh>[\u4e00-\u9fff]{2,6})(?:都)?(?:是|有)(?P<zv>[^，。,;；]+)"
    r"|'s? (?P<en>[a-z]+(?: [a-z]+)?) (?:is|are|has|have) (?P<ev>[^,.;]+)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Addition:
    """What a new fact adds to an old one (`adds_to`): its `kind` (one of `ADDITIONS`, "" for
    nothing) and, in words, what it is. False when it adds nothing."""

    kind: str = ""
    said: str = ""

    def __bool__(self) -> bool:
        return bool(self.kind)

    def __str__(self) -> str:
        return self.said

    @property
    def in_the_same_frame(self) -> bool:
        """Another number, another value in the same words, or a negation: the old fact's frame
        with something else in it."""
        return self.kind in ("number", "swap", "negation")


ADDITIONS = (
    "change",
    "negation",
    "opposite",
    "wish",
    "number",
    "also",
    "detail",
    "reason",
    "time",
    "someone",
    "event",
    "done",
    "having",
    "name",
    "said of",
    "swap",
    "more words",
    "another habit",
    "treatment",
    "another favourite",
)


def restates(new_text: str, old_text: str) -> bool:
    """Whether the new fact says nothing the old one does not: all it is about is in the old fact
    (at least half of it), and it adds nothing a rewording could not (`adds_to`): 使用者會彈鋼琴 /
    他懂得彈鋼琴, "speaks fluent Spanish" / "is fluent in Spanish"."""
    new, old = topic_terms(new_text), topic_terms(old_text)
    if not new or not new <= old or len(new) * 2 < len(old):
        return False
    if about_past(new_text) != about_past(old_text) or bool(wishes(normalise(old_text))):
        return False
    # (Nor with another feeling or another frequency, which the topic leaves out: 討厭 / 喜歡,
    # 很少 / 常常.)
    for words in (LIKING, _HOW_OFTEN):
        if {w.casefold() for w in words.findall(new_text)} != {w.casefold() for w in words.findall(old_text)}:
            return False
    return not adds_to(new_text, old_text)


_HOW_OFTEN = re.compile(
    r"很少|偶爾|常常|經常|總是|每天|每週|有時|幾乎|\b(?:rarely|seldom|often|sometimes|always|never|usually|daily)\b",
    re.IGNORECASE,
)


# A way told (a turn): "take a left at the Costco", "on your right", 在全聯右轉.
_WAY = re.compile(
    r"\b(?:take|took|hang|hung|turn|turned|go|went|bear|veer|veered|stay|keep)\w* (?:a )?(?:left|right)\b"
    r"|\b(?:on|to) (?:the|your|my) (?:left|right)\b|左轉|右轉",
    re.IGNORECASE,
)
# Words that hold a side's word without saying it: 免收費, 不用付費, 公司出差.
_NOT_OPPOSITE = re.compile(r"(?:不用|不|免|無須|無需)(?:要錢|收費|付費|自費)|公司出差")
# Each side of each pair of opposites (`tables.OPPOSITES`), one pattern a side.
_OPPOSITES = tuple(tuple(re.compile(as_words(side), re.IGNORECASE) for side in pair) for pair in OPPOSITES)


def _opposite(new: str, old: str) -> str:
    """A word the new fact says whose opposite the old one says, and not the word itself: 自費 after
    免費, "full-time" after "part-time" (not 收費 of 免收費, nor 公司出 of 公司出差)."""
    new, old = _NOT_OPPOSITE.sub(" ", new), _NOT_OPPOSITE.sub(" ", old)
    for one, other in _OPPOSITES:
        for said, against in ((one, other), (other, one)):
            if (found := said.search(new)) and against.search(old) and not said.search(old):
                return found.group()
    return ""


# Read once per pair: the pair model's signals, its skip and the skip's reason all ask.
@lru_cache(maxsize=4096)
def adds_to(new_text: str, old_text: str) -> Addition:
    """What the new fact says that a plain rewording of the old could not: a word of change,
    a negation the old lacks (or the other way), a wish or plan the old does not state, another
    number, one more value (也, "also"), a detail of when, how often or with whom, owning beside
    doing, all the old fact's words and more, a name the old does not use. Nothing (a false
    `Addition`) when it says none of these — the fact may then be the old one reworded, if its
    meaning agrees."""
    found = _addition(normalise(new_text), normalise(old_text))
    return Addition(*found) if found else Addition()


# Every country and city the tables know, by each of its names (Chinese anywhere, Latin as a word).
_PLACE_NAMES = re.compile(as_words({a for row in (*COUNTRIES, *CITIES) for a in row if len(a) > 1}), re.IGNORECASE)
_PLACE_CANONICAL = {a.casefold(): row[0] for row in (*COUNTRIES, *CITIES) for a in row}


def _another_place(new: str, old: str) -> str:
    """A country or a city the new fact names and the old does not, when the old names one: not
    a rewording of it, however alike the two read."""
    places = lambda t: {_PLACE_CANONICAL[m.group().casefold()] for m in _PLACE_NAMES.finditer(t)}  # noqa: E731
    named_before = places(old)
    return next(iter(sorted(places(new) - named_before)), "") if named_before else ""


def _alias_in(name: str, text: str) -> bool:
    """Does the text use another name of the same thing (Android / 安卓, JS / JavaScript)?"""
    folded = text.casefold()
    said = lambda n: re.search(rf"(?<![a-z]){re.escape(n)}(?![a-z])", folded)  # noqa: E731  (no "ig" in "night")
    return any(name.casefold() in names and any(said(n) for n in names) for names in ALIASES)


def _addition(new: str, old: str) -> tuple[str, str] | None:
    if announces_change(new) or tells_of_change(new, old):
        return "change", "a word of change"
    if bool(_NEGATED.search(new)) != bool(_NEGATED.search(old)):
        return "negation", "a negation"
    if opposite := _opposite(new, old):
        return "opposite", f'the opposite of the old fact: "{opposite}"'  # 午餐需自費 after 有免費午餐
    if wishes(new) and not wishes(old):
        return "wish", "a wish or a plan"  # "considering a master's in law" after "majors in philosophy"
    if numbers(new) != numbers(old):
        return "number", "another number"
    if _ADDITIVE.search(new) or _and_one_more(new, old):
        return "also", "one more value"
    if detail := added_detail(new, old):
        return "detail", f'the detail "{detail}"'
    if (why := reason_given(new)) and why.casefold() != reason_given(old).casefold():
        return "reason", f'the reason "{why}"'
    if _when(new) != _when(old):
        return "time", "another time"
    if place := _another_place(new, old):
        return "place", f'another place: "{place}"'  # 馬來西亞華人，來台灣讀書 after 是台灣人
    if who := set(_people_in(new)) - set(_people_in(old)):
        return "someone", f'someone else: "{sorted(who)[0]}"'  # "an older brother" after "a brother"
    if person := _something_else_of(new, old):
        return "someone", f'something else of "{person}"'  # 老婆中文講得很好 after 老婆是日本人
    if (event := _EVENT.search(new)) and not _EVENT.search(old):
        return "event", f'an event: "{event.group()}"'  # 球隊比賽拿了冠軍 after 參加了球隊
    if (done := _DONE.search(new)) and not _DONE.search(old) and not _habit(new):
        return "done", f'a thing done: "{done.group()}"'  # 華燈初上我看完了 after 在追《華燈初上》
    if bool(_HAVING.search(new)) != bool(_HAVING.search(old)):
        return "having", "having, beside doing"  # 有一把吉他 after 會彈吉他: owning is not playing
    if (treated := _TAKEN_FOR_HEALTH.search(new)) and not _TAKEN_FOR_HEALTH.search(old):
        return "treatment", f'a treatment: "{treated.group()}"'  # 睡覺會戴陽壓呼吸器 after 有睡眠呼吸中止症
    english = not _has_han(new)
    old_words = {w.casefold() for w in _NAME_LIKE.findall(old)}
    for i, match in enumerate(_NAME_LIKE.finditer(new)):
        word = match.group()
        if word.casefold() in old_words or word.casefold() in _NOT_NAMES_EN or _alias_in(word, old):
            continue
        if not english or (i > 0 and word[0].isupper()):
            return "name", f'the name "{word}"'
    if said := _said_of_the_thing(new, old):
        return "said of", f'something said of "{said}"'  # 雙胞胎是一男一女 after 有一對雙胞胎
    if said := _inserted_modifier(new, old):
        return "detail", f'the detail "{said}"'  # 有一個剛上幼稚園的兒子 after 有一個兒子
    if level := _another_level(new, old):
        return "swap", f'another level: "{level}"'  # 珍奶一律微糖 after 珍奶全糖
    if swapped := _one_swap(new, old):
        return "swap", f'another value in the same words: "{swapped}"'  # 每週打兩次桌球 after 每週打兩次網球
    new_terms, old_terms = _plain_words(new), _plain_words(old)
    new_terms -= _filler_terms() - old_terms  # "knows how to play" says no more than "plays"
    if old_terms and old_terms < new_terms:  # 對帶殼海鮮過敏 after 對海鮮過敏
        return "more words", f'all the old words and more: "{"、".join(sorted(new_terms - old_terms))}"'
    if not old_terms and new_terms and _core(old).casefold() in new.casefold():
        # Words no topic reads ("works nights"), said again with more: "works nights at the airport".
        return "more words", f'all the old words and more: "{"、".join(sorted(new_terms))}"'
    if kind := _another_favourite(new, old):
        return "another favourite", f'a favourite of another kind: "{kind}"'  # cuisine after a Thai dish
    if _habit(new) and _habit(old) and not _plain_words(new) & _plain_words(old):
        return "another habit", "another habit"  # 習慣每天記帳 after 週末常常寫日記: two habits, no word shared
    return None


# --------------------------------------------------------------------------------------
# A plan or a standing appointment moved to another time
# --------------------------------------------------------------------------------------

# The verb that moves something in time, and where to: 書法課改到每週四晚上, 韓國行延到明年三月,
# "badminton has moved to Thursday evenings", "pushed the Tokyo trip back to April 20",
# "the Paris flight is now on June 10".
_RESCHEDULE = re.compile(
    r"(?:延後|延期|順延|提前|改期|延|改|挪|移|調)(?:到|成|在)(?P<zh>[^，。,;；]+)"
    r"|\b(?:(?:moved|pushed|postponed|rescheduled|bumped|put off|brought|changed|switched)"
    r"(?: (?!to\b|until\b|till\b|for\b|on\b)[\w'-]+){0,4}? (?:back |up |forward )?(?:to|until|till|for|on)"
    r"|(?:is|are) now (?:on|at))\b (?P<en>[^,.;]+)",
    re.IGNORECASE,
)
# Words before a time that a move goes to: "every Thursday", 今年十二月.
_TO_LEAD = re.compile(
    r"^(?:(?:every|each|the|on|at|next|this|late|early|mid)\s+|今年|明年|後年|每個|這個|下個|每)+", re.I
)
# When: days, months, dates, times of day, seasons and terms.
_WHEN = re.compile(
    f"{_MONTH_EN} \\d{{1,2}}(?:st|nd|rd|th)?|\\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH_EN}|"
    f"{_WEEKDAY_EN}|{_MONTH_EN}|"
    r"(?:每|下下|下|這|本|上)?(?:週|星期|禮拜)[一二三四五六日天1-7]|\d+月(?:\d+[日號])?|\d+[日號]|"
    r"早上|上午|中午|下午|晚上|半夜|凌晨|清晨|\d+點半?|明年|後年|年底|月底|月初|"
    r"春天|夏天|秋天|冬天|寒假|暑假|下個月|下下週|下週|[早午晚]餐[前後]|飯[前後]|睡前|起床後|"
    r"\b(?:before|after) (?:breakfast|lunch|dinner|meals?|bed)\b|"
    r"\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}/\d{1,2}|"
    r"\b(?:next|this) (?:week|month|year|spring|summer|autumn|fall|winter)\b|"
    r"\b(?:spring|summer|autumn|fall|winter)\b|"
    r"\b(?:" + "|".join(TIMES_OF_DAY_EN) + r")s?\b",
    re.IGNORECASE,
)
# Once or for a while only, not the standing plan: 這週的書法課改到週四, 暑假期間, "this week's
# lesson moved to Friday".
_ONCE = re.compile(
    _THIS_TIME_ZH + r"|本週|這個月|本月|這一次|明晚|期間|這陣子|這段時間|暫時|補課|直到|寒假|暑假|"
    r"\b(?:this (?:week|month|time)|today|tonight|tomorrow|just once|for once|temporarily|for now|until|till|"
    r"at the moment|next week's|for the (?:summer|holidays?|week|weekend)|over the summer|"
    r"this (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s)?|tonight's|today's|"
    r"(?:winter|summer|spring) break|for (?:a few |two |three |six |\d+ )?(?:months|weeks))\b|"
    r"\bduring (?:the )?(?:summer|winter|holidays?|break|vacation|exams?|lent|ramadan)\b",
    re.IGNORECASE,
)
# Words that name the kind of plan, not which one (trip, class), and the subject's own words:
# never what tells two plans are one.
_PLAN_WORDS = frozenset(
    {"trip", "plan", "class", "lesson", "session", "flight", "appoint", "meet", "event", "deadlin", "date", "time"}
    | {"got", "get", "has", "have", "its", "his", "her", "their", "my"}
)
_PLAN_CHARS = frozenset("使用者我他她們的把了說提到被要將已經都就又從行程課班團試期約時間次去上")
_HAN = re.compile(r"[\u4e00-\u9fff]")
# The words of the move itself, which name nothing moved.
_MOVING_WORDS = re.compile(
    r"(?:延後|延期|順延|提前|改期|延|改|挪|移|調)(?:到|成|在)"
    r"|\b(?:moved|pushed|postponed|rescheduled|bumped|put off|brought|changed|switched|is|are|was|were|been|now"
    r"|has|have|had|got|gets|back|up|forward|to|until|till|for|on)\b",
    re.IGNORECASE,
)


def _when(text: str) -> set[str]:
    """The times a fact names, one spelling each (每週三 and 週3, "Mondays" and "Monday";
    每週一、三 is 週1 and 週3)."""
    text = _digits(text)
    text = _DAY_LIST.sub(
        lambda m: "、".join(f"{m.group('week')}{d}" for d in re.split("[、和跟與及]", m.group("days"))), text
    )
    found = (m.group().casefold().lstrip("每這本") for m in _WHEN.finditer(text))
    return {re.sub(r"(?<=[a-z])s$", "", w) for w in found}


_DAY_LIST = re.compile(r"(?P<week>週|星期|禮拜)(?P<days>[一二三四五六日天1-7](?:[、和跟與及][一二三四五六日天1-7])+)")


def _moved_thing(text: str, old: str) -> str:
    """What a reschedule moves, if it is what the old fact speaks of: everything it names
    (times, the words of the move and words for a kind of plan aside) is in the old fact, and
    (in Chinese) two characters of it in a row. "" when it is not, or names nothing."""
    text = _ONCE.sub(" ", _MOVING_WORDS.sub(" ", _WHEN.sub(" ", text)))
    if _has_han(text):
        chars = set(_HAN.findall(text)) - _PLAN_CHARS
        runs = re.findall(r"[\u4e00-\u9fff]+", text)
        pairs = [r[i : i + 2] for r in runs for i in range(len(r) - 1) if not set(r[i : i + 2]) <= _PLAN_CHARS]
        if not chars or not chars <= set(_HAN.findall(old)):
            return ""
        return "、".join(p for p in dict.fromkeys(pairs) if p in old)
    words = _topic_words(text) - _PLAN_WORDS
    return "、".join(sorted(words)) if words and words <= topic_terms(old) else ""


def _what_moves(head: str, verb: str) -> str:
    """The words for what a reschedule moves: the object between the verb and "to" ("pushed
    the Tokyo trip back to"), else what the clause says before the verb, after 把 if it has
    one (牙醫診所打來，把預約改到: 預約; the clinic only called)."""
    between = _MOVING_WORDS.sub(" ", verb)
    if not _has_han(verb) and _topic_words(between) - _PLAN_WORDS:
        return between
    clause = re.split(r"[，,。;；:：]", head)[-1]
    return clause.rsplit("把", 1)[-1] + " " + verb


_ADVERBS_ZH = re.compile(r"一律|全部|通通|統統|一直|總是|都")


def _names_more(text: str, old: str) -> str:
    """What a change names that the old fact does not (社區大學的插花課 after 在社區大學上陶藝課:
    插花), when it names something the old fact does too; else ""."""
    text = _ONCE.sub(" ", _MOVING_WORDS.sub(" ", _WHEN.sub(" ", text)))
    if _has_han(text):
        chars = set(_HAN.findall(_ADVERBS_ZH.sub(" ", _CHANGE_ZH.sub(" ", text)))) - _PLAN_CHARS
        said = set(_HAN.findall(old))
        return "".join(sorted(chars - said)) if chars & said else ""
    words = _topic_words(text) - _PLAN_WORDS
    return "、".join(sorted(words - topic_terms(old))) if words & topic_terms(old) else ""


def rescheduled(new_text: str, old_text: str) -> FrameOutcome | None:
    """The old fact puts a plan or a standing appointment at a time; the new one moves that
    same plan to another time (書法課改到每週四晚上 after 每週三晚上上書法課). CHANGED when
    everything the new fact names beside the time is in the old one; LIKELY_CHANGED when it
    moves only one of the old days, perhaps only once (這週的書法課改到週四), or a plan the
    old fact may not name; None when the old fact says more than the plan and its time, for
    other rules to weigh."""
    new, old = normalise(new_text), normalise(old_text)
    found = _RESCHEDULE.search(new)
    if not found or _STILL.search(new) or _adds_a_value(new, old) or _WISH.search(new):
        return None
    if re.search(r"(?:不|沒|未)$|\b(?:not|n't|never)\b", new[: found.start()], re.IGNORECASE):
        return None  # "were not moved to Thursdays", 沒有改到
    to = found.group("zh") or found.group("en") or ""
    if not any(_WHEN.match(_digits(t)) for t in (to.strip(), _TO_LEAD.sub("", to.strip()))):
        return None  # "moved to Main Street in January": to a place, whenever that was
    to_when, old_when = _when(to), _when(old)
    if not to_when or not old_when or to_when <= old_when:
        return None  # no time, or moved to a time the old fact has already
    moving = _what_moves(new[: found.start()], found.group()[: len(found.group()) - len(to)])
    from_when = _when(moving)
    if from_when - old_when:
        return None  # moved from a time the old fact does not name: another plan
    topic = _moved_thing(moving, old)
    if not topic:
        if more := _names_more(moving, old):
            # Perhaps another plan at the same place, perhaps this one named otherwise.
            moved_to = "、".join(sorted(to_when))
            return FrameOutcome(LIKELY_CHANGED, f'a plan moved to "{moved_to}", but "{more}" is not in the old fact')
        return None
    reason = f'same plan "{topic}", moved from "{"、".join(sorted(old_when))}" to "{"、".join(sorted(to_when))}"'
    if _days(from_when) and _days(from_when) < _days(old_when):
        return FrameOutcome(LIKELY_CHANGED, f'{reason}, but only the one on "{"、".join(sorted(from_when))}"')
    if _ONCE.search(new):
        return FrameOutcome(LIKELY_CHANGED, f"{reason}, perhaps only this once")
    if len([c for c in _clauses(old) if topic_terms(_WHEN.sub(" ", c))]) > 1:
        return None  # the old fact says more than when: other rules weigh what else it says
    return FrameOutcome(CHANGED, reason)


_TIME_OF_DAY = re.compile(r"早上|上午|中午|下午|晚上|半夜|凌晨|清晨|" + "|".join(TIMES_OF_DAY_EN))


def _days(when: set[str]) -> set[str]:
    """The days among times (週3, "monday", "june 3"), times of day left out."""
    return {w for w in when if not _TIME_OF_DAY.fullmatch(w)}


# --------------------------------------------------------------------------------------
# Over an illness or an injury
# --------------------------------------------------------------------------------------

# Words that say a condition is over: 腳踝已經痊癒, 流感好了, "the wrist has healed".
_RECOVERED = re.compile(
    r"痊癒|康復|復原|恢復正常|恢復健康|治好|(?:已經|都|完全|差不多)?好了|不藥而癒|(?<=化療|療程|放療)(?:終於|已經|都)?結束|"
    r"\b(?:healed|recovered|got over|gotten over|cured|cleared up|in remission|better now|back to normal)\b",
    re.IGNORECASE,
)


def _said_of_it(clause: str, found: re.Match[str], old_terms: set[str]) -> bool:
    """Is the word of recovery said of the condition the old fact names: right after it
    (腳踝已經痊癒, 流感好了, "his wrist is fully healed") or right before it ("recovered from
    pneumonia")?"""
    named = {t for t in old_terms if not t.startswith("<") and (len(t) > 1 or not _has_han(t))}
    if _has_han(clause):
        before = re.sub(r"(?:已經|都|完全|差不多|也)$", "", clause[: found.start()])
        return any(before.endswith(t) for t in named) or (
            not found.group().endswith("好了") and any(t in before[-4:] for t in named)
        )
    words_before = [_stem(w) for w in re.findall(r"[a-z][a-z'-]*", clause[: found.start()].casefold())][-3:]
    words_after = [_stem(w) for w in re.findall(r"[a-z][a-z'-]*", clause[found.end() :].casefold())][:3]
    return bool(set(words_before + words_after) & named)


_NOT_YET = re.compile(r"沒|未|不|嗎|[?？]|\b(?:not|n't|never|yet)\b", re.IGNORECASE)
# A condition held now: 骨折, 扭傷, 流感, 高血壓, "a broken wrist", "has the flu".
_CONDITION = re.compile(
    r"骨折|扭傷|拉傷|受傷|感冒|流感|發燒|生病|肺炎|腸胃炎|確診|住院|高血壓|血壓(?:偏|過)?高|糖尿病|氣喘|失眠|化療|放療|過敏|"
    r"打石膏|石膏|發炎|"
    r"\b(?:broken|broke|sprained|injured|fractured|torn|cast|flu|cold|fever|sick|ill|infection|covid|pneumonia|"
    r"high blood pressure|hypertension|diabetes|asthma|insomnia|concussion)\b",
    re.IGNORECASE,
)
# What comes with a condition and ends with it: a cast, crutches, rehab, rest at home.
_TREATMENT = re.compile(
    r"石膏|拐杖|復健|休養|在家|吃藥|住院|\b(?:cast|crutches|rehab|physio|resting|at home|medication|in hospital)\b",
    re.IGNORECASE,
)


def recovered(new_text: str, old_text: str) -> FrameOutcome | None:
    """The old fact says the user has a condition now (腳踝骨折, "has the flu"); the new one
    says that same condition is over (腳踝已經痊癒, "the flu is gone, back to work"). CHANGED
    when every clause of the old fact is about that condition or its treatment."""
    new, old = normalise(new_text), normalise(old_text)
    if about_past(old) or _NEGATED.search(old) or _WISH.search(new) or not _CONDITION.search(old):
        return None
    clauses = _clauses(new)
    for i, clause in enumerate(clauses):
        found = _RECOVERED.search(clause)
        if not found or _NOT_YET.search(clause):
            continue  # 還沒痊癒, "has not recovered", 好了嗎
        if not _said_of_it(clause, found, topic_terms(old)):
            continue  # 理賠辦好了, "the flu shot appointment is cleared up": something else is done
        # The condition is named in the clause that says it is over, or in the one before it.
        said = topic_terms(clause) | (topic_terms(clauses[i - 1]) if i else set())
        shared = {t for t in said & topic_terms(old) if not t.startswith("<") and (len(t) > 1 or not _has_han(t))}
        if not shared:
            continue
        topic = "、".join(sorted(shared, key=lambda t: (-len(t), t))[:2])
        other = [
            c for c in _clauses(old) if topic_terms(c) and not topic_terms(c) & shared and not _TREATMENT.search(c)
        ]
        if other:
            return None  # the old fact says more than the condition: other rules weigh it
        return FrameOutcome(CHANGED, f'same condition "{topic}", and the new fact says it is over')
    return None


# Details a rewording keeps and a new fact adds: how often (每週, daily), for which part of
# the time (on weekends, 睡前), with whom (with her dad, 跟男友一起), when (晚上, on Mondays).
_FREQUENCY = re.compile(
    "|".join(
        (
            *sorted((re.escape(w) for w in _KINDS_ZH[FREQ] if len(w) > 1), key=len, reverse=True),
            *(rf"\b{re.escape(w)}\b" for w in _KINDS_EN[FREQ]),
            r"很多次|好幾次|\b(?:often|many times|daily|weekly|every \w+)\b",
        )
    ),
    re.IGNORECASE,
)
_COMPANY = re.compile(r"(?:跟|和|與)[^，。,]{1,6}一起|\bwith (?:her|his|their|my|a|the) \w+", re.IGNORECASE)
# How the user feels about it, and a birth or a childhood: more than a restatement ("hates the
# night shift" after "works the night shift", "was born in Boston" after "lives in Boston",
# 在台中長大 after 住在台中).
# (A liking said either way is no news: 最愛喝 / 最喜歡的飲料, "a fan of" / "likes".)
_FEELING = re.compile(
    r"喜歡|喜愛|討厭|受不了|愛|迷|出生|長大|從小|自幼|\b(?:since (?:childhood|birth|(?:i|she|he) was (?:a kid|little))|"
    r"likes?|loves?|enjoys?|hates?|dislikes?|can'?t stand|proud|misses|"
    r"resents?|resenting|adores?|tired of|sick of|fan|favou?rite|into|was born|born and raised|grew up|raised)\b",
    re.IGNORECASE,
)
# A day the new fact is about, or a while only: 今天, 這陣子, "today" (`_ONCE`).
_DETAILS = (_FREQUENCY, _SCOPE, _COMPANY, _WHEN, _FEELING, _ONCE)


# Something that happened, won or was given: news, never a rewording.
_EVENT = re.compile(
    r"拿了|拿到|得了|贏了|獲得|得到|奪得|奪下|\b(?:won|wins|received|earned|was awarded)\b", re.IGNORECASE
)


def _habit(text: str) -> bool:
    """Whether a fact says something done again and again: how often, or a habit's own words."""
    return bool(_FREQUENCY.search(text) or _HABIT_WORDS.search(text))


_HABIT_WORDS = re.compile(r"週末會|每次|每年|每逢|平常|通常|習慣|固定|\b(?:usually|always|on weekends)\b", re.I)
# A thing finished, watched, read or played to its end, once (not 每次做完運動): news of what was
# under way.
_DONE = re.compile(
    r"[看讀追玩寫做唸念]完|完結|完成|破關|全破|\b(?:finished|completed|done with|wrapped up|beat the game)\b",
    re.IGNORECASE,
)


# Words that say the same habit or ability over again, not more of it: 固定, "daily" (every
# day), "knows how to".
_FILLER = (
    "固定",
    "平時",
    "一向",
    "向來",
    "總是",
    "都是",
    "daily",
    "regularly",
    "always",
    "knows how to",
    "know how to",
)


@cache
def _filler_terms() -> frozenset[str]:
    return frozenset(t for word in _FILLER for t in topic_terms(word))


_LEADING_SUBJECT = re.compile(r"^(?:使用者|用戶|我|他|她)(?=[\u4e00-\u9fff])")


# What joins one more value to a list: 有一隻貓和一隻狗, 有近視、散光, "has a cat and a dog".
_AND_MORE = re.compile(r"^(?:和|與|及|以及|還有|跟|、|,? ?(?:and|as well as|plus|&) )\S", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[\s。.!！]+$")


def _and_one_more(new: str, old: str) -> bool:
    """Whether the new fact is the old one with one more value joined to it (使用者有一隻貓, then
    使用者有一隻貓和一隻狗; "User has a cat", then "User has a cat and a dog"): a second value,
    never a rewording."""
    core = _core(old)
    if len(core) < 2:
        return False
    at = new.casefold().find(core.casefold())
    return at >= 0 and bool(_AND_MORE.match(new[at + len(core) :]))


def _core(text: str) -> str:
    """A fact without its subject and its full stop: 有一隻貓 of 使用者有一隻貓, "works nights" of
    "User works nights."."""
    core = _LEADING_SUBJECT.sub("", _SENTENCE_END.sub("", text))
    return re.sub(r"^(?:the )?user(?:'s)? ", "", core, flags=re.IGNORECASE)


# Kinds one thing comes in, and scales a drink, a dish or a steak is ordered on: one of them
# said for another is another value, however alike the two sentences read (the same sum).
# The scales of `LEVELS`, compiled.
_LEVELS = tuple(re.compile(scale, re.IGNORECASE) for scale in LEVELS)


def _level(found: re.Match[str]) -> str:
    """The level a match names: the name of its group, when words of one level have one."""
    return next((name for name, said in found.groupdict().items() if said), found.group().casefold())


def _another_level(new: str, old: str) -> str:
    """A level of a scale the old fact names, other than the old one's (微糖 after 全糖)."""
    for scale in _LEVELS:
        said_new = {_level(m) for m in scale.finditer(new)}
        said_old = {_level(m) for m in scale.finditer(old)}
        if said_new and said_old and said_new != said_old:
            return sorted(said_new - said_old or said_new)[0]
    return ""


def _scales_apart(old: str, new: str) -> bool:
    """Whether each text names levels, and of different scales only (微糖 and 去冰, 少糖 and 少冰)."""
    scales_old = {i for i, scale in enumerate(_LEVELS) if scale.search(old)}
    scales_new = {i for i, scale in enumerate(_LEVELS) if scale.search(new)}
    return bool(scales_old) and bool(scales_new) and not scales_old & scales_new


# A count and its measure word, which a noun follows: 一台 (車), 兩隻 (貓), 這間 (公司).
_COUNTED = re.compile(r"(?:[一二兩三四五六七八九十幾這那]|\d+)[個台隻輛部支條件本間位名雙把顆臺只]$")


def _inserted_modifier(new: str, old: str) -> str:
    """What the new fact puts before a noun of the old one's, all else the same (一個剛上幼稚園的兒子
    after 一個兒子, 一台白色的車 after 一台車, and with no 的 after a count: 一台電動車 after 一台車,
    一隻米克斯狗 after 一隻狗): a detail of it. "" otherwise (words put before a verb, 上面有兩個姊姊
    after 有兩個姊姊, are no detail of a noun)."""
    ops = [op for op in SequenceMatcher(None, old, new, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(ops) != 1 or ops[0][0] != "insert" or ops[0][1] >= len(old):
        return ""
    said = new[ops[0][3] : ops[0][4]]
    if len(said) >= 3 and said.endswith("的") and _has_han(said):
        return said
    counted = _COUNTED.search(old[: ops[0][1]]) and _has_han(old[ops[0][1]])
    return said if counted and len(said) >= 2 and re.fullmatch(r"[\u4e00-\u9fff]+", said) else ""


def _one_swap(new: str, old: str) -> str:
    """The few characters the new fact puts in place of the old one's, all else the same: a
    second value in one frame, never a rewording. "" otherwise."""
    a, b = re.sub(r"[\s。.!！]+$", "", old), re.sub(r"[\s。.!！]+$", "", new)
    a, b = _LEADING_SUBJECT.sub("", a), _LEADING_SUBJECT.sub("", b)  # (他有汽車駕照 / 持有汽車駕照)
    ops = [op for op in SequenceMatcher(None, a, b, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(ops) != 1 or ops[0][0] != "replace" or min(len(a), len(b)) < 4:
        return ""
    _, i1, i2, j1, j2 = ops[0]
    most = 4 if i2 == len(a) and j2 == len(b) else 3  # (a value said last may be longer: 住在曼徹斯特)
    return b[j1:j2] if i2 - i1 <= most and j2 - j1 <= most else ""


def added_detail(new: str, old: str) -> str:
    """A kind of detail the new fact gives and the old one does not give at all (see
    `_DETAILS`): 每週都去游泳 after 會游泳. "" when it gives none the old one lacks."""
    new, old = normalise(new), normalise(old)
    for kind in _DETAILS:
        found = kind.search(new)
        if found and not kind.search(old):
            return found.group()
    return ""


def topics_apart(new_text: str, old_text: str) -> bool:
    """Do the two facts belong to different topic groups, sharing nothing (不吃素了 after 每天
    晚上跑步: a diet, then exercise)? A change of one says nothing of the other."""
    new, old = topic_terms(new_text), topic_terms(old_text)
    new_groups = {_ONE_TOPIC.get(t, t) for t in new if t.startswith("<")}
    old_groups = {_ONE_TOPIC.get(t, t) for t in old if t.startswith("<")}
    return bool(new_groups) and bool(old_groups) and not new_groups & old_groups and not new & old


# A one-off occasion still to come: "on Friday" (not "on Fridays", not "every Friday"), next
# week, tomorrow; 下週一, 明天, 這週末.
_OCCASION = re.compile(
    r"(?<!every )(?:\bon (?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!s)|\bnext (?:week|month|year|weekend|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\btomorrow\b|\btonight\b|"
    r"\bthis (?:weekend|friday|saturday|sunday)\b)|(?<!每)(?:下(?:週|周|禮拜|星期|個月|個禮拜)|明天|後天|今晚|"
    r"這週末|這個週末)",
    re.IGNORECASE,
)


def no_bearing(new_text: str, old_text: str) -> bool:
    """Whether the new fact can have no bearing on the old, however alike the sentences: their
    topics are apart, or the old one is an occasion still to come (flying to Osaka on Friday,
    下週一要期末考) and the new one shares not a word with it (moved to Tainan; 下個月初要做健康
    檢查). Only a word of the occasion itself moves or cancels it."""
    if topics_apart(new_text, old_text):
        return True
    return bool(_OCCASION.search(old_text)) and not topic_terms(new_text) & topic_terms(old_text)


# Groups that are never apart: a car sold tells of the drive to work.
_ONE_TOPIC = {"<car>": "<commute>"}
