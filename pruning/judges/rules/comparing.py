"""Comparing two read facts, and `RulesJudge`, the offline judge built on it.

Clause by clause: claims the tables read (an attribute's value, a stance on an object)
are compared first; clauses no table fully reads are compared by their frames (see
`frames`). Facts about different people never relate. Then the fact as a whole:

* a confirmed change, and nothing else in the old fact → CONTRADICT;
* a likely change (or a change to only part of the old fact) → UNSURE: stored, old kept,
  and left for review — never archived on a guess;
* the same claims, and nothing new → DUPLICATE;
* anything else → DIFFERENT.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from difflib import SequenceMatcher

from ..base import CONTRADICT, DIFFERENT, DUPLICATE, UNSURE, Verdict
from .frames import (
    ALMOST,
    BOTH_HOLD,
    CHANGED,
    DAY_OR_TIME,
    GOES_ON_NOW,
    LIKELY_CHANGED,
    LIKING,
    NOW,
    SAME,
    FrameOutcome,
    _people_in,
    about_past,
    added_detail,
    affirms_denied,
    announces_change,
    as_of_now,
    change_kind,
    compare_frames,
    ended_by,
    for_a_while,
    for_once,
    moved_back,
    moved_on_from,
    narrows,
    no_longer,
    now_beside_past,
    numbers,
    of_another_time,
    plan_dropped,
    recovered,
    rescheduled,
    restates,
    shared_topic,
    still_in_part,
    takes_up_denied_kind,
    tells_of_change,
    topic_change,
    topic_relation,
    topic_terms,
    wishes,
)
from .measures import ONE_NIGHT, WISHED, measure_changed, measure_moved, measure_said_bare, measures
from .often import often_changed
from .passing import IN_A_RELATIONSHIP, MANAGER_EN, MANAGER_ZH, in_passing, left_work, moved_in
from .reading import (
    CLAUSES,
    COUNTRY,
    CURRENCY,
    DISTRICT,
    JOKING,
    NAMED_AS,
    UNLISTED,
    Claim,
    Clause,
    Value,
    _has_han,
    _may_be_same,
    _object,
    _read_claim,
    date_stamp,
    english_numbers,
    home_kind,
    near_what,
    normalise,
    partings_as_the_users,
    read_as_done,
    read_fact,
    reason_given,
    split_owner,
    with_whom,
)
from .tables import (
    ALIASES,
    AXIS_TOPICS,
    CAN,
    CITIES,
    CITY_COUNTRIES,
    COMPANY_GROUPS,
    DEVICE_SLOTS,
    DO,
    GENERIC_HEADS,
    KIND_OWNERS,
    KINDS_WITHIN,
    LIKE,
    NEGATIVE,
    NOT_NEGATIVE,
    OTHER_PEOPLE,
    PARTED,
    PLAYED,
    POSITIVE,
    STORIES,
    STUDENT_WORDS,
    WORK_STATES,
)

# --------------------------------------------------------------------------------------
# Comparing
# --------------------------------------------------------------------------------------


def _compare_dates(a: str, b: str) -> str:
    known = [(x, y) for x, y in zip(a.split("/"), b.split("/"), strict=True) if "?" not in (x, y)]
    if any(x != y for x, y in known):
        return CHANGED
    return SAME if a == b else BOTH_HOLD


# Two polarities on the same axis.
POLARITY_OUTCOMES: dict[frozenset[str], str] = {
    frozenset({POSITIVE}): SAME,
    frozenset({NEGATIVE}): SAME,
    frozenset({NOT_NEGATIVE}): SAME,
    frozenset({POSITIVE, NEGATIVE}): CHANGED,
    frozenset({NOT_NEGATIVE, NEGATIVE}): CHANGED,
    frozenset({NOT_NEGATIVE, POSITIVE}): BOTH_HOLD,  # "doesn't mind it" vs "loves it": both may hold
}
# Across axes only one pairing is settled: "doesn't eat it" and "dislikes it" both avoid
# it (不吃香菜 / 討厭吃香菜). "Likes it" against "doesn't do it" is a change only when
# the new fact says so (不吃辣 → 現在超愛吃辣); "can't swim" vs "likes swimming" never is.
CROSS_AXIS_SAME = ((frozenset({LIKE, DO}), NEGATIVE),)

# Attributes a second value may stand beside (two apps, a second gym; a side income, the rent
# of a second home): another value is a change only when the new fact says so.
# (A tablet or a watch too: one may own two, "has an iPad Pro" then "has a Galaxy Tab".)
SAID_TO_CHANGE = frozenset(
    {"music app", "gym", "monthly pay", "yearly pay", "rent", "commute", "own tablet", "own watch"}
)
# Attributes where another value is always for review: one may support a team in each sport or
# league, and a word of change does not say which ("switched allegiance to the Warriors").
REVIEWED_VALUES = frozenset({"supported team"})
# Attributes that are also things done, compared so against a fact no table read ("drives to work",
# then "can't drive").
ALSO_DONE = frozenset({"commute"})
# Fixed values that can both hold: every vegan is a vegetarian.
SHARED_HOMES = ("with roommates", "with friends", "with classmates", "with coworkers")
COMPATIBLE_VALUES = (
    frozenset({"vegetarian", "vegan"}),
    # Out of the parents' home, the user may live alone, with friends or with a partner.
    *(frozenset({"moved out", other}) for other in ("alone", *SHARED_HOMES, "with a partner")),
    # An exam taken may be an exam passed.
    frozenset({"taken", "passed"}),
    # Catholics and Protestants are Christians.
    frozenset({"christian", "catholic"}),
    frozenset({"christian", "protestant"}),
    # Roommates may be friends, classmates or coworkers.
    *(frozenset({a, b}) for a in SHARED_HOMES for b in SHARED_HOMES if a < b),
)
# Fixed values that hold together whatever the words of change: fish is no vegetarian's.
ALWAYS_BOTH = frozenset({frozenset({"pescatarian", "not vegetarian"})})
# Faiths that are also a people or a culture one keeps without believing, and no faith.
_FAITH_AS_PEOPLE = frozenset({"jewish", "buddhist", "hindu"})
_NO_FAITH = frozenset({"no religion", "agnostic", "atheist"})
# Relationship statuses in the order a life goes through them. Moving forward is a
# change; moving back without a word of change (married → "has a girlfriend") is odd
# enough to leave for review.
RELATIONSHIP_ORDER = {"single": 0, "in a relationship": 1, "engaged": 2, "married": 3, "divorced": 4}


@dataclass(frozen=True)
class _Outcome:
    status: str
    reason: str


def _is_student(key: str) -> bool:
    """A school stage, or any kind of student (a PhD student, 大三學生)."""
    key = key.rstrip("0123456789")
    return key in STUDENT_WORDS or key.endswith(("student", "學生"))


def _occupation_status(old: str, new: str) -> str | None:
    """Occupation values that are not plain job titles: school stages and work states."""
    if old not in WORK_STATES and new not in WORK_STATES:
        if _is_student(old) and _is_student(new):
            if {"學生", "student"} & {old, new} or old.startswith(new) or new.startswith(old):
                return BOTH_HOLD  # 學生 / 大學生, 國中生 / 國中生3: the same stage, less precise
            return CHANGED  # 高中生 → 大學生, 國中生3 → 高中生1
        if _is_student(old) or _is_student(new):
            return CHANGED  # a student who now works, or a worker back at school
        return None
    if new in ("retired", "not working"):
        return CHANGED
    if old in ("retired", "not working"):
        return CHANGED if new != "graduated" else BOTH_HOLD
    if new == "graduated":
        return CHANGED if _is_student(old) else BOTH_HOLD
    if old == "graduated":
        return BOTH_HOLD  # 大學畢業 then 讀研究所, or a job: both true
    # "working" against a job (both true) or a student (a change).
    other = new if old == "working" else old
    return CHANGED if _is_student(other) else BOTH_HOLD


_LISTED_CITIES = frozenset(row[0] for row in CITIES)


def _listed(key: str) -> bool:
    """A place a list knows: a listed city (or its district) or a country."""
    return key.startswith(COUNTRY) or key.split(DISTRICT)[0] in _LISTED_CITIES


def _country_status(a: str, b: str) -> str:
    """A country against a country or a listed city: 日本 then 加拿大 (or 溫哥華) is a move;
    日本 then 東京 may both be true, and so may a town no list places."""
    countries = [
        key[len(COUNTRY) :] if key.startswith(COUNTRY) else CITY_COUNTRIES.get(key.split(DISTRICT)[0]) for key in (a, b)
    ]
    return CHANGED if None not in countries and countries[0] != countries[1] else BOTH_HOLD


def _unlisted_place_status(a: str, b: str) -> str:
    """A town no list knows (板橋) against a listed place: within a listed city (台北) it may
    lie, so both may hold; against a city's district (新北板橋, 桃園中壢) it is that district
    or another one."""
    town, listed = (a[len(UNLISTED) :], b) if a.startswith(UNLISTED) else (b[len(UNLISTED) :], a)
    if DISTRICT not in listed:
        return BOTH_HOLD
    return SAME if listed.split(DISTRICT, 1)[1] == town else CHANGED


def _compare_attribute(new: Claim, old: Claim, change: bool, career_change: bool = False) -> _Outcome:
    a, b = old.value, new.value
    if a is None or b is None:  # attribute claims always carry a value; never guess
        return _Outcome(BOTH_HOLD, f'same attribute "{new.key}" without a value; kept as different')
    status: str | None = None
    if new.value_kind == "date":
        status = _compare_dates(a.key, b.key)
    elif new.value_kind == "clock":
        status = _compare_clocks(a.key, b.key)
    elif a.key == b.key or _same_words(a.key, b.key):
        status = SAME  # Tesla Model Y / "Model Y from Tesla"
    elif new.key in ("weight", "height") and a.key[:2] != b.key[:2] and {a.key[:2], b.key[:2]} & _UNITS.keys():
        status = _compare_units(a.key, b.key)  # 154 lbs / 70 kg
    elif new.value_kind == "place" and COUNTRY in (a.key[:1], b.key[:1]):
        status = _country_status(a.key, b.key)
    elif new.value_kind == "place" and a.key.startswith(UNLISTED) != b.key.startswith(UNLISTED):
        status = _unlisted_place_status(a.key, b.key)
    elif new.value_kind not in ("city", "place") and (
        _narrower(a.key, b.key)
        or _narrower(a.display, b.display)
        or (new.key == "occupation" and _narrower(_job_only(a.key), _job_only(b.key)))
    ):
        # nurse / night-shift nurse, 護理師 / 急診室護理師: the same, said more precisely; but a
        # favourite said to have changed (紅色, then 現在最喜歡酒紅色) may have.
        # (So is a device said to be changed for a model of its line: ThinkPad, then "switched to a ThinkPad X1".)
        status = LIKELY_CHANGED if change and new.key.startswith(("favourite", "own ")) else BOTH_HOLD
    elif new.key == "occupation" and _says_more(a.display, b.display):
        status = BOTH_HOLD  # nurse / "nurse at NTUH": the same job, said more precisely
    elif new.key == "occupation" and b.key == "retired" and not _retired_from_it(new.more, a.display):
        status = LIKELY_CHANGED  # "retired from the army" after "is a firefighter": perhaps a career before
    elif new.key == "occupation":
        status = _occupation_status(a.key, b.key)
    elif new.key == "nickname":
        status = LIKELY_CHANGED  # one may have several nicknames
    elif new.key in REVIEWED_VALUES and not _may_be_same(a.key, b.key):
        status = LIKELY_CHANGED
    elif new.value_kind == "money" and (_one_currency_unsaid(a, b) or _sums_written_apart(a, b)):
        # "£40k" / "40k": perhaps one sum, its currency said once; 年薪60萬 / "salary is 60k": perhaps
        # another currency.
        status = LIKELY_CHANGED
    elif new.key in SAID_TO_CHANGE and not _may_be_same(a.key, b.key):
        status = CHANGED if change else LIKELY_CHANGED  # KKBOX, then "now Spotify"; or both
    elif "moved out" in (a.key, b.key) and frozenset({a.key, b.key}) in COMPATIBLE_VALUES:
        status = BOTH_HOLD  # out of the parents' home, and alone: both, whatever the words of change
    elif new.key == "relationship status" and {a.key, b.key} <= RELATIONSHIP_ORDER.keys():
        backwards = RELATIONSHIP_ORDER[b.key] < RELATIONSHIP_ORDER[a.key] and b.key != "single"
        status = LIKELY_CHANGED if backwards and not change else CHANGED
    elif frozenset({a.key, b.key}) in ALWAYS_BOTH:
        status = BOTH_HOLD  # a pescatarian "started eating fish again": both, whatever the words of change
    elif new.key == "religion" and a.key in _FAITH_AS_PEOPLE and b.key in _NO_FAITH:
        status = LIKELY_CHANGED  # Jewish, then agnostic: a people as well as a faith; for review
    elif frozenset({a.key, b.key}) in COMPATIBLE_VALUES:
        status = CHANGED if change else BOTH_HOLD  # vegetarian → "went fully vegan": a change
    elif _aliases(a.key, b.key) or _one_colour(a.key, b.key):
        status = SAME  # Facebook / Meta, 台積電 / TSMC, 粉紅色 / 粉色系
    elif new.key == "employer" and _one_group(a.key, b.key):
        # Google, then YouTube: one job by two names, or a move within the group (said: "joined GitHub")
        status = CHANGED if change else LIKELY_CHANGED
    elif new.key == "work shift" and new.more and _place(old.more) != _place(new.more):
        # nights at the hospital, then days at the pub: two jobs; or nights, then days at the cafe: perhaps
        status = BOTH_HOLD if old.more else LIKELY_CHANGED
    elif new.key.startswith("own ") and change and _two_models(a.display, b.display):
        status = CHANGED  # MacBook Pro, then 換了一台 MacBook Air: one line, another model, said to change
    elif _spelled_alike(a.key, b.key) and not (a.exact and b.exact):
        status = BOTH_HOLD  # grey / gray, a typo: perhaps one value spelled two ways (not two of a table's)
    if status is None:
        if a.exact or b.exact:
            status = CHANGED
        elif _may_be_same(a.key, b.key):
            # (a device said to be changed for a model of its line: iPad Pro, then 換了 iPad Pro 2024)
            status = LIKELY_CHANGED if change and new.key.startswith("own ") else BOTH_HOLD
        elif _has_han(a.display) != _has_han(b.display) and new.value_kind not in ("city", "place"):
            # (Places are canonical: a listed city would have been read in either script.)
            # 小明 / Tom, 資工 / computer science: perhaps one user's two languages. An
            # employer (Google / 微軟) is more likely a change, but still not certain.
            # A job named after a change of career (轉職當PM after 是保險業務) is another job.
            # So is another make of the one phone or laptop (華碩 / MacBook Air), unless both
            # name a model and share no word of it (MacBook Air / 華碩的ZenBook: two laptops).
            likely = new.key == "employer" or new.key.startswith("own ")
            status = LIKELY_CHANGED if likely else CHANGED if career_change else BOTH_HOLD
            apart = not _model_words(a.key) & _model_words(b.key)
            if new.key.startswith("own ") and (_other_models(a.display, b.display) or (change and apart)):
                # 三星 Galaxy S21 / iPhone 15 Pro: two models named, nothing in common; 華碩 / 換了一台 MacBook
                status = CHANGED
        else:
            status = CHANGED
    if (
        status == CHANGED
        and new.key == "occupation"
        and not career_change
        and not {a.key, b.key} & set(WORK_STATES)
        and _initials(a.display, b.display)
    ):
        status = LIKELY_CHANGED  # nurse / RN: letters may stand for the other job
    if status == CHANGED and new.value_kind == "place" and not change and not (_listed(a.key) and _listed(b.key)):
        # Tokyo / Shibuya, Catalonia / Barcelona: a place no list knows may lie in the other. With a
        # word of change ("moved to Denver", "now lives in Denver") it is a move.
        status = LIKELY_CHANGED
    titled = new.key.startswith("favourite") and _TITLED.search(new.key)
    chinese = _has_han(a.display) and _has_han(b.display) and not _LATIN.search(a.display + b.display)
    if status == CHANGED and not change and titled and chinese:
        # 神隱少女 / 千與千尋: a work from abroad goes by another title in Taiwan than elsewhere;
        # said to have changed (現在, 新的) it is a new favourite.
        return _Outcome(
            LIKELY_CHANGED,
            f'same attribute "{new.key}": "{a.display}" → "{b.display}", perhaps one work under two titles; for review',
        )
    if status == CHANGED and new.key.startswith("own ") and not change and not _make_and_model(a.display, b.display):
        status = LIKELY_CHANGED  # "a Tesla" / "a Model 3": a make and a model may be one car
    if status == SAME:
        return _Outcome(SAME, f'same attribute "{new.key}", same value "{b.display}"')
    if status == CHANGED:
        return _Outcome(CHANGED, f'same attribute "{new.key}": "{a.display}" → "{b.display}"')
    if status == LIKELY_CHANGED:
        return _Outcome(
            LIKELY_CHANGED, f'same attribute "{new.key}": "{a.display}" → "{b.display}", an unusual change; for review'
        )
    return _Outcome(
        BOTH_HOLD,
        f'same attribute "{new.key}", but "{a.display}" and "{b.display}" can both be true; kept as different',
    )


# Favourites of works, which go by titles that translators choose: films, books, series, games.
_TITLED = re.compile(r"電影|(?<!台)片|書|小說|漫畫|動畫|卡通|(?<!台)劇|影集|遊戲")
_LATIN = re.compile(r"[A-Za-z]")


def _says_more(a: str, b: str) -> bool:
    """One value is the other with more after it: nurse / "nurse at NTUH"."""
    short, long = sorted((a.casefold().strip(), b.casefold().strip()), key=len)
    return bool(short) and long.startswith(short) and long != short


def _initials(*values: str) -> bool:
    """Whether a value is written in initials (RN, CPA, PM), which may stand for the other."""
    return any(re.fullmatch(r"[A-Z]{2,5}s?", v.strip()) for v in values)


def _other_models(a: str, b: str) -> bool:
    """Whether two devices, one named partly in Chinese (三星 Galaxy S21), both name a model in
    Latin letters and share no word of it (iPhone 15 Pro): two devices, whatever the script."""
    x, y = ({w.casefold() for w in re.findall(r"[A-Za-z0-9]+", v)} for v in (a, b))
    models = all(any(re.search(r"[a-z]", w) for w in words) for words in (x, y))
    return models and not x & y


def _make_and_model(a: str, b: str) -> bool:
    """Whether two devices are surely two: both named by make and model (Honda Civic / Tesla
    Model Y) or both by one word (iPhone / Pixel), or one make with two models (iPhone 13 /
    iPhone 16). One word against one word may be a make and its model (Honda / Civic)."""
    x, y = a.casefold().split(), b.casefold().split()
    if not x or not y:
        return False
    return (len(x) > 1 and len(y) > 1) or x[0] == y[0]


def _narrower(a: str, b: str) -> bool:
    """One value is the other with words in front: the same thing, more precisely."""
    a, b = a.casefold().strip(), b.casefold().strip()
    short, long = sorted((a, b), key=len)
    if not short or short == long or any(ch.isdigit() for ch in short + long):
        return False
    if re.match(r"(?:not|non|no|never|ex|former|retired)\b|不|非|沒|退休|前", long):
        return False  # not vegetarian, 非素食, ex-smoker: the opposite, not a narrower one
    if _has_han(short):
        return long.endswith(short) and len(short) >= 2
    return long.endswith((" " + short, "-" + short))


# A Chinese colour said with or without 色, as a shade family (色系), 粉紅 or 粉.
_COLOUR_ZH = re.compile(r"^(?:粉紅|粉|紅|橙|橘|黃|綠|藍|紫|白|黑|灰|棕|褐|金|銀|米)(?:色系|色|系)?$")


def _one_colour(a: str, b: str) -> bool:
    """One colour said two ways: 粉紅色 / 粉色系 / 粉紅, 紫 / 紫色."""
    if not (_COLOUR_ZH.match(a) and _COLOUR_ZH.match(b)):
        return False
    base = lambda v: re.sub(r"(?:色系|色|系)$", "", v).replace("粉紅", "粉")  # noqa: E731
    return base(a) == base(b)


def _aliases(a: str, b: str) -> bool:
    a, b = a.casefold().strip(), b.casefold().strip()
    if any(a in names and b in names for names in ALIASES):
        return True
    # The same once each name the tables know is one name and 的 and spaces are dropped: 華碩 ZenBook /
    # ASUS 的 ZenBook, 哈利波特 系列 / 哈利波特系列.
    return a != b and _by_one_name(a) == _by_one_name(b) != ""


def _by_one_name(value: str) -> str:
    """A value with each name of a thing the tables know as one name, and no 的 or spaces."""
    value = _ALIAS_NAMES.sub(lambda m: _FIRST_NAME[m.group()], value)
    return re.sub(r"[\s的]+", "", value)


_FIRST_NAME = {name: min(names) for names in ALIASES for name in names}
_ALIAS_NAMES = re.compile(
    "|".join(
        re.escape(n) if _has_han(n) else rf"(?<![a-z]){re.escape(n)}(?![a-z])"
        for n in sorted(_FIRST_NAME, key=len, reverse=True)
    )
)


def _place(more: str) -> str:
    return re.sub(r"^\s*(?:at|in|for|在)\s*(?:the\s+)?", "", more).strip().casefold()


def _retired_from_it(more: str, job: str) -> bool:
    """Whether what the user retired from (" from teaching") is the job the old fact names (teacher),
    or is not said (" from work")."""
    field = re.sub(r"^\s*from\s+(?:the\s+)?", "", more).casefold()
    return not field or field == "work" or field[:4] in job.casefold()


def _one_group(a: str, b: str) -> bool:
    a, b = a.casefold().strip(), b.casefold().strip()
    return any(a in names and b in names for names in COMPANY_GROUPS)


def _spelled_alike(a: str, b: str) -> bool:
    """Two spellings one letter apart in a longer word (grey / gray, colour / color); never
    numbers, which differ by a digit and mean another value."""
    a, b = a.casefold().strip(), b.casefold().strip()
    if min(len(a), len(b)) < 4 or abs(len(a) - len(b)) > 1 or any(ch.isdigit() for ch in a + b) or _has_han(a + b):
        return False  # (not vegetarian / vegetarian: a word apart, not a letter)
    return SequenceMatcher(None, a, b).ratio() >= 0.75


def _job_only(key: str) -> str:
    """A job without where it is done: "nurse at st mary's" → "nurse"."""
    return re.sub(r" (?:at|for|with|in) .+$", "", key)


# Pounds ("lb154") and inches ("in72"): in kilograms and centimetres, and how near is the same.
_UNITS = {"lb": (0.45359237, 1.0), "in": (2.54, 2.5)}


def _compare_units(a: str, b: str) -> str:
    """A weight in kilograms against one in pounds, or a height in centimetres against one in
    feet and inches: the same within a kilogram or 2.5 cm."""
    unit = a[:2] if a[:2] in _UNITS else b[:2]
    factor, near = _UNITS[unit]
    try:
        x, y = (float(k[2:]) * factor if k[:2] == unit else float(k) for k in (a, b))
    except ValueError:
        return CHANGED
    return SAME if abs(x - y) <= near else CHANGED


# Words that join the parts of one name said in another order: "Model Y from Tesla".
_JOINING = frozenset({"from", "by", "of", "the", "a", "an", "s", "made", "的"})


def _same_words(a: str, b: str) -> bool:
    """The same words in another order (Tesla Model Y / "Model Y from Tesla"), at least two."""
    words = [set(re.findall(r"[a-z0-9]+", k.casefold())) - _JOINING for k in (a, b)]
    han = [re.sub(r"[^\u4e00-\u9fff]", "", k) for k in (a, b)]
    return len(words[0]) >= 2 and words[0] == words[1] and han[0] == han[1]


def _compare_clocks(a: str, b: str) -> str:
    """Two times of day, "7:00p" / "7:00": the same unless both say which half of the day and
    it differs (晚上十一點 / 早上十一點)."""
    (x, half_x), (y, half_y) = (re.match(r"^(.*?)([ap]?)$", k).groups() for k in (a, b))  # type: ignore[union-attr]
    if x != y:
        return CHANGED
    return CHANGED if half_x and half_y and half_x != half_y else SAME


def _compare_stance(new: Claim, old: Claim, change: bool) -> _Outcome:
    # Across axes, a flip counts only with a word of change, and only between readings
    # the tables made (not a plain "does it" clause).
    flipped = change and {new.polarity, old.polarity} == {POSITIVE, NEGATIVE} and not new.weak and not old.weak
    if new.axis == old.axis:
        status = POLARITY_OUTCOMES[frozenset({new.polarity, old.polarity})]
    elif (frozenset({new.axis, old.axis}), new.polarity) in CROSS_AXIS_SAME and new.polarity == old.polarity:
        status = SAME
    elif flipped and {new.axis, old.axis} == {LIKE, DO}:
        status = CHANGED
    elif flipped and {new.axis, old.axis} == {CAN, DO}:
        # 會抽菸 then 已經戒菸了: 會 is a habit as often as an ability, so staff decide.
        return _Outcome(
            LIKELY_CHANGED,
            f'same object "{new.label}", {old.polarity} → {new.polarity}, read once as a habit and once as '
            "an ability; for review",
        )
    else:
        return _Outcome(
            BOTH_HOLD,
            f'same object "{new.label}", but one is about {AXIS_TOPICS[old.axis]} and '
            f"the other about {AXIS_TOPICS[new.axis]}; kept as different",
        )
    if status == SAME:
        return _Outcome(SAME, f'same object "{new.label}", same polarity ({new.polarity})')
    if status == CHANGED:
        return _Outcome(CHANGED, f'same object "{new.label}", polarity flipped: {old.polarity} → {new.polarity}')
    return _Outcome(
        BOTH_HOLD, f'same object "{new.label}", {old.polarity} vs {new.polarity} may both hold; kept as different'
    )


# A drink of alcohol as what is drunk: the word ends the thing (or only how often and with what
# follows it), and no other drink is named so (ginger beer, root beer, 薑汁啤酒; 燒酒雞 is food).
_ALCOHOL = re.compile(
    r"(?<!root )(?<!ginger )(?<!birch )\b(?:alcohol|wine|beers?|pints?|whisk(?:e)?y|vodka|gin|rum|sake|soju|cocktails?|"
    r"booze|spirits|cider|tequila)\b(?:\s+(?:most|every|each|with|on|at|after|in|daily|nightly|now|these|again|"
    r"sometimes|often|a|per)\b.*)?$"
    r"|(?<!薑汁)(?<!麥根)(?<!無酒精)酒$",
    re.IGNORECASE,
)


# What is no habit of drinking: none (不喝酒, "alcohol-free"), once (灌了一杯), a question, a maybe,
# a drink for others (準備了很多啤酒給賓客).
_NOT_A_DRINKING_HABIT = re.compile(
    r"不|沒|無|了|被|問|準備|給|0\.0|0%|\b(?:no|non|free|sober|asked|asks|maybe|might|except|if|whether|once|"
    r"tonight|yesterday|last night|for (?:the )?guests|had|collect\w*|brew\w*|cook\w*|mak\w*|bak\w*|sell\w*)\b|n't",
    re.IGNORECASE,
)


def _drinking_and_not(a: Claim, b: Claim) -> str:
    """Why one stance drinks a kind of alcohol and the other none at all, or ""."""
    for none, some in ((a, b), (b, a)):
        denied = none.axis == DO and none.polarity == NEGATIVE and none.key in ("alcohol", "酒", "喝酒")
        drunk = some.axis in (DO, LIKE) and some.polarity == POSITIVE and _ALCOHOL.search(some.label)
        drunk = drunk and not _NOT_A_DRINKING_HABIT.search(some.label)
        if denied and drunk:
            return f'"{some.label}" is alcohol, and the other fact says none at all'
    return ""


def _same_object(a: str, b: str) -> bool:
    """The same liked or done object, up to a generic head: "jazz" / "jazz music", 爵士 / 爵士樂."""
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    if not short or not long.startswith(short):
        return False
    tail = long[len(short) :].strip()
    return tail in GENERIC_HEADS


def _statement_key(text: str) -> str:
    """A clause as a negation would name it: 是學生 / "is a student" → 學生 / student."""
    text = re.sub(r"^(?:是|is |am |are |be )", "", text.strip(), flags=re.IGNORECASE)
    return _object(text)[0]


# "Not this but that": 不是台積電，是聯發科要發獎金.
_NOT_BUT = re.compile(r"不是[^，。,;；]{1,12}[，,\s]*(?:而)?是|\bnot [\w' ]{1,20}, (?:but |it'?s )", re.IGNORECASE)
_PREFERS = re.compile(r"^(?:比較喜歡|更喜歡|比較愛|更愛|prefers?)", re.IGNORECASE)
_FAVOURITE = re.compile(r"^(?:最喜歡|最愛|最喜愛|(?:like|likes|love|loves) .+ (?:the )?most)", re.IGNORECASE)


def _cross(new: Clause, old: Clause, change: bool, new_text: str = "") -> _Outcome | None:
    """Claims of different kinds or attributes that still meet. `new_text`: the whole new fact."""
    a, b = new.claim, old.claim
    # A flat negation of the other's whole statement: "isn't a student anymore", 不住在台北了.
    for negated, stated in ((a, old), (b, new)):
        other = stated.claim
        if not (negated.kind == "stance" and negated.axis == DO and negated.polarity == NEGATIVE):
            continue
        if other.kind != "attribute":
            continue
        names = {_statement_key(stated.rest)}
        if other.value is not None:
            names |= {_statement_key(other.value.display), other.value.key}
        if _statement_key(negated.key) in names:
            label = other.value.display if other.value else stated.rest
            reason = f'"{label}" {"no longer holds" if negated is a else "holds again"}: {NEGATIVE}'
            if negated is a and _NOT_BUT.search(normalise(new_text)):
                # 今天晚餐，不是拉麵，是烏龍麵: "not this but that", of something else, perhaps; staff decide.
                return _Outcome(LIKELY_CHANGED, f"{reason}, but said as not this but that; for review")
            return _Outcome(CHANGED, reason)
    for disliked, named in ((new, old), (old, new)):
        # 最喜歡夏天, then 現在超討厭夏天; "hates winter", then "winter is my favourite season now".
        attr, stance = named.claim, disliked.claim
        if not (attr.kind == "attribute" and attr.key.startswith("favourite") and attr.value):
            continue
        hated = stance.kind == "stance" and stance.axis == LIKE and stance.polarity == NEGATIVE and not stance.weak
        if hated and _same_object(stance.key, attr.value.key.casefold()):
            verb = "disliked" if disliked is new else "the favourite"
            return _Outcome(CHANGED, f'{attr.label}: "{attr.value.display}", and now it is {verb}')
    for liked, named in ((new, old), (old, new)):
        # 最喜歡的花是玫瑰, then 現在最喜歡向日葵: a favourite without its kind.
        fav, attr = liked.claim, named.claim
        if not (attr.kind == "attribute" and attr.key.startswith("favourite") and attr.value):
            continue
        if not (fav.kind == "stance" and fav.axis == LIKE and fav.polarity == POSITIVE):
            continue
        # (現在比較喜歡冬天 after 最喜歡的季節：夏天: a preference now, of the favourite's own kind.)
        prefers = liked is new and change and _PREFERS.match(liked.text) is not None
        if prefers and _of_kind(fav.label, attr.key.removeprefix("favourite ")):
            return _Outcome(CHANGED, f'{attr.label}: "{attr.value.display}", and now the user prefers "{fav.label}"')
        if not (_FAVOURITE.match(liked.text) or _FAVOURITE.match(liked.rest)):
            if _same_object(fav.key, attr.value.key.casefold()):
                # 超愛臭豆腐 and 最喜歡的食物是臭豆腐: one thing, liked and the favourite; both hold.
                return _Outcome(BOTH_HOLD, f'"{attr.value.display}" is liked in one and the favourite in the other')
            continue
        if _same_object(fav.key, attr.value.key.casefold()):
            return _Outcome(SAME, f'"{attr.value.display}" is the favourite in both')
        # (Also when the new fact names the old favourite as one it has left: 現在最愛的是麻辣鍋，拉麵
        # 退位了 after 最愛的食物：拉麵. Then the new one is of its kind, whatever it is.)
        displaced = (
            liked is new and attr.value.display.casefold() in new_text.casefold() and not _STILL_LIKED.search(new_text)
        )
        if liked is new and change and (_of_kind(fav.label, attr.key.removeprefix("favourite ")) or displaced):
            return _Outcome(CHANGED, f'{attr.label}: "{attr.value.display}", and now the favourite is "{fav.label}"')
        if liked is new and change:
            # Whether 向日葵 is a 花 is more than the rules know: staff decide.
            return _Outcome(
                LIKELY_CHANGED, f'{attr.label}: "{attr.value.display}", and now the favourite is "{fav.label}"'
            )
        if liked is old and change:
            # 最愛五月天, then 現在最喜歡的樂團是草東: whether 五月天 was the favourite 樂團 is
            # more than the rules know.
            return _Outcome(
                LIKELY_CHANGED, f'the favourite was "{fav.label}", and now the {attr.label} is "{attr.value.display}"'
            )
    # 在銀行上班, then 退休了: a workplace no table names is still work that ended.
    # (Or quit: 辭職了 after 在銀行上班.)
    retired = a.kind == "attribute" and a.key == "occupation" and a.value and a.value.key in ("retired", "not working")
    if retired and b.kind == "stance" and _WORKS_AT.match(old.rest):
        return _Outcome(CHANGED, f'"{old.rest}" ended: {a.value.display}')
    if a.kind == b.kind == "attribute" and a.value and b.value:
        keys = {a.key, b.key}
        if keys == {"occupation", "employer"}:
            if a.key == "occupation" and a.value.key in ("retired", "not working"):
                return _Outcome(CHANGED, f'"{b.value.display}" left: "{a.value.display}"')
            if b.key == "occupation" and b.value.key in ("retired", "not working") and a.key == "employer":
                # 待業中, then 在物流公司上班: work found. (A retiree's may be part-time, one laid off
                # may be back where he was, or is rehired: for review.)
                sure = (
                    b.value.key == "not working"
                    and _OUT_OF_WORK.search(old.text) is not None
                    and a.value.display.casefold() not in old.text.casefold()
                )
                return _Outcome(
                    CHANGED if sure else LIKELY_CHANGED, f'"{b.value.display}", and now works at "{a.value.display}"'
                )
            if b.key == "occupation" and _is_student(b.value.key) and a.key == "employer":
                reason = f'a student ("{b.value.display}") now works at "{a.value.display}"'
                return _Outcome(CHANGED if change else LIKELY_CHANGED, reason)
        if keys == {"number of children", "number of children, at least"} and b.key.endswith("at least"):
            # 第三胎出生了, then 有兩個小孩: fewer than were born, for review.
            fewer = a.value.key.isdigit() and b.value.key.isdigit() and int(a.value.key) < int(b.value.key)
            reason = f'"{b.value.display}" born, and now "{a.value.display}" children'
            return _Outcome(LIKELY_CHANGED if fewer else BOTH_HOLD, reason)
        if keys == {"number of children", "number of children, at least"} and a.key.endswith("at least"):
            # 有一個小孩, then 第二胎出生了: more now (our second baby, after three kids: one of them).
            more = a.value.key.isdigit() and b.value.key.isdigit() and int(a.value.key) > int(b.value.key)
            status = CHANGED if more else BOTH_HOLD
            return _Outcome(status, f'number of children: "{b.value.display}", and now "{a.value.display}" born')
        if keys == {"hometown", "grew up in"} and a.value.key == b.value.key:
            # One place both where the user grew up and the hometown: the same fact. Two
            # places may both hold (老家在嘉義, 從小在台北長大).
            return _Outcome(SAME, f'"{a.value.display}" is the hometown and where the user grew up')
    return None


def _compare(
    new: Clause, old: Clause, change: bool, other_time: bool, once: bool, new_text: str = ""
) -> _Outcome | None:
    """How two clauses relate, or None when they are about different things. `other_time`:
    the new fact names another time (去年, 上一份工作), which puts a changed amount in doubt;
    `once`: it speaks of this time only (這週, "this week"), so its word of change is no
    lasting change of what no table reads."""
    if new.owner != old.owner:
        return None  # the user and a sister, a friend, a pet: different people
    outcome = _compare_claims(new, old, change, new_text)
    if outcome is not None and outcome.status == CHANGED and other_time and new.claim.value_kind == "money":
        # 去年加薪後月薪四萬, 上一份工作月薪三萬八: an amount of another time, perhaps.
        outcome = _Outcome(LIKELY_CHANGED, f"{outcome.reason}, but the new fact may speak of another time; for review")
    value = new.claim.value
    out_of_work = new.claim.key == "occupation" and value is not None and value.key in ("not working", "retired")
    if outcome is not None and outcome.status == CHANGED and out_of_work and _not_this_work(new_text or new.text, old):
        # "was laid off in 2008", 開玩笑的啦，被裁員了, "got laid off yesterday?", 這週請假，沒在工作, "fired from my
        # weekend gig": work ended long ago or elsewhere, said in jest or asked, or time off.
        outcome = _Outcome(LIKELY_CHANGED, f"{outcome.reason}, but perhaps not the work the old fact names; for review")
    if outcome is not None and outcome.status == CHANGED and new.claim.key.startswith("favourite"):
        # "all-time fav show: The Wire" beside "fav show rn: Severance": a favourite of all time and
        # one of the moment may both hold.
        texts = (new_text or new.text, old.text)
        said = {bool(_ALL_TIME.search(text)) - bool(_FOR_THE_MOMENT.search(text)) for text in texts}
        if said == {1, -1}:
            outcome = _Outcome(BOTH_HOLD, f"{outcome.reason}, but one is of all time and the other of the moment")
    one_night = ONE_NIGHT.search(normalise(new_text))
    if outcome is not None and outcome.status == CHANGED and new.claim.value_kind == "clock" and one_night:
        # 每天晚上11點睡, then 昨天三點才睡: one night, not the habit.
        outcome = _Outcome(BOTH_HOLD, f'{outcome.reason}, but only "{one_night.group()}"')
    # Frames only where no table read the clause; and not against an attribute a table
    # read, whose phrasing the other clause shares with a value the table refused
    # (住在大安區 is no home city, 在家工作 names no employer). A way to work is also a thing
    # done: "drives to work now" after "can't drive", 習慣飯後散步 beside 習慣搭捷運通勤.
    new, old = _as_done([new])[0], _as_done([old])[0]
    unread = new.claim.weak or old.claim.weak
    table_attribute = any(c.kind == "attribute" and not _district(c) for c in (new.claim, old.claim))
    if outcome is None and unread and not table_attribute:
        framed = compare_frames(new, old, change and not once)
        if framed is not None and framed.status == CHANGED and (once or other_time):
            # 這陣子每天工作十小時, "until the launch", 去年: of this time only, or of another.
            when = "only for a while" if once else "of another time"
            framed = FrameOutcome(LIKELY_CHANGED, f"{framed.reason}, but perhaps {when}; for review")
        if framed is not None:
            outcome = _Outcome(framed.status, framed.reason)
    if outcome is not None and new.owner:
        # Someone else's attribute: a family member's changes like the user's own; a
        # friend or a pet may be one of several, so a change there is only for review.
        outcome = _Outcome(outcome.status, f"{new.owner}: {outcome.reason}")
        if outcome.status in (CHANGED, LIKELY_CHANGED) and new.claim.key == "name" and new.owner not in _ONE_AT_A_TIME:
            # A brother named Tom, then a brother named Ben: two brothers, as a name seldom changes.
            # (A partner or a manager of another name is another one: 女朋友叫小雨, then 女朋友是阿琪;
            # 主管叫Kevin, then 主管叫Amy.)
            return _Outcome(BOTH_HOLD, f"{outcome.reason}: perhaps two people, each with a name; kept as different")
        if outcome.status == CHANGED and not new.owner_unique:
            outcome = _Outcome(LIKELY_CHANGED, outcome.reason) if change else None
        if outcome is not None and outcome.status == CHANGED and new.claim.value_kind == NAMED_AS:
            # "my boyfriend is Prince Charming now", 我男朋友現在是小鮮肉: after "is" a name is only likely.
            outcome = _Outcome(LIKELY_CHANGED, f'{outcome.reason}, said after "is"; for review')
    return outcome


_ALL_TIME = re.compile(r"\ball[- ]time\b|\bof all time\b|\bever\b|\bgoat\b", re.IGNORECASE)
_FOR_THE_MOMENT = re.compile(
    NOW.pattern + r"|\b(?:rn|atm|right now|at the moment|current|lately|this (?:year|month|week|season))\b", re.I
)
_PARTNERS = frozenset({"boyfriend", "girlfriend", "husband", "wife", "partner"})
# Whom the user has one of at a time: another name is another one.
_ONE_AT_A_TIME = _PARTNERS | {"manager"}


def _as_done(clauses: list[Clause]) -> list[Clause]:
    """The clauses, an attribute that is also a thing done (`ALSO_DONE`) read as what is done."""
    return [
        replace(c, claim=read_as_done(c.rest)) if c.claim.kind == "attribute" and c.claim.key in ALSO_DONE else c
        for c in clauses
    ]


def _one_currency_unsaid(a: Value, b: Value) -> bool:
    """Two sums of one number, one said in a currency and the other in none ("£40k" / "40k")."""
    said = [bool(CURRENCY.search(v.display)) for v in (a, b)]
    return said[0] != said[1] and a.key.lstrip("£€") == b.key.lstrip("£€")


def _sums_written_apart(a: Value, b: Value) -> bool:
    """One sum written as Chinese writes money (60萬, 四萬二, 500元) and the other as English does
    ("60k", "$500"): perhaps two currencies."""
    zh = [bool(re.search(r"[萬千元塊]|[一二兩三四五六七八九十]", v.display)) for v in (a, b)]
    en = [bool(re.search(r"\dk\b|[$£€₹]|[a-z]{3,}", v.display, re.IGNORECASE)) for v in (a, b)]
    return (zh[0] and en[1]) or (zh[1] and en[0])


def _within_named_apart(a: str, b: str) -> bool:
    """Whether two favourites are of a kind within another not named after it (`KINDS_WITHIN`)."""
    kinds = {k.removeprefix("favourite ") for k in (a, b)}
    return any(KINDS_WITHIN.get(k) in kinds for k in kinds)


def _one_kind_narrowed(a: str, b: str) -> str:
    """The plain kind of two favourites, one of which narrows the other ("favourite nba team" and
    "favourite team", 最喜歡的日本樂團 and 最喜歡的樂團, or a kind within another: a novel and a
    book, `KINDS_WITHIN`): "favourite team", "favourite book". "" otherwise."""
    if not (a.startswith("favourite ") and b.startswith("favourite ")):
        return ""
    wide, narrow = sorted((a.removeprefix("favourite "), b.removeprefix("favourite ")), key=len)
    if not wide or wide == narrow or "的" in narrow:  # 看的運動 is no 運動 of one's own
        return ""
    if KINDS_WITHIN.get(narrow) == wide or KINDS_WITHIN.get(wide) == narrow:
        return f"favourite {KINDS_WITHIN.get(narrow) or KINDS_WITHIN[wide]}"
    english = not _has_han(wide + narrow)
    narrowed = narrow.endswith(" " + wide) if english else narrow.endswith(wide) and len(narrow) - len(wide) <= 4
    return f"favourite {wide}" if narrowed else ""


def _district(claim: Claim) -> bool:
    """A home in a district of a city (台中北屯區): against a place no table knows (住板橋),
    compared as the words are, like two unread places."""
    value = claim.value
    return claim.key == "home city" and value is not None and DISTRICT in value.key


def _compare_claims(new: Clause, old: Clause, change: bool, new_text: str = "") -> _Outcome | None:
    a, b = new.claim, old.claim
    if (
        a.kind == b.kind == "attribute"
        and a.key != b.key
        and {a.key, b.key} < _TEAM_KEYS
        and "supported team" in {a.key, b.key}
    ):
        # 最喜歡的球隊是中信兄弟, then 是中信兄弟的球迷: the favourite team is a team supported. (Another
        # team supported says nothing of the favourite: one may support one in each sport.)
        same = _compare_attribute(replace(a, key="supported team"), replace(b, key="supported team"), change)
        return same if same is not None and same.status == SAME else None
    if a.kind == b.kind == "attribute" and a.key == b.key == "number of children, at least":
        return _Outcome(BOTH_HOLD, "a child born, then another: both births still hold")  # 第二胎, then 第三胎
    if a.kind == b.kind == "attribute" and a.key == b.key:
        return _compare_attribute(a, b, change, a.key == "occupation" and bool(_CAREER_CHANGE.search(new.text)))
    if a.kind == b.kind == "attribute" and (kind := _one_kind_narrowed(a.key, b.key)):
        # "favourite NBA team" / "favourite team": the same value is one favourite said twice;
        # another may be a favourite of each kind (a team in each league, a board game and a video
        # game). A kind within another, not named after it (a novel, a book), may be either: review.
        same = _compare_attribute(replace(a, key=kind), replace(b, key=kind), change)
        if same is not None and same.status in (CHANGED, LIKELY_CHANGED) and _within_named_apart(a.key, b.key):
            return _Outcome(LIKELY_CHANGED, f"{same.reason}; one kind within the other, perhaps both; for review")
        return same if same is not None and same.status == SAME else None
    if a.kind == b.kind == "stance" and (drinks := _drinking_and_not(a, b)):
        # "drinks wine most nights", then "doesn't drink" (sober): a kind of drink, and none at all.
        return _Outcome(CHANGED if change else LIKELY_CHANGED, drinks)
    if a.kind == b.kind == "stance" and (
        _same_object(a.key, b.key) or (_opposed_ability(new, old) and _same_object(_plain(a.key), _plain(b.key)))
    ):
        # A weak claim only meets a flat negation of itself or its own repeat.
        if a.weak and b.weak:
            if numbers(new.text, with_one=True) != numbers(old.text, with_one=True):
                return None  # 每天工作八小時 / 每天工作十小時: the same words, another amount (read by frame)
            return _Outcome(SAME, f'same statement "{new.text}"')
        if (a.weak and b.axis != DO) or (b.weak and a.axis != DO):
            return None
        return _compare_stance(a, b, change)
    if a.weak and b.weak:
        return None
    return _cross(new, old, change, new_text)


# A change told as the background of the new fact, not as its news: an anniversary (結婚十週年,
# 結婚紀念日), and what the old fact already says, as the time after which (退休後去當志工 after 已經退休).
_ANNIVERSARY = re.compile(
    r"(?:結婚|交往|在一起|認識|創業|開幕|開業|搬來)[^，。,]{0,4}?(?:紀念日|週年|周年)|"
    r"\b(?:wedding|dating) anniversary\b",
    re.IGNORECASE,
)
_AFTER_STATE = re.compile(
    r"(?P<state>[\u4e00-\u9fff]{2})了?(?:之後|以後|後(?![來面天悔]))(?![^，,。]{0,6}?(?:又|再|重新|回|恢復|復合))"
)


# The rest still as it was: 一樣, 還是, 繼續, "still", "the same" (not 不一樣, "not the same").
_STILL_SAID = re.compile(
    r"還是|依然|依舊|照樣|(?<!不)(?<!不太)(?<!不怎麼)一樣|繼續|"
    r"\b(?:still|(?<!not )(?<!n't )(?<!no longer )(?<!never )the same|as before|as usual)\b",
    re.IGNORECASE,
)
# A clause that weighs a choice, where 還是 is "or" and 繼續 a question (不知道要繼續還是放棄).
_WEIGHING = re.compile(r"不知道|要不要|比較好|考慮|\bor\b|\bwhether\b", re.IGNORECASE)
# Verbs that say nothing of what is done (plays tennis, still plays badminton).
_LIGHT_VERBS = frozenset({"play", "go", "goe", "have", "has", "drink", "eat", "use", "take", "do", "get", "make"})


def _still_beside_change(new_text: str, old_text: str) -> str:
    """The word by which the new fact says the old one still holds beside its change, in a clause
    on the old fact's own topic (換了新手機，還是iPhone; not "quit coffee but still drinks tea");
    "" otherwise, and when the old fact denies (不抽菸, then "picked it up again and still smokes")."""
    new, old = normalise(new_text), normalise(old_text)
    if not announces_change(NOW.sub(" ", new)) or _NEGATED.search(old):
        return ""
    if {d.casefold() for d in DAY_OR_TIME.findall(new)} - {d.casefold() for d in DAY_OR_TIME.findall(old)}:
        return ""  # another day or time
    # (What kind of thing it is may change with it: 換了新手機，一樣是 Pixel.)
    said = _content_words(old) - {*DEVICE_SLOTS, *DEVICE_SLOTS.values()}
    said = {t for t in said if not any(t in u for u in _content_words(old) if u != t)}  # (機 of 手機)
    clauses = [c for c in CLAUSES.split(new) if c.strip()]
    kept = [(c, m) for c in clauses if (m := _STILL_SAID.search(c)) and not _WEIGHING.search(c)]
    for clause, found in kept:
        # All the old fact says (its words and numbers) is said to hold still, in this clause, and
        # no other clause speaks of it: "moved to Denver, still at Google" leaves "in Boston", and
        # "left Google, still in touch with friends there" is the old fact's own change.
        # (Words by substring: 台南 holds 南, "deloitte" the stem "deloitt".)
        others = [c.casefold() for c in clauses if c != clause]
        if (
            said
            and all(t in clause.casefold() for t in said)
            and set(numbers(old)) <= set(numbers(clause))
            and not any(t in c for t in said for c in others)
        ):
            return found.group()
    return ""


def _content_words(text: str) -> set[str]:
    """The words a text is about (`topic_terms`), without topic groups and light verbs."""
    return {t for t in topic_terms(text) if not t.startswith("<")} - _LIGHT_VERBS


# Someone in the user's setting replaced: 換了新園長, 老師換人了, "got a new coach".
_ROLES = (
    r"園長|校長|老師|教練|導師|班導|店長|老闆|主管|經理|醫生|醫師|家教|牧師|房東|鼓手|主唱"
    r"|principal|teacher|coach|instructor|manager|boss|landlord|doctor|gp|pastor|drummer|singer|tutor|trainer"
    r"|therapist"
)
_ROLE = re.compile(_ROLES, re.IGNORECASE)
# Someone named in a fact: by a name (with Amy, Dr Lee), a title (Mr Chen) or before a role (林醫師, 陳老師).
_PERSON_NAMED = re.compile(
    r"\b(?:with|by|from) (?-i:[A-Z])[a-z]+|\b(?:dr|mr|mrs|ms|miss)\.? (?-i:[A-Z])|跟(?-i:[A-Z])|"
    r"跟[\u4e00-\u9fff]{2,3}(?:學|上)|[^\W\d_當是做成的](?:老師|醫師|醫生|教練|牧師)",
    re.IGNORECASE,
)
_ROLE_REPLACED = re.compile(
    rf"換(?:了)?(?:一[個位])?(?:新的?)?(?:{_ROLES})|(?:{_ROLES})換(?:了)?人|"
    rf"\b(?:got|has|have|gets) (?:a )?new (?:{_ROLES})\b(?! (?:job|position|role|gig))|"
    rf"\bnew (?:{_ROLES}) (?:started|joined|took over)\b",
    re.IGNORECASE,
)


# A place the user goes to that moved: 健身房搬到新大樓, "the climbing gym moved to a warehouse".
_PLACE_MOVED = re.compile(
    r"(?P<zh>健身房|教室|教會|診所|補習班|球館|實驗室|店|社團|球隊)(?:也|已經|要)?搬(?:到|去|家)|"
    r"\b(?P<en>gym|league|club|studio|church|clinic|lab)(?: \w+)? (?:moved|relocated|is moving) (?:to|into)\b"
    r"(?! (?:\w+ )?(?:mon|tues|wednes|thurs|fri|satur|sun)day| \d| (?:\w+ ){0,2}(?:mornings?|evenings?|nights?"
    r"|afternoons?|weekends?|weeknights?|time|slot|online|zoom|virtual)\b)",
    re.IGNORECASE,
)
# Where a fact says something is: 在信義區, 位於, "in Santa Clara", "on Main St".
_PLACE_SAID = re.compile(
    r"在[^，,。]{1,8}(?:區|市|縣|路|街|巷|站)|[^，,。\s]{1,6}(?:區|路|街|巷)的|位於|附近|樓下|對面|旁邊|隔壁|"
    r"\b(?:in|on|at) (?!(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b)(?-i:[A-Z])\w+|"
    r"\b(?:downtown|near|next to|across from|on campus|in town|around the corner|nearby)\b",
    re.IGNORECASE,
)


def _a_place_of_it_moved(new_text: str, old_text: str) -> str:
    """The place the new fact says moved (a gym, a league, 教室), when the user is not its subject
    and the old fact says nothing of where it is; "" otherwise."""
    found = _PLACE_MOVED.search(normalise(new_text))
    if not found or _PLACE_SAID.search(normalise(old_text)):
        return ""
    return found.group("zh") or found.group("en") or ""


def _someone_else_replaced(new_text: str, old_text: str) -> str:
    """The role of someone the new fact says was replaced (園長, "coach"), when the old fact names
    no one in that role: "" otherwise (主管換人了 after 主管是David is the old fact's own change)."""
    new, old = normalise(new_text), normalise(old_text)
    found = _ROLE_REPLACED.search(new)
    if not found or _PERSON_NAMED.search(old) or announces_change(new.replace(found.group(), " ")):
        return ""  # (跟Amy上健身課, 林醫師: the old fact's own person; "since switching to Walmart")
    role = _ROLE.search(found.group()).group().casefold()  # type: ignore[union-attr]
    return "" if role in old.casefold() else role


def _without_background(new_text: str, old_text: str) -> str:
    """The new fact without the changes it tells only as background (`_ANNIVERSARY`, `_AFTER_STATE`)."""
    text, old = _ANNIVERSARY.sub(" ", normalise(new_text)), normalise(old_text)
    return _AFTER_STATE.sub(lambda m: " " if m.group("state") in old else m.group(), text)


# Out of work as a state (失業中, "unemployed"), not the event that began it (辭職, "laid off").
_OUT_OF_WORK = re.compile(
    r"失業|待業|沒有工作|沒工作|沒在工作|\b(?:unemployed|out of work|between jobs|(?:doesn'?t|does not) have a job)\b",
    re.IGNORECASE,
)


_TEAM_KEYS = frozenset({"supported team", "favourite 球隊", "favourite team", "favourite sports team"})


# Values whose kind the words say: 墨綠色 is a colour, 秋天 a season.
_KIND_OF_VALUE = (
    (
        ("顏色", "color", "colour"),
        re.compile(
            r"^[^，,]{1,4}色$|^(?:red|orange|yellow|green|blue|purple|pink|black|white|gr[ae]y|brown|navy|teal|beige)$",
            re.IGNORECASE,
        ),
    ),
    (("季節", "season"), re.compile(r"^(?:春|夏|秋|冬)天?$|^(?:spring|summer|autumn|fall|winter)$", re.IGNORECASE)),
)


# The old favourite still liked beside the new one: 拉麵也還是很愛, "still loves pizza".
_STILL_LIKED = re.compile(r"還是|也還|依然|仍然|\b(?:still|also)\b", re.IGNORECASE)


def _of_kind(value: str, slot: str) -> bool:
    """Whether a value is plainly of the favourite's kind (墨綠色 for 顏色, 秋天 for 季節)."""
    return any(slot in slots and pattern.match(value.strip()) for slots, pattern in _KIND_OF_VALUE)


_WORKS_AT = re.compile(
    r"^(?:在|於).{1,12}(?:上班|工作|任職|服務)$|^在?(?:開|跑)(?:計程車|小黃|公車|貨車|卡車|Uber|外送)$|"
    # (a job by its title: 在醫院當護理師, 在科技公司做行銷; not 在醫院做復健, 在銀行做定存, 在醫院當志工)
    r"^在.{0,10}(?:公司|集團|銀行|醫院|診所|工廠|事務所|餐廳|飯店)(?:做|當|擔任)(?![\u4e00-\u9fff]{0,6}?(?:志工|義工))"
    r"[\u4e00-\u9fff]{0,6}(?:師|員|工|長|經理|主管|助理|業務|行銷|會計|秘書|顧問|護士|櫃檯|廚)$|"
    r"^works? (?:at|for|in) .+$|^drives? (?:a )?(?:taxi|cab|bus|truck|for uber)$",
    re.IGNORECASE,
)


def _opposed_ability(new: Clause, old: Clause) -> bool:
    """Two readings of what the user can do, one flatly denied and one not: 不會說台語 /
    會講一點台語 (不太會說, "can't really speak" agree with a little)."""
    a, b = new.claim, old.claim
    if any(_HARDLY.search(c.text) for c in (new, old)):
        return False
    return a.axis == b.axis == CAN and {a.polarity, b.polarity} == {POSITIVE, NEGATIVE} and not (a.weak or b.weak)


_HARDLY = re.compile(r"不太|不怎麼|不大會|\bnot (?:really|very|that)\b|n't (?:really|very)\b", re.IGNORECASE)


# How much of it the user can do is no other thing to do: 會講一點台語 is 會說台語, against 不會說台語.
_DEGREE = re.compile(
    r"一點點|一點|一些|些許|\b(?:a littl\w*(?: bit of)?|a bit of|a few(?: simpl\w*| basic)?|some(?: simpl\w*| basic)?|"
    r"simpl\w*|basic) ",
    re.IGNORECASE,
)


def _plain(key: str) -> str:
    key = re.sub(r"\s+", " ", _DEGREE.sub("", key)).strip().replace("講", "說")
    return re.sub(r" (?:dish|meal|thing|word|phrase)\w*$", "", key)  # "cook a few simple dishes" is cooking


def _describe(claim: Claim) -> str:
    return f'attribute "{claim.key}"' if claim.kind == "attribute" else f'object "{claim.label}"'


# DIFFERENT for want of a reading: no table or frame read both facts.
NO_READING = "no rule matched both facts"
# UNSURE for a word of change alone: the new fact says something changed, on a topic the old
# fact shares, and no rule could tell what (the least sure of the judge's doubts).
UNCONFIRMED_CHANGE = "the new fact announces a change on"
# DIFFERENT for a value both facts state, the new one saying more beside it (住在板橋 / 我家在板橋啦，
# 府中站那附近): a rule read the two as one fact, and kept the new one only for what it adds.
_SAME_BUT_ADDS = re.compile(
    r'^(?:[\w ]+: )?same (?:attribute "[^"]*", same value|statement|object "[^"]*", same polarity)[^;]*'
    r', but the new fact adds "[^"]*"$'
)


def _unrelated_reason(new: list[Clause], old: list[Clause]) -> str:
    new_owners, old_owners = {c.owner for c in new}, {c.owner for c in old}
    if new_owners != old_owners:
        who = lambda clauses: ", ".join(sorted({c.owner or "the user" for c in clauses}))  # noqa: E731
        # Someone in both (室友都搬走了，他現在一個人住 after 他和室友合租): not read apart.
        apart = "about different people" if not new_owners & old_owners else "partly about other people"
        return f"{apart}: {who(old)} vs {who(new)}"
    new_claims = [c.claim for c in new if not c.claim.weak]
    old_claims = [c.claim for c in old if not c.claim.weak]
    if not new_claims or not old_claims:
        return NO_READING
    a, b = new_claims[0], old_claims[0]
    if a.kind == b.kind == "attribute":
        return f'different attributes: "{a.key}" vs "{b.key}"'
    if a.kind == b.kind == "stance":
        return f'different objects: "{a.label}" vs "{b.label}"'
    return f"different things: {_describe(a)} vs {_describe(b)}"


# Something sold, given or thrown away: 把 A6400 賣了, 舊機車報廢了, "sold my Civic".
_SOLD = re.compile(
    r"把(?P<zh>[^，,。]{1,16}?)(?:賣|轉賣|送人|送給|報廢|回收)(?:了|掉)|(?:賣掉|轉賣|報廢)了?(?P<zh2>[^，,。]{1,16})|"
    r"(?P<zh3>[^，,。把]{1,16}?)(?:全部|都)?(?:已經)?(?:賣掉|賣了|報廢了|送人了|出清了?)|"
    r"\b(?:sold|traded in|got rid of|scrapped|gave away) (?:my |our |his |her |the |their )?(?:old )?"
    r"(?P<en>[\w' -]{1,30})"
    # "traded the Ranger in for an Ioniq"
    r"|\btraded (?:my |our |his |her |the |their )?(?:old )?(?P<en2>[\w'-]+(?: [\w'-]+)?) in\b(?! (?-i:[A-Z]))",
    re.IGNORECASE,
)


# What the thing sold went for, or to: not the thing.
_SOLD_FOR = re.compile(r"\s(?:for|to|and|because|so|last|this|yesterday|after|on|at|in|from|via)\b|換|買")


def sold_off(new: list[Clause], old: list[Clause], new_text: str) -> str:
    """What the old fact says the user owns (`own …`), when the new one says it was sold or
    given away, by its name or by its kind: "camera: Sony A6400". "" otherwise."""
    text = normalise(new_text)
    objects = [_thing_sold(m) for m in _SOLD.finditer(text)]
    if not objects or any(c.claim.kind == "attribute" and c.claim.key.startswith("own ") for c in new):
        return ""  # (換成 A7 IV beside it is read by the attribute itself)
    rest = _SOLD.sub(" ", text).casefold()
    for clause in old:
        claim = clause.claim
        if claim.kind != "attribute" or not claim.key.startswith("own ") or claim.value is None:
            continue
        kind = claim.key.removeprefix("own ")
        kinds = {kind, *(zh for zh, en in DEVICE_SLOTS.items() if en == kind)}
        # (A model's name may be short, with its number: R6, X5.)
        names = {w for w in re.split(r"\s+", claim.value.display.casefold()) if len(w) >= 3 or re.search(r"\d", w)}
        # By its kind only alone ("sold my car", 把車賣了; not "my old Android phone"), by its name
        # as the last word.
        named = any(thing in kinds or any(_names_the_thing(thing, w) for w in names) for thing in objects)
        if named and not any(_said_as_word(w, rest) for w in kinds | names if len(w) > 2):
            # (Not when the new fact names it besides: "traded in her Corolla for the Mazda".)
            return f"{kind}: {claim.value.display}"
    return ""


# An old one named by its kind only: 舊手機, 舊的筆電, "my old phone" (not "my old Corolla").
_AN_OLD_ONE_OF_ITS_KIND = re.compile(
    r"舊的?(?:手機|車子?|機車|筆電|電腦|相機|平板|主機)"
    r"|\b(?:my|the) old (?:phone|car|laptop|bike|camera|tablet|console)\b",
    re.IGNORECASE,
)


# A part or an accessory of a thing, not the thing: "car seat", "camera bag", 手機殼, 機車鑰匙.
_PART_OR_ACCESSORY = re.compile(
    r"(?:\b(?:seats?|bags?|case|cover|lens(?:es)?|keys?|charger|strap|stand|mount|rack|tyres?|tires?|battery|"
    r"headphones|tickets?|parts?)|殼|套|包|鑰匙|鏡頭|充電器|座椅|腳架|支架|零件|輪胎|電池|配件)$",
    re.IGNORECASE,
)


def _sold_a_part(new_text: str) -> bool:
    """Whether what the new fact says was sold is a part or an accessory (`_PART_OR_ACCESSORY`), or
    someone's ("my wife's car", 老婆的機車)."""
    things = [_thing_sold(m) for m in _SOLD.finditer(normalise(new_text))]
    return any(_PART_OR_ACCESSORY.search(t) or "'s " in t or "的" in t for t in things)


def _thing_sold(found: re.Match[str]) -> str:
    """The thing a `_SOLD` match names, without what it went for or an "old" before it."""
    said = (
        found.group("zh") or found.group("zh2") or found.group("zh3") or found.group("en") or found.group("en2") or ""
    )
    return _OLD_THING.sub("", _SOLD_FOR.split(said)[0]).strip().casefold()


# What comes before the thing sold and is no part of its name: 我的舊, "my old".
_OLD_THING = re.compile(r"^(?:我的|他的|她的|舊的?|那台|那支|那個|\b(?:my|the|his|her|our|their|old)\b|\s)+", re.I)


def _said_as_word(word: str, text: str) -> bool:
    """Whether a word is in a text as a word of its own (in English; in Chinese, anywhere)."""
    if _has_han(word):
        return word in text
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text) is not None


def _names_the_thing(thing: str, word: str) -> bool:
    """Whether what was sold is named by the word: the whole of it, or its last word (the head:
    "honda civic", 舊機車; not 機車鑰匙, "car seat", "headphones" or a camera's lens)."""
    if thing == word:
        return True
    if _has_han(word):
        return len(word) > 1 and thing.endswith(word) and "的" not in thing
    return re.search(rf"(?<![\w-]){re.escape(word)}$", thing) is not None and "'s " not in thing


def about_other_people(new_text: str, old_text: str) -> bool:
    """Whether both facts read, and are about different people with no one in common (the
    user's move, then the wife's clinic moving): the one can never replace the other."""
    return relate(new_text, old_text)[1].startswith(READ_APART[0])


# "Used to", said by the user of themself: 以前, 之前, 從前 at the head of the fact or right after 我 (我以前
# 住左營; not 十點以前, "before ten", nor 上班之前, "before work", nor 她以前住台中), and not 以前就
# (already then, and since), 以前以為 (a belief), 之前提過 (said before), 從以前 (from then on); "used to"
# at the head or after "I", not before a belief ("used to think").
_USED_TO = re.compile(
    r"^(?:我)?(?:以前|之前|從前)(?!就|一直|也|都說|以為|覺得|認為|說|聽|想|有|提|講|告訴)"
    r"|^(?:i )?used to\b(?! (?:think|say|believe|hear|tell|know|wonder|imagine|mention)\b)",
    re.IGNORECASE,
)
# Said to go on (`GOES_ON_NOW`: 還是, 也, "still"), or to be so again, or one more of it (又, 回到, 另一,
# "back in Leeds since June", "took it up again", "got a second"), or until a time to come (之前 as
# "before": 月底要搬家，之前我都在台中): not gone.
_AGAIN_OR_TO_COME = re.compile(
    r"一直|又|再|回來|回到|搬回|重新|重拾|恢復|另一|第二|越|這次|要|會|才|下個?月|月底|明年|打算|準備"
    r"|\b(?:always|ever since|again|back|returned|rejoined|restart\w*|resum\w*|came home|another|second"
    r"|same|will|going to|next|until|till)\b",
    re.IGNORECASE,
)


# What a "now" says when it gives only a count: "now I have two", 現在有三隻了, "now there are more".
_COUNT_ONLY = re.compile(
    r"現在|目前|我|有|養了?|變成|共|總共|了|隻|個|台|位|\d+|[一兩二三四五六七八九十幾]|更多|比較多|少"
    r"|\b(?:now|and|but|i|we|there|are|is|have|has|got|of them|more|fewer|less|a few|several)\b|'ve\b|'s\b",
    re.IGNORECASE,
)


def _only_a_count(now: str) -> bool:
    """Does the now part of a fact give only a count, naming nothing (now I have two)?"""
    folded = english_numbers(normalise(now).casefold())
    rest = _COUNT_ONLY.sub(" ", folded)
    if re.search(r"(?<![\d.])0(?![\d.])|\b(?:none|no more)\b|沒有|沒了|零", folded):
        return False  # "now I have zero": none left is no count of more
    counted = bool(re.search(r"\d|[一兩二三四五六七八九十幾]|\b(?:more|fewer|less|few|several)\b|更多|比較多", folded))
    return counted and not re.sub(r"[\s,，。.!！~～]+", "", rest)


def _told_as_past(new_text: str, old_text: str) -> tuple[str, str] | None:
    """The old fact itself, told by the user as what they used to do or be, and nothing else: 我
    以前住左營, "I used to live in Brooklyn" (CONTRADICT: "used to" says it holds no more). None when
    the new fact says more (後來又搬回來了, "left for uni, came home after": a second clause may say it
    came back, grew or goes on), says it goes on, or tells another past than the old fact's."""
    new = normalise(new_text).strip(" 。.!！~～")
    if (
        GOES_ON_NOW.search(new)
        or _AGAIN_OR_TO_COME.search(new)
        or len([c for c in CLAUSES.split(new) if c.strip()]) != 1
    ):
        return None
    if (used := _USED_TO.search(new)) is None:
        return None
    then = (new[: used.start()] + new[used.end() :]).strip()
    if _relate(then, old_text)[0] == DUPLICATE:
        return CONTRADICT, f'the new fact tells the old one as past: "{new}"'
    return None


def relate(new_text: str, old_text: str) -> tuple[str, str]:
    """(relation, reason) of a new fact to an old one."""
    relation, reason = _relate(new_text, old_text)
    if relation == CONTRADICT and (partly := still_in_part(new_text, old_text)):
        # "quit beer, but he still drinks an IPA now and then": perhaps not all of it stopped.
        return UNSURE, f'{reason}, but the new fact says "{partly}": it may still hold in part; for review'
    if relation == CONTRADICT and (later := _LATER.search(normalise(new_text))):
        # 大一其實是讀中文系，後來才轉過去: how the old value came to be, told after it.
        return UNSURE, f'{reason}, but the new fact says "{later.group()}": it may tell what came before; for review'
    if relation == DUPLICATE and (stamps := {date_stamp(new_text), date_stamp(old_text)}) and len(stamps - {""}) == 2:
        # "2025-01-10: dentist appointment", then "2025-03-01: dentist appointment": two dates,
        # perhaps two events; the newer note is kept.
        return DIFFERENT, f"{reason}, but the notes are of two dates"
    if relation in (CONTRADICT, DUPLICATE) and (now := for_a_while(new_text, old_text)):
        # 這週每天八點下班 after 每天六點下班: the habit for a while, perhaps not for good.
        if relation == DUPLICATE:
            return DIFFERENT, f'{reason}, but the new fact holds it only "{now}"'
        return UNSURE, f'{reason}, but only "{now}": perhaps for a while; for review'
    if (
        relation == CONTRADICT
        and (now := _FOR_NOW.search(normalise(new_text)))
        and not _FOR_NOW.search(normalise(old_text))
    ):
        # 這個月在參加戒酒挑戰，暫時一滴都不喝 after 喝酒只喝紅酒: a pause, said to end.
        return UNSURE, f'{reason}, but the new fact says "{now.group()}": perhaps for now only; for review'
    if relation == CONTRADICT and (almost := ALMOST.search(normalise(new_text))):
        # "almost started smoking again during finals week", 差點又開始抽菸: it did not happen.
        return UNSURE, f'{reason}, but the new fact says "{almost.group()}"; for review'
    if relation == CONTRADICT and (scope := narrows(new_text, old_text)):
        # 週末改成晚上跑步 after 每天早上跑步: changed on weekends, perhaps still true otherwise.
        return UNSURE, f'{reason}, but only "{scope}": the old fact may still hold otherwise; for review'
    return relation, reason


# A change the new fact itself says is for now only: 暫時, 先暫停, "temporarily", "for now".
_FOR_NOW = re.compile(
    r"暫時|暫停|先停|這陣子先|(?:之後|以後|考完|結束)再(?:裝|下載|開始|回來|用)|"
    r"\b(?:temporarily|for now|for the time being|on (?:a )?(?:break|hiatus|pause) from|taking a break from|"
    r"until|till|will (?:re\w+|be back|go back|start again|pick it up again))\b",
    re.IGNORECASE,
)
_LATER = re.compile(r"後來才|之後才|\b(?:only later|later on|before (?:switching|moving|changing) to)\b", re.IGNORECASE)


# The user and a partner parted: what the old fact says of "my girlfriend" no longer holds.
_PARTED = re.compile(PARTED, re.IGNORECASE)
_PARTED_WITH = re.compile(
    r"(?:跟|和|與)(?P<zh>[^，。,；;]{1,6}?)(?:已經|剛剛?|正式)?(?:分手|離婚|分開|分了)"
    r"|\b(?:broke up|split up) with (?:my |his |her |their )?(?P<en>[a-z]+)",
    re.IGNORECASE,
)


_PARTNER_WORDS = re.compile(
    r"女友|男友|另一半|伴侶|老婆|老公|太太|先生|girlfriend|boyfriend|partner|wife|husband", re.I
)


# A parting told plainly, at the start of a clause of the user's: 跟男友分手了, 跟小雯離婚後…,
# "broke up with him", 跟女朋友分了; not 安慰剛跟男友分手的妹妹, 不想跟男友分手, 夢到跟男友分手.
_PLAIN_PARTING = re.compile(
    r"^(?:已經?|剛剛?|正式|終於)?(?:跟|和|與)(?:(?![她他說聊勸叫告])[^，。,；;]){0,12}?(?:分手|離婚|分開|(?<=女友|男友|老婆|老公|伴侶)分了?$)"
    r"|^(?:我們|我倆)?(?:已經?|剛剛?)?(?:分手|離婚)"
    r"|^(?:we )?(?:just |finally |have |has )?(?:broke up|broken up|split up|got divorced|divorced|separated)\b",
    re.IGNORECASE,
)
# The partner and someone else parted, plainly ("(Chloe) and Tom broke up", (小雯)和阿哲分手了): not
# "and I broke up laughing", "split up for the afternoon", a fight broken up, nor 分開了兩天.
_PARTNER_PARTED = re.compile(
    r"^(?:and|和|跟|與)\s*(?!i\b|me\b|我)[^，。,；;]{1,20}?\s*(?:已經|剛剛?|正式|終於)?\s*"
    r"(?:broke up|split up|got divorced|divorced|分手|離婚)了?"
    r"(?:$|[，。,.!！;；]|\s(?:last|this|yesterday|recently|after|for good)\b)",
    re.IGNORECASE,
)
_REUNITED = re.compile(r"復合|又在一起|\bgot back together\b", re.IGNORECASE)


# The user's pet by name (a dog named Biscuit, 柴犬叫豆豆), and that pet gone: put down, lost, passed,
# rehomed; 走了, 離開我們, 當小天使, 給阿姨養了.
_PET_WORDS = re.compile(
    r"狗|貓|柴|犬|兔|鼠|鳥|鸚鵡|龜|魚|\b(?:dog|pup|puppy|cat|kitten|kitty|retriever|labrador|lab|spaniel|terrier|collie"
    r"|poodle|pug|beagle|dachshund|husky|shiba|corgi|rabbit|bunny|hamster|guinea pig|parrot|budgie|tortoise|pet)s?\b",
    re.IGNORECASE,
)
_PET_NAMED = re.compile(
    r"(?:\b(?:named|called)\s+|叫做?|名字(?:是|叫))(?P<name>(?-i:[A-Z])[a-z]+|[\u4e00-\u9fff]{1,4})", re.IGNORECASE
)
# Gone, said plainly of the name: "put Biscuit down", "since we lost Mochi", "Nibbles passed away";
# 豆豆走了, 咪咪上個月過世了, 阿福離開我們了, 送給阿嬤養了. Only a time may stand between the name and
# the words (豆豆上個月走了; not 豆豆生的小狗都送養了, 旺財最愛的阿公過世了), and 走了 and 離開 only where
# the clause ends or goes on to what came after (走了以後; not 走了好遠, 離開了紙箱).
_GONE_GAP_ZH = r"(?:已經|後來|上個?月|上週|上禮拜|前幾天|前陣子|前天|昨天|去年|今年|今天|剛剛|終於)?"
_GONE_END_ZH = (
    r"(?=$|[，。,!！～~\s]|以後|之後|後|快"
    r"|[一兩二三四五六七八九十幾半]+個?多?(?:年|月|週|禮拜|天)(?:了|多)?(?:$|[，。,!！～~\s]))"
)
_PET_GONE_ZH = (
    r"{name}"
    + _GONE_GAP_ZH
    + r"(?:走了"
    + _GONE_END_ZH
    + r"|離開(?:我們|我)?了?"
    + _GONE_END_ZH
    + r"|過世|去當小天使|當天使|回喵星|回汪星|不在了|送養了|(?:送)?給[^，。,]{{1,6}}養了)"
)
_PET_GONE_EN = (
    r"\b(?:put|have|had) {name} put (?:down|to sleep)\b|\bput {name} (?:down|to sleep)\b"
    r"|\b(?:buried|rehomed|said goodbye to) {name}\b(?!')"
    r"|\b(?:since|after|when) (?:we|i) lost {name}\b(?!')"
    r"|\bwe lost {name}(?=[,.!]|$| (?:last|this|in|on|to|a few|yesterday)\b)"
    r"|\b{name} (?:passed away|passed on|died(?! (?:of (?:embarrassment|boredom|laughter)|laughing|inside|on stage))"
    r"|crossed the rainbow bridge|was put (?:down|to sleep)|went to a new home)\b|\bsince {name} (?:passed|died)\b"
)
# Someone else's pet or a person of that name (朋友家的狗豆豆, "my friend Anna's cat", "Uncle Charlie"), or
# a pet away for a while (出國這週給我媽養, "for the weekend") or found again.
_NOT_THE_USERS_PET = re.compile(
    r"[^我們]家的|(?:朋友|鄰居|同事|姊|姐|妹|哥|弟|表|堂|阿姨|舅|叔|伯|姑|爸|媽|奶奶|阿嬤|阿公|爺爺|別人|她|他)[^，。,]{0,3}的"
    r"|\b(?:friend|neighbou?r|sister|brother|mum|mom|dad|aunt|uncle|colleague|cousin|gran|nan|grandad|grandpa"
    r"|grandma|grandmother|grandfather|mr|mrs|ms|dr)\b|\b(?!(?:user|users|it|that|there|he|she|what|who|here|let)'s)\w+'s\b",
    re.IGNORECASE,
)
_FOR_A_WHILE_AWAY = re.compile(
    r"這週|這禮拜|這幾天|住幾天|寄養|暫時|出國|出差|先給|旅館|安親"
    r"|\b(?:for the (?:weekend|week|holidays?|day)|while (?:we|i)|temporarily|found (?:him|her|them|it)|for an hour"
    r"|holiday|vacation|kennel|boarding|trip)\b"
    # a story, a stage, a brand: not the pet
    r"|\b(?:stage|brand|play)\b|" + STORIES,
    re.IGNORECASE,
)
_OWN_PET = re.compile(r"(?:使用者|我)的|\b(?:user's|my|their|his|her|our)\b", re.IGNORECASE)
_FEARED = re.compile(
    r"如果|要是|萬一|怕|擔心|夢|謠言|傳說|\b(?:if|afraid|scared|worried|dream\w*|nightmare|rumou?r\w*)\b", re.IGNORECASE
)


# "Retired? Me? Never.", 搬家？怎麼可能: a change asked of and denied.
_ASKED_AND_DENIED = re.compile(
    r"[?？]\s*(?:[\w\u4e00-\u9fff]{1,4}[?？]\s*)?"
    r"(?:no chance|no way|never|nope|not a chance|hell no|不可能|才不要|怎麼可能|才沒有)",
    re.IGNORECASE,
)


def _pet_gone(new_text: str, old_text: str) -> str | None:
    """The pet the old fact says the user has, by name, said to be gone in the new one ("we had to put
    Biscuit down" after "has a golden retriever named Biscuit", 豆豆走了以後 after 養了一隻柴犬叫豆豆):
    the words that say so, or None. Not a pet only liked, had in the past, another's, or feared for."""
    old, new = normalise(old_text), normalise(new_text)
    named = _PET_NAMED.search(old)
    before = old[: named.start()] if named else ""
    if not named or not _PET_WORDS.search(before) or not (_HAS_PET.search(before) or _OWN_PET.search(before)):
        return None
    if LIKING.search(old) or about_past(old_text) or _NEGATED.search(before) or _FEARED.search(new):
        return None
    if len(_PET_NAMED.findall(old)) > 1 or _FOR_A_WHILE_AWAY.search(new):
        return None  # two pets named (the other stays), or one away for a while
    name = re.escape(named.group("name"))
    gone = re.search(
        (_PET_GONE_ZH if _has_han(named.group("name")) else _PET_GONE_EN).format(name=name), new, re.IGNORECASE
    )
    if gone is None or _said_of_another(new, gone):
        return None
    return gone.group()


def _said_of_another(text: str, found: re.Match[str]) -> bool:
    """Whether the words before a name found, in its clause, make it someone else's or someone else."""
    clause = next((c for c in CLAUSES.split(text) if found.group() in c), "")
    return _anothers(clause[: clause.find(found.group())])


def _anothers(before: str) -> bool:
    """Whether the words before a name make it someone else's or someone else (朋友家的狗豆豆, 我們村的阿福,
    "my friend Anna's cat", "my grandmother Emma", 公司的老闆志明)."""
    if _NOT_THE_USERS_PET.search(before):
        return True
    if re.search(r"的\s*$", before) and not re.search(r"(?:我|我們|我家|使用者)的\s*$", before):
        return True
    last = re.findall(r"[a-z]+|[\u4e00-\u9fff]+", before.casefold())[-1:] or [""]
    return any(last[0].endswith(alias) for alias in _PERSON_WORDS)


# Words for a person or a role before a name: "grandmother Emma", 老闆志明, 鄰居淑芬.
_PERSON_WORDS = frozenset(
    {alias for _, _, aliases in OTHER_PEOPLE for alias in aliases if len(alias) > 1}
    | {"teacher", "coach", "doctor", "character"}
)


# The user's partner by name, and what the user calls them now (`_partner_now`): an ex, a fiancé, a
# wife; or the partner gone. Stages in order; a partner called by the stage the old fact gives, or by
# a word of no stage (partner, 另一半), is no news.
_PARTNER_STAGES = (
    ("dating", r"boyfriend|girlfriend|bf|gf|男朋友|女朋友|男友|女友"),
    ("engaged", r"fianc[ée]e?|未婚夫|未婚妻"),
    ("married", r"wife|husband|hubby|老公|老婆|太太|丈夫|妻子"),
)
# A parting or a new name only asked of, advised, ruled out or looked forward to.
_NOT_SAID_DONE = re.compile(
    r"[?？]|勸|叫我|要我|建議|不可能|才不會"
    r"|\b(?:should|advice|advised|can'?t wait|cannot wait|one day|someday|hope|in all but name|basically"
    r"|practically)\b|" + STORIES,
    re.IGNORECASE,
)
_STAGE_VERBS = (("married", r"married|結婚"), ("engaged", r"engaged|訂婚"))
_STAGE_ORDER = [stage for stage, _ in _PARTNER_STAGES]
# The partner now, or a new one, named by a word of naming, the user the one who has them: 我現在的男友叫
# Kevin, 新男友叫阿凱, "my new boyfriend's name is Sam", "my current girlfriend is called Alex". (Not 我現在的男友
# 是同事, a detail; not 室友換男友了，新男友叫 Kevin, the flatmate's; not "my new boyfriend is Netflix lol".)
_ANOTHER_PARTNER_NOW = re.compile(
    r"(?:^|我的?|使用者的?|用戶的?)(?:現在的|目前的|新)(?:男友|男朋友|女友|女朋友|老公|老婆|先生|太太|另一半|伴侶)"
    r"(?:叫做?|名字是|名字叫)\s*(?P<zh>[A-Za-z]{2,12}|(?:阿|小)?[\u4e00-\u9fff]{1,2}(?=[，,。!！\s]|$|我們|他|她))"
    r"|(?:^|\b)my (?:new|current) (?:boyfriend|girlfriend|husband|wife|bf|gf|fiancée?)"
    r"(?:'s name is| is called| is named)\s+(?P<en>(?-i:[A-Z])[a-z]{1,15})\b",
    re.IGNORECASE,
)
# Thought, guessed, asked or told of another time: no partner now.
_NOT_SO_NOW = re.compile(
    rf"{JOKING}|以為|猜|誰|[?？]|嗎|哈哈|年前|去年|那時|當時|\b(?:think|thinks|thought|guess|who|back in|"
    r"years? ago|last year|used to)\b",
    re.IGNORECASE,
)
_EX = r"ex|ex-(?:boyfriend|girlfriend|husband|wife|partner)"
_EX_ZH = r"前男友|前女友|前夫|前妻|前任"
_PARTNER_NAMED_OLD = re.compile(
    r"(?P<role>boyfriend|girlfriend|husband|wife|partner|fianc[ée]e?|男朋友|女朋友|男友|女友|老公|老婆|太太|未婚夫|未婚妻"
    r"|另一半)(?:'s name is |,? (?:is )?(?:named |called )?|叫做?|是|(?<=[友公婆太夫妻半]))"
    r"(?P<name>(?-i:[A-Z])[a-z]+|[\u4e00-\u9fff]{2,3}(?=$|[，。,、\s]))"
    r"|\b(?:married to|engaged to|dating|seeing|going out with) (?P<name2>(?-i:[A-Z])[a-z]+)"
    r"|(?:跟|和)(?P<name3>[\u4e00-\u9fff]{2,3})(?:在交往|交往中|結婚了|訂婚了)",
    re.IGNORECASE,
)


# A correction that is the whole new fact: it opens it, names a value as wrong and says the right one
# in a word or a name, with at most a word about the spelling after: 不是小婷啦，是小亭，亭子的亭; 欸不是台北
# 啦，是新北; "It's Hanna, not Hannah". (Not 買的外套，不是藍色是綠色, of a coat; not 不是王經理啦，是陳經理請假,
# someone else who did something; not "It's Lily, not Emma, who got in"; not a question or a joke.)
_NOT_THIS_BUT = (
    re.compile(
        r"^\s*(?:欸|诶|啊|喔|哈哈|其實)?\s*不是(?P<was>[^，。,;；!！?？\s]{1,10}?)(?:啦|喔|哦|耶|呢|唷|哈)*[，,\s]*"
        r"(?:而)?是(?!我|你|他|她|們)(?P<now>[A-Za-z][A-Za-z .'-]{0,15}?|[\u4e00-\u9fff]{1,3}?)(?<!的)"
        r"(?:啦|喔|哦|耶|唷|才對)*\s*(?:[!！~～。.]*\s*$|[，,]\s*[\u4e00-\u9fff]{1,2}的[\u4e00-\u9fff][!！~～。.]*\s*$)"
    ),
    re.compile(
        r"^\s*(?:no,? |sorry,? )?(?:it'?s|it is) (?P<now>(?-i:[A-Z])[\w'-]*),? not (?P<was>(?-i:[A-Z])[\w'-]*)"
        r"(?:\s*[,.!]\s*(?:(?:no|with|without|one|two|double|single) (?:[a-z]|[a-z]'?s)\b[\w' ]{0,20}"
        r"|(?:spelt|spelled) [\w' ]{0,20}|sorry|haha))?\s*[.!]*\s*$",
        re.IGNORECASE,
    ),
)
_JOKING_OR_ASKED = re.compile(rf"[?？]|嗎|吧|哈哈哈|{JOKING}", re.IGNORECASE)


def _corrected_value(new_text: str, old: list[Clause]) -> tuple[str, str] | None:
    """(was, is) when the new fact is only a correction of a value the old one gives, naming it as wrong."""
    values = {c.claim.value.display.casefold() for c in old if c.claim is not None and c.claim.value is not None}
    text = normalise(new_text).strip()
    if _JOKING_OR_ASKED.search(text):
        return None
    for pattern in _NOT_THIS_BUT:
        if found := pattern.search(text):
            was, now = found.group("was").strip(), found.group("now").strip()
            a, b = was.casefold(), now.casefold()
            # (Hannah → Hanna is a spelling put right; 小婷 → 小婷的妹妹 is someone else.)
            if a in values and a != b and not ((a in b or b in a) and abs(len(a) - len(b)) > 2):
                return was, now
    return None


def _partner_now(new_text: str, old_text: str) -> tuple[bool, str] | None:
    """What the new fact says of the partner the old one names, when it moves them on: "my ex Marcus"
    after "boyfriend is called Marcus", 我老婆怡君 after 女朋友叫怡君, "since Raj passed" after
    "husband is named Raj", 跟阿哲分手之後 after 有男朋友阿哲. (Whether it is sure, the words that say so),
    or None."""
    old, new = normalise(old_text), normalise(new_text)
    named = _PARTNER_NAMED_OLD.search(old)
    if not named or _FEARED.search(new) or wishes(new) or LIKING.search(old) or about_past(old_text):
        return None
    if _NOT_SAID_DONE.search(new):
        return None  # 跟阿哲分手？不可能啦, 朋友勸我跟阿哲分手, "can't wait to call Emma my wife"
    name = named.group("name") or named.group("name2") or named.group("name3")
    if _PARTNER_WORDS.fullmatch(name) or name in ("男朋友", "女朋友", "未婚夫", "未婚妻"):
        return None  # 跟男友交往中: a partner unnamed
    role = (named.group("role") or "").casefold()
    was = next((stage for stage, words in _PARTNER_STAGES if re.fullmatch(words, role, re.I)), None)
    if named.group("name2") or named.group("name3"):  # "married to Tom", 跟阿哲在交往
        was = next((stage for stage, verb in _STAGE_VERBS if re.search(verb, named.group(), re.I)), "dating")
    n = re.escape(name)
    ended = re.search(
        rf"\b(?:my|our) (?:{_EX})\s*,?\s*{n}\b(?!')|(?:^|我的?|[，,。\s])(?:{_EX_ZH})\s*{n}|{n},? my ex\b(?![-'])"
        rf"|(?:跟|和|與){n}(?:已經|正式)?(?:分手|離婚|分開)"
        rf"|\b{n} and i (?:got divorced|divorced|split up)(?=[,.!;]|$| (?:last|this|in|on|after|yesterday|recently)\b)"
        rf"|\bsince {n} (?:passed|died)\b|\b{n} (?:passed away|died)\b(?! (?:laughing|of \w+|inside|in|on))"
        rf"|{n}{_GONE_GAP_ZH}(?:過世|離開我們了?{_GONE_END_ZH})",
        new,
        re.IGNORECASE,
    )
    if ended and not _said_of_another(new, ended):
        return True, ended.group()
    wed = re.search(rf"\b{n} and i (?:just )?got (?P<en>married|engaged)\b|(?:跟|和){n}(?P<zh>結婚|訂婚)了", new, re.I)
    if wed and was is not None:
        stage = next(stage for stage, verb in (*_STAGE_VERBS, ("engaged", "")) if re.search(verb, wed.group(), re.I))
        if _STAGE_ORDER.index(stage) > _STAGE_ORDER.index(was):
            return True, wed.group()
    now = _ANOTHER_PARTNER_NOW.search(new)
    if now and not _said_of_another(new, now) and not _NOT_SO_NOW.search(new) and name.casefold() not in new.casefold():
        # 我現在的男友叫 Kevin after 男朋友叫阿哲: a partner named as the one now, by another name (not
        # one of the same two first letters: Mike after Michael may be one man).
        other = now.group("zh") or now.group("en")
        if other.casefold()[:2] != name.casefold()[:2]:
            return True, now.group()
    for stage, words in _PARTNER_STAGES:
        called = re.search(
            rf"\b(?:my|our) (?:{words})\s*,?\s*{n}\b|{n},? my (?:{words})\b(?!')|(?:^|我的?|[，,。\s])(?:{words}){n}",
            new,
            re.I,
        )
        if called and was is not None and stage != was:
            if _STAGE_ORDER.index(stage) < _STAGE_ORDER.index(was):
                return None
            # (老婆 and 老公 are what many couples call each other while dating: for review.)
            return not (stage == "married" and _has_han(called.group())), called.group()
    return None


def _parted(new: list[Clause], old: list[Clause], new_text: str, old_text: str) -> tuple[str, str] | None:
    owners = {c.owner for c in old}
    if owners == {""} and _PARTNER_WORDS.search(normalise(old_text)):
        owners = {"partner"}  # 有女朋友叫小婷: the user's own clause, naming the partner
    if not owners or not owners <= _PARTNERS:
        return None
    if any(c.owner for c in new):
        said = normalise(new_text)
        parting = any(_PARTNER_PARTED.match(c.rest) for c in new if c.owner in owners)
        if {c.owner for c in new} <= owners and parting and not _PARTNER_WORDS.search(said):
            # "Chloe and Tom broke up" after "girlfriend Chloe": the partner, named, parted from
            # someone (not from a partner of her own: 小雯和她男友分手了 is another 小雯's news).
            owner = next(iter(owners))
            return UNSURE, f"{owner}: the {owner} parted from someone, perhaps from the user; for review"
        return None
    text = partings_as_the_users(normalise(new_text))
    if not _PARTED.search(text):
        return None
    # Only a parting the new fact tells plainly of the user (跟男友分手了, "broke up with her
    # boyfriend"): not a sister's in a clause of its own, a fear, a wish, a dream or a rumour of it.
    if not any(_PLAIN_PARTING.match(c.rest) for c in new) or _REUNITED.search(text):
        return None
    found = _PARTED_WITH.search(text)
    who = (found.group("zh") or found.group("en") or "").strip() if found else ""
    named = bool(who) and (who.casefold() in normalise(old_text).casefold() or split_owner(who)[0] in owners)
    owner = next(iter(owners))
    if named:
        return CONTRADICT, f'{owner}: the user and "{who}" parted, so the {owner} fact no longer holds'
    return UNSURE, f"{owner}: the user parted from someone, perhaps this {owner}; for review"


def _lives_alone(old: list[Clause]) -> bool:
    return any(
        not c.owner and c.claim.key == "household" and c.claim.value and c.claim.value.key == "alone" for c in old
    )


# A person's death, plainly, as the clause about them tells it (a time, a place or a cause between):
# 爺爺上週在嘉義過世了, "(nan) passed away". Not "almost died", "died laughing", 去世界各地旅行, nor 走了 (also
# "has left": 媽媽剛走，說要去買菜).
_DIED = re.compile(
    r"^(?:已經|剛剛?|也)?(?:在[^，。,；;]{1,8}?|因[^，。,；;]{1,8}?)?(?:安詳地?)?(?:過世|去世(?!貿|界|博)|往生|病逝|離世|辭世|仙逝)"
    r"|^(?:sadly |suddenly |peacefully )?(?:passed away|died)"
    r"(?=$|[,.;!]| (?:last|this|yesterday|on|in (?:her|his|their) sleep|in (?:19|20)\d\d|in (?:hospital|hospice)"
    r"|after|peacefully|suddenly|earlier|recently|a (?:week|month|year)|two|three"
    r"|of (?!laugh\w*|shame|embarrassment|boredom|cringe)))",
    re.IGNORECASE,
)
# What holds of someone only while they live: where they live or work, how they are cared for, their
# health, their age (住在嘉義, 在醫院化療, 需要人照顧, "lives in a care home", "is 86"). Anything else the old
# fact tells of them (a taste, a skill, where they are from, what they were to the user) is for review.
_WHILE_ALIVE = re.compile(
    r"住在|住(?:在)?(?:安養|養老|療養)|(?:在|於)[^，。,]{1,10}(?:工作|上班)|上班|健在|(?<!不)在世(?!時)|住院|化療|洗腎|復健"
    r"|需要(?:人)?(?:照顧|照護)|請(?:了)?看護|臥床|罹患|生病|失智|中風|\d+歲|歲了"
    r"|\b(?:lives (?:in|with|at|alone|by|on (?:his|her|their) own)|is living|works (?:at|for|in|as)|is alive"
    r"|still alive|is in (?:a |the )?(?:hospital|care home|nursing home|hospice)|is (?:ill|sick|unwell|recovering)"
    r"|has (?:cancer|dementia|alzheimer'?s)|is (?:being )?cared for|is \d{1,3}(?: years old)?(?=$|[,.;!]))",
    re.IGNORECASE,
)
# What the old fact tells of their life before: 從小照顧他長大, 在世時, "raised the user".
_OF_THEIR_LIFE = re.compile(r"從小|小時候|在世時|生前|\b(?:raised|used to|when (?:he|she) was)\b", re.IGNORECASE)
# A death only spoken of: a rumour, a game, a dream.
_NOT_A_DEATH = re.compile(
    r"假的|謠言|誤傳|差點|夢|哈哈|笑死|XD|\b(?:fake|rumou?r\w*|hoax|not true|almost|nearly|dream\w*|lol|lmao|haha|jk"
    r"|literally|figuratively|inside)\b|!!|" + STORIES + "|" + PLAYED,
    re.I,
)
# The old fact itself tells of a death, a grave or a memory (爸爸三年前過世, "my late father").
_DEATH = re.compile(r"過世|去世|往生|病逝|離世|走了|忌日|生前|\b(?:passed|died|dead|late|funeral|grave|memory)\b", re.I)
# What a death leaves true: a name, a birthday, where one came from.
_OUTLIVES = frozenset({"name", "nickname", "english name", "birthday", "birth year", "hometown", "zodiac"})


def _died(new: list[Clause], old: list[Clause], new_text: str, old_text: str) -> tuple[str, str] | None:
    """A family member the old fact speaks of (its only subject), whom the new fact says has died: what
    the old one told of them in the present no longer holds (爺爺住在嘉義, then 爺爺上週過世了). Anything else it
    told of them is for review; a name or a birthday stays true."""
    whose = {c.owner for c in old}
    if len(whose) != 1 or not (owner := next(iter(whose))) or not all(c.owner_unique for c in old):
        return None
    if about_past(old_text) or any(c.claim.key in _OUTLIVES for c in old) or _DEATH.search(old_text):
        return None
    told = next((c for c in new if c.owner == owner and _DIED.match(c.rest)), None)
    if told is None or wishes(told.text) or _NOT_SAID_DONE.search(told.text) or _NOT_A_DEATH.search(new_text):
        return None
    said = normalise(old_text)
    if _WHILE_ALIVE.search(said) and not _OF_THEIR_LIFE.search(said):
        return (
            CONTRADICT,
            f'{owner}: the new fact tells of their death ("{told.text}"), so the old fact no longer holds',
        )
    return (
        UNSURE,
        f'{owner}: the new fact tells of their death ("{told.text}"); what the old one says of them, for review',
    )


def _named_in_old(new: list[Clause], old: list[Clause], old_text: str) -> tuple[list[Clause], set[str]]:
    """The new fact's clauses, with someone the old fact names as the user's son, boyfriend …
    (兒子叫浩浩, "boyfriend Tom", "son is named Noah") taken as that son or boyfriend; and the
    names so taken."""
    names = {
        c.claim.value.key.casefold(): c.owner
        for c in old
        if c.owner and c.claim.kind == "attribute" and c.claim.key == "name" and c.claim.value is not None
    }
    for owner in {c.owner for c in old if c.owner and c.owner.isascii() and not c.owner[:1].isupper()}:
        for found in re.finditer(
            rf"\b{re.escape(owner)}(?:,| named| called| is named)? (?-i:([A-Z][a-z]+))", old_text, re.I
        ):
            names.setdefault(found.group(1).casefold(), owner)
    named, used = [], set()
    for c in new:
        if c.owner.casefold() in names:
            used.add(c.owner)
            c = replace(c, owner=names[c.owner.casefold()])
        elif not c.owner and (lead := next((n for n in names if c.rest.casefold().startswith(n)), None)):
            # 浩浩今年八歲了, "Emma got a new job": the name leads the clause, and the rest is said of them.
            rest = c.rest[len(lead) :].lstrip(" ,，")
            if rest and (not _has_han(lead) or _has_han(rest[:1])):
                used.add(c.rest[: len(lead)])
                c = replace(c, owner=names[lead], rest=rest, claim=_read_claim(rest))
        named.append(c)
    return named, used


def _names_one_of(clause: Clause, names: set[str]) -> bool:
    value = clause.claim.value
    return clause.claim.key == "name" and value is not None and value.key.casefold() in {n.casefold() for n in names}


def _measure_changed(new: list[Clause], old: list[Clause], new_text: str, old_text: str) -> tuple[str, str] | None:
    """近視300度, then 近視加深到500度; "sleeps 7 hours a night", then "sleeps 5 hours a night": one
    measure of one person given another number (`measures`), now (not 去年, "back in college")."""
    owners = {c.owner for c in new}
    if owners != {c.owner for c in old} or len(owners) != 1 or of_another_time(new_text) or of_another_time(old_text):
        return None
    owner = next(iter(owners))
    if (measured := measure_changed(new_text, old_text)) is not None:
        was, now = measured
        reason = f'same measure "{now.key}": "{was.said}" → "{now.said}"'
    elif not owner and (moved := measure_moved(new_text, old_text)) is not None:
        # 體重80公斤, then 這一年減了15公斤: the measure moved since, by more than rounding.
        was, by = moved
        reason = f'same measure "{was.key}": "{was.said}", and the new fact says "{by}"'
    elif not owner and (bare := measure_said_bare(new_text, old_text)) is not None:
        # 體重72公斤, then 今天站上去69.5: perhaps the weight read again; staff decide.
        was, number = bare
        return UNSURE, f'perhaps the measure "{was.key}" read again: "{was.said}" → "{number}", said alone; for review'
    else:
        return None
    reason = f"{owner}: {reason}" if owner else reason
    # Archiving the old fact must not lose what else it says (體重80公斤，身高175; 半糖 beside 少冰).
    leftover = [o.text for o in old if was.key not in {m.key for m in measures(o.text)} and topic_terms(o.text)]
    said_now = {m.key for m in measures(new_text)}
    leftover += [m.said for m in measures(old_text) if m.key != was.key and m.key not in said_now]
    if leftover:
        return UNSURE, f'{reason}, but the old fact also says "{leftover[0]}"; for review'
    if owner and not all(c.owner_unique for c in new):
        return UNSURE, f"{reason}; for review"  # 兒子: perhaps another son
    if WISHED.search(normalise(new_text)):
        return UNSURE, f"{reason}, but the new fact also speaks of a wish; for review"
    if _JOKING_OR_ASKED.search(new_text) or _LIMIT.search(new_text):
        return UNSURE, f"{reason}, but asked, joked, or said as a limit; for review"  # 每天咖啡 3 杯左右？
    if _ANOTHERS_MEASURE.search(new_text) and not _ANOTHERS_MEASURE.search(old_text):
        return UNSURE, f"{reason}, but perhaps of another's; for review"  # "(the dog, I mean)", 我女兒量的
    if was.unit not in ("sum", "money") and _PRICE.search(new_text) and not _PRICE.search(old_text):
        return UNSURE, f"{reason}, but the new fact speaks of a price; for review"  # "TOEIC is 170 now, the fee"
    if re.split(r" of | \(", was.key)[0] in READINGS:
        if others := set(_people_in(new_text)) - set(_people_in(old_text)):
            return UNSURE, f'{reason}, but the new fact names "{sorted(others)[0]}"; for review'  # "for my dad"
        if not (announces_change(new_text) or _READ_NOW.search(new_text)):
            # 血壓 140/90, then "blood pressure was 150/95 right after the espresso": one reading, perhaps.
            return UNSURE, f"{reason}, but perhaps one reading; for review"
    return CONTRADICT, reason


# Health readings taken at home, which vary from one day to the next: only one said to hold now replaces
# the old (a lab's result, LDL or HbA1c, holds until the next test).
READINGS = frozenset({"blood pressure", "fasting blood sugar", "resting heart rate"})
_READ_NOW = re.compile(NOW.pattern + r"|都在|平常|\busually\b", re.IGNORECASE)
# A measure of another's: a pet's, or one taken for someone (幫我媽量, 我女兒量的, "for my dad").
_ANOTHERS_MEASURE = re.compile(
    r"狗|(?<!夜)貓|幫\S{0,3}量|[女兒子媽爸]量的|\b(?:the|my|our) (?:dog|cat|pup|puppy)\b|\bfor my \w+", re.IGNORECASE
)
# A price, beside a number that may be it: 費, 錢, 價, "fee", "cost".
_PRICE = re.compile(
    r"(?<![白浪免])費|錢|價|[元塊$]|\b(?:fee|fees|cost|costs|price|priced|dollars|bucks)\b", re.IGNORECASE
)
# A limit or a norm, not the user's own value: 低於, 正常值, 最好是, 標準是, "should be", "under 100".
_LIMIT = re.compile(
    r"低於|高於|正常值|標準是|標準值|最好(?:是|要|在)|應該(?:要|是|在)|要我|目標"
    r"|\b(?:under|below|above|over) \d|\b(?:normal (?:range|value|level)|should be|target|goal)\b",
    re.IGNORECASE,
)


def _often_changed(new: list[Clause], old: list[Clause], new_text: str, old_text: str) -> tuple[str, str] | None:
    """每天跑步, then 現在一個月跑一次就不錯了: the user does one thing at a rate far from the old
    one (`often`), now. Said only for a while (這陣子), or with more in the old fact, staff decide."""
    owners = {c.owner for c in new}
    if owners != {c.owner for c in old} or owners != {""} or of_another_time(old_text):
        return None
    if (read := often_changed(new_text, old_text)) is None:
        return None
    was, now, for_a_while = read
    what = "、".join(sorted(now.terms or was.terms, key=lambda t: (-len(t), t))[:2])
    reason = f'how often the user does "{what}": "{was.said}" → "{now.said}"'
    if for_a_while:
        return UNSURE, f"{reason}, but perhaps only for a while; for review"
    if len([c for c in CLAUSES.split(normalise(old_text)) if c.strip(" .。～~")]) > 1:
        return UNSURE, f"{reason}, but the old fact says more; for review"
    return CONTRADICT, reason


_NEW_MANAGER = (MANAGER_EN.format(""), MANAGER_ZH.format(""))


def _said_in_passing(new_text: str, old_text: str) -> tuple[str, str] | None:
    """ "the heating in my flat in Glasgow is broken again" after "lives in Leeds": where the user
    lives or works, let slip beside something else (`in_passing`), set against the old fact as
    the plain statement would be. Only a change counts: the new fact says more than the
    statement, so it is never a duplicate. A partner spoken of is news only against "single"."""
    said = in_passing(new_text)
    if of_another_time(new_text) or for_once(new_text):
        said = tuple(s for s in said if s == IN_A_RELATIONSHIP)  # tonight, with a girlfriend: still one
    old = read_fact(old_text)
    old_values = [c.claim.value.display.casefold() for c in old if c.claim.value is not None]
    if any(value in new_text.casefold() for value in old_values):
        # "from my flat in Glasgow back to Leeds": the old place is in it too. (Not the old manager,
        # who is often why there is a new one: "Priya's left, so I report to Tom now".)
        said = tuple(s for s in said if s.startswith(_NEW_MANAGER))
    single = any(c.claim.key == "relationship status" and c.claim.value.key == "single" for c in old)
    for statement in said:
        if statement == IN_A_RELATIONSHIP and not single:
            continue  # "my wife" after 已婚, "my girlfriend" after "has a boyfriend": no news of a status
        relation, reason = _relate(statement, old_text, passing=False)
        if relation == CONTRADICT and statement == IN_A_RELATIONSHIP:
            # (老公, "my wife" may be a fan's word for a star; a partner said in passing is for review.)
            return UNSURE, f'{reason} (said in passing: "{statement}"); for review'
        if relation in (CONTRADICT, UNSURE):
            return relation, f'{reason} (said in passing: "{statement}")'
    return None


def _relate(new_text: str, old_text: str, passing: bool = True) -> tuple[str, str]:
    new, old = read_fact(new_text), read_fact(old_text)
    if not new or not old:
        return DIFFERENT, NO_READING
    # Whom both facts are about is not what they are about: a name taken as the son is no topic.
    new, aliases = _named_in_old(new, old, old_text)
    if (parted := _parted(new, old, new_text, old_text)) is not None:
        return parted
    if _ASKED_AND_DENIED.search(new_text):
        return DIFFERENT, "the new fact asks of a change and denies it"
    if (gone := _pet_gone(new_text, old_text)) is not None:
        return CONTRADICT, f'the pet the old fact names is gone: "{gone}"'
    if _lives_alone(old) and (moved := moved_in(new_text)) is not None:
        # 一個人住, then 男友上個月搬進來了: the user lives alone no more.
        for_good, words = moved
        reason = f'the user lived alone, and the new fact tells of someone who moved in: "{words}"'
        return (CONTRADICT, reason) if for_good else (UNSURE, f"{reason}, perhaps for a while; for review")
    if (died := _died(new, old, new_text, old_text)) is not None:
        return died
    if (now := _partner_now(new_text, old_text)) is not None:
        sure, words = now
        reason = f'the partner the old fact names is no longer that: "{words}"'
        return (CONTRADICT, reason) if sure else (UNSURE, f"{reason}; for review")
    if (fixed := _corrected_value(new_text, old)) is not None:
        return CONTRADICT, f'a correction: "{fixed[0]}" was wrong, it is "{fixed[1]}"'
    if about_past(new_text) and not about_past(old_text):
        if (told := now_beside_past(new_text)) is not None:
            past, now = told
            then = as_of_now(past, now)
            was, why = _relate(then or past, old_text)
            # 以前吃素，現在什麼都吃: the old fact itself, told as past, beside what holds now.
            if then and was == DUPLICATE and not moved_back(now):
                if _only_a_count(now):
                    # "I used to have a cat, now I have two": more of the same, or fewer; staff decide.
                    return UNSURE, f'the new fact tells "{past}" as past, and now only a count, "{now}"; for review'
                return CONTRADICT, f'the new fact tells "{past}" as past, and now "{now}"'
            # 以前住高雄，現在住台北: what holds now is what counts (and the past it tells is news),
            # when the past it leaves is of what the old fact says (not 小時候怕黑 against 怕狗).
            relation, reason = _relate(now, old_text)
            values = [c.claim.value.display for c in read_fact(old_text) if c.claim.value is not None]
            of_it = (not why.startswith(READ_APART) and why != NO_READING) or any(v in past for v in values)
            if relation in (CONTRADICT, UNSURE) and of_it:
                return relation, f'{reason} (and the new fact leaves "{past}" in the past)'
        if (gone := _told_as_past(new_text, old_text)) is not None:
            return gone
        return DIFFERENT, "the new fact speaks of the past"
    if about_past(old_text) and not about_past(new_text):
        return DIFFERENT, "the old fact speaks of the past, which a change now does not undo"
    owners = {c.owner for c in new}
    if owners == {c.owner for c in old} and len(owners) == 1 and (over := recovered(new_text, old_text)):
        # 手腕已經痊癒 after 手腕扭傷，在做復健: the condition is over, and its treatment with it.
        owner = next(iter(owners))
        if not owner or all(c.owner_unique for c in new):
            return CONTRADICT, f"{owner}: {over.reason}" if owner else over.reason
    # (Of the user, or of one other person in both: 男友在當兵, then 男友退伍了.)
    whose = {c.owner for c in old}
    state = ended_by(new_text, old_text) if len(whose) == 1 else None
    if state and _told_of(owners, whose, state):
        # 懷孕中, then 寶寶出生了: the state the old fact tells is over.
        return CONTRADICT, f"the old fact tells of a {state}, and the new one of what ended it"
    if whose == owners == {""} and (left := left_work(new_text, old_text)) and not wishes(normalise(new_text)):
        # 在日月光當工程師, then 在日月光的最後一天: the job the old fact tells is over.
        return CONTRADICT, f'the new fact tells the job the old one names is over: "{left}"'
    if whose == owners == {""} and (plan := plan_dropped(new_text, old_text)):
        # 打算出國念研究所, then 出國的計畫取消了: the plan the old fact tells is given up.
        return CONTRADICT, f'the old fact tells of a plan, and the new one gives it up, on "{plan}"'
    if whose == owners == {""} and (sold := sold_off(new, old, new_text)):
        if _AN_OLD_ONE_OF_ITS_KIND.search(normalise(new_text)):
            # 用蘋果手機, then 舊手機賣掉了: an old phone sold, and perhaps a new one of the same make.
            return UNSURE, f"the user's {sold}: an old one of its kind was sold; for review"
        # 相機是 Sony A6400, then 把 A6400 賣了: what the user owned is gone.
        return CONTRADICT, f"the user's {sold} was sold or given away"
    taken = takes_up_denied_kind(new_text, old_text) if whose == {""} else None
    if taken and taken[0] == "partner" and any(c.claim.key == "relationship status" for c in new):
        taken = None  # 有女朋友了 after 單身: the status itself, compared below
    if taken and _told_of(owners, whose, taken[0]):
        # 不會任何樂器, then 學會彈吉他了: one of a kind the old fact denied outright, taken up.
        # (沒有小孩, then 女兒出生了: the child born is no other person's news.)
        kind, sure = taken
        reason = f"the old fact denies any {kind}, and the new one says the user now has or does one"
        return (CONTRADICT, reason) if sure else (UNSURE, f"{reason}; for review")
    change, other_time = announces_change(_without_background(new_text, old_text)), of_another_time(new_text)
    once = for_once(new_text) or wishes(normalise(new_text))  # this time only, or not yet
    outcomes = [
        (i, j, out)
        for i, n in enumerate(new)
        for j, o in enumerate(old)
        if (out := _compare(n, o, change, other_time, once, new_text)) is not None
    ]
    changed = [out for _, _, out in outcomes if out.status == CHANGED]
    likely = [out for _, _, out in outcomes if out.status == LIKELY_CHANGED]
    parted_and_back = _BACK_TOGETHER.search(normalise(new_text)) and any(
        new[i].claim.key == "relationship status" for i, _, _ in outcomes
    )
    if (changed or likely) and parted_and_back:
        # 跟女友分手，後來又復合: parted, and together again.
        return UNSURE, f"{(changed or likely)[0].reason}, but the new fact says they got back together; for review"
    if not changed and (measured := _measure_changed(new, old, new_text, old_text)):
        return measured
    if not changed and not likely and (rated := _often_changed(new, old, new_text, old_text)):
        return rated
    if passing and not changed and not likely and (slipped := _said_in_passing(new_text, old_text)):
        return slipped
    if changed or likely:
        # Archiving the old fact must not lose something only it says.
        addressed = {j for _, j, out in outcomes if out.status in (SAME, CHANGED, LIKELY_CHANGED)}
        # (A clause that only counts, 一天一包, says nothing the change leaves standing.)
        # (Nor is the son's name, when the new fact names him by it: 兒子叫浩浩, then 浩浩今年八歲了.)
        # (Nor what only went with being single, once the user is not: 在用交友軟體, "not looking".)
        courted = any(
            new[i].claim.key == "relationship status" and out.status in (CHANGED, LIKELY_CHANGED)
            for i, _, out in outcomes
        )
        leftover = [
            o.text
            for j, o in enumerate(old)
            if j not in addressed
            and topic_terms(o.text)
            and not _names_one_of(o, aliases)
            and not (courted and _SINGLES_ONLY.search(o.text))
        ]
        first = (changed or likely)[0]
        if leftover:
            return UNSURE, f'{first.reason}, but the old fact also says "{leftover[0]}"; for review'
        if changed and (also := _but_as_before(new, outcomes, new_text)):
            # 公司改成全遠端，不過我還是天天進辦公室; 外派到上海，但我拒絕了: the change said, and then undone.
            return UNSURE, f'{first.reason}, but the new fact goes on: "{also}"; for review'
        if changed:
            return CONTRADICT, first.reason
        return UNSURE, first.reason
    owners = {c.owner for c in new}
    if owners == {c.owner for c in old} == {""} and (was := moved_on_from(new_text, old_text)):
        # 從行員升為理財專員 after 在銀行當行員: what the old fact says is where the user came from.
        return CONTRADICT, f'the new fact says the user moved on from "{was}"'
    same = [(i, out) for i, _, out in outcomes if out.status == SAME]
    if same:
        # Skipping the new fact must not lose something only it says.
        covered = {i for i, _ in same}
        extra = [n.text for i, n in enumerate(new) if i not in covered]
        # … nor what a clause says beside the attribute (在南港的公司當軟體工程師).
        said = normalise(old_text).casefold()
        extra += [n.claim.more for i, n in enumerate(new) if i in covered and n.claim.more.casefold() not in said]
        if extra:
            return DIFFERENT, f'{same[0][1].reason}, but the new fact adds "{extra[0]}"'
        if (since := _SINCE.search(normalise(new_text))) and not _SINCE.search(normalise(old_text)):
            # 從2019年開始吃素 after 吃素, "has worked at Google since 2019": since when is news.
            return DIFFERENT, f'{same[0][1].reason}, but the new fact adds "{since.group()}"'
        for aside in (reason_given, with_whom, home_kind, near_what):
            # "is learning French because she's moving to Lyon" after "is learning French", 跟男友一起
            # 住在台北 after 住在台北, 住在台北的一間小套房 after 住在台北, 住在板橋車站附近 after 住在板橋:
            # why, with whom, in what kind of home and near what are news (and another of each).
            if (said := aside(normalise(new_text))) and said.casefold() != aside(normalise(old_text)).casefold():
                return DIFFERENT, f'{same[0][1].reason}, but the new fact adds "{said}"'
        if tells_of_change(new_text, old_text):
            # "Sam got promoted at Dell" after "Sam works at Dell": the same value, and news.
            return DIFFERENT, f"{same[0][1].reason}, but the new fact tells of a change"
        unread_same = any(new[i].claim.weak or old[j].claim.weak for i, j, out in outcomes if out.status == SAME)
        if unread_same and (detail := added_detail(new_text, old_text)):
            # 每週都去游泳 after 會游泳, "plays tennis with her dad": more than said before
            # (a table reads its own values; an unread clause is only its words).
            return DIFFERENT, f'{same[0][1].reason}, but the new fact adds "{detail}"'
        return DUPLICATE, same[0][1].reason
    for i, j, out in outcomes:
        # "call me Elizabeth from now on, not Liz": the new value, and the old one said to be wrong.
        was, now = old[j].claim.value, new[i].claim.value
        if out.status == BOTH_HOLD and was is not None and now is not None and _says_not(was.display, new_text):
            return CONTRADICT, f'{out.reason.split(", but")[0]}: "{was.display}" → "{now.display}", not "{was.display}"'
    unsure = [out for _, _, out in outcomes if out.status == BOTH_HOLD]
    if unsure:
        return DIFFERENT, unsure[0].reason
    new, old = _as_done(new), _as_done(old)
    # By topic only where some clause is unread: two clauses the tables both read, and
    # found unrelated (叫小明 / 喜歡小明), are unrelated whatever words they share.
    owners = {c.owner for c in new}
    unread = any(c.claim.weak for c in (*new, *old))
    if owners <= {"cat", "dog", "pet"} and {c.owner for c in old} == {""} and unread:
        # The user's pet, then news of that pet (the cat passed away): the pet's own topic.
        topical = topic_change(new_text, old_text)
        if topical is not None and topical.status in (CHANGED, LIKELY_CHANGED):
            # A reading by topic, not by a table: archived only when the new fact says it changed.
            # Sure only of a pet the old fact says the user has (not one it likes or gave away).
            sure = change and topical.status == CHANGED and _HAS_PET.search(old_text) and not LIKING.search(old_text)
            return (CONTRADICT if sure else UNSURE), topical.reason if sure else f"{topical.reason}; for review"
    if unread and owners == {c.owner for c in old} and len(owners) == 1:
        owner = next(iter(owners))
        for name in {owner, *aliases} if owner[:1].isupper() or aliases else ():
            # Someone named (Sarah): whom both facts are about is not what they are about.
            new_text, old_text = new_text.replace(name, " "), old_text.replace(name, " ")
        ended = owner and change_kind(new_text) == change_kind(old_text) == "stop"
        if ended and not topic_terms(new_text) and not topic_terms(old_text):
            # 奶奶過世了, then 阿嬤已經不在了: the same news, and nothing else said.
            return DUPLICATE, f"{owner}: the same ending said again"
        if (moved := rescheduled(new_text, old_text)) is not None:
            # 書法課改到每週四晚上 after 每週三晚上上書法課: the plan moved, whatever the words of change.
            reason = f"{owner}: {moved.reason}" if owner else moved.reason
            if moved.status == CHANGED and (not owner or all(c.owner_unique for c in new)):
                return CONTRADICT, reason
            return UNSURE, f"{reason}; for review"
        # (Of an old fact that says one thing: 當工程師，每天加班到很晚, then 不加班了, the job stands.)
        thing = no_longer(new_text, old_text) if len(old) == 1 else ""
        if thing and (not owner or all(c.owner_unique for c in new)):
            # "not a barista anymore" after "Job: barista": the old fact, in its own words, is over.
            return CONTRADICT, f'the new fact says "{thing}" no longer holds'
        topical = topic_relation(new_text, old_text)
        if topical is not None and topical.status == CHANGED and _sold_a_part(new_text):
            # "sold the old car seat" after "car is a Civic": a part or an accessory sold, not the thing.
            topical = FrameOutcome(LIKELY_CHANGED, f"{topical.reason}, but what was sold may be only a part of it")
        if topical is not None and topical.status == SAME:
            return DUPLICATE, topical.reason
        if topical is not None and topical.status == BOTH_HOLD:
            return DIFFERENT, topical.reason
        if topical is not None:
            owner = next(iter(owners))
            reason = f"{owner}: {topical.reason}" if owner else topical.reason
            if (owner and not all(c.owner_unique for c in new)) or not change or topical.status == LIKELY_CHANGED:
                # Read by topic, not by a table: without a word of change in the new fact it
                # may be a second value rather than a new one, so staff decide.
                return UNSURE, f"{reason}; for review"
            return CONTRADICT, reason
        if not change and restates(new_text, old_text):
            # 使用者會彈鋼琴, then 他懂得彈鋼琴: nothing said that the old fact does not say.
            return DUPLICATE, "the new fact says nothing the old one does not"
        if change:
            # A word of change on a shared topic that no rule could read: likely a
            # contradiction, so neither archived nor ignored, but left for review.
            shared = shared_topic(new_text, old_text)
            if len(shared.split("、")[0]) > 1 and (kept := _still_beside_change(new_text, old_text)):
                # 換了一台新機車，一樣每天騎去上班; "moved to a new apartment, still in Austin": what
                # changed is beside what the old fact says, and the new one says that still holds.
                return DIFFERENT, f'the new fact tells of a change on "{shared}", but says "{kept}"'
            if len(shared.split("、")[0]) > 1 and (where := _a_place_of_it_moved(new_text, old_text)):
                # 常去的健身房搬到新大樓 after 每週二去健身房: the place moved, and the user still goes;
                # where the old fact says it is (公司在信義區) is another matter, for review.
                return DIFFERENT, f'the new fact tells that the "{where}" moved, and the old fact names no place of it'
            if len(shared.split("、")[0]) > 1 and (role := _someone_else_replaced(new_text, old_text)):
                # 日文老師換人了 after 每週六上日文課, 幼兒園換了新園長: another person in the user's
                # setting changed; what the old fact says of the user holds.
                return DIFFERENT, f'the new fact tells of a new "{role}", whom the old fact does not name'
            if len(shared.split("、")[0]) > 1:  # one lone character (新, 成, 提) is no topic to go by
                return UNSURE, f'{UNCONFIRMED_CHANGE} "{shared}", which no rule could confirm; for review'
        elif affirms_denied(new_text, old_text) and (shared := shared_topic(new_text, old_text)):
            # 不喝咖啡 then 每天早上喝拿鐵: the old fact says not, the new one says so.
            if _first_of_what_never_was(new_text, old_text):
                # 沒有筆電, then 買了第一台筆電: the first one, of what the user never had or did.
                return CONTRADICT, f'the old fact says not, and the new one tells the first, on "{shared}"'
            return UNSURE, f'the old fact says not and the new one says so, on "{shared}"; for review'
    if not change and (values := _two_values_of_one_frame(new, old)):
        return DIFFERENT, ONE_FRAME.format(new=values[2], old=values[1], frame=values[0])
    if {c.owner for c in new} != {c.owner for c in old} and (task := _done_by_another_now(new_text, old_text)):
        # 家裡晚餐都是太太煮, then 現在晚餐都換我下廚了: who does it may have changed hands; staff decide.
        task_said, who = task
        return UNSURE, f'perhaps someone else does "{task_said}" now: "{who}"; for review'
    return DIFFERENT, _unrelated_reason(new, old)


def _not_this_work(new_text: str, old: Clause) -> bool:
    """Does the new fact say work ended long ago, elsewhere than the old fact says, in jest or asked,
    or only time off?"""
    told = normalise(new_text)
    if _LONG_AGO.search(told) or _JOKING_OR_ASKED.search(new_text) or _TIME_OFF.search(told):
        return True  # (asked or joked: before "lol" is cleaned away)
    elsewhere = _OUT_FROM.search(told)
    return bool(elsewhere) and not re.search(
        rf"(?<![a-z]){re.escape(elsewhere['what'].casefold())}", old.text.casefold()
    )


# Time off work, or taken back, not work ended: 請假, 休假, 住院, 無薪假, 留職停薪, 找回去, "on leave", "rehired".
_TIME_OFF = re.compile(
    r"請假|休假|住院|無薪假|留停|留職停薪|育嬰|產假|病假|隔離|找回|回鍋|復職"
    r"|\b(?:on leave|furlough\w*|sick leave|rehired|hired (?:me |us )?back|took (?:me|us) back)\b",
    re.I,
)
# Long enough back that work which ended then may be a job before the old fact's: 兩年前, 前年, "in 2009",
# "three years ago", "last christmas" (not 上個月 nor "last year", which tell of the work now ended).
_LONG_AGO = re.compile(
    r"[\d一二兩三四五六七八九十幾多]+年前|前年"
    r"|\b(?:in (?:19|20)\d\d|years ago|last (?:christmas|summer|spring|winter|autumn|fall))\b",
    re.IGNORECASE,
)
# What the user was let go from, when it is said: "fired from my side gig", "let go from the choir".
_OUT_FROM = re.compile(
    r"\b(?:fired|laid off|let go|made redundant) from (?:one of (?:my|the) |an? |my |the |his |her |their |our )?"
    r"(?P<what>(?!job\b|work\b|company\b|position\b|role\b|post\b)[\w'&.-]+)",
    re.IGNORECASE,
)


def _model_words(name: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", name.casefold()))


def _two_models(a: str, b: str) -> bool:
    """Do two names of a thing each say a word of a model the other does not (MacBook Pro / MacBook Air;
    not iPad / iPad Pro, one said more precisely)?"""
    return bool(_model_words(a) - _model_words(b)) and bool(_model_words(b) - _model_words(a))


# Someone said to do a thing now, in place of whoever did: 換我, 變成我跟我先生輪流, 現在都老公在弄, 改由
# 婆婆; "I do the shop myself now", "my turn now" (in English with a word of now: `NOW`, "since").
_FAMILY_DOER = (
    r"(?:我)?(?:先生|老公|太太|老婆|爸爸|媽媽|爸|媽|婆婆|公公|阿嬤|阿公|外婆|外公|姊姊|哥哥|弟弟|妹妹|兒子|女兒)"
)
_DOER_NOW = re.compile(rf"(?:換|變成|改成|改由|輪到|現在都是|現在是|現在由|現在都)(?P<who>{_FAMILY_DOER}|我們|我|自己)")
_DOER_NOW_EN = re.compile(r"\b(?P<who>myself|my turn|his turn|her turn|my job now|i'm the one|i am the one)\b", re.I)
# What is done, each task by its words (so "cooks" and "cooking" are one): the chores and runs of a household.
_TASKS = {
    "pick-up": r"接送|接(?!電話|到|受|著|近|手|待)|\bpick(?:s|ed|ing)? (?:\w+ )?up\b|\bdrop(?:s|ped|ping)? off",
    "school run": r"[載送](?=小孩|孩子|兒子|女兒)|上學|\bschool run\b",
    "cooking": r"煮|下廚|做飯|掌廚|\bcook\w*",
    "laundry": r"洗衣|\blaundry\b",
    "dishes": r"洗碗|\bdishes\b",
    "cleaning": r"打掃|掃地|拖地|\bclean\w*",
    "rubbish": r"倒垃圾|\b(?:bins|rubbish|trash)\b",
    "shopping": r"買菜|採買|\b(?:food )?shop(?:ping)?\b|\bgroceries\b",
    "driving": r"開車|車[^，。,]{0,8}?開|\bdriv\w*",
    "walking the dog": r"遛狗|\bwalk\w* the dog\b",
    "dinner": r"晚餐|\bdinner\b",
}
_TASKS_SAID = {task: re.compile(words, re.IGNORECASE) for task, words in _TASKS.items()}


def _done_by_another_now(new_text: str, old_text: str) -> tuple[str, str] | None:
    """(the task, who now) when the new fact says someone does now a household task the old fact
    names: its doer changed hands, perhaps. Not a wish, a question, nor this once."""
    new = normalise(new_text)
    if wishes(new) or for_once(new_text) or "?" in new or "？" in new:
        return None
    doer = _DOER_NOW.search(new)
    if doer is None and (doer := _DOER_NOW_EN.search(new)) and not (NOW.search(new_text) or _SINCE.search(new)):
        doer = None
    if doer is None:
        return None
    old = normalise(old_text)
    task = next((t for t, said in _TASKS_SAID.items() if said.search(new) and said.search(old)), "")
    return (task, doer.group("who")) if task else None


# A change said, then turned down, put off, or the old way kept: 但我拒絕了, 下個月出發, "but I still …".
_TURNED_DOWN = re.compile(
    r"(?:但|不過|可是|只是)[^，。,]{0,6}(?:拒絕|沒去|沒有去|不去|推掉|婉拒|還沒|例外|還是|仍然|依然|選擇|照樣|照常)"
    r"|[，,]\s*(?:我|但我)?(?:沒去|沒有去|拒絕了|推掉了)"
    r"|(?:下個?月|下週|下禮拜|明年|年底|過完年)(?:才|再)(?:要)?(?:出發|過去|報到|開始|生效)"
    r"|\bbut (?:i |we )?(?:declined|refused|turned (?:it|them) down|said no|didn't go|haven't gone|am the exception)\b",
    re.IGNORECASE,
)


def _but_as_before(new: list[Clause], outcomes: list[tuple[int, int, _Outcome]], new_text: str) -> str:
    """What the new fact says beside a change that undoes it: a clause that says what the old fact says,
    or the change turned down or not yet begun (`_TURNED_DOWN`); or ""."""
    changed = {i for i, _, out in outcomes if out.status in (CHANGED, LIKELY_CHANGED)}
    same = [new[i].text for i, _, out in outcomes if out.status == SAME and i not in changed]
    if same:
        return same[0]
    found = _TURNED_DOWN.search(normalise(new_text))
    return found.group() if found else ""


# The first one: 第一次, 第一台, "my first car", "for the first time".
_FIRST = re.compile(
    r"第一(?:次|台|輛|部|隻|個|份|支)"
    r"|\b(?:my|his|her|their|our) (?:very )?first\b|\bfor the first time\b|\bfirst[- ]ever\b",
    re.IGNORECASE,
)
# An ability denied (不會游泳, "can't swim"): a first try is not being able.
_ABLE = re.compile(r"不會|不太會|\b(?:can'?t|cannot|unable)\b", re.IGNORECASE)
# Not one's own: rented, borrowed, a test drive. And "for the first time in ten years" is once again.
_NOT_OWN_OR_AGAIN = re.compile(
    r"租|借|試駕|試用|\b(?:rent\w*|borrow\w*|test[- ]dr[io]ve\w*|first time in)\b", re.IGNORECASE
)


def _first_of_what_never_was(new_text: str, old_text: str) -> bool:
    """The first one (`_FIRST`) of a thing the old fact denies, named in both in words of its own
    (筆電, "car"; not only an area or a lone character: 沒有汽車 / 第一台機車 share only 車), not
    rented or borrowed, not a first try at an ability, not once after years."""
    new, old = normalise(new_text), normalise(old_text)
    if not _FIRST.search(new) or _ABLE.search(old) or _NOT_OWN_OR_AGAIN.search(new) or for_once(new_text):
        return False
    shared = topic_terms(new) & topic_terms(old)
    return any(not t.startswith("<") and len(t) > 1 for t in shared)


# A couple together again after parting (跟女友分手，後來又復合).
_BACK_TOGETHER = re.compile(r"復合|又在一起|\b(?:got|are|were) back together\b|\bback on\b", re.IGNORECASE)
# What a single user does that ends with being single: a dating app, looking or not looking, not
# wanting a partner.
_SINGLES_ONLY = re.compile(
    r"交友軟體|交友app|相親|找對象|想脫單|不想(?:談)?戀愛|不想交(?:女|男)(?:朋)?友|"
    r"\b(?:dating apps?|tinder|bumble|hinge|(?:not )?looking(?: for (?:a |someone|love).*)?)\b",
    re.IGNORECASE,
)
_CAREER_CHANGE = re.compile(
    r"轉職|轉行|改行|換工作|\b(?:switched careers|changed careers|career change|retrained)\b", re.IGNORECASE
)
_SINCE = re.compile(
    r"從.{1,8}?(?:開始|起)|(?:[一二兩三四五六七八九十半\d]+|幾|好幾)(?:個)?多?(?:年|月)多?了|"
    r"了(?:[一二兩三四五六七八九十半\d]+|幾|好幾)(?:個)?多?(?:年|月|週|禮拜)|"  # 和室友住了三年
    # when it was: "took the GRE in 2019", 去年通過了律師考試
    r"\b(?:in|back in) (?:(?:19|20)\d\d|january|february|march|april|june|july|august|september|october|"
    r"november|december)\b|去年|前年|(?:19|20)\d\d年(?!出?生)|(?<![每個])(?:[一二三四五六七八九十]{1,2}|\d{1,2})月(?!薪)|"
    r"\bsince \w+|\bfor (?:the (?:past|last) )?\w+ (?:years|months)",
    re.IGNORECASE,
)
_HAS_PET = re.compile(r"(?<!沒)有|養|\b(?:has|have|owns?|keeps?|adopted)\b", re.IGNORECASE)
_NEGATED = re.compile(r"[不沒別未無]|\b(?:not|never|no)\b|n't", re.IGNORECASE)


def _told_of(owners: set[str], whose: set[str], kind: str) -> bool:
    """Whether the new fact is only about whom the old one is about, or about the ones news of
    this kind may name (`KIND_OWNERS`: the child born, the parents who had one)."""
    return all(o in whose or (o and o.split()[-1] in KIND_OWNERS.get(kind, ())) for o in owners)


def _says_not(value: str, new_text: str) -> bool:
    """Whether the new fact says the value is not so ("…, not Liz", 不是小美, 別再叫我小美)."""
    said = re.escape(value.strip())
    return bool(
        re.search(rf"(?:\bnot|\bno longer|不是|不再是|別再?叫我?)\s*{said}(?![\w])", normalise(new_text), re.IGNORECASE)
    )


def _two_values_of_one_frame(new: list[Clause], old: list[Clause]) -> tuple[str, str, str] | None:
    """(frame, old value, new value) of two one-clause facts no table reads that say the same
    thing up to their ends, which have nothing in common: 週末常常爬山 and 週末常常拍照 are two
    things the user does, not one said twice or changed (a change would say so)."""
    if len(new) != 1 or len(old) != 1:
        return None
    a, b = old[0], new[0]
    if a.owner != b.owner or not (a.claim.weak and b.claim.weak):
        return None
    x, y = a.rest, b.rest
    shared = 0
    while shared < min(len(x), len(y)) and x[shared] == y[shared]:
        shared += 1
    tail_x, tail_y = x[shared:].strip(), y[shared:].strip()
    if shared < 2 or not tail_x or not tail_y or set(tail_x.casefold()) & set(tail_y.casefold()):
        return None
    if _NEGATED.search(x) or _NEGATED.search(y):
        return None  # 不喝咖啡 / 不喝酒: what the user does not do is read elsewhere
    return x[:shared].strip(), tail_x, tail_y


# DIFFERENT on a reading, not for want of one: both facts read, and about other people, other
# attributes or objects, or one of them about the past.
READ_APART = (
    "about different people:",
    "different attributes:",
    "different objects:",
    "different things:",
    "the new fact speaks of the past",
    "the old fact speaks of the past",
)
# Two things done in one frame (週末常常拍照 / 週末常常畫畫, `_two_values_of_one_frame`): two objects
# whose frame says all else is the same.
ONE_FRAME = 'different objects: "{new}" vs "{old}", both "{frame}"'
_ONE_FRAME = re.compile(r'different objects: ".+" vs ".+", both ".+"')  # ONE_FRAME, filled in
# Of those, the readings a second look by meaning has nothing to add to: other people, other
# attributes, the past. Two objects told apart are told apart by their words (彈吉他 and 彈 guitar,
# "code in Python" and "program in Python"), and two things of which one is read as an object
# and the other as an attribute (是獅迷, then supports 統一獅) may be one thing said twice.
SETTLED_APART = tuple(r for r in READ_APART if r not in ("different objects:", "different things:"))


class RulesJudge:
    """The offline judge: no network, no model, same answer every time."""

    name = "rules"

    @staticmethod
    def read_apart(verdict: Verdict) -> bool:
        """Whether a DIFFERENT verdict comes from reading both facts apart (see `READ_APART`)."""
        return verdict.relation == DIFFERENT and verdict.reason.startswith(READ_APART)

    @staticmethod
    def settled_apart(verdict: Verdict) -> bool:
        """Whether a DIFFERENT verdict reads both facts apart by what they are about, not only
        by their words (see `SETTLED_APART`): a second look by meaning has nothing to add."""
        return verdict.relation == DIFFERENT and verdict.reason.startswith(SETTLED_APART)

    @staticmethod
    def one_frame(verdict: Verdict) -> bool:
        """Whether a DIFFERENT verdict reads two things done in one frame (`ONE_FRAME`): another
        value where all else is the same, which a reading by meaning takes for a repeat."""
        return verdict.relation == DIFFERENT and bool(_ONE_FRAME.fullmatch(verdict.reason))

    @staticmethod
    def unread(verdict: Verdict) -> bool:
        """Whether a DIFFERENT verdict says only that no rule read both facts (`NO_READING`)."""
        return verdict.relation == DIFFERENT and verdict.reason == NO_READING

    @staticmethod
    def read_as_same(verdict: Verdict) -> bool:
        """Whether a DIFFERENT verdict reads one value in both facts, kept apart only for what the
        new fact says beside it (`_SAME_BUT_ADDS`)."""
        return verdict.relation == DIFFERENT and bool(_SAME_BUT_ADDS.match(verdict.reason))

    @staticmethod
    def unconfirmed(verdict: Verdict) -> bool:
        """Whether an UNSURE verdict rests on a word of change alone (`UNCONFIRMED_CHANGE`)."""
        return verdict.relation == UNSURE and verdict.reason.startswith(UNCONFIRMED_CHANGE)

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        verdicts = []
        for candidate in candidates:
            relation, reason = relate(new_text, candidate)
            verdicts.append(Verdict(relation, reason, judge=self.name))
        return verdicts
