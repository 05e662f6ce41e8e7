"""The offline judge: deterministic, conservative rules over Chinese and English facts.

It is the default when no Gemini key is configured, so it must never archive a true
fact on a hunch. It decides in three steps:

1. **Normalise** a fact: full-width → half-width, the Simplified characters facts commonly
   use → Traditional, curly quotes, punctuation; split it into clauses; drop subjects
   (使用者 / 我 / The user / I), temporal words (現在 / 目前 / now / currently) and
   English intensifiers (really / at all).
2. **Read** each clause into at most one claim, trying the tables below in order:
   an *attribute* with a single value (name = 小明, age = 25, home city = 台北, diet =
   vegetarian …) or a *stance* on an object (香菜: negative, on the "like" axis).
   A clause no rule reads becomes a weak "does it" claim, used only to catch a flat
   negation (抽菸 / 不抽菸) and word-for-word repeats.
3. **Compare** claims that share an attribute or an object. A changed value or a
   flipped polarity is a CONTRADICT; the same value or polarity is a DUPLICATE; anything
   else, including "the values might be the same thing" (小明 vs 王小明, 資工 vs 資訊工程),
   is DIFFERENT. Only a fact the rules fully account for is archived or skipped.

The rules are data (`ATTRIBUTE_RULES`, `STANCE_RULES` and the word lists): to teach the
judge a new phrasing, add a row, then a labelled pair to `data/calibration_pairs.json`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from .judge import CONTRADICT, DIFFERENT, DUPLICATE, Verdict

# --------------------------------------------------------------------------------------
# Normalisation tables
# --------------------------------------------------------------------------------------

# Simplified → Traditional for characters that facts commonly use. Only characters that
# are not themselves ordinary Traditional characters with another meaning are mapped
# (so 面, 周, 后, 游, 干, 里 are left alone), plus 臺 → 台 and 煙 → 菸, the Traditional
# variants Taiwanese text mixes freely. Both facts get the same mapping, so equality is
# all that matters; a reason may show the Traditional form of a Simplified fact.
_S2T_PAIRS = (
    "欢歡 讨討 厌厭 爱愛 岁歲 龄齡 这這 个個 们們 对對 兴興 没沒 还還 经經 过過 会會 学學 习習 "
    "专專 业業 读讀 书書 电電 机機 资資 计計 脑腦 视視 剧劇 动動 画畫 听聽 乐樂 戏戲 运運 篮籃 "
    "饭飯 鸡雞 猪豬 鱼魚 虾蝦 荤葷 员員 场場 厂廠 湾灣 东東 开開 试試 区區 县縣 时時 间間 现現 "
    "车車 养養 猫貓 宠寵 颜顏 蓝藍 红紅 绿綠 黄黃 团團 种種 类類 说說 话話 觉覺 点點 儿兒 样樣 "
    "长長 号號 职職 联聯 发發 积積 体體 验驗 级級 热熱 恶惡 极極 别別 实實 际際 蛮蠻 从從 来來 "
    "语語 韩韓 国國 钢鋼 认認 识識 变變 换換 适適 饮飲 节節 两兩 为為 么麼 让讓 边邊 妈媽 亲親 "
    "华華 伟偉 丽麗 刚剛 张張 陈陳 吴吳 刘劉 杨楊 赵趙 许許 郑鄭 谢謝 罗羅 孙孫 门門 关關 广廣 "
    "乡鄉 镇鎮 苏蘇 宁寧 庆慶 汉漢 纽紐 约約 伦倫 尔爾 亚亞 马馬 医醫 师師 护護 设設 软軟 营營 "
    "销銷 财財 务務 银銀 网網 络絡 购購 买買 卖賣 单單 药藥 园園 馆館 厅廳 楼樓 钱錢 离離 练練 "
    "锻鍛 骑騎 驾駕 饿餓 汤湯 鲜鮮 贝貝 鸭鴨 咸鹹 葱蔥 萝蘿 苹蘋 柠檸 杂雜 写寫 诗詩 综綜 艺藝 "
    "户戶 侦偵 鸟鳥 龟龜 烧燒 烟菸 煙菸 臺台 吗嗎 梦夢 爷爺 岛島 滨濱 兰蘭 虽雖 难難 欧歐 饺餃 酱醬 粮糧 "
    "应應 该該 驶駛 气氣 头頭 济濟 历歷 数數 结結 侣侶 恋戀 纪紀 温溫 矶磯 厦廈 纯純 终終 钟鍾 弹彈 摄攝 "
    "称稱 转轉 当當 担擔 毕畢 处處 满滿"
)
_S2T = str.maketrans({pair[0]: pair[1] for pair in _S2T_PAIRS.split()})

# 、 is left alone: 喜歡貓、狗 is one stance on one (enumerated) object.
_CLAUSE_SPLIT = re.compile(r"[。，,；;！!？?\n]+|\.(?=\s|$)")
# Whatever punctuation survives inside a clause (quotes, brackets, dashes) is noise.
_NOISE = re.compile(r"[\"“”「」『』（）()\[\]【】《》〈〉~～…:：*]+")

SUBJECTS_ZH = ("使用者", "用戶", "本人", "我(?!們)", "他(?!們)", "她(?!們)")
# English subjects: a possessive (the user's name → name), a copula (I'm → is), or bare.
SUBJECT_POSSESSIVE_EN = r"(?:the user's|user's|my|his|her|their)"
SUBJECT_COPULA_EN = r"(?:i'm|i am|he's|she's|they're|they are)"
SUBJECTS_EN = r"(?:the user|user|i|he|she|they)"

# Temporal words say *when*, never *what*: 現在的名字是小華 is a name, "小華".
# Only words unlikely inside names are stripped anywhere; 剛 (志剛) only at the start.
TEMPORAL_ZH = ("現在", "目前", "最近", "如今", "今年", "已經", "近來", "這陣子", "仍然", "依然", "一直")
LEADING_ADVERBS_ZH = ("剛剛", "剛", "終於", "後來", "其實")
TEMPORAL_EN = (
    "now",
    "currently",
    "recently",
    "nowadays",
    "these days",
    "lately",
    "this year",
    "at the moment",
    "at present",
    "still",
    "already",
    "anymore",
    "any more",
    "just",
)
INTENSIFIERS_EN = (
    "really",
    "truly",
    "absolutely",
    "totally",
    "actually",
    "definitely",
    "genuinely",
    "deeply",
)
# Only at the end: "likes a lot of music" keeps its "a lot".
TRAILING_INTENSIFIERS_EN = ("very much", "so much", "a lot", "at all", "more than anything")
# Sentence-final particles; 了 only when it is not part of 受不了 / 吃不了.
_TRAILING_PARTICLES_ZH = re.compile(r"(?:(?<!不)了|啦|喔|哦|呢|吧|耶|囉|唷|欸)+$")

# Chinese intensifiers and negators are matched inside the stance patterns, right before
# the verb, instead of being stripped: 好, 很 and 最 also occur inside ordinary words.
INTENSIFIERS_ZH = (
    "一點都",
    "一點也",
    "一點兒都",
    "完全",
    "根本",
    "真的",
    "其實",
    "最",
    "很",
    "非常",
    "超級",
    "超",
    "特別",
    "蠻",
    "滿",
    "挺",
    "好",
    "太",
    "相當",
    "十分",
    "有點",
    "有些",
    "比較",
    "更",
    "還是",
    "也",
    "都",
    "越來越",
    "漸漸",
    "開始",
    "又",
)
NEGATORS_ZH = ("不再", "不是很", "不太", "不怎麼", "並不", "從不", "從來不", "不", "沒有", "沒")
NEGATORS_EN = (
    r"doesn'?t",
    r"does not",
    r"don'?t",
    r"do not",
    r"no longer",
    r"not",
    r"isn'?t",
    r"aren'?t",
    r"never",
)

# Verbs of liking, with their base polarity (+1 likes, -1 dislikes).
LIKE_VERBS_ZH = (
    ("喜歡", +1),
    ("喜愛", +1),
    ("熱愛", +1),
    ("偏愛", +1),
    ("鍾愛", +1),
    ("愛上", +1),
    ("迷上", +1),
    ("享受", +1),
    ("(?<!可)愛", +1),
    ("討厭", -1),
    ("厭惡", -1),
    ("痛恨", -1),
    ("受不了", -1),
    ("排斥", -1),
    ("恨", -1),
)
LIKE_VERBS_EN = (
    (r"lik(?:e|es|ing)", +1),
    (r"lov(?:e|es|ing)", +1),
    (r"enjoy(?:s|ing)?", +1),
    (r"adores?", +1),
    (r"(?:a )?(?:big |huge )?fan of", +1),
    (r"into", +1),
    (r"fond of", +1),
    (r"interested in", +1),
    (r"obsessed with", +1),
    (r"crazy about", +1),
    (r"passionate about", +1),
    (r"keen on", +1),
    (r"hat(?:e|es|ing)", -1),
    (r"dislik(?:e|es|ing)", -1),
    (r"detests?", -1),
    (r"loathes?", -1),
    (r"can'?t stand|cannot stand|can not stand", -1),
    (r"minds?", -1),
)
# Negated "do" statements: 不抽菸, 戒菸, doesn't smoke, stopped smoking, no longer drinks.
DO_NEGATORS_ZH = ("不再", "從不", "從來不", "沒有在", "沒在", "沒有", "沒", "不", "戒掉", "戒")
DO_NEGATORS_EN = (
    r"doesn'?t",
    r"does not",
    r"don'?t",
    r"do not",
    r"no longer",
    r"never",
    r"has stopped",
    r"stopped",
    r"has quit",
    r"quit",
    r"gave up",
    r"has given up",
    r"is not",
    r"isn'?t",
    r"am not",
    r"are not",
    r"aren'?t",
)
# When a habit stopped does not change what stopped: 上個月戒菸, quit smoking last month.
# Only past times, and only around a negation: 下週二 in a plan is the plan itself.
PAST_TIMES_ZH = ("上個月", "上禮拜", "上週", "昨天", "前天", "去年", "前陣子", "幾天前")
PAST_TIMES_EN = (
    r"last (?:week|month|year)",
    r"yesterday",
    r"a while ago",
    r"(?:a few|several|two|three|\d+) (?:days|weeks|months|years) ago",
)
# Habit markers in front of a plain "does it" clause: 有在抽菸, 每天喝咖啡, smokes again.
DO_MARKERS_ZH = (
    "有在",
    "有",
    "常常",
    "經常",
    "常",
    "每天",
    "天天",
    "平常",
    "平時",
    "習慣",
    "還在",
    "又開始",
    "重新開始",
    "開始",
    "重新",
    "恢復",
    "仍",
    "都",
    "還",
)
DO_MARKERS_EN = (
    r"is",
    r"am",
    r"are",
    r"has started",
    r"started",
    r"began",
    r"often",
    r"usually",
    r"always",
    r"regularly",
)
DO_TRAILERS_EN = (
    r"every (?:day|morning|night|evening|week|weekend)",
    r"daily",
    r"regularly",
    r"again",
    r"often",
)

# Verbs dropped from the front of an object, so 討厭吃香菜 and 討厭香菜 name the same
# object "香菜", and "hates eating coriander" the object "coriander". 抽 is here so that
# 抽菸 and 戒菸 both name "菸".
ACTION_VERBS_ZH = ("吃", "喝", "看", "聽", "玩", "讀", "抽")
ACTION_VERBS_EN = (
    r"to",
    r"eat(?:s|ing)?",
    r"drink(?:s|ing)?",
    r"watch(?:es|ing)?",
    r"listen(?:s|ing)? to",
    r"play(?:s|ing)?",
    r"read(?:s|ing)?",
)

# Cities a "lives in" / "moved to" fact may name. A value that is not a city (大安區,
# 日本, "a flat near work") makes no home-city claim at all: a district, a country and a
# city can all be true at once. First entry of a row is how reasons show it.
CITIES = (
    ("台北", "taipei"),
    ("新北", "new taipei"),
    ("桃園", "taoyuan"),
    ("台中", "taichung"),
    ("台南", "tainan"),
    ("高雄", "kaohsiung"),
    ("基隆", "keelung"),
    ("新竹", "hsinchu"),
    ("苗栗", "miaoli"),
    ("彰化", "changhua"),
    ("南投", "nantou"),
    ("雲林", "yunlin"),
    ("嘉義", "chiayi"),
    ("屏東", "pingtung"),
    ("宜蘭", "yilan"),
    ("花蓮", "hualien"),
    ("台東", "taitung"),
    ("澎湖", "penghu"),
    ("金門", "kinmen"),
    ("東京", "tokyo"),
    ("大阪", "osaka"),
    ("京都", "kyoto"),
    ("首爾", "seoul"),
    ("釜山", "busan"),
    ("香港", "hong kong"),
    ("澳門", "macau"),
    ("新加坡", "singapore"),
    ("上海", "shanghai"),
    ("北京", "beijing"),
    ("深圳", "shenzhen"),
    ("廣州", "guangzhou"),
    ("曼谷", "bangkok"),
    ("倫敦", "london"),
    ("巴黎", "paris"),
    ("柏林", "berlin"),
    ("紐約", "new york"),
    ("舊金山", "san francisco"),
    ("洛杉磯", "los angeles"),
    ("西雅圖", "seattle"),
    ("波士頓", "boston"),
    ("芝加哥", "chicago"),
    ("溫哥華", "vancouver"),
    ("多倫多", "toronto"),
    ("雪梨", "sydney"),
    ("墨爾本", "melbourne"),
)
# "在家工作" names no employer.
HOME_WORDS = ("家", "家裡", "家里", "home", "from home")
# Words that make an employer value a side job or a schedule, not "the" employer.
NOT_EMPLOYER_WORDS = ("週末", "假日", "晚上", "兼職", "打工", "weekend", "part-time", "evening", "summer")
# A kind of workplace is not an employer: "works at a bank" and "works at Cathay Bank"
# can both be true. Unnamed ones (一家…, a …) are rejected as well.
GENERIC_WORKPLACES = (
    "公司",
    "辦公室",
    "學校",
    "醫院",
    "銀行",
    "工廠",
    "餐廳",
    "咖啡廳",
    "便利商店",
    "外商",
    "新創",
    "科技公司",
    "office",
    "company",
    "bank",
    "school",
    "hospital",
    "factory",
    "restaurant",
    "startup",
    "store",
    "shop",
)
# Chinese job titles end in one of these; "工作是輪班制" is not a job title.
JOB_SUFFIXES_ZH = ("師", "員", "生", "家", "者", "工", "官", "手", "長", "士")
# Words that follow 叫 or "called" without being a name (叫外送 = orders delivery;
# 叫媽媽幫忙 = asks mum for help; "called Tom at work").
NOT_NAMES = (
    "外送",
    "計程車",
    "車",
    "醒",
    "人",
    "媽媽",
    "爸爸",
    "哥哥",
    "姊姊",
    "姐姐",
    "弟弟",
    "妹妹",
    "老公",
    "老婆",
    "朋友",
    "同事",
    "老師",
    "醫生",
    "我",
    "他",
    "她",
)
NOT_NAME_CHARS_ZH = "的了是在和跟去"
NOT_NAME_WORDS_EN = (
    "a",
    "an",
    "the",
    "at",
    "by",
    "in",
    "on",
    "for",
    "from",
    "to",
    "with",
    "after",
    "of",
    "and",
    "his",
    "her",
    "their",
    "my",
    "when",
    "because",
)

# --------------------------------------------------------------------------------------
# Attribute rules: a single-valued attribute of the user
# --------------------------------------------------------------------------------------

_NUM = r"(?:\d{1,3}|[零〇一二兩三四五六七八九十百]{1,4})"


@dataclass(frozen=True)
class AttributeRule:
    """Clauses matching any of `patterns` state `attribute`.

    The value is the `value` group read by `kind` (see `VALUE_KINDS`), or the fixed
    `value` when the phrase itself is the value (是素食者 → vegetarian). An attribute
    name with "{slot}" is completed from the `slot` group ("favourite {slot}").
    """

    attribute: str
    patterns: tuple[str, ...]
    kind: str = "text"
    value: str | None = None


_EMPLOYER_ZH = (
    r"^在(?P<value>.+?)(?:工作|上班|任職|服務)$",
    r"^在(?P<value>.+?)(?:當|擔任).+$",
    r"^任職於(?P<value>.+)$",
    r"^(?:到|去|換到|轉到|跳槽到|跳槽去)(?P<value>.+?)(?:工作|上班)$",
    r"^跳槽到(?P<value>.+)$",
    r"^是(?P<value>.+?)的員工$",
)
_EMPLOYER_EN = (
    r"^(?:works?|is working|has worked|has been working) (?:at|for) (?P<value>.+)$",
    r"^is employed (?:at|by) (?P<value>.+)$",
    (
        r"^(?:got a job|has a job|has a new job|started a new job|took a job|started working|"
        r"has started working|is an employee) (?:at|for|of) (?P<value>.+)$"
    ),
)

ATTRIBUTE_RULES: tuple[AttributeRule, ...] = (
    AttributeRule(
        "preferred name",
        (
            r"^(?:希望|想|喜歡)(?:被|別人|大家)?(?:叫|稱呼)(?:他|她|我)?(?:做|為)?(?P<value>.+)$",
            r"^叫我(?P<value>.+?)(?:就好|就可以|就行)?$",
            r"^(?:wants|prefers|likes|asked) to be called (?P<value>.+)$",
        ),
        kind="name",
    ),
    AttributeRule("name", (r"^(?:叫做|叫作|名叫|叫)(?P<value>.+)$",), kind="called"),
    AttributeRule(
        "name",
        (
            r"^(?:名字|姓名|本名|全名|真名)(?:是|叫|為)(?P<value>.+)$",
            r"^改名(?:為|叫|成)?(?P<value>.+)$",
            r"^(?:first |full |real )?name is (?P<value>.+)$",
            r"^(?:is )?(?:called|named) (?P<value>.+)$",
            r"^goes by (?P<value>.+)$",
            r"^(?:has )?changed (?:his|her|their|my) name to (?P<value>.+)$",
        ),
        kind="name",
    ),
    AttributeRule(
        "surname",
        (
            r"^姓(?P<value>[\u4e00-\u9fff]{1,2})$",
            r"^(?:last name|surname|family name) is (?P<value>.+)$",
        ),
        kind="name",
    ),
    AttributeRule(
        "age",
        (
            rf"^(?:滿|剛滿)?(?P<value>{_NUM})歲$",
            rf"^(?:年齡|年紀)(?:是|為)?(?P<value>{_NUM})歲?$",
            r"^(?:is|am|are) (?P<value>\d{1,3})(?: years old| years of age| yo)?$",
            r"^(?:age is|has turned|turned) (?P<value>\d{1,3})(?: years old)?$",
            r"^(?P<value>\d{1,3}) years old$",
        ),
        kind="age",
    ),
    AttributeRule(
        "birthday",
        (
            r"^生日(?:是|在|為)?(?P<value>.+)$",
            r"^(?:是|在)?(?P<value>.+?)出生的?$",
            r"^birthday (?:is|falls) (?:on )?(?P<value>.+)$",
            r"^(?:was )?born on (?P<value>.+)$",
        ),
        kind="date",
    ),
    AttributeRule(
        "home city",
        (
            r"^(?:住在|住|居住在|居住於|定居在|定居於|定居)(?P<value>.+)$",
            r"^(?:搬到|搬去|搬家到|搬回|搬回去)(?P<value>.+?)(?:住|定居)?$",
            r"^(?:家住在?|家在|住處在|住的地方在)(?P<value>.+)$",
            r"^(?:lives?|is living|has lived|resides|is based|has been living) in (?P<value>.+)$",
            r"^(?:has )?(?:moved|relocated|moved back) to (?P<value>.+)$",
            r"^home is in (?P<value>.+)$",
        ),
        kind="city",
    ),
    # Same phrasings as the employer: 在台北工作 names a city, 在台積電工作 an employer.
    AttributeRule(
        "work city",
        (
            *_EMPLOYER_ZH,
            r"^(?:works?|is working|is based) in (?P<value>.+)$",
        ),
        kind="city",
    ),
    AttributeRule("employer", _EMPLOYER_ZH + _EMPLOYER_EN, kind="organisation"),
    AttributeRule(
        "occupation",
        (
            r"^(?:職業|工作|本業)(?:是|為)(?P<value>.+)$",
            r"^works as (?:an? )?(?P<value>.+)$",
            r"^(?:occupation|profession) is (?:an? )?(?P<value>.+)$",
        ),
        kind="job",
    ),
    AttributeRule(
        "major",
        (
            r"^(?:就讀|讀|念|唸)(?P<value>.+?)(?:學系|系|研究所)(?:的學生)?$",
            r"^是(?P<value>.+?)(?:學系|系|研究所)的?(?:學生|大學生|研究生)$",
            r"^(?P<value>.+?)(?:學系|系)的?(?:學生|大學生|研究生|畢業)$",
            r"^主修(?P<value>.+?)(?:學系|系)?$",
            r"^(?:主修|科系|專業)(?:是|為)(?P<value>.+?)(?:學系|系)?$",
            r"^(?:轉到|轉系到|轉進|轉去)(?P<value>.+?)(?:學系|系)$",
            r"^(?:majors?|majored|is majoring) in (?P<value>.+)$",
            r"^major is (?P<value>.+)$",
            r"^is an? (?P<value>.+?) major$",
            r"^is studying (?P<value>.+?) at (?:university|college|uni|school)$",
        ),
        kind="short",
    ),
    AttributeRule(
        "favourite {slot}",
        (
            r"^最?(?:喜歡|喜愛|愛)的(?P<slot>.{1,8}?)(?:是|為)(?P<value>.+)$",
            r"^(?:favou?rite|fave) (?P<slot>.+?) is (?P<value>.+)$",
            r"^(?P<value>.+?) is (?:the user's|his|her|my|their) (?:favou?rite|fave) (?P<slot>.+)$",
        ),
        kind="text",
    ),
    # Relationship status: the phrase is the value.
    AttributeRule(
        "relationship status",
        (
            r"^是?單身$",
            r"^(?:沒有|沒)(?:女朋友|男朋友|對象|伴侶)$",
            r"^(?:is|am|are) single$",
            r"^(?:doesn'?t|does not|don'?t|do not) have a (?:girlfriend|boyfriend|partner)$",
        ),
        value="single",
    ),
    AttributeRule(
        "relationship status",
        (
            r"^有(?:女朋友|男朋友|對象|伴侶)$",
            r"^(?:在)?交往中$",
            r"^(?:has|have) a (?:girlfriend|boyfriend|partner)$",
            r"^(?:is|am|are) (?:in a relationship|dating someone|seeing someone)$",
        ),
        value="in a relationship",
    ),
    AttributeRule(
        "relationship status",
        (
            r"^(?:已婚|結婚)$",
            r"^(?:is|am|are) married$",
            r"^(?:got|has got|has gotten) married$",
        ),
        value="married",
    ),
    # Diet: the phrase is the value. "Not vegetarian" is checked first so that
    # 不吃素 is never read as 吃素.
    AttributeRule(
        "diet",
        (
            r"^(?:不再|不)吃素$",
            r"^(?:不再|不)是(?:一[個名位])?素食(?:者|主義者)$",
            r"^(?:開始|又開始|重新開始|重新|恢復)吃(?:肉|葷)$",
            r"^(?:破戒|開葷)$",
            r"^(?:is|am|are) (?:no longer|not) (?:a )?(?:vegetarian|vegan)$",
            r"^(?:isn'?t|aren'?t) (?:a )?(?:vegetarian|vegan)$",
            r"^(?:stopped|quit|gave up) being (?:a )?(?:vegetarian|vegan)$",
            r"^(?:eats|eat|started eating|is eating|has started eating) meat(?: again)?$",
        ),
        value="not vegetarian",
    ),
    AttributeRule(
        "diet",
        (
            r"^(?:是)?(?:一[個名位])?(?:純素者|純素食者|純素主義者)$",
            r"^(?:開始)?吃(?:純素|全素)$",
            r"^(?:is|am|are) (?:a )?vegan$",
            r"^(?:went|has gone|became|has become|turned) vegan$",
        ),
        value="vegan",
    ),
    AttributeRule(
        "diet",
        (
            r"^(?:是)?(?:一[個名位])?(?:素食者|素食主義者|吃素的人)$",
            r"^(?:開始)?吃素(?:食)?$",
            r"^茹素$",
            r"^不吃(?:肉|葷)$",
            r"^(?:is|am|are) (?:a )?vegetarian$",
            r"^(?:went|has gone|became|has become|turned) vegetarian$",
            r"^(?:doesn'?t|does not|don'?t|do not|no longer) eats? meat$",
            r"^(?:stopped|quit|gave up) eating meat$",
        ),
        value="vegetarian",
    ),
)

# --------------------------------------------------------------------------------------
# Stance rules: a polarity about an object
# --------------------------------------------------------------------------------------

LIKE = "like"  # likes / dislikes it
DO = "do"  # does / does not do it (habits, "no longer")
CAN = "can"  # can / cannot (會 / 不會)
AXIS_TOPICS = {LIKE: "liking it", DO: "doing it", CAN: "being able to"}

POSITIVE = "positive"
NEGATIVE = "negative"
NOT_NEGATIVE = "not negative"  # 不討厭, doesn't mind: neither "likes" nor "dislikes"


@dataclass(frozen=True)
class StanceRule:
    """Clauses matching `pattern` take a stance on the `obj` group.

    The polarity is the base polarity of the `verb` group (looked up in `verbs`), or
    `base` when the pattern has no verb, flipped once when the `neg` group matched.
    Placeholders: {SUBJ} a subject, {INT} an intensifier, {NEG} a negator, {VERB} one
    of `verbs`, {PAST_ZH} / {PAST_EN} a past time.
    """

    axis: str
    pattern: str
    verbs: tuple[tuple[str, int], ...] = ()
    base: int = +1
    negators: tuple[str, ...] = NEGATORS_ZH


STANCE_RULES: tuple[StanceRule, ...] = (
    # 討厭吃香菜, 一點都不喜歡香菜, 超愛吃辣
    StanceRule(LIKE, r"^{INT}*(?P<neg>{NEG})?{INT}*(?P<verb>{VERB})(?P<obj>.+)$", LIKE_VERBS_ZH),
    # 香菜我一點都不喜歡 (object first)
    StanceRule(LIKE, r"^(?P<obj>.+?){SUBJ}?{INT}*(?P<neg>{NEG})?{INT}*(?P<verb>{VERB})的?$", LIKE_VERBS_ZH),
    # 香菜是我最討厭的東西
    StanceRule(
        LIKE,
        r"^(?P<obj>.+?)是{SUBJ}?{INT}*(?P<neg>{NEG})?{INT}*(?P<verb>{VERB})的(?:東西|食物|事|事情)?$",
        LIKE_VERBS_ZH,
    ),
    # 對爵士樂很有興趣 / 對運動沒興趣
    StanceRule(LIKE, r"^對(?P<obj>.+?){INT}*(?P<neg>不|沒有|沒)?{INT}*(?:有興趣|感興趣|興趣)$"),
    StanceRule(LIKE, r"^對(?P<obj>.+?){INT}*反感$", base=-1),
    # hates coriander, doesn't like celery, is no longer into anime
    StanceRule(
        LIKE,
        r"^(?:(?:is|am|are) )?(?:(?P<neg>{NEG}) )?(?P<verb>{VERB}) (?P<obj>.+)$",
        LIKE_VERBS_EN,
        negators=NEGATORS_EN,
    ),
    # 會游泳 / 不會游泳; can swim / can't swim
    StanceRule(CAN, r"^{INT}*(?P<neg>不|不再|還不)?{INT}*會(?!議|員|計|長)(?P<obj>.+)$"),
    StanceRule(CAN, r"^(?:學會了?|已學會)(?P<obj>.+)$"),
    StanceRule(
        CAN,
        r"^(?P<neg>can'?t|cannot|can not|is unable to|isn'?t able to|is not able to|"
        r"doesn'?t know how to|does not know how to)(?P<obj> .+)$",
    ),
    StanceRule(CAN, r"^(?:can|is able to|knows how to)(?P<obj> .+)$"),
    # 不抽菸, 戒菸, 香菜不吃; doesn't smoke, stopped smoking
    StanceRule(DO, r"^{PAST_ZH}?{INT}*(?P<neg>{NEG})(?P<obj>.+)$", negators=DO_NEGATORS_ZH),
    StanceRule(DO, r"^(?P<obj>.+?){SUBJ}?{INT}*(?P<neg>{NEG})(?:吃|喝|碰)$", negators=DO_NEGATORS_ZH),
    StanceRule(DO, r"^(?P<neg>{NEG}) (?P<obj>.+?)(?: {PAST_EN})?$", negators=DO_NEGATORS_EN),
)


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
    """Chinese numerals up to 999 (二十五 → 25, 十 → 10, 一百零五 → 105), or plain digits."""
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
    return total + current


def _digits(text: str) -> str:
    """Chinese numerals in a text → digits, so 五月五日 and 5月5日 read the same."""

    def convert(match: re.Match[str]) -> str:
        number = _cn_number(match.group())
        return match.group() if number is None else str(number)

    return re.sub(r"[零〇一二兩三四五六七八九十百]+", convert, text)


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


def _read_age(raw: str) -> Value | None:
    number = _cn_number(raw)
    if number is None or not 0 < number < 130:
        return None
    return Value(str(number), str(number), exact=True)


_MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH = r"(?P<mname>" + "|".join(m[:3] + f"(?:{m[3:]})?" for m in _MONTHS) + r")"
_DATE_FORMS = (
    r"^(?:(?P<y>\d{4})年)?(?P<m>\d{1,2})月(?:(?P<d>\d{1,2})[日號])?$",
    r"^(?:(?P<y>\d{4})[/-])?(?P<m>\d{1,2})[/-](?P<d>\d{1,2})$",
    rf"^(?:the )?(?P<d>\d{{1,2}})(?:st|nd|rd|th)? (?:of )?{_MONTH}(?: (?P<y>\d{{4}}))?$",
    rf"^{_MONTH} (?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?: (?P<y>\d{{4}}))?$",
    rf"^(?:in )?{_MONTH}$",
)


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


def _short(raw: str, han_max: int, words_max: int) -> Value | None:
    value = re.sub(r"^(?:an?|the) ", "", raw.strip(), flags=re.IGNORECASE)
    if not value:
        return None
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


def _read_job(raw: str) -> Value | None:
    value = raw.strip()
    if _HAN.match(value) and not value.endswith(JOB_SUFFIXES_ZH):
        return None
    return _read_short(value)


def _read_short(raw: str) -> Value | None:
    value = re.sub(r"(?:學系|系)$", "", raw.strip())
    if re.search(r"\b(?:on|during|every|part-time|weekends?)\b", value, re.IGNORECASE):
        return None
    return _short(value, han_max=10, words_max=4)


def _read_text(raw: str) -> Value | None:
    return _short(raw, han_max=20, words_max=6)


VALUE_KINDS: dict[str, Callable[[str], Value | None]] = {
    "name": _read_name,
    "age": _read_age,
    "date": _read_date,
    "city": _read_city,
    "called": _read_called,
    "organisation": _read_organisation,
    "job": _read_job,
    "short": _read_short,
    "text": _read_text,
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
    return len(short) >= 2 and short.replace(" ", "") == initials


def _compare_dates(a: str, b: str) -> str:
    known = [(x, y) for x, y in zip(a.split("/"), b.split("/"), strict=True) if "?" not in (x, y)]
    if any(x != y for x, y in known):
        return _CHANGED
    return _SAME if a == b else _UNSURE


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


@dataclass(frozen=True)
class Clause:
    text: str  # cleaned, as shown in reasons
    key: str  # cleaned and folded, for word-for-word repeats
    claim: Claim


def _alt(words: tuple[str, ...], escape: bool = False) -> str:
    # Longest first, so that 不再 wins over 不 and "these days" over "these".
    items = sorted(words, key=len, reverse=True)
    return "(?:" + "|".join(re.escape(w) if escape else w for w in items) + ")"


_SUBJ_ZH = _alt(SUBJECTS_ZH)
_INT_ZH = _alt(INTENSIFIERS_ZH, escape=True)
_TEMPORAL_ZH = re.compile(_alt(TEMPORAL_ZH, escape=True))
_LEADING_ZH = re.compile(r"^" + _alt(LEADING_ADVERBS_ZH, escape=True))
_TEMPORAL_EN = re.compile(r"\b" + _alt(TEMPORAL_EN, escape=True) + r"\b", re.IGNORECASE)
_INTENSIFIERS_EN = re.compile(r"\b" + _alt(INTENSIFIERS_EN, escape=True) + r"\b", re.IGNORECASE)
_TRAILING_INTENSIFIERS_EN = re.compile(r"\s" + _alt(TRAILING_INTENSIFIERS_EN, escape=True) + r"$", re.IGNORECASE)
_SUBJECT_PATTERNS = (
    (re.compile(rf"^{_SUBJ_ZH}+的?"), ""),
    (re.compile(rf"^{SUBJECT_COPULA_EN}\s+", re.IGNORECASE), "is "),
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


def _object(raw: str) -> tuple[str, str]:
    """(key, label) of a stance object: particles, leading action verbs and articles dropped."""
    text = raw.strip()
    text = re.sub(r"^(?:了|上了|的)", "", text)
    text = re.sub(r"(?:的|了)$", "", text).strip()
    text = _ACTION_ZH.sub("", text)
    text = _ACTION_EN.sub("", text)
    text = re.sub(r"^(?:a|an|the) ", "", text, flags=re.IGNORECASE).strip()
    if re.search(r"[a-z]", text, re.IGNORECASE):
        key = " ".join(_stem(word) for word in text.split())
    else:
        key = text.replace(" ", "")
    return key, text


def _polarity(base: int, negated: bool) -> str:
    if not negated:
        return POSITIVE if base > 0 else NEGATIVE
    return NEGATIVE if base > 0 else NOT_NEGATIVE


def _read_claim(clause: str) -> Claim:
    for rule, patterns in _ATTRIBUTE_PATTERNS:
        for pattern in patterns:
            match = pattern.match(clause)
            if not match:
                continue
            if rule.value is not None:
                value: Value | None = Value(rule.value, rule.value, exact=True)
            else:
                value = VALUE_KINDS[rule.kind](match.group("value"))
            if value is None:
                continue  # the phrase fits but the value does not (叫外送): try the next rule
            attribute = rule.attribute
            if "{slot}" in attribute:
                slot = match.group("slot").strip().casefold().replace("colour", "color")
                attribute = attribute.replace("{slot}", slot)
            return Claim(
                "attribute", attribute, attribute, value=value, value_kind="fixed" if rule.value else rule.kind
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


def _clean_clause(raw: str) -> str:
    text = _NOISE.sub(" ", raw)
    text = _INTENSIFIERS_EN.sub(" ", text)
    text = _TEMPORAL_EN.sub(" ", text)
    text = _TRAILING_INTENSIFIERS_EN.sub("", re.sub(r"\s+", " ", text).strip())
    text = _TEMPORAL_ZH.sub("", text)
    # Twice: 使用者現在的名字 → 使用者的名字 → 名字; 我其實 → 其實 → "".
    for _ in range(2):
        text = re.sub(r"\s+", " ", text).strip()
        for pattern, replacement in _SUBJECT_PATTERNS:
            text = pattern.sub(replacement, text, count=1)
        text = re.sub(r"^的", "", text)
        text = _LEADING_ZH.sub("", text)
        text = _TRAILING_PARTICLES_ZH.sub("", text)
    return re.sub(r"\s+", " ", text).strip()


def normalise(text: str) -> str:
    """Full-width → half-width, Simplified → Traditional (common characters), curly quotes."""
    text = unicodedata.normalize("NFKC", str(text)).translate(_S2T)
    return text.replace("\u2019", "'").replace("\u2018", "'")


def read_fact(text: str) -> list[Clause]:
    """The clauses of a fact with what each one claims; shown by the dashboard's "try a fact"."""
    clauses = []
    for raw in _CLAUSE_SPLIT.split(normalise(text)):
        cleaned = _clean_clause(raw)
        if cleaned:
            clauses.append(Clause(cleaned, cleaned.casefold(), _read_claim(cleaned)))
    return clauses


# --------------------------------------------------------------------------------------
# Comparing
# --------------------------------------------------------------------------------------

_SAME = "same"
_CHANGED = "changed"
_UNSURE = "unsure"

# Two polarities on the same axis.
POLARITY_OUTCOMES: dict[frozenset[str], str] = {
    frozenset({POSITIVE}): _SAME,
    frozenset({NEGATIVE}): _SAME,
    frozenset({NOT_NEGATIVE}): _SAME,
    frozenset({POSITIVE, NEGATIVE}): _CHANGED,
    frozenset({NOT_NEGATIVE, NEGATIVE}): _CHANGED,
    frozenset({NOT_NEGATIVE, POSITIVE}): _UNSURE,  # "doesn't mind it" vs "loves it": both may hold
}
# Across axes only one pairing is settled: "doesn't eat it" and "dislikes it" both avoid
# it (不吃香菜 / 討厭吃香菜). "Can't swim" vs "likes swimming", "smokes" vs "hates
# smoking" and the rest say different things.
CROSS_AXIS_SAME = ((frozenset({LIKE, DO}), NEGATIVE),)


# Fixed values that can both hold: every vegan is a vegetarian, a married user is in a
# relationship. A change between them is a refinement, not a contradiction.
COMPATIBLE_VALUES = (
    frozenset({"vegetarian", "vegan"}),
    frozenset({"in a relationship", "married"}),
)


@dataclass(frozen=True)
class _Outcome:
    status: str
    reason: str


def _compare_attribute(new: Claim, old: Claim) -> _Outcome:
    a, b = old.value, new.value
    if a is None or b is None:  # attribute claims always carry a value; never guess
        return _Outcome(_UNSURE, f'same attribute "{new.key}" without a value; kept as different')
    if new.value_kind == "date":
        status = _compare_dates(a.key, b.key)
    elif a.key == b.key:
        status = _SAME
    elif frozenset({a.key, b.key}) in COMPATIBLE_VALUES:
        status = _UNSURE
    elif a.exact or b.exact:
        status = _CHANGED
    elif _has_han(a.key) != _has_han(b.key) or _may_be_same(a.key, b.key):
        # 小明 / Tom, 資工 / computer science: one user's two languages, not two values.
        status = _UNSURE
    else:
        status = _CHANGED
    if status == _SAME:
        return _Outcome(_SAME, f'same attribute "{new.key}", same value "{b.display}"')
    if status == _CHANGED:
        return _Outcome(_CHANGED, f'same attribute "{new.key}": "{a.display}" → "{b.display}"')
    return _Outcome(
        _UNSURE, f'same attribute "{new.key}", but "{a.display}" and "{b.display}" can both be true; kept as different'
    )


def _compare_stance(new: Claim, old: Claim) -> _Outcome:
    if new.axis == old.axis:
        status = POLARITY_OUTCOMES[frozenset({new.polarity, old.polarity})]
    elif (frozenset({new.axis, old.axis}), new.polarity) in CROSS_AXIS_SAME and new.polarity == old.polarity:
        status = _SAME
    else:
        return _Outcome(
            _UNSURE,
            f'same object "{new.label}", but one is about {AXIS_TOPICS[old.axis]} and '
            f"the other about {AXIS_TOPICS[new.axis]}; kept as different",
        )
    if status == _SAME:
        return _Outcome(_SAME, f'same object "{new.label}", same polarity ({new.polarity})')
    if status == _CHANGED:
        return _Outcome(_CHANGED, f'same object "{new.label}", polarity flipped: {old.polarity} → {new.polarity}')
    return _Outcome(
        _UNSURE, f'same object "{new.label}", {old.polarity} vs {new.polarity} may both hold; kept as different'
    )


def _compare(new: Clause, old: Clause) -> _Outcome | None:
    """How two clauses relate, or None when they are about different things."""
    a, b = new.claim, old.claim
    if a.kind == b.kind == "attribute" and a.key == b.key:
        return _compare_attribute(a, b)
    if a.kind == b.kind == "stance" and a.key == b.key:
        # A weak claim only meets a flat negation of itself or its own repeat.
        if a.weak and b.weak:
            return _Outcome(_SAME, f'same statement "{new.text}"')
        if (a.weak and b.axis != DO) or (b.weak and a.axis != DO):
            return None
        return _compare_stance(a, b)
    return None


def _describe(claim: Claim) -> str:
    return f'attribute "{claim.key}"' if claim.kind == "attribute" else f'object "{claim.label}"'


def _unrelated_reason(new: list[Clause], old: list[Clause]) -> str:
    new_claims = [c.claim for c in new if not c.claim.weak]
    old_claims = [c.claim for c in old if not c.claim.weak]
    if not new_claims or not old_claims:
        return "no rule matched both facts"
    a, b = new_claims[0], old_claims[0]
    if a.kind == b.kind == "attribute":
        return f'different attributes: "{a.key}" vs "{b.key}"'
    if a.kind == b.kind == "stance":
        return f'different objects: "{a.label}" vs "{b.label}"'
    return f"different things: {_describe(a)} vs {_describe(b)}"


def relate(new_text: str, old_text: str) -> tuple[str, str]:
    """(relation, reason) of a new fact to an old one."""
    new, old = read_fact(new_text), read_fact(old_text)
    if not new or not old:
        return DIFFERENT, "no rule matched both facts"
    outcomes = [
        (i, j, out) for i, n in enumerate(new) for j, o in enumerate(old) if (out := _compare(n, o)) is not None
    ]
    changed = [out for _, _, out in outcomes if out.status == _CHANGED]
    if changed:
        # Archiving the old fact must not lose something only it says.
        addressed = {j for _, j, out in outcomes if out.status in (_SAME, _CHANGED)}
        leftover = [o.text for j, o in enumerate(old) if j not in addressed]
        if leftover:
            return DIFFERENT, f'{changed[0].reason}, but the old fact also says "{leftover[0]}"; kept'
        return CONTRADICT, changed[0].reason
    same = [(i, out) for i, _, out in outcomes if out.status == _SAME]
    if same:
        # Skipping the new fact must not lose something only it says.
        covered = {i for i, _ in same}
        extra = [n.text for i, n in enumerate(new) if i not in covered]
        if extra:
            return DIFFERENT, f'{same[0][1].reason}, but the new fact adds "{extra[0]}"'
        return DUPLICATE, same[0][1].reason
    unsure = [out for _, _, out in outcomes if out.status == _UNSURE]
    if unsure:
        return DIFFERENT, unsure[0].reason
    return DIFFERENT, _unrelated_reason(new, old)


class RulesJudge:
    """The offline judge: no network, no model, same answer every time."""

    name = "rules"

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        verdicts = []
        for candidate in candidates:
            relation, reason = relate(new_text, candidate)
            verdicts.append(Verdict(relation, reason, judge=self.name))
        return verdicts
