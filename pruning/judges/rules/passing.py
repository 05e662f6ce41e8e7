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

from .reading import _COUNTRY_INDEX, CLAUSES, _read_city, _read_place
from .tables import MONTHS_EN, PARTED, PLAYED, STORIES, WEEKDAYS_EN

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
# The user's manager now, named in passing: "I report to Tom now", "my new manager, Amy", 我們組換了新主管叫
# Amy. Said of the user's own team (我們組, 我們部門, 我), not of another's (隔壁部門, 我弟的).
_MANAGER_EN = re.compile(
    r"(?:^|[.;!]\s*|,\s*(?:so|and|now)\s+)(?:now )?(?:i|we) (?:now )?report (?:directly )?to "
    r"(?P<name>(?-i:[A-Z])[a-z]+)"
    r"(?: now)?(?=\s*(?:[,.;!]|$))"
    r"|(?:^|[.;!]\s*|,\s*(?:so|and)\s+)my new (?:manager|line manager),? (?P<name2>(?-i:[A-Z])[a-z]+),? (?:is|seems)\b",
    re.IGNORECASE,
)
_MANAGER_ZH = re.compile(
    r"^(?:現在的?)?(?:我們(?:組|部門|團隊|這組|team)?|我的?)?(?:換了|來了|調來了?)?(?:一個|一位|個)?新(?:的)?(?:主管|上司)"
    r"(?:叫做?|是)\s*"
    r"(?P<name>[A-Za-z]+|[\u4e00-\u9fff]{2,3}?)\s*(?:啦|喔|耶|了|囉|哦)?$"
)
# A manager for a while, of one project, of a side job, or beside the old one: not the user's manager now.
_NOT_THE_MANAGER = re.compile(
    r"還是歸|還是跟|還是.{0,6}管|暫代|代理|兼職|打工|專案|論文|過渡|暫時|[?？]"
    r"|\b(?:still|project|weekend|side|part-time|pub|maternity|paternity|cover\w*|temporar\w*|while|on leave"
    r"|dissertation|thesis|phd|charity|volunteer\w*|interim|acting|second job|hackathon|scouts?|sabbatical|nights)\b",
    re.IGNORECASE,
)
MANAGER_EN, MANAGER_ZH = "manager is called {}", "主管叫{}"
# Not yet, or only heard of: 下個月會來新主管, 聽說新主管是…
_ANOTHERS_ZH = re.compile(
    r"(?:朋友|同事|老公|老婆|先生|太太|男友|女友|姊姊|姐姐|妹妹|哥哥|弟弟|爸|媽|室友|同學)(?:的|他們|她們)"
    r"|(?:學[長姐弟妹]|主管|老闆|經理|組長|實習生|同事|前輩|後輩)在"
)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_NOT_YET_EN = re.compile(
    r"\b(?:will|next|starts|starting|gonna|going to|would|if|used to|was|were|interview\w*)\b|[?\"“”]", re.IGNORECASE
)
_NOT_YET_ZH = re.compile(r"下個?月|下週|下禮拜|明天|會來|要來|聽說|如果|可能|應該會|好像")
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


def _managers(text: str) -> tuple[str, ...]:
    """The user's manager now, named in passing (a manager left is often why there is a new one), in a
    clause of its own; not a place or a desk one reports to (London, Security)."""
    if _NOT_YET_EN.search(text) or _NOT_YET_ZH.search(text) or _NOT_THE_MANAGER.search(text):
        return ()
    said = [m.group("name") or m.group("name2") for m in _MANAGER_EN.finditer(text)]
    said += [m["name"] for m in map(_MANAGER_ZH.match, (c.strip(" .") for c in CLAUSES.split(text))) if m]
    found = [name for name in said if not _NOT_A_PERSON.fullmatch(name) and _read_city(name) is None]
    return tuple(MANAGER_ZH.format(name) if _HAN.match(name) else MANAGER_EN.format(name) for name in found)


# Desks and places one reports to, not people.
_NOT_A_PERSON = re.compile(
    r"security|reception|hr|it|finance|head office|hq|base|duty|work|management|london|the",
    re.IGNORECASE,
)


def in_passing(text: str) -> tuple[str, ...]:
    """The plain statements a fact implies of where the user lives or works, or of a partner,
    from mentions in passing: ("lives in Glasgow",) from "the best thing about my flat in Glasgow is the chippy",
    ("now lives in Glasgow",) from "my new flat in Glasgow" (a new home is a move)."""
    text = text.replace("’", "'")
    managers = _managers(text)
    if _NOT_NOW.search(text):
        return managers
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
    return tuple(dict.fromkeys((*said, *managers)))


# The last day, shift or week at a workplace: 在日月光的最後一天, "last shift at the hospital",
# "cleared my desk at Barclays" (not the last train, bus or class of the day).
_LAST_AT = re.compile(
    r"在(?P<zh>[^，。,！!？?\s在]{1,10}?)的?最後一(?:天|班|個工作天|個上班日|週)"
    r"(?!車|公車|捷運|火車|高鐵|飛機|班機|船|客運|課|堂)"
    r"|\b(?:last|final) (?:day|shift|week) (?:at|with) (?P<en>[\w&'. -]{2,30}?)"
    r"(?=[,.!?]|$| (?:today|tomorrow|on|is|was)\b)"
    r"|\bcleared (?:out )?my desk at (?P<en2>[\w&'. -]{2,30}?)(?=[,.!?]|$| (?:today|this|on)\b)",
    re.IGNORECASE,
)
# A placement over: 實習今天結束了, "my placement at the BBC wrapped up" (not a contract, which may be a
# lease or a phone's).
_TERM = re.compile(r"實習|\b(?:intern|internship|placement)\b", re.IGNORECASE)
_TERM_OVER = re.compile(
    r"(?:實習|internship|placement)(?:'s)?(?: at [\w&' .-]{1,30}?)?\s*(?:今天|已經|正式|終於|也|總算)?\s*"
    r"(?:結束|做完|\b(?:wrapped up|ended|is over|'s over|'s done|is done|finished|over|done)\b)",
    re.IGNORECASE,
)


# A last day before a break, a patient's, a desk moved, a placement extended or not yet over.
_NOT_LEAVING = re.compile(
    r"暑假|寒假|放假|假期|連假|休假|產假|育嬰|陪產|留職停薪|出國|住院|看診|回診|探病|搬到|樓|延長|還沒|尚未|前還有|之前還"
    r"|\b(?:holidays?|vacation|break|off to|a week in|then \w+ (?:weeks?|days?)|patient|visit\w*|moving|move|floor"
    r"|extended|ended up|not yet|hasn'?t|isn'?t|leave|sabbatical|back to the)\b",
    re.IGNORECASE,
)


def left_work(new_text: str, old_text: str) -> str:
    """The workplace the old fact names, that the new one tells the user's last day at (在日月光的
    最後一天 after 在日月光當工程師), or the placement it tells is over; or ""."""
    new, old = new_text.replace("’", "'"), old_text.casefold()
    if _ANOTHERS_ZH.search(new) or re.search(
        r"\b(?:his|her|their|(?!(?:user|it|that|there|what)'s)\w+'s|colleague|coworker|co-worker|boss|manager|intern)\b"
        r"|[^我]的實習",
        new,
        re.IGNORECASE,
    ):
        return ""  # 我老公在台積電的最後一天, "her last day at Tesco", 學妹的實習, "Sam's placement": another's
    if _NOT_LEAVING.search(new):
        return ""
    for found in _LAST_AT.finditer(new):
        place = (found["zh"] or found["en"] or found["en2"]).strip().casefold().removeprefix("the ")
        if len(place) > 1 and place in old:
            return found.group()
    if _TERM.search(old_text) and (over := _TERM_OVER.search(new)):
        return over.group()
    return ""


# Someone who moved in with the user: "my girlfriend moved in with me", 男友上個月搬進來了, 跟女友開始同居.
# Only a person of the user's (my partner, family, a friend, a roommate; one named at the head of the
# fact), said to move in with the user or just "moved in", and nothing after it but when; not next door
# or nearby, another's partner (my sister's boyfriend, 我妹男友), a pet, a thing carried in (把冰箱搬進來), a
# game or a dream, nor one who left again.
_MOVER_EN = (
    r"(?:boyfriend|girlfriend|bf|gf|partner|fianc[ée]e?|husband|wife|mum|mom|dad|mother|father|parents|brother"
    r"|sister|son|daughter|cousin|friend|best friend|roommate|flatmate|housemate)"
)
_MOVER_ZH = (
    r"(?:男友|女友|男朋友|女朋友|老公|老婆|另一半|未婚夫|未婚妻|室友|朋友|妹妹|弟弟|哥哥|姊姊|姐姐|媽媽|爸爸|爸媽|女兒|兒子"
    r"|表妹|表弟|表姊|表哥)"
)
_WHEN_EN = (
    r"(?: (?:last|this) (?:week|weekend|month|year)| yesterday| today| recently| on \w+day| a (?:week|month) ago"
    r"| (?:two|three|a few) (?:weeks|months) ago"
    r"| in (?:january|february|march|april|may|june|july|august|september|october|november|december))?"
    r"(?=\s*(?:$|[,.;!]))"
)
_MOVED_IN = re.compile(
    rf"(?:^|\b(?:my|our) (?:new )?|[.,;!]\s*(?:my |our )?){_MOVER_EN} "
    r"(?:has |have |just |finally |officially |recently )*moved in"
    rf"(?: with (?:me|us)| here| to (?:my|our) (?:place|flat|apartment|house|studio))?{_WHEN_EN}"
    rf"|^(?-i:[A-Z])[a-z]+ (?:has |just |finally |officially )*moved in with (?:me|us){_WHEN_EN}"
    rf"|\b(?:i|we) (?:just |finally |officially )?moved in together{_WHEN_EN}"
    rf"|(?:^|(?<=[我，,。\s])){_MOVER_ZH}[^，。,；;的把]{{0,8}}?"
    r"(?:搬進來|搬進我家|搬來跟我住|搬過來跟我住|搬來一起住|搬過來一起住"
    r"|搬來我這(?:裡|邊)?(?:住)?|住進來)(?=$|[，。,！!]|了|跟我|和我|一起)"
    r"|(?:跟|和)(?:男友|女友|男朋友|女朋友|另一半|未婚夫|未婚妻)[^，。,；;]{0,6}?開始同居",
    re.IGNORECASE,
)
# For a while only: 借住幾天, "just until he finds a job", "for the summer".
_FOR_A_WHILE = re.compile(
    r"借住|暫住|幾天|這週|這禮拜|週末|一陣子|先住|等[^，。,]{1,8}再|就走|再回去|結束|住(?:了)?[一二兩三四五六七八九十幾\d]+個?"
    r"(?:月|禮拜|星期|週|天)"
    r"|\b(?:until|till|while|to help|temporar\w*|for now|for a bit|for a while"
    r"|for (?:a|the|two|three|a few|a couple of) (?:\w+ )?"
    r"(?:days?|nights?|weeks?|weekend|months?|summer|winter|holidays))\b",
    re.IGNORECASE,
)
# Not done or not real (besides not yet: `_NOT_YET_EN`, `_NOT_YET_ZH`), somewhere of their own, or undone since.
_NOT_DONE = re.compile(
    r"要是|想|打算|會不會|還沒|沒有|要搬|夢|搬走|搬出去|分手"
    r"|\b(?:thinking|might|may|asking|ask|not|never|want\w*|plan\w*|soon|dream\w*"
    r"|moved out|broke up|split up|left|own place|dorm|retirement|across town|into|(?:to )?(?:his|her|their) new"
    r"|to (?:his|her|their))\b|" + STORIES + "|" + PLAYED,
    re.I,
)


def moved_in(new_text: str) -> tuple[bool, str] | None:
    """Someone moved in with the user, as the new fact tells it: (whether for good, as far as it says;
    the words), or None."""
    text = new_text.replace("’", "'").strip()
    found = _MOVED_IN.search(text)
    if found is None or _NOT_YET_EN.search(text) or _NOT_YET_ZH.search(text) or _NOT_DONE.search(text):
        return None
    return not _FOR_A_WHILE.search(text), found.group().strip(" ,.;!")
