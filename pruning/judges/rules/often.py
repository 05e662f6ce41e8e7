"""How often the user does one thing, said twice with two rates far apart: 每天跑步, then 現在一個月
跑一次就不錯了; "goes to the gym every day", then "these days I hit the gym maybe once a month";
每週去一次健身房, then 現在天天都去健身房.

A rate is read from words of frequency (每天, 一週三次, 偶爾, 很少; "every morning", "twice a
week", "most nights", "hardly ever") and put as times a week (兩三次 as the larger, 3). What it
is the rate of is the rest of its clause, and the new clause must name nothing the old one does
not: its words (跑 of 跑步, "gym") and, in Chinese, its characters, for the verbs (買 of 咖啡豆一週
買一次 is buying, not drinking; "with my brother", "my club", "skip" make it a part of the habit,
or someone else's).
Two counts in one period are a change when they differ (每週兩次 → 每週四次); other rates when one is
more than twice the other: 每天 and 幾乎每天 are one habit said loosely, "twice a week" and "every
weekend" may be too, and 一週一次 and 一個月兩三次; 每天 and 一週兩次 are not. A loose word
(偶爾, "rarely") counts only with a now (現在, "these days").

Left unread, so never taken for a change: one day, one week or one month (今天沒喝, 這兩週, 上個月,
"this week I'm off"), a time of life (放假, 出差, 受傷, "during exams"), another time (以前, 原本,
去年, "used to"), a wish, a plan or a start to come (下禮拜開始), advice and what others say (醫生說,
"my trainer says"), a question, a joke, a bound (至少, 不到, "at least"), and two rates in one fact
(平日每天，週末偶爾). Whose rate it is, `comparing` reads (我老公每天跑步). A new rate said only for
a while (這陣子, 暫時, "for now") is for review, not a change made sure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .frames import _PEOPLE_WORDS, NOW, _has_han, topic_terms
from .measures import ONE_NIGHT
from .rates import Said, rates_in
from .reading import CLAUSES, JOKING, _stem, normalise

# A day, a week or a stretch of life: a rate then says nothing of the habit.
_NOT_THE_HABIT = re.compile(
    ONE_NIGHT.pattern + r"|這週|這周|這禮拜|這星期|這次|放假|暑假|寒假|過年|出差|旅行|旅遊|出國|考試|期末|期中|"
    r"生病|感冒|受傷|住院|懷孕|坐月子|以前|之前|當時|那時|小時候|學生時|年輕時|去年|前年|以後|將來|下個月|明年|下禮拜|下週|下星期"
    r"|上個月|上禮拜|上週|上星期|過去|這(?:一|兩|幾|三)?(?:個)?(?:月|週|禮拜|星期)|原本|本來|旺季|淡季|扭到|骨折|開刀"
    r"|那(?:半|一|兩|幾)?(?:個)?(?:年|月|陣子|段)|有一(?:個)?(?:年|月|陣子|段時間)"
    r"|\b(?:today|tonight|yesterday|this week|this weekend|this month|on holiday|on vacation|while travel\w*|during|"
    r"exams?|finals|when i was|back (?:then|in|when)|used to|last year|in college|in high school|"
    r"next (?:week|month|year)|will|going to (?:be|start|stop|try|have|get|do|cut|quit|switch|join|take)|gonna)\b",
    re.IGNORECASE,
)
# A wish, a plan, advice, a question: no rate kept.
_NOT_SO = re.compile(
    r"想|希望|打算|計畫|目標|應該|要我|叫我|建議|(?<!使用者)(?<!用戶)(?<!我)(?<!他)(?<!她)說|如果|要是|試著|努力|盡量|至少|不到"
    r"|不超過|以上|以內|[?？]|嗎|要不要|開始"
    r"|\b(?:want|wants|wish|hope|plan\w*|goal|aim\w*|trying|should|ought|if|suggest\w*|told me to|wants me to"
    rf"|says?|said|haha|at least|at most|up to|more than|less than|no more than|worth)\b|'ll\b|{JOKING}",
    re.IGNORECASE,
)
# Said to be so now (`NOW`), or so since: 已經, 後來, 改成, "lately", "anymore".
_NOW = re.compile(NOW.pattern + r"|已經|後來|改成|變成|\b(?:lately|anymore|any more)\b", re.I)
_HOURS = re.compile(r"小時|鐘頭|\b(?:hours?|hrs?)\b", re.IGNORECASE)
# Someone else, by a pronoun: 他, 她, "he", "she", "they".
_PRONOUN = re.compile(r"他|她|\b(?:he|she|they|his|her|their|he's|she's|they're)\b", re.IGNORECASE)
# Two things done, said in one clause: 跑步和重訓, "runs and swims".
_TWO_THINGS = re.compile(r"和|跟|與|及|、|\band\b|&", re.IGNORECASE)
# The office, said either way: 進公司, 進辦公室 (上班 beside it is the same going in).
_OFFICE = re.compile(r"辦公室|公司上班|公司")

# Only for a while: 這陣子, 暫時, "for now", "for a while".
_FOR_A_WHILE = re.compile(r"這陣子|這段時間|暫時|\b(?:for now|for a while)\b", re.I)
# Words of a clause that are no part of what is done: who, when, how often, and filler.
_FILLER = re.compile(
    r"使用者|用戶|現在|最近|目前|已經|大概|差不多|幾乎|改成|變成|換成|改為|剩下|剩|都|就|才|只|會|有|也|還|了|啦|喔|欸|吧|耶|呢|的|我|他|她|不錯"
    r"|\b(?:user|users|i|i'm|im|i've|ive|he|she|they|we|now|these|days|nowadays|lately|maybe|about|around|only|just|"
    r"usually|normally|tend|to|at|the|a|an|my|his|her|their|go|goes|going|went|do|does|doing|hit|get|gets|still|really|"
    r"like|lol|basically|pretty|much|literally|honestly|probably|roughly|even|single|mate|lah|la|tbh|down|cut|back|"
    r"more|less|most|for)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Rate:
    """How often one thing is done: times a week, as said, and the words of what is done."""

    per_week: float
    said: str
    terms: frozenset[str]
    clause: str
    rest: str  # the clause without its rate and filler
    counted: float = 0.0  # the period a count was said in (1 a week, 4.35 a month, 52 a year); 0 for a word
    loose: bool = False  # a word for seldom or now and then (偶爾, "rarely"), not a count
    was: float | None = None  # the rate it moved from, said beside it (從每天跑變成一週三次), times a week


# From one rate to another in one clause: 從每天跑變成一週三次, 由一週五天改成一週兩天, "went from daily
# to twice a week", "from every day to once a month".
_FROM = re.compile(r"從|由|\bfrom\b", re.IGNORECASE)
_MOVED_TO = r"變成|改成|變為|改為|降到|減到|減少到|少到|增加到|加到"
_TO = re.compile(rf"^\s*\S{{0,4}}?(?:{_MOVED_TO})\s*$|^\s*(?:→|->|to|down to)\s*$", re.I)
# Beside a move said: whose or what plan it is (教練排的課表, 我們公司的跑團, "depending on"), or not so.
_NOT_ONES_MOVE = re.compile(
    rf"交代|課表|排的|我們|團|社|隊|都有可能|可能|騙|{JOKING}|\b(?:depending|club|team|we|our|maybe)\b",
    re.IGNORECASE,
)


def _moved(clause: str, rates: list[Said]) -> tuple[Said, Said] | None:
    """(from, to) when a clause gives two rates as one moved to the other."""
    if len(rates) != 2:
        return None
    first, then = rates
    before = clause.casefold()[: first.start]
    between = clause.casefold()[first.start + len(first.said) : then.start]
    if not _FROM.search(before[-3:] if _has_han(before[-1:]) else before[-6:]) or not _TO.search(between):
        return None
    return first, then


def rate(text: str) -> Rate | None:
    """The one rate a fact gives of one thing it does, if it gives exactly one (or one it moved to
    from another: 從每天跑變成一週三次)."""
    found: list[Rate] = []
    for clause in CLAUSES.split(normalise(text)):
        rates = rates_in(clause)
        if not rates:
            continue
        if _NOT_THE_HABIT.search(clause) or _NOT_SO.search(clause) or _PRONOUN.search(clause):
            return None  # 今天沒喝; 想要每天跑; 他現在一週只進公司一天: no rate of the user's habit
        was = None
        if moved := _moved(clause, rates):
            first, now = moved
            was = first.per_week
            rest = _FROM.sub(" ", now.rest.replace(first.said, " "))
            rest = re.sub(rf"{_MOVED_TO}|到|→|->|\b(?:to|down)\b", " ", rest)
        elif len(rates) > 1:
            return None  # 平日每天，週末偶爾: no one rate of the habit
        else:
            now = rates[0]
            rest = now.rest
        rest = _FILLER.sub(" ", _OFFICE.sub("公司", rest))
        clause = _OFFICE.sub("公司", clause)
        found.append(Rate(now.per_week, now.said, _what_is_done(rest), clause, rest, now.counted, now.loose, was))
    return found[0] if len(found) == 1 else None


# Words of an English clause that name nothing done.
_FUNCTION_EN = frozenset(
    (
        *("a", "an", "the", "to", "at", "in", "on", "of", "for", "and", "or", "with", "by", "from", "as", "than"),
        *("is", "are", "am", "be", "been", "was", "were", "it", "its", "that", "this", "there", "then", "so"),
        *("me", "them", "us", "you", "your", "our", "up", "out", "very", "also", "too"),
    )
)


def _what_is_done(rest: str) -> frozenset[str]:
    """The words of what a clause says is done, its rate and filler taken out: the pairs and
    characters of the Chinese (跑步, 游), every English word but function words, stemmed
    ("with my brother" keeps "brother", "to work" keeps "work"). Someone named is a word too."""
    han = {t for t in topic_terms(re.sub(r"[a-z][a-z'-]*", " ", rest)) if not t.startswith("<")}
    han |= {p.group() for p in _PEOPLE_WORDS.finditer(rest) if _has_han(p.group())}
    latin = {_stem(w.removesuffix("'s")) for w in re.findall(r"[a-z][a-z'-]*", rest) if w not in _FUNCTION_EN}
    return frozenset(han | {w for w in latin if w})


def _of_one_thing(new: Rate, old: Rate) -> bool:
    """Is the new rate of what the old one is of: everything its clause names is in the old
    clause (跑 of 跑步, "gym")? A word more (豆子, "club", "brother", "skip", "machine") makes it
    a rate of another thing, of a part of the habit, or of someone else."""
    # (Every Chinese character too, for the verbs the terms leave out: 買 of 咖啡豆一週買一次, 換 of
    # 隱形眼鏡一個月換一次, 開 of 全聯每天開到十點; and a verb alone, 喝 of 一個月喝一次 after 喝酒.)
    characters = set(re.sub(r"[^\u4e00-\u9fff]", "", new.rest)) - _ANY_DOING
    if not (new.terms or characters) or not old.terms:
        return False
    return all(t in old.terms or (_has_han(t) and t in old.clause) for t in new.terms) and all(
        c in old.clause for c in characters
    )


# Characters that name no doing of their own: going, being, numbers, measure words.
_ANY_DOING = frozenset(
    "說去來到在上要會都就才只剩也還了啦喔欸吧耶呢的我他她是有很再又一二兩三四五六七八九十個次堂天週月年"
)


def often_changed(new_text: str, old_text: str) -> tuple[Rate, Rate, bool] | None:
    """(old, new, for a while) when the facts give one thing done two rates, one more than twice
    the other."""
    if _NOT_THE_HABIT.search(normalise(new_text)) or _NOT_SO.search(normalise(new_text)):
        return None
    new, old = rate(new_text), rate(old_text)
    if new is None or old is None or not _of_one_thing(new, old):
        return None
    if _TWO_THINGS.search(old.clause):
        return None  # 每天跑步和重訓, then 重訓從每天變成一週三次: the other thing may go on
    if _HOURS.search(old.clause) or _HOURS.search(new.clause):
        return None  # 每天工作八小時: how long each day, not how often (`measures` reads hours)
    if new.loose and not _NOW.search(normalise(new_text)):
        return None  # 偶爾一天工作十小時 after 每天工作八小時: now and then, beside the habit
    if new.was is not None:
        # 從每天跑變成一週三次: a move said, from the old rate (or one near it) to another.
        if _NOT_ONES_MOVE.search(normalise(new_text)) or _PEOPLE_WORDS.search(normalise(new_text)):
            return None
        if max(new.was, old.per_week) > 2 * min(new.was, old.per_week) or abs(new.per_week - old.per_week) < 0.01:
            return None
        return old, new, bool(_FOR_A_WHILE.search(normalise(new_text)))
    low, high = sorted((new.per_week, old.per_week))
    if new.counted and new.counted == old.counted:
        if high - low < 0.01:
            return None  # 每週三次, then 一週三次: one count in one period
    elif high <= 2 * low:
        return None  # (twice a week and every weekend, 一週一次 and 一個月兩三次, may be one habit)
    return old, new, bool(_FOR_A_WHILE.search(normalise(new_text)))
