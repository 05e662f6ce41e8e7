"""Where the user lives or works, said in passing: "the heating in my flat in Glasgow is broken
again", "my manager at Sainsbury's wants me on Sundays", "first week at Aldi done".

The tables read a home or an employer stated as such (lives in, works at). People more often
let it slip beside something else, and a note written in passing still tells where the user
is now. `in_passing` gives each such mention as the plain statement it implies ("lives in
Glasgow", "works at Sainsbury's"), for the comparer to set against the old fact the way it
sets any statement; what that plain statement leaves out is news, never a duplicate.

Only the user's own, said of the user (my, our, the user's, or a clause the user heads): "my
sister's flat in Leeds", "my friend at Tesco", "my wife now works at Deloitte" are another's.
Never a home or a job left behind, not yet had, let to others, only visited or done on the side
(old, selling, tenants, an interview, "starts next week", weekends, unpaid), nor one of another
time, asked, quoted or denied; never a workplace that is a school, a part of a workplace, an event
or a day ("first week at UCL", "my colleagues at HQ", "at Christmas"). "Started at" and "first
week at" count only beside words of a job (the rota, the onboarding, "as a trainee"), and "I'm at
Atlassian now" only beside "joined in March". A new home is a move ("my new flat in Glasgow");
any other home in a place no list knows is for review.
"""

from __future__ import annotations

import re

from .frames import CLAUSES
from .reading import _COUNTRY_INDEX, _read_city, _read_place
from .tables import MONTHS_EN, PARTED, WEEKDAYS_EN

_WORD = r"(?-i:[A-Z])[\w&'.-]*"
# A name: capitalised words, with "of" or "&" between them (Bank of America, Marks & Spencer).
_NAME = rf"(?P<name>{_WORD}(?: (?:of |& |and )?{_WORD}){{0,3}})"
_MINE = r"\b(?:my|our|(?:the )?user's)"

_HOME = re.compile(
    rf"{_MINE} (?P<new>new )?(?:(?:own|little|tiny|small|rented|shared|lovely|cosy|cozy) ){{0,2}}"
    r"(?:flat|apartment|place|house|home|condo|studio|townhouse|bungalow|digs|pg|unit) (?:here )?in " + _NAME,
    re.IGNORECASE,
)
# The user at the head of a clause: a note's bare verb ("started at Grab"), "I", "the user".
_LEAD = r"^\s*(?:(?:ok|okay|so|well|honestly|yay|finally|just|and|also|officially|user|the user|i|i've|i have|has)\s+)*"
_WORKPLACE = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        rf"{_MINE} (?:new )?(?:new team|manager|boss|supervisor|line manager|team lead|team leader|colleagues"
        rf"|co-?workers|workmates|job|role|position|employer|payslip|probation) at {_NAME}",
        rf"{_LEAD}(?:now|currently) (?:works?|working) (?:at|for) {_NAME}",
        rf"{_LEAD}(?:my )?first shift (?:at|with) {_NAME}",
    )
)
# "started at Harvard", "first week at UCL" may be school, unless the fact speaks of a job (the
# rota, the onboarding, "as a trainee").
_WORKPLACE_IF_A_JOB = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        rf"{_LEAD}(?:started|began) (?:(?:work|working|a job|a new job|my new job) )?at {_NAME}",
        rf"{_LEAD}(?:my )?first (?:day|week|fortnight|month) (?:at|with) {_NAME}",
    )
)
# "I'm at Costco now" is shopping, unless the user joined it ("I'm at Atlassian now, joined in March").
_AT_NOW = re.compile(rf"{_LEAD}(?:i'm |i am )?(?:now )?at {_NAME},? now\b", re.IGNORECASE)
_JOINED = re.compile(r"\bjoined (?:in|last|this|on|\d)", re.IGNORECASE)
_OF_A_JOB = re.compile(
    r"\b(?:rota|shifts?|onboarding|probation|payroll|payslip|salary|colleagues|co-?workers|manager|boss|clients"
    r"|customers|as an? (?!exercise|member|guest|student|volunteer)\w+)\b",
    re.IGNORECASE,
)

# A home or a job left behind, not yet had (or only wished for), or only visited; a home let to
# others, a job on the side or unpaid; or said of another time, asked, quoted or denied.
_NOT_NOW = re.compile(
    r"\b(?:holiday|summer|sell|selling|sold|for sale|rent(?:ed|ing)? (?:it )?out|let|letting|tenants?|sublet|airbnb"
    r"|buying|bought|viewing|viewed|visit|visiting|visited|trip|vacation|staying|stayed|miss|missing|moving out"
    r"|moved out|leaving|left|back when|interview|interviewed|interviewing|offer|applied|applying|application"
    r"|internship|intern|quit|fired|laid off|let go|lost|resigned|notice|dream|dreaming|hope|hoping|someday|one day"
    r"|would|could|should|wish|was|were|used to|in (?:19|20)\d\d|in my (?:teens|twenties|thirties|forties)"
    r"|next|starts|starting|will|gonna|going to|fell through|not happening|doesn't exist|anymore|no longer"
    r"|weekends?|side (?:job|hustle|gig)|gigs?|unpaid|volunteer\w*|voluntary|part-time|side|freelance"
    r"|said|says|told"
    r"|game|minecraft|sims|stardew|roblox|fortnite|animal crossing)\b|\w+'s (?:place|flat|house|home|now)\b|[?\"“”]",
    re.IGNORECASE,
)
# A partner of the user's, spoken of in passing: "my girlfriend's making me watch Love Island", 我男友下週
# 要來台北. Never an ex, a late or a former one, nor one the fact says is gone.
_PARTNER = re.compile(
    r"\b(?:my|our) (?:new )?(?:girlfriend|boyfriend|gf|bf|fianc[ée]e?|wife|husband|hubby)\b"
    r"(?!'s ex| in | pillow| beater| experience)"
    r"|(?<![前])(?:我|使用者)的?(?:新)?(?:女朋友|男朋友|女友|男友|未婚妻|未婚夫|老公|老婆|太太|另一半)"
    r"(?![力寓仔婆餅本（(]|的(?:時間|薪水|錢))",
    re.IGNORECASE,
)
# A partner gone, never had or only hoped for (分手, 忌日, "walked out", 希望我的另一半會煮飯).
_PARTED = re.compile(
    PARTED
    + r"|前任|前女友|前男友|分開|分居|過世|走了|走後|生前|忌日|跑了|外遇|悔婚|離開我|以前|那時|當時|不知道|希望|算命"
    r"|會出現|問|找"
    r"|\b(?:ex|former|late|old|then|used to|split|divorc\w*|separat\w*|passed|died|widow\w*|dumped"
    r"|called off|walked out|left me|ashes|grave|funeral|asking|asks|someday|one day|hope|wish|future)\b",
    re.IGNORECASE,
)
IN_A_RELATIONSHIP = "is in a relationship"
_ONLY_SOME_DAYS = re.compile(r"\s*(?:on|at) (?:weekends|saturdays|sundays)\b", re.IGNORECASE)
# Not a workplace: a school, a part of a workplace, an event, a holiday, a day or a month.
_NOT_WORK = re.compile(
    r"\b(?:university|uni|college|school|academy|institute|polytechnic|high|campus|church|home|christmas|easter|"
    r"new year|thanksgiving|halloween|diwali|eid|ramadan|hq|head office|hr|finance|marketing|sales|it|legal|level"
    r"|tower|floor|building|block|wing|conference|summit|con|fest|festival|expo|fair|party|"
    + "|".join((*WEEKDAYS_EN, *MONTHS_EN))
    + r")\b",
    re.IGNORECASE,
)


def _home(name: str) -> str | None:
    place = _read_place(name)
    if place is None or _COUNTRY_INDEX.get(name.casefold()):
        return None  # "my flat in Spain" says too little of where
    return name


def _workplace(name: str) -> str | None:
    name = re.sub(r"[.,']+$", "", name)
    if _NOT_WORK.search(name) or _COUNTRY_INDEX.get(name.casefold()) or _read_city(name) is not None:
        return None  # a school, a day, or a place: "started at Harvard", "my team in Taipei"
    return name


def in_passing(text: str) -> tuple[str, ...]:
    """The plain statements a fact implies of where the user lives or works, or of a partner,
    from mentions in passing: ("lives in Glasgow",) from "the best thing about my flat in Glasgow is the chippy",
    ("now lives in Glasgow",) from "my new flat in Glasgow" (a new home is a move)."""
    text = text.replace("’", "'")
    if _NOT_NOW.search(text):
        return ()
    said: list[str] = [IN_A_RELATIONSHIP] if _PARTNER.search(text) and not _PARTED.search(text) else []
    for clause in CLAUSES.split(text):
        for found in _HOME.finditer(clause):
            if (place := _home(found.group("name"))) is not None:
                said.append(f"{'now ' if found.group('new') else ''}lives in {place}")
        patterns = (*_WORKPLACE, *_WORKPLACE_IF_A_JOB) if _OF_A_JOB.search(text) else _WORKPLACE
        patterns += (_AT_NOW,) if _JOINED.search(text) else ()
        for found in (found for pattern in patterns for found in pattern.finditer(clause)):
            if _ONLY_SOME_DAYS.match(clause[found.end() :]):
                continue  # "my manager at Tesco on Saturdays": a job on the side
            if (workplace := _workplace(found.group("name"))) is not None:
                said.append(f"works at {workplace}")
    return tuple(dict.fromkeys(said))
