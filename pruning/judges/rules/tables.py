"""The offline judge's tables: normalisation, word lists, attribute and stance rules.

Data, not code: to teach the judge a phrasing, add a row here and a labelled pair.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
    "硕碩 应應 该該 驶駛 气氣 头頭 济濟 历歷 数數 结結 侣侶 恋戀 纪紀 温溫 矶磯 厦廈 纯純 终終 钟鍾 弹彈 摄攝 "
    "称稱 转轉 当當 担擔 毕畢 处處 满滿"
)
_S2T = str.maketrans({pair[0]: pair[1] for pair in _S2T_PAIRS.split()})

# Dates and times in English: values a fact names, never what it is about.
MONTHS_EN = (
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
WEEKDAYS_EN = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
TIMES_OF_DAY_EN = ("night", "morning", "evening", "afternoon", "weekend")

# One word for words that mean the same in a fact about someone (general language, not
# values): 父親 / 爸爸, 定居 / 住在, 冬季 / 冬天, "resides in" / "lives in". Applied when a
# fact is read, so every rule sees one spelling. Chinese entries are whole words that do
# not occur inside other words; English ones match whole words.
SYNONYMS_ZH: tuple[tuple[str, str], ...] = (
    ("父親", "爸爸"),
    ("母親", "媽媽"),
    ("老爸", "爸爸"),
    ("老媽", "媽媽"),
    ("姊姊", "姐姐"),
    ("男朋友", "男友"),
    ("女朋友", "女友"),
    ("祖母", "奶奶"),
    ("阿嬤", "奶奶"),
    ("祖父", "爺爺"),
    ("單身狗", "單身"),
    ("定居在", "住在"),
    ("幼稚園", "幼兒園"),
    ("羽毛球", "羽球"),
    ("現年", ""),
    ("定居", "住在"),
    ("居住在", "住在"),
    ("居住於", "住在"),
    ("住於", "住在"),
    ("現居於", "住在"),
    ("現居在", "住在"),
    ("現居", "住在"),
    ("患有", "有"),
    ("罹患", "有"),
    ("服用", "吃"),
    ("配戴", "戴"),
    ("佩戴", "戴"),
    ("擁有", "有"),
    ("搭乘", "搭"),
    ("坐捷運", "搭捷運"),
    ("坐公車", "搭公車"),
    ("坐火車", "搭火車"),
    ("坐高鐵", "搭高鐵"),
    ("禮拜", "週"),
    ("星期", "週"),
    ("冬季", "冬天"),
    ("夏季", "夏天"),
    ("春季", "春天"),
    ("秋季", "秋天"),
    ("上午", "早上"),
    ("清晨", "早上"),
    ("閱讀", "看書"),
    ("子女", "小孩"),
    ("兒女", "小孩"),
    ("羽毛球", "羽球"),
    ("珍珠奶茶", "珍奶"),
    ("登山", "爬山"),
    ("滴酒不沾", "不喝酒"),
    ("英文名字", "英文名"),
    ("在當", "當"),
    ("擔任", "當"),
    ("瑜珈", "瑜伽"),  # one word, two ways to write it
    ("租屋在", "住在"),
    ("租房子在", "住在"),
    ("租屋於", "住在"),
    # One person or thing under its everyday nickname or other name.
    ("周董", "周杰倫"),
    ("青黴素", "盤尼西林"),
    ("粉圓", "珍珠"),
    ("我家小朋友", "我的小孩"),
    ("我家小孩", "我的小孩"),
    ("恢復單身", "單身"),
    # Cities by their nicknames, languages and things by their other everyday names.
    ("天龍國", "台北"),
    ("港都", "高雄"),
    ("府城", "台南"),
    ("風城", "新竹"),
    ("客家話", "客語"),
    ("台灣話", "台語"),
    ("閩南語", "台語"),
    ("哮喘", "氣喘"),
    ("摩托車", "機車"),
    ("柑仔店", "雜貨店"),
    ("孫仔", "孫子"),
)
SYNONYMS_EN: tuple[tuple[str, str], ...] = (
    (r"granny", "grandma"),
    (r"mbp", "macbook pro"),
    (r"resides in", "lives in"),
    (r"is based in", "lives in"),
    (r"kids", "children"),
    *((slang, "cigarettes") for slang in ("fags", "cigs", "ciggies", "ciggys")),
    (r"kid", "child"),
    (r"gave up", "quit"),
    (r"is now a non-smoker", "doesn't smoke now"),
    (r"is a non-smoker", "doesn't smoke"),
    (r"non-smoker", "doesn't smoke"),
    (r"is a non-drinker", "doesn't drink"),
    (r"non-drinker", "doesn't drink"),
    (r"is a teetotaler", "doesn't drink"),
    (r"is teetotal", "doesn't drink"),
    (r"teetotaler", "doesn't drink"),
    (r"teetotal", "doesn't drink"),
    (r"has given up", "quit"),
    (r"father", "dad"),
    (r"mother", "mom"),
    (r"mum", "mom"),
    (r"star sign", "zodiac sign"),
    (r"bedtime", "time to bed"),
    (r"practices", "follows"),
    # Chat shorthand: "bf lives in London", "got hitched", "moved to NYC lol".
    (r"bf", "boyfriend"),
    (r"gf", "girlfriend"),
    (r"fav", "favorite"),
    (r"got hitched", "got married"),
    (r"tied the knot", "got married"),
    (r"hubby", "husband"),
    (r"wifey", "wife"),
    *((word, "") for word in ("lol", "lmao", "haha", "hahaha", "tbh", "ngl", "omg", "af", "pls", "plz", "ok so")),
)

# 、 is left alone: 喜歡貓、狗 is one stance on one (enumerated) object.
# A colon that is no time (5:30, 15:00 keep theirs): it ends a clause, or is noise inside one.
COLON = r"(?![^《》\n]*》)(?:[:：](?!\d)|(?<!\d)[:：])"  # not in a title: 《薩爾達傳說：曠野之息》
# A comma between digits groups thousands (15,000): no clause ends there.
_CLAUSE_SPLIT = re.compile(rf"(?:[。，；;！!？?\n]|,(?!(?<=\d,)\d{{3}}(?!\d)))+|{COLON}|\.(?=\s|$)")
# Whatever punctuation survives inside a clause (quotes, brackets, dashes) is noise.
_NOISE = re.compile(rf"[\"“”「」『』（）()\[\]【】《》〈〉~～…*]+|{COLON}")

SUBJECTS_ZH = ("使用者", "用戶", "本人", "我(?!們)", "他(?!們)", "她(?!們)")
# English subjects: a possessive (the user's name → name), a copula (I'm → is), or bare.
SUBJECT_POSSESSIVE_EN = r"(?:the user's|user's|my|his|her|their)"
SUBJECT_COPULA_EN = r"(?:i'm|i am|he's|she's|they're|they are)"
SUBJECTS_EN = r"(?:the user|user|i|he|she|they)"

# Temporal words say *when*, never *what*: 現在的名字是小華 is a name, "小華".
# Only words unlikely inside names are stripped anywhere; 剛 (志剛) only at the start.
TEMPORAL_ZH = ("現在", "目前", "最近", "如今", "今年", "已經", "近來", "這陣子", "仍然", "依然", "一直")
LEADING_ADVERBS_ZH = (
    *("剛剛", "剛", "終於", "後來", "其實", "正式", "改口說", "改口"),
    # The household, the user with it: 一家搬到南屯了.
    *("我們全家", "我們一家", "全家人", "一家人", "全家", "一家"),
)
# A past time anywhere in a clause (跟女友上週訂婚, 今年春天結婚): when, not what.
# A month after the year is part of the same time: 去年十月結婚, 今年2月退休.
_MONTH_ZH = r"(?:十[一二]?|[一二三四五六七八九]|1[0-2]|[1-9])月(?:份|初|中|底)?"
PAST_TIME_ZH = (
    # (A month before what began then: 九月上小一, 三月就要搬, 五月結婚了; not 九月上旬, nor 十月退伍
    # still to come.)
    rf"(?:(?<![\d一二三四五六七八九十])(?:今年)?{_MONTH_ZH}(?=上(?:小|國|高|大|幼)|要|就要|搬|入學|進|正式|結婚了|訂婚了|退伍了|畢業了)|"
    r"上週末?|上禮拜|上個?月|上個?星期|去年|前年|今年)"
    rf"(?:春天|夏天|秋天|冬天|暑假|寒假|年底|年初|底|初|(?<=去年|前年){_MONTH_ZH})?"
)
# Since when, and for how long, say when, not what: 從去年開始吃素 is 開始吃素, 從上個月起住在台中
# is 住在台中, 跟男友交往兩年了 is 跟男友交往, 三年前搬到台中 is 搬到台中.
_CN_COUNT = r"(?:[一二兩三四五六七八九十半]+|\d+|幾|好幾)"
_TIME_POINT_ZH = r"(?:去年|前年|今年|上個?月|這個?月|本月|上週|這週|上禮拜|這禮拜|\d{4}年)"
# A duration after what has gone on that long (交往兩年了, 住台中三年了), not after whom (女兒五個月了).
_LASTING_ZH = r"(?:交往|在一起|同居|結婚|住|養|學|練|工作|上班|念|讀|吃素|戒菸|戒酒|戒)"
SINCE_ZH = (
    (rf"從{_TIME_POINT_ZH}(?=開始)", ""),
    (rf"^(?:從)?{_TIME_POINT_ZH}(?:起|以來|開始就)(?:就)?", ""),
    (rf"^(.*{_LASTING_ZH}.{{0,8}}?)(?:已經)?(?:快|將近|超過)?{_CN_COUNT}(?:個)?(?:多)?(?:年|月)(?:多)?了?$", r"\1"),
    # What is left when the time itself was taken out first (從上個月起 → 從起).
    (r"^從?(?:起(?!床|來)|以來)(?:就)?", ""),
    (r"從(?=開始)", ""),
)
TEMPORAL_EN = (
    "now",
    "from now on",
    "from here on",
    "going forward",
    "currently",
    "recently",
    "nowadays",
    "these days",
    "lately",
    "this year",
    "this fall",
    "this spring",
    "this summer",
    "this winter",
    "this semester",
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
    "finally",
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
_TRAILING_PARTICLES_ZH = re.compile(r"(?:(?<!不)了|啦|喔|哦|呢|吧|耶|囉|唷|欸|才對|嗚+|哈{2,}|XD+|QQ)+$", re.IGNORECASE)
# A clause that only sets the field of choice: 在四季當中, 在所有水果裡.
_AMONG_ZH = re.compile(r"^在?(?:所有的?)?(?![^住]*住).{1,6}(?:當中|之中|裡面?)$")
# A clause that only says who told it: "According to the user", 據使用者表示.
_ATTRIBUTION = re.compile(
    r"^(?:according to (?:the user|user|him|her|them|me)|as (?:the user|he|she) (?:says|said|put it)|"
    r"據(?:使用者|用戶|他|她)?(?:表示|說|所說|透露))$",
    re.IGNORECASE,
)

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
ACTION_VERBS_ZH = ("吃", "喝", "看", "聽", "玩", "讀", "抽", "吸", "碰")  # (不碰牛肉 is 不吃牛肉)
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
    ("紐約", "new york", "new york city", "nyc"),
    ("舊金山", "san francisco", "sf"),
    ("洛杉磯", "los angeles"),
    ("西雅圖", "seattle"),
    ("波士頓", "boston"),
    ("芝加哥", "chicago"),
    ("溫哥華", "vancouver"),
    ("多倫多", "toronto"),
    ("雪梨", "sydney"),
    ("墨爾本", "melbourne"),
)
# Countries a "lives in" / "moved to" fact may name, and the country of each listed city:
# 住在日本 then 搬到加拿大 is a move; 住在日本 then 住在東京 may both be true. First entry of a
# row is how reasons show it.
COUNTRIES = (
    ("台灣", "臺灣", "taiwan"),
    ("日本", "japan"),
    ("韓國", "南韓", "korea", "south korea"),
    ("中國", "大陸", "中國大陸", "china", "mainland china"),
    ("美國", "usa", "america", "the us", "the usa", "united states", "the united states", "the states"),
    ("加拿大", "canada"),
    ("英國", "uk", "the uk", "england", "britain", "great britain", "united kingdom", "the united kingdom"),
    ("法國", "france"),
    ("德國", "germany"),
    ("義大利", "italy"),
    ("西班牙", "spain"),
    ("荷蘭", "netherlands", "the netherlands"),
    ("澳洲", "澳大利亞", "australia"),
    ("紐西蘭", "new zealand"),
    ("泰國", "thailand"),
    ("越南", "vietnam"),
    ("馬來西亞", "malaysia"),
    ("菲律賓", "philippines", "the philippines"),
    ("印尼", "indonesia"),
    ("印度", "india"),
    ("墨西哥", "mexico"),
    ("巴西", "brazil"),
    ("愛爾蘭", "ireland"),
    ("奧地利", "austria"),
    ("瑞士", "switzerland"),
    ("瑞典", "sweden"),
    ("挪威", "norway"),
    ("丹麥", "denmark"),
    ("芬蘭", "finland"),
    ("比利時", "belgium"),
    ("葡萄牙", "portugal"),
    ("希臘", "greece"),
    ("波蘭", "poland"),
    ("捷克", "czechia", "czech republic"),
    ("土耳其", "turkey"),
    ("以色列", "israel"),
    ("俄羅斯", "russia"),
    ("阿根廷", "argentina"),
    ("智利", "chile"),
    ("南非", "south africa"),
    ("埃及", "egypt"),
)
CITY_COUNTRIES = {
    **dict.fromkeys(
        ("台北", "新北", "桃園", "台中", "台南", "高雄", "基隆", "新竹", "苗栗", "彰化", "南投", "雲林", "嘉義"),
        "台灣",
    ),
    **dict.fromkeys(("屏東", "宜蘭", "花蓮", "台東", "澎湖", "金門"), "台灣"),
    **dict.fromkeys(("東京", "大阪", "京都"), "日本"),
    **dict.fromkeys(("首爾", "釜山"), "韓國"),
    **dict.fromkeys(("上海", "北京", "深圳", "廣州"), "中國"),
    **dict.fromkeys(("紐約", "舊金山", "洛杉磯", "西雅圖", "波士頓", "芝加哥"), "美國"),
    **dict.fromkeys(("溫哥華", "多倫多"), "加拿大"),
    **dict.fromkeys(("雪梨", "墨爾本"), "澳洲"),
    "曼谷": "泰國",
    "倫敦": "英國",
    "巴黎": "法國",
    "柏林": "德國",
}
# "在家工作" names no employer.
HOME_WORDS = ("家", "家裡", "家里", "home", "from home")
# Words that make an employer value a side job or a schedule, not "the" employer.
NOT_EMPLOYER_WORDS = (
    *("週末", "假日", "晚上", "兼職", "打工", "weekend", "part-time", "evening", "summer"),
    # 在考慮換工作 is a thought of changing jobs, not a workplace called 考慮換.
    *("考慮", "打算", "準備", "計畫", "想", "換", "找"),
)
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
JOB_SUFFIXES_ZH = (
    "師",
    "員",
    "生",
    "家",
    "者",
    "工",
    "官",
    "手",
    "長",
    "士",
    "業務",
    "經理",
    "企劃",
    "顧問",
    "秘書",
    "祕書",
)
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
# Capitalised words after "is" that are no name: where one is from, one's faith, one's sign
# ("my boyfriend is Japanese", "her husband is Catholic").
NOT_NAMES_CAPITALISED_EN = frozenset(
    (
        *("american", "british", "english", "scottish", "welsh", "irish", "canadian", "australian", "kiwi"),
        *("indian", "pakistani", "bangladeshi", "nepali", "nepalese", "sri lankan", "chinese", "taiwanese"),
        *("japanese", "korean", "vietnamese", "thai", "filipino", "filipina", "malaysian", "singaporean"),
        *("indonesian", "burmese", "french", "german", "italian", "spanish", "portuguese", "dutch", "belgian"),
        *("swiss", "austrian", "swedish", "norwegian", "danish", "finnish", "polish", "czech", "greek"),
        *("turkish", "russian", "ukrainian", "romanian", "hungarian", "mexican", "brazilian", "argentinian"),
        *("colombian", "peruvian", "chilean", "cuban", "nigerian", "ghanaian", "kenyan", "egyptian"),
        *("moroccan", "south african", "ethiopian", "lebanese", "iranian", "persian", "israeli", "arab"),
        *("asian", "european", "african", "latino", "latina", "hispanic", "caribbean", "black", "white"),
        *("christian", "catholic", "protestant", "orthodox", "muslim", "jewish", "hindu", "buddhist", "sikh"),
        *("mormon", "atheist", "agnostic", "aries", "taurus", "gemini", "cancer", "virgo", "libra", "scorpio"),
        *("sagittarius", "capricorn", "aquarius", "pisces", "republican", "democrat", "labour", "tory"),
        *("aussie", "jamaican", "hakka", "texan", "deaf", "army", "navy", "conservative", "liberal", "lutheran"),
        *("quaker", "baptist", "methodist", "anglican", "evangelical", "pentecostal", "leo", "gen"),
    )
)
# 阿 or 小 and one character that is no nickname: 小孩, 小三 (a mistress), 小開 (an heir), 阿伯, 阿姨.
NOT_NICKNAMES_ZH = "小[孩三開鬼丑偷弟妹姐王隻咖白資]|阿[伯姨公嬤北宅呆兵飄嬸舅叔]"
# The commonest family names in Taiwan: 陳志明 after "is" (是) is a name, 陳列 is not read as one.
SURNAMES_ZH = "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高簡朱鍾游彭詹胡施沈余趙盧梁顏柯孫魏翁戴范宋方"
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

_NUM = r"(?:\d{1,3}|[零〇一二兩三四五六七八九十百]{1,6})"


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


# Two opposites without a negation, either of which a fact may say of one thing: free or paid,
# part-time or full-time, public or private (day or night shifts: `SHIFTS`). One said where the
# other fact says the other is never a rewording of it, however alike the two read.
OPPOSITES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (
        (
            "免費",
            "不用錢",
            "公司出",
            "公司付",
            "公司負擔",
            "公司補助",
            "free",
            "paid by work",
            "paid for by work",
            "covered by work",
        ),
        (
            "自費",
            "付費",
            "要錢",
            "收費",
            "自己付",
            "自己出",
            "自掏腰包",
            "out of pocket",
            "pay for",
            "paying for",
            "paid for myself",
        ),
    ),
    (("兼職", "打工", "part-time", "part time"), ("正職", "全職", "full-time", "full time")),
    (("公立", "public"), ("私立", "private")),
    (("自排", "automatic"), ("手排", "manual")),
    (("線上", "遠距", "online"), ("實體", "in person", "in-person")),
)

# Shifts worked, by value: the Chinese words, the English ones.
SHIFTS = (
    ("days", "白班|日班|早班", r"days|day shifts?"),
    ("nights", "大夜班|大夜|(?<!小)夜班", r"nights|night shifts?|graveyard shifts?|the graveyard"),
    ("lates", "小夜班|小夜|晚班", r"lates|late shifts?|evening shifts?|swing shifts?"),
)

_EMPLOYER_ZH = (
    r"^在(?P<value>.+?)(?:工作|上班|任職|服務)$",
    r"^在(?P<value>.+?)(?:當|擔任)(?P<more>.+)$",
    r"^任職於(?P<value>.+)$",
    r"^(?:到|去|換到|轉到|改到|跳槽到|跳槽去)(?P<value>.+?)(?:工作|上班)$",
    r"^跳槽到(?P<value>.+)$",
    r"^是(?P<value>.+?)的員工$",
)
_EMPLOYER_EN = (
    # "joined Meta": only a capitalised name (not "joined a gym", "joined the choir").
    r"^(?:joined|has joined|moved to|switched to|transferred to) (?=(?-i:[A-Z]))(?P<value>.+?)(?: as (?P<more>.+))?$",
    r"^(?:works?|is working|has worked|has been working) (?:at|for) (?P<value>.+?)(?: as (?P<more>.+))?$",
    r"^(?:is )?employed (?:at|by) (?P<value>.+)$",
    # "Employer: Shopee" (not "Employer: N/A", "Employer: Self-employed")
    r"^employer is (?!(?:unknown|n/?a|tbd|tbc|none|self[- ]employed|remote|freelance|unemployed|retired|student"
    r"|not working|between jobs)\b)(?P<value>(?-i:[A-Z]).+)$",
    (
        r"^(?:got a job|has a job|has a new job|started a new job|took a job|started working|got a new job|"
        r"landed a job|landed a new job|"
        r"has started working|is an employee) (?:at|for|of) (?P<value>.+)$"
    ),
    # "started my new job as an ICU nurse at Rush"
    (
        r"^(?:started|began|got|took) (?:a |my |his |her |their |the )?new (?:job|position|role) "
        r"as (?P<more>.+?) at (?P<value>.+)$"
    ),
)

# Sleep phrasings: habit words around a clock time (使用者習慣凌晨兩點才睡, "usually goes to bed
# around 11 pm").
_HABIT_ZH = r"(?:改成|改為|變成|習慣|通常|平常|平日|每天|每晚|一天|一晚|都|會|固定|大概|大約|差不多|平均|只|就|才)*"
_CLOCK_ZH = (
    r"(?P<value>(?:早上|上午|清晨|晚上|半夜|凌晨|中午)? ?(?:\d{1,2}|[一二兩三四五六七八九十]{1,3}) ?(?:點|:\d{2})"
    r"(?:半|\d{1,2}分?|[一二三四五]十分?)?)"
)
_HABIT_EN = r"(?:(?:usually|typically|normally|generally|always|only|regularly|tends to) )*"
_ABOUT_EN = r"(?:(?:at|around|by|about|before|after) )*"
_CLOCK_EN = (
    r"(?P<value>(?:half (?:past )?)?"
    r"(?:\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"(?: ?(?:a\.?m\.?|p\.?m\.?|o'clock))?|midnight|noon)"
)
_NIGHTLY_EN = r"(?: (?:at night|a night|per night|each night|every night|most nights))?"

# Ways to work or school, and the one each stands for ("the tube" is the metro, 騎車 a scooter).
COMMUTE_MODES: dict[str, tuple[str, ...]] = {
    "metro": ("metro", "subway", "tube", "underground", "mrt", "捷運", "地鐵"),
    "bus": ("bus", "公車"),
    "coach": ("coach", "客運"),
    "train": ("train", "火車", "台鐵", "rail"),
    "high-speed rail": ("高鐵", "hsr", "bullet train"),
    "tram": ("tram", "light rail", "輕軌"),
    "car": ("car", "drive", "drives", "開車", "汽車"),
    "scooter": ("scooter", "motorbike", "motorcycle", "scoot", "scoots", "機車", "摩托車", "騎車"),
    "bike": ("bike", "bicycle", "cycle", "cycles", "bikes", "腳踏車", "單車", "自行車", "ubike", "youbike"),
    "walk": ("walk", "walks", "foot", "走路", "步行"),
    "ferry": ("ferry", "boat"),
}
_COMMUTE_EN = (
    r"metro|subway|tube|underground|mrt|bus|coach|train|rail|light rail|tram|car|scooter|motorbike|motorcycle|"
    r"bike|bicycle|foot|ferry|boat|drive|walk|cycle"
)
_COMMUTE_ZH = r"捷運|地鐵|公車|客運|火車|台鐵|高鐵|輕軌|汽車|機車|摩托車|腳踏車|單車|自行車|(?i:you)?bike|車"
_WORKPLACE_EN = r"(?:work|the office|office|school|uni|college|campus|class|the site|the hospital)"
_DAILY_EN = r"(?: (?:every ?day|daily|most days|each day|every morning|these days|now))*"

# Taiwan's professional teams, which 支持 names without 隊 (支持中信兄弟).
_TEAMS_ZH = "中信兄弟|兄弟象|樂天桃猿|桃猿|統一獅|統一7-ELEVEn獅|富邦悍將|味全龍|台鋼雄鷹|Lamigo"
# Makes of laptops and phones as Chinese names them (用華碩筆電, 筆電是宏碁的).
_MAKES_ZH = "華碩|宏碁|聯想|蘋果|三星|小米|微軟|戴爾|惠普|微星|華為|索尼|夏普"
# Makes of cars and scooters, in Chinese (機車是山葉勁戰).
_VEHICLE_MAKES_ZH = "山葉|光陽|三陽|豐田|本田|日產|福特|馬自達|鈴木|比雅久|宏佳騰|睿能|特斯拉|賓士|寶馬|福斯|裕隆|三菱"
_PHONE_LINES = "iphone|pixel|galaxy|xperia|oneplus|redmi|zenfone|小米|oppo|vivo"
# Lines of laptops, tablets and watches, each of which says what it is (a MacBook is a laptop).
_LAPTOP_LINES = (
    "macbook(?: air| pro)?|zenbook|vivobook|thinkpad|ideapad|surface laptop|chromebook|xps|spectre|rog zephyrus|legion"
)
_TABLET_LINES = "ipad(?: air| pro| mini)?|galaxy tab|matepad|xiaomi pad"
# A model said after the line: numbers and the words of a model (Air, Pro, Series 9, X1 Carbon, S9),
# not an accessory (stand, case, band) nor anything else.
_DEVICE_MODEL = (
    r"(?: ?(?:\d+[a-z0-9]*|[a-z]\d+[a-z0-9]*|air|pro|max|plus|ultra|mini|se|lite|series|gen|carbon|fe|classic)){0,4}"
)
_WATCH_LINES = (
    "apple watch|galaxy watch|pixel watch|garmin (?:forerunner|venu|fenix|instinct|vivoactive|epix)"
    "|fitbit (?:charge|versa|sense|inspire)|amazfit (?:gtr|gts|bip|balance)"
    # (a maker of watches among other things, with the word of a watch after it: Garmin 手錶, "Garmin watch")
    r"|(?:garmin|fitbit|amazfit)(?=\s?(?:手錶|智慧手錶|watch\b))"
)
# A model after the line, and nothing else: "iPhone 15 Pro Max", not "iPhone 15 for his mom".
_PHONE_MODEL = r"(?: ?(?:\d+[a-z0-9]*|pro|max|plus|ultra|mini|lite|fold\d*|flip\d*|se|xl|[a-z]\d+[a-z0-9]*)){0,4}"
_DEVICES_ZH = "手機|筆電|筆記型電腦|電腦|車子|車|機車|平板|手錶|相機|單眼|耳機"
_DEVICES_EN = "phone|cellphone|laptop|computer|car|motorcycle|scooter|tablet|watch|camera|headphones"
# The same device named in either language.
DEVICE_SLOTS = {
    "手機": "phone",
    "cellphone": "phone",
    "筆電": "laptop",
    "筆記型電腦": "laptop",
    "電腦": "computer",
    "車子": "car",
    "車": "car",
    "機車": "scooter",
    "平板": "tablet",
    "手錶": "watch",
    "相機": "camera",
    "單眼": "camera",
    "耳機": "headphones",
}

# The twelve signs, each as Chinese writes it (both names of Aries, Capricorn) and English.
ZODIAC = (
    ("aries", ("牡羊", "白羊")),
    ("taurus", ("金牛",)),
    ("gemini", ("雙子",)),
    ("cancer", ("巨蟹",)),
    ("leo", ("獅子",)),
    ("virgo", ("處女",)),
    ("libra", ("天秤", "天平")),
    ("scorpio", ("天蠍",)),
    ("sagittarius", ("射手", "人馬")),
    ("capricorn", ("摩羯", "魔羯")),
    ("aquarius", ("水瓶",)),
    ("pisces", ("雙魚",)),
)
_ZODIAC_ZH = "|".join(zh for _, names in ZODIAC for zh in names)
_ZODIAC_EN = "|".join(en for en, _ in ZODIAC)

# Exams by name: 律師考試, 多益, 日檢N2, "the bar exam", "the GRE".
_EXAM_ZH = r"[^，,的]{0,10}?(?:考試|檢定|學測|指考|統測|分科測驗|國考|高普考|多益|托福|雅思|日檢N?[1-5]?|全民英檢|證照)"
_EXAM_EN = (
    r"[\w -]{0,25}?(?:exam|exams|test|boards|GRE|GMAT|SAT|ACT|LSAT|MCAT|TOEFL|IELTS|TOEIC|JLPT(?: N[1-5])?|CPA|CFA"
    r"(?: level I{1,3})?)"
)

# Religions: the key, then how each is said in Chinese and in English.
RELIGIONS: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("catholic", ("天主教",), ("catholic", "catholicism", "roman catholic")),
    ("protestant", ("新教",), ("protestant",)),
    ("christian", ("基督教", "基督"), ("christian", "christianity")),
    ("buddhist", ("佛教", "佛"), ("buddhist", "buddhism")),
    ("taoist", ("道教",), ("taoist", "taoism", "daoist")),
    ("muslim", ("伊斯蘭教", "回教", "穆斯林"), ("muslim", "islam")),
    ("jewish", ("猶太教",), ("jewish", "judaism", "jew")),
    ("hindu", ("印度教",), ("hindu", "hinduism")),
    ("atheist", ("無神論",), ("atheist",)),
    ("agnostic", ("不可知論",), ("agnostic",)),
)
_RELIGION_ZH = "|".join(sorted((zh for _, names, _ in RELIGIONS for zh in names), key=len, reverse=True))
_RELIGION_EN = "|".join(sorted((en for _, _, names in RELIGIONS for en in names), key=len, reverse=True))

# Meat or fish, one or several: "chicken and fish", "meat, eggs and cheese" (with meat among them).
_MEAT_EN = r"(?:meat|chicken|fish|beef|pork|seafood|bacon|steak|lamb|turkey|prawns|shrimp|tuna|salmon)"
_MEATS_EN = (
    rf"(?:(?:eggs|cheese|dairy|milk)(?:,| and| &) )*{_MEAT_EN}(?:(?:,| and| &) (?:{_MEAT_EN}|eggs|cheese|dairy))*"
)

# An amount of money as notes write it: 四萬五, 15,000元, 1.5萬, "$85,000", "95k".
_MONEY = (
    r"(?:NT\$|\$|新台幣|台幣)? ?\d[\d,]*(?:\.\d+)? ?(?:[kK]|萬[\d一二兩三四五六七八九]?|千)?(?: ?(?:元|塊))?"
    r"|[零一二兩三四五六七八九十百千萬]{2,8}(?:元|塊)?"
)
# In English: "$1,800", "£950", "15k", "22,000 rupees", "Rs 40,000", "18 lakh", "12 LPA".
_MONEY_EN = (
    r"(?:US)?[$£€₹] ?\d[\d,]*(?:\.\d+)?k?|(?:rs\.?|inr) ?\d[\d,]*(?:\.\d+)?k?"
    r"|\d[\d,]*(?:\.\d+)?(?: ?(?:lakhs?|lacs?|lpa)|k)"
    r"|\d[\d,]*(?:\.\d+)?k?(?: dollars| bucks| pounds| quid| euros| rupees)"
)
# How often a sum is paid, said after it: "$1,800/month", "a month", "monthly".
_MONTHLY_EN = r"(?: ?/ ?(?:month|mo)| a month| per month| each month| every month| monthly| pcm| p/m)"
_YEARLY_EN = r"(?: ?/ ?(?:year|yr)| a year| per year| per annum| p\.?a\.?| annually| yearly)"

# A colour of hair: a word of colour, or anything said with 色 (亞麻灰色, 奶茶色).
_HAIR_COLOUR_ZH = r"[^，,的]{1,3}色|黑|白|金|棕|紅|灰|藍|紫|粉紅|銀|亞麻灰|奶茶|咖啡"

# Phone carriers and home internet providers in Taiwan, by name.
_CARRIERS_ZH = r"中華電信|台灣大哥大|台哥大|遠傳|亞太電信|亞太|台灣之星|台星|中華|Gt智慧生活"
# Carriers known by name, so that a note in lower case still names one ("switched to t-mobile").
_CARRIERS_EN = (
    r"(?i:verizon|t-mobile|tmobile|at&t|att|sprint|mint mobile|visible|cricket|us cellular|google fi|"
    r"metro by t-mobile|vodafone|giffgaff|o2|ee|three|telus|rogers|bell|fido|optus|telstra)"
)
_ISPS_ZH = (
    r"中華電信|凱擘|台灣大寬頻|台灣固網|遠傳|亞太|台灣之星|大大寬頻|新世紀資通|速博|中嘉|北都|新永安|"
    r"HiNet|Hinet|So-net|Seednet|TBC"
)

# A brand in English, one or two capitalised words: T-Mobile, AT&T, Comcast Xfinity.
_BRAND_EN = r"(?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*)?"

# Someone named in up to three characters (阿明, 小美), never a word of plan, doubt or negation
# (和女友要訂婚, 和太太想離婚, 跟他還沒結婚 are no news of a wedding or a divorce).
_NAMED_ZH = (
    r"(?:(?!要|快|想|鬧|談|沒|不|還|將|準|打|會|可|在|正|差點|吵|明年|今年|年底|年初|下個?月|下週|之後|以後|"
    r"明天|後天|月底)[^，。,]){1,3}"
)

# The one the user is with, in English: "his girlfriend Emma", "her longtime boyfriend".
_PARTNER_EN = r"(?:his|her|their|my) (?:\w+ )?(?:girlfriend|boyfriend|partner)(?: (?-i:[A-Z])\w+)?"

ATTRIBUTE_RULES: tuple[AttributeRule, ...] = (
    AttributeRule(
        "preferred name",
        (
            r"^(?:希望|想|喜歡)(?:以後)?(?:被|別人|大家)?(?:以後)?(?:叫|稱呼)(?:他|她|我)?(?:做|為)?(?P<value>.+?)(?:就好|就可以|就行)?$",
            r"^叫我(?P<value>.+?)(?:就好|就可以|就行)?$",
            r"^(?:wants|prefers|likes|asked) to be called (?P<value>.+)$",
            r"^goes by (?P<value>.+)$",  # what they are called, beside their name
            r"^(?:just |please )?call (?:me|him|her) (?P<value>(?-i:[A-Z])[\w.'-]*)(?: instead)?$",
        ),
        kind="name",
    ),
    AttributeRule(
        "english name",
        (
            r"^英文名(?:字)?(?:是|叫|叫做|為|改成|改為|換成|變成)(?P<value>[A-Za-z]+(?: [A-Za-z]+)?)$",
            r"^english name is (?:now )?(?P<value>[A-Za-z]+)$",
        ),
        kind="name",
    ),
    # A nickname is what others call the user (大家都叫他小胖 is read as 綽號是小胖); one may
    # have several, so another one is only for review.
    AttributeRule(
        "nickname",
        (
            r"^(?:綽號|外號|小名|暱稱|綽號叫|外號叫)(?:是|叫|為)?(?P<value>.+)$",
            r"^(?:nickname|nick name) is (?P<value>.+)$",
        ),
        kind="name",
    ),
    AttributeRule("name", (r"^(?:叫做|叫作|名叫|叫)(?P<value>.+)$",), kind="called"),
    AttributeRule(
        "name",
        (
            r"^(?:名字|姓名|本名|全名|真名)(?:是|叫|為)?(?P<value>.+)$",
            r"^改名(?:為|叫|成)?(?P<value>.+)$",
            r"^(?:first |full |real )?name is (?P<value>.+)$",
            r"^(?:is )?(?:called|named) (?P<value>.+)$",
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
    # The level of Japanese passed (日檢 N2, "passed JLPT N3"): one, the highest.
    AttributeRule(
        "JLPT level",
        (
            r"^(?:日文|日語)?(?:程度|等級|檢定)?(?:是|為|有)?(?:JLPT|日檢)? ?(?P<value>N[1-5])(?:程度|等級)?$",
            r"^(?:日文|日語)?(?:已經)?(?:考過|考到|考上|通過)了?(?:JLPT|日檢)? ?(?P<value>N[1-5])$",
            r"^(?:日文|日語)?(?:JLPT|日檢)? ?(?P<value>N[1-5]) ?(?:考過|通過|過)$",
            r"^(?:passed|has passed|holds?|has) (?:the )?(?:JLPT )?(?P<value>N[1-5])(?: JLPT| of the JLPT)?$",
            r"^(?:japanese|JLPT) (?:level )?is (?P<value>N[1-5])$",
        ),
        kind="exact",
    ),
    AttributeRule(
        "age",
        (
            rf"^(?:滿|剛滿)?(?P<value>{_NUM}) ?歲$",
            r"^(?:剛|已經)?滿 ?(?P<value>1[0-9]|[2-9][0-9])$",  # 剛滿 18: an age, said as one
            rf"^(?:剛)?過完?(?P<value>{_NUM})歲生日$",
            rf"^(?:今天)?(?:是)?(?P<value>{_NUM}) ?歲生日$",  # 我今天 29 歲生日
            rf"^(?:年齡|年紀)(?:是|為)?(?P<value>{_NUM})歲?$",
            r"^(?:is|am|are) (?P<value>\d{1,3}|[a-z]+(?:-[a-z]+)?)(?: years old| years of age| yo)?$",
            r"^(?:age is|has turned|just turned|turned) (?P<value>\d{1,3}|[a-z]+(?:-[a-z]+)?)(?: years old)?"
            r"(?: (?:on \w+day|last \w+|this \w+|yesterday|today))?$",
            r"^(?:just )?(?:celebrated|had) (?:her|his|their|my) (?P<value>\d{1,3})(?:st|nd|rd|th) birthday$",
            r"^(?P<value>\d{1,3}) years old$",
        ),
        kind="age",
    ),
    # The year one was born, by the Western calendar or by the Republic's (民國85年次 is 1996).
    AttributeRule(
        "birth year",
        (
            r"^(?:是)?(?P<value>(?:民國)?\d{2,3}年次)的?$",
            r"^(?:是|在)?(?P<value>(?:19|20)\d{2})年?(?:出生|生)的?$",
            r"^(?:民國)(?P<value>\d{2,3})年(?:出生|生)的?$",
            r"^(?:was )?born in (?P<value>(?:19|20)\d{2})$",
        ),
        kind="year",
    ),
    AttributeRule(
        "wedding anniversary",
        (
            r"^結婚紀念日(?:是|在|為)?(?P<value>.+)$",
            r"^(?:wedding )?anniversary (?:is|falls) (?:on )?(?P<value>.+)$",
        ),
        kind="date",
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
            # (住：台中 is 住是台中)
            r"^(?:住在|住(?![處所家的是])|住是|居住在|居住於|定居在|定居於|定居)(?P<value>.+)$",
            # (定居 reads as 住在; 搬去墨爾本工作: moved there, to work there.)
            r"^(?:搬到|搬去|搬家到|搬回|搬回去)(?P<value>.+?)(?:住在|住|定居|工作|上班|念書|讀書)?$",
            r"^(?:家住在?|家在|住處在|住所在|住家在|住的地方在)(?P<value>.+)$",
            r"^(?:居住地|居住城市|居住地點|現居地?|現居住地)(?:是|為|在)?(?P<value>.+)$",  # 居住地：高雄
            # 在竹北租好房子住下來: a home rented in a place is where one lives (of what kind is news: 套房).
            r"^在(?P<value>[^\s，,]{2,8}?)(?:租好|租了|租)(?:房子|屋)(?:住下來|住|了)?$",
            r"^在(?P<value>[^\s，,]{2,10}?)(?:住在|住|落腳|落地生根)$",  # 在台南定居 (定居 reads as 住在)
            r"^(?:lives?|is living|has lived|resides|is based|has been living|been living) in (?P<value>.+)$",
            r"^(?:has )?(?:moved|relocated)(?: back)? to (?P<value>.+)$",
            r"^(?:has )?moved in with (?:us|me|them|him|her|(?-i:[A-Z])\w+) in (?P<value>.+)$",
            r"^home is in (?P<value>.+)$",
            r"^(?:new )?(?:flat|apartment|place|house|home) is (?:now )?in (?P<value>.+)$",
            r"^(?:just )?signed (?:the|a) lease (?:on|for) (?:a |my |our |his |her |the )?(?:new )?"
            r"(?:place|flat|apartment|house) in (?P<value>.+)$",
            r"^is (?P<value>(?-i:[A-Z])[\w. ]+?)-based$",  # "I'm Seattle-based"
        ),
        kind="place",
    ),
    # "moved up to Leeds", "moved over to Austin": a move, when the place is one the lists know
    # ("moved over to Android", "moved up to Senior Engineer" are none).
    AttributeRule(
        "home city",
        (r"^(?:has )?(?:moved|relocated) (?:down|up|over|out) to (?P<value>.+)$",),
        kind="city",
    ),
    # Where the user grew up: one place, whatever the user does or where the user lives now.
    AttributeRule(
        "hometown",
        (
            r"^(?:老家|家鄉|故鄉)(?:其實)?(?:是|在)(?P<value>.+)$",
            r"^hometown is (?:in )?(?P<value>.+)$",
            r"^is originally from (?P<value>.+)$",
        ),
        kind="place",
    ),
    # Where the user grew up: often not where the family is from (老家在嘉義, 從小在台中長大).
    AttributeRule(
        "grew up in",
        (
            r"^(?:在)?(?P<value>.+?)出生長大$",
            r"^從小在(?P<value>.+?)長大$",
            r"^(?:grew up|was raised|was born and raised|born and raised|was brought up) in (?P<value>.+)$",
        ),
        kind="place",
    ),
    # Same phrasings as the employer: 在台北工作 names a city, 在台積電工作 an employer.
    AttributeRule(
        "work city",
        (
            *_EMPLOYER_ZH,
            r"^(?:works?|is working|is based) in (?P<value>.+)$",
            # 被外派去上海: posted by the employer to another city
            r"^(?:被)?(?:公司)?(?:把(?:我|他|她|使用者))?(?:外派|派駐|調派|調)(?:去|到)(?P<value>[^，。,]{2,6}?)(?:工作|上班)?(?:了)?$",
            r"^(?:got |was |has been )?(?:posted|transferred|relocated|seconded) to (?:the )?"
            r"(?P<value>.+?)(?: office)?$",
        ),
        kind="city",
    ),
    AttributeRule("employer", _EMPLOYER_ZH + _EMPLOYER_EN, kind="organisation"),
    AttributeRule(
        "occupation",
        (
            r"^(?:職業|工作|本業|職稱|職位|頭銜)(?:是|為)(?:當|做|跑)?(?P<value>.+)$",
            r"^works as (?:an? )?(?P<value>.+)$",
            r"^(?:occupation|profession|job|job title) is (?:an? )?(?P<value>.+)$",
        ),
        kind="job",
    ),
    AttributeRule(
        "major",
        (
            r"^(?:在|正在|還在)?(?:就讀|讀|念|唸)(?:的是)?(?P<value>.+?)(?:學系|系|研究所)(?:的學生)?$",
            r"^是(?P<value>.+?)(?:學系|系|研究所)的?(?:學生|大學生|研究生)$",
            r"^(?P<value>.+?)(?:學系|系)的?(?:學生|大學生|研究生|畢業)$",
            r"^主修(?![是為])(?P<value>.+?)(?:學系|系)?$",
            r"^(?:主修|科系|專業)(?:是|為)(?P<value>.+?)(?:學系|系)?$",
            r"^(?:轉到|轉系到|轉進|轉去)(?P<value>.+?)(?:學系|系)$",
            r"^(?:majors?|majored|is majoring) in (?P<value>.+)$",
            r"^major is (?P<value>.+)$",
            r"^is an? (?P<value>.+?) major$",
            r"^is studying (?P<value>.+?) at (?:university|college|uni|school)$",
            r"^(?:is )?doing an? (?P<value>[a-z ]{3,30}?) degree(?: at .+)?$",
            # "studies biology at UC Davis", "psych major at UC Davis": a subject, at a school named
            r"^(?:studies|is studying|studying) (?!(?:for|at|the|an?|hard|late|abroad)\b)(?P<value>[a-z ]{3,30}?)"
            r"(?: degree)? at (?-i:[A-Z]).+$",
            r"^(?:is an? )?(?P<value>[a-z ]{3,30}?) major at (?-i:[A-Z]).+$",
        ),
        kind="short",
    ),
    AttributeRule(
        "favourite {slot}",
        (
            r"^(?:最?(?:喜歡|喜愛|愛)|最支持|(?:心中|心目中)?(?:第一名|最棒|最好看|最好聽|最好吃))(?:吃|喝|看|聽|玩|去|用|穿|讀|做|逛)?的(?!就是|是|東西)(?P<slot>.{1,12}?)(?:就是|是|為|變成了?|換成了?|改成了?|成了|則是)(?P<value>.+)$",
            r"^(?:new |current |all-time )?(?:favou?rite|fave) (?P<slot>.+?)"
            r"(?: (?:rn|atm|right now|at the moment|these days|nowadays|currently|now|lately))? "
            r"(?:is|has become|became|changed to|switched to|is now) (?P<value>.+)$",
            r"^(?:says |said )?(?P<value>.+?) (?:is|are) (?:the user's|his|her|my|their) "
            r"(?:new |all[- ]time |absolute |very )?(?:favou?rite|fave) (?P<slot>.+)$",
            r"^(?!(?:春天|夏天|秋天|冬天|早上|晚上|週末|平日|假日|小時候)[^是])"
            r"(?P<value>[^是]{1,10}?)(?:就)?是(?:使用者|我|他|她)?(?:的)?最(?:喜歡|喜愛|愛)(?:吃|喝|看|聽|玩|去|用|穿|讀|做)?的(?P<slot>.{1,8})$",
        ),
        kind="text",
    ),
    # The one phone, laptop or car the user uses: its make and model (使用者的筆電是MacBook Air,
    # "User's main laptop is a MacBook Pro"). A second one is named as such (工作用的筆電, "work
    # laptop") and not read here.
    AttributeRule(
        "own {slot}",
        (
            rf"^(?:現在)?(?:用的|開的|騎的|主力|主要的?)?(?P<slot>{_DEVICES_ZH})(?:是|為|換成了?|變成了?)"
            r"(?:一[台支隻部個輛])?(?:新的)?(?P<value>.*[A-Za-z].*)$",
            # A car or a scooter by a make said in Chinese: 機車是山葉勁戰.
            rf"^(?P<slot>車子|車|機車)(?:是|為)(?:一[台輛])?(?P<value>(?:{_VEHICLE_MAKES_ZH}).+)$",
            r"^(?P<slot>手機)用(?:的是)? ?(?P<value>[A-Za-z].+)$",
            rf"^(?:main |current |new |everyday )?(?P<slot>{_DEVICES_EN}) is (?:now )?(?:an? |the )?"
            r"(?P<value>(?-i:[A-Z0-9]|i[A-Z]).+)$",
        ),
        kind="short",
    ),
    # A phone named by its line, which says what it is: "has a Galaxy S21", 換了iPhone 15.
    AttributeRule(
        "own phone",
        (
            r"^(?:uses|has|owns|is using|switched to|upgraded to|carries|is on|is rocking|rocking) "
            r"(?:an? |the |a new )?"
            rf"(?:(?:apple|samsung|google|sony) )?(?P<value>(?:{_PHONE_LINES}){_PHONE_MODEL})$",
            r"^(?:用|用的是|拿|換了?|換成)(?:一支|一台|新的)? ?"
            rf"(?:apple |samsung |google |sony |三星 ?|蘋果 ?)?(?P<value>(?:{_PHONE_LINES}){_PHONE_MODEL})(?:手機)?$",
        ),
        kind="short",
    ),
    # A laptop, a tablet or a watch named by its line, which says what it is: "has a MacBook Air",
    # 戴 Apple Watch, 用 iPad Pro; nothing after the model ("uses a MacBook for work" may be a second one). Not
    # "got" or "bought": perhaps for someone else, or long ago.
    *(
        AttributeRule(
            f"own {slot}",
            (
                r"^(?:uses?|has|have|owns?|is using|am using|switched to|upgraded to|wears?|is wearing|am wearing"
                r"|rocking|is on|am on|is rocking) "
                rf"(?:an? |the |a new |my )?(?P<value>(?:{lines}){_DEVICE_MODEL})(?: {slot})?(?: now)?$",
                r"^(?:手上)?(?:用|用的是|拿|戴|戴的是|換了?|換成)(?:一支|一台|新的)? ?"
                rf"(?P<value>(?:{lines}){_DEVICE_MODEL})(?:\s?(?:{zh}))?$",
            ),
            kind="short",
        )
        for slot, lines, zh in (
            ("laptop", _LAPTOP_LINES, "筆電"),
            ("tablet", _TABLET_LINES, "平板"),
            ("watch", _WATCH_LINES, "手錶|智慧手錶"),
        )
    ),
    # A laptop or a phone by its make alone: 用ASUS筆電, 筆電是宏碁的, "uses a Lenovo laptop".
    AttributeRule(
        "own {slot}",
        (
            r"^(?:用|用的是|拿)(?:一台|一支)? ?(?!安卓|android|智慧型|新的?|舊的?|二手|公司)"
            rf"(?P<value>[A-Za-z][A-Za-z0-9-]*(?: [A-Za-z][A-Za-z0-9-]*)?|{_MAKES_ZH}) ?"
            r"(?:的)?(?P<slot>筆電|手機)$",
            rf"^(?P<slot>筆電|手機)是(?P<value>{_MAKES_ZH}|[A-Za-z][A-Za-z0-9 -]*)的$",
            r"^(?:uses|has|owns) an? (?!android\b)(?P<value>(?-i:[A-Z])[A-Za-z0-9-]*) (?P<slot>laptop|phone)$",
        ),
        kind="short",
    ),
    AttributeRule(
        "own car",
        (
            r"^(?:開的是|開)(?:一台|一輛)? ?(?P<value>[A-Za-z].+)$",
            r"^drives (?:an? |the )?(?P<value>(?:\d{4} )?(?-i:[A-Z]).+)$",
        ),
        kind="short",
    ),
    # What the user most likes to eat or drink, the kind unsaid: 最喜歡吃的是滷肉飯.
    AttributeRule(
        "favourite 食物",
        (
            r"^最(?:喜歡|喜愛|愛)吃的(?:東西)?(?:就是|是|變成了?|換成了?|則是)(?P<value>.+)$",
            r"^最(?:喜歡|喜愛|愛)吃(?P<value>[^的了]{2,10})$",
        ),
        kind="text",
    ),
    AttributeRule(
        "favourite 飲料",
        (
            r"^最(?:喜歡|喜愛|愛)喝的(?:東西)?(?:就是|是|變成了?|換成了?|則是)(?P<value>.+)$",
            r"^最(?:喜歡|喜愛|愛)喝(?P<value>[^的了]{2,10})$",
        ),
        kind="text",
    ),
    # Where the user works from: home, the office, or both in turn (one at a time).
    AttributeRule(
        "work mode",
        (
            r"^(?:(?:is |now )?(?:fully |100% |full[- ]time )?remote(?: now)?)$",
            r"^(?:(?:now |still )?works? )?(?:fully |100% |full[- ]time )?(?:remote(?:ly)?(?: from home)?|from home)"
            r"(?: full[- ]time| every day)?$",
            r"^is an? (?:fully |100% )?remote (?:worker|employee)$",
            r"^(?:都)?(?:全|完全)?(?:在家|遠端|遠距)(?:上班|工作|辦公)$",
            # 公司改成全遠端: the employer's way of working is the user's
            r"^(?:我們|我的?)?公司(?:改成|改為|變成|轉成)(?:全|完全)?(?:遠端|遠距|在家)(?:上班|工作|辦公)?(?:了)?$",
        ),
        value="remote",
    ),
    AttributeRule(
        "work mode",
        (
            r"^(?:is )?back (?:in|at|to) the office(?: (?:full[- ]time|every day|five days a week|monday to friday))?$",
            r"^(?:now )?works? (?:in|at|from) the office (?:full[- ]time|every day|five days a week|monday to friday)$",
            r"^(?:goes|go|is going) into the office (?:every day|daily|five days a week|monday to friday)$",
            r"^(?:has to be|needs to be|must be|is) (?:back )?in the office (?:full[- ]time|every day|five days a week|"
            r"monday to friday)(?: now)?(?: since .+)?$",
            r"^(?:每天|天天)?(?:都)?(?:要)?(?:進|回)(?:辦公室|公司)(?:上班|辦公)$",
            r"^(?:每天|天天|每個工作天)(?:都)?(?:要)?(?:進|回)(?:辦公室|公司)$",
            r"^(?:我們|我的?)?公司(?:改成|改為|變成)(?:每天|天天)?(?:都)?(?:要)?(?:進|回)(?:辦公室|公司)(?:上班|辦公)?(?:了)?$",
        ),
        value="in the office",
    ),
    AttributeRule(
        "work mode",
        (r"^(?:is |works )?hybrid(?: now)?$", r"^(?:是)?混合(?:辦公|上班|工作)$"),
        value="hybrid",
    ),
    # How the user mostly gets to work or school: by metro, bus, train, car, scooter, bike or on
    # foot (`COMMUTE_MODES`). Many combine two, so another way is only for review.
    AttributeRule(
        "commute",
        (
            rf"^{_HABIT_EN}commutes? (?:to work |into work |to the office |to school )?"
            rf"(?:by|on the|via|on) (?P<value>{_COMMUTE_EN})(?: (?:to|into) {_WORKPLACE_EN})?{_DAILY_EN}$",
            rf"^{_HABIT_EN}(?:gets?|goes|travels?) (?:to work|into work|to the office|to school) "
            rf"(?:by|on the|via|on) (?P<value>{_COMMUTE_EN}){_DAILY_EN}$",
            rf"^{_HABIT_EN}(?:gets?|goes|travels?) (?:by|on the|via|on) (?P<value>{_COMMUTE_EN}) "
            rf"(?:to|into) {_WORKPLACE_EN}{_DAILY_EN}$",
            rf"^{_HABIT_EN}(?:takes|catches|rides|gets|uses) (?:the |a )?(?P<value>{_COMMUTE_EN})(?: in)? "
            rf"(?:to|into) {_WORKPLACE_EN}{_DAILY_EN}$",
            rf"^{_HABIT_EN}(?P<value>cycles?|bikes?|drives?|walks?|scoots?|"
            r"rides (?:a|his|her|my) (?:bike|scooter|motorbike))"
            rf"(?: in)? (?:to|into) {_WORKPLACE_EN}{_DAILY_EN}$",
            r"^(?:daily )?commute is (?:a |an )?(?:(?:\d+|[a-z]+)[- ](?:minute|min|hour)s?[- ])?"
            rf"(?P<value>{_COMMUTE_EN})"
            r"(?: ride| journey| trip)?$",
            rf"^{_HABIT_ZH}(?P<value>(?:搭|坐|騎|開) ?(?:{_COMMUTE_ZH}))(?:去|來)? ?(?:通勤)?"
            r"(?:上班|上學|通勤|上下班)$",
            rf"^{_HABIT_ZH}(?P<value>走路|步行)(?:去)?(?:上班|上學|上下班)$",
            rf"^(?:上班|上學|通勤)(?:方式)?(?:是|都|靠|改成|變成)?(?P<value>(?:搭|坐|騎|開)?(?:{_COMMUTE_ZH})|走路|步行)$",
        ),
        kind="commute",
    ),
    # Relationship status: the phrase is the value.
    AttributeRule(
        "relationship status",
        (
            r"^(?:是|恢復|又)?單身$",
            r"^(?:沒有|沒)(?:女朋友|男朋友|男友|女友|交往對象|對象|伴侶)$",
            r"^(?:跟|和|與)?(?:女朋友|男朋友|男友|女友|另一半|對象)?分手$",
            rf"^(?:已經?|剛|正式)?(?:跟|和|與)(?:[^，。,]{{0,10}}?的)?(?:女友|男友|另一半|對象|伴侶|{_NAMED_ZH})分手$",
            r"^(?:很)?(?:享受|喜歡)單身(?:生活)?$",
            r"^(?:enjoys|loves|likes) being single$",
            r"^(?:(?:is|am|are) )?(?:still )?single(?: again)?"
            r"(?:,? and (?P<more>not looking|not dating|happy|loving it))?$",
            r"^(?:doesn'?t|does not|don'?t|do not) have a (?:girlfriend|boyfriend|partner)$",
            rf"^(?:broke|has broken|just broke) up(?: with {_PARTNER_EN}| with \w+| w(?:ith|/) (?:him|her))?"
            r"(?: last \w+| this \w+)?$",
        ),
        value="single",
    ),
    AttributeRule(
        "relationship status",
        (
            r"^(?:有|交了|交到|有了)(?:一個|一位)?(?:女朋友|男朋友|男友|女友|對象|伴侶)$",
            # 有交往三年的女友, 有穩定交往的男友: a partner of some time
            r"^(?:有|有了)(?:一個|一位)?(?:穩定)?交往(?!過)[^，。,的]{0,6}的(?:女朋友|男朋友|男友|女友|對象|伴侶)$",
            r"^(?:在)?(?:交往中|談戀愛|戀愛中)$",
            r"^(?:跟|和|與)(?:女友|男友|女朋友|男朋友|另一半|對象|伴侶|一個人|別人)(?:在)?(?:交往中|交往|在一起|穩定交往)$",
            r"^(?:開始)?(?:跟|和)?(?:別人|一個人|某人)?(?:交往|約會)(?:剛滿|快滿|滿)?$",
            r"^(?:兩個人|兩人|我們)(?:正式)?開始交往(?:了)?$",
            r"^(?:跟|和|與)(?:他|她)(?:正式在一起(?:了)?|在一起了)$",
            # 跟他在一起三個月了: together for a while
            r"^(?:跟|和|與)[^，。,]{1,6}?在一起(?:快|剛|已經|滿)?"
            r"(?:[一二兩三四五六七八九十半\d]+(?:個)?(?:月|年|週|禮拜|多月|多年))(?:了)?$",
            r"^(?:開始|已經|正式)?(?:跟|和|與)[^，。,]{1,12}?(?:交往|正式在一起|在一起了)$",
            # 跟在交友軟體認識的男生在一起: someone met, and together (not 跟家人在一起, with family).
            r"^(?:開始|已經|正式)?(?:跟|和|與)[^，。,]{0,16}?(?:男生|女生|男孩|女孩|男人|女人|學長|學姊|學姐|學弟|學妹)(?:正式)?在一起$",
            r"^脫單$",
            r"^(?:跟|和|與)(?:女友|男友|另一半|對象|伴侶)(?:同居|住在一起)(?:中)?$",
            r"^(?:跟|和|與)(?:女友|男友)交往(?:滿|快|了|超過)?(?:[一二兩三四五六七八九十半\d]+(?:個)?(?:月|年|週|禮拜))?$",
            r"^(?:has|have|got|has got|found) a (?:girlfriend|boyfriend|partner)$",
            r"^(?:is|am|are) (?:in a relationship|dating(?: someone)?|seeing someone|taken)(?: with .+)?$",
            r"^in a (?:serious |long-distance |committed )?relationship(?: with .+)?$",
            r"^(?:is |am |are |has been )?dating "
            r"(?:a (?:guy|girl|man|woman)(?: (?:named|called) \w+)?|[A-Z]\w+)$",
            r"^(?:started|has started|began) (?:dating|seeing)(?: .+)?$",
            r"^(?:has|have) been (?:dating|seeing) (?:someone|somebody|(?-i:[A-Z])\w+)(?: since .+| for .+)?$",
            # ("been seeing someone from work since spring"; not "for my anxiety": a therapist, nor
            # "from the council about the damp")
            r"^been (?:dating|seeing) (?:someone|somebody|(?-i:[A-Z])\w+)(?: from (?:(?!about\b|for\b)[\w']+ ?){1,4}?)?"
            r"(?: since .+| for "
            r"(?:about |almost |nearly |over )?(?:a |an |a few |a couple of |\w+ )?(?:weeks?|months?|years?|while))?$",
            # "Been seeing someone called Jordan for a couple of months", "seeing someone now".
            r"^(?:(?:has|have) )?been (?:dating|seeing) (?:someone|somebody|a (?:guy|girl|man|woman))"
            r"(?: (?:named|called) \w+)?(?: since \w+(?: \d{4})?"
            r"| for (?:about |around |almost |nearly |over |just over )?(?:a|an|one|two|three|four|five|six|a few|"
            r"a couple of|several|\d+)"
            r" (?:days?|weeks?|months?|years?))?$",
            r"^(?:is |am |are )?(?:dating|seeing) (?:someone|somebody)(?: new)?(?: (?:named|called) \w+)?$",
        ),
        value="in a relationship",
    ),
    AttributeRule(
        "relationship status",
        (
            rf"^(?:已經?|剛)?(?:(?:跟|和|與)(?:[^，。,]{{0,10}}?的)?(?:女友|男友|另一半|對象|伴侶|{_NAMED_ZH}))?訂婚$",
            # 跟女友求婚成功: a proposal accepted is an engagement ("she said yes").
            rf"^(?:已經?|剛)?(?:(?:跟|和|與|向)(?:女友|男友|另一半|對象|伴侶|女朋友|男朋友|{_NAMED_ZH}))?求婚成功$",
            r"^(?:proposed to (?:his|her|my|their) (?:girlfriend|boyfriend|partner)(?: \w+)?|popped the question)"
            r" and (?:she|he|they) said yes$",
            r"^(?:(?:is|am|are|got|has gotten|has got|just got) )?engaged"
            rf"(?: to {_PARTNER_EN}| to [A-Z]?\w+)?(?: last \w+| this \w+| on \w+)?$",
        ),
        value="engaged",
    ),
    AttributeRule(
        "relationship status",
        (
            r"^(?:是)?(?:已婚|結婚|結婚成家|成家)(?:人士|者|的人)?$",
            rf"^(?:跟|和|與)(?:[^，。,]{{0,10}}?的)?(?:女友|男友|另一半|對象|伴侶|{_NAMED_ZH})(?:登記)?結婚$",
            r"^(?:有|娶了|嫁給了?)(?:老公|老婆|太太|先生|丈夫|妻子)$",
            r"^(?:(?:is|am|are) )?married$",
            r"^(?:has|have) been married(?: since .+| for .+| (?:a|one|two|three|four|five|\d+) (?:decades?|years?))?$",
            rf"^(?:got|has got|has gotten|just got) married(?: to {_PARTNER_EN}| to [A-Z]?\w+)?"
            r"(?: last \w+| this \w+| on \w+| in (?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?| in \d{4})?$",
            r"^(?:has|have) a (?:wife|husband|spouse)$",
            # "married to Tom", "Married Mark in October", 正式當人妻了
            r"^(?:(?:is|am|are) )?married to (?-i:[A-Z])\w+$",
            r"^married (?-i:[A-Z])\w+(?: last \w+| this \w+| in (?-i:[A-Z])\w+| in \d{4})?$",
            r"^(?:正式)?(?:當|是|成為|變成)了?(?:人妻|人夫)$",
            r"^(?:已經?)?(?:在[^，。,幫替夢裡]{1,6}?)?(?:完成|辦完)(?:了)?婚禮$",
            r"^(?:已經)?(?:去)?登記結婚$",
            r"^(?:也|已經)?去?戶政(?:事務所)?登記結婚$",
            # married again after a divorce or a loss
            r"^(?:got |has |just )?(?:remarried|married again|got married again)"
            r"(?: last \w+| this \w+| in (?-i:[A-Z])\w+| in \d{4})?$",
        ),
        value="married",
    ),
    AttributeRule(
        "relationship status",
        (
            r"^(?:已經?)?(?:辦完|辦好)?離婚(?:手續)?(?:辦完|辦好)?$",
            rf"^(?:已經?)?(?:跟|和|與)(?:太太|老婆|先生|老公|丈夫|妻子|另一半|配偶|{_NAMED_ZH})(?:正式)?離婚$",
            r"^(?:(?:is|am|are|got|has gotten|has got|has been|is now|got) )?divorced"
            r"(?: from (?:his|her|their|my) (?:wife|husband|spouse))?$",
            r"^divorce (?:from (?-i:[A-Z])\w+ |from (?:his|her|their|my) (?:wife|husband|spouse) )?"
            r"(?:was |is |has been |got )?(?:finali[sz]ed|final|official|through)$",
            r"^(?:finali[sz]ed|finished) (?:the|his|her|my|their) divorce$",
            r"^(?:(?:is|am|are|got) )?divorced from (?-i:[A-Z])\w+(?: as of .+)?$",
        ),
        value="divorced",
    ),
    # The team the user supports (支持中信兄弟, 是樂天桃猿的球迷, "roots for the Cubs"). One may
    # support a team in each sport: another team is a change only when the note says so.
    AttributeRule(
        "supported team",
        (
            rf"^(?:改|轉而|轉)?(?:支持|挺)(?P<value>{_TEAMS_ZH}|[^\s，,的]{{1,6}}隊)$",
            r"^(?:是|改當|當|成為|變成)(?P<value>[^\s，,的]{2,8}?)(?:隊)?的?(?:死忠|忠實|鐵桿)?球迷$",
            rf"^(?:轉粉|改粉|變成粉)(?P<value>{_TEAMS_ZH}|[^\s，,的]{{1,6}}隊)$",  # 轉粉台鋼雄鷹
            r"^(?:roots|is rooting) for (?:the )?(?P<value>(?-i:[A-Z])[\w.]*(?: (?-i:[A-Z])[\w.]*){0,2})$",
            r"^(?:supports|switched (?:allegiance|allegiances|teams) to|switched to) the "
            r"(?P<value>(?-i:[A-Z])[\w.]*(?: (?-i:[A-Z])[\w.]*){0,2}s)$",
        ),
        kind="short",
    ),
    # Services one uses: the phone carrier (one number, one carrier), the app for music and the
    # gym (one may use two: another one is a change only when the note says so; see
    # comparing.SAID_TO_CHANGE).
    AttributeRule(
        "phone carrier",
        (
            r"^(?:的)?(?:電信業者|電信公司)(?:是|用的是)(?P<value>.+?)(?:的)?$",
            rf"^(?:的)?(?:電信|門號)(?:是|用的是)(?P<value>{_CARRIERS_ZH})(?:的)?$",  # (not 門號是公司配的)
            rf"^(?:用的是|用|辦的是|辦了|換成|改用|轉到|轉去|跳槽到|攜碼到|攜碼去)(?P<value>{_CARRIERS_ZH})的?"
            r"(?:門號|電信|手機方案|電信方案|資費方案)?$",
            r"^(?:mobile |phone |cell |wireless )?(?:carrier|provider) is (?P<value>.+)$",
            r"^(?:is )?on (?:a |an )?(?P<value>(?-i:[A-Z])[\w&-]*"
            r"(?: (?-i:[A-Z])[\w&-]*)?) (?:(?:phone|cell|cellphone|mobile|wireless) plan|network)$",
            rf"^(?:uses|switched to|moved to) (?P<value>{_BRAND_EN})"
            r"(?: for (?:his|her|my|their) (?:phone|cell|mobile)(?: service| plan)?| as (?:his|her|my|their) carrier)$",
            rf"^ported (?:his|her|my|their) number to (?P<value>{_BRAND_EN})$",
            rf"^(?:switched|moved|ported (?:his|her|my|their) number|went) (?:over )?to (?P<value>{_CARRIERS_EN})$",
            rf"^(?:把)?(?:門號|手機號碼|號碼)(?:已經)?(?:攜碼|轉)(?:到|去|至)(?P<value>{_CARRIERS_ZH})(?:了)?$",
            rf"^(?:的)?(?:門號|手機門號)(?:是|用的是)(?P<value>{_CARRIERS_ZH})的?$",
        ),
        kind="organisation",
    ),
    AttributeRule(
        "home internet",
        (
            rf"^(?:家裡|家中|家用)的?(?:網路|寬頻|網路業者)(?:是|用的是|用)(?P<value>{_ISPS_ZH})(?:的)?"
            r"(?:光世代|光纖網路|光纖|寬頻|網路)?$",
            rf"^(?:家裡|家中|家)?(?:用的是|用|裝了|辦了|裝的是|辦的是)(?P<value>{_ISPS_ZH})的?"
            r"(?:光世代|光纖網路|光纖|寬頻|網路)$",
            rf"^(?:home )?internet (?:provider |service )?is (?:through |with |from )?(?P<value>{_BRAND_EN})$",
            rf"^has (?P<value>{_BRAND_EN}) (?:internet|fiber|fibre|broadband)(?: at home)?$",
        ),
        kind="organisation",
    ),
    AttributeRule(
        "music app",
        (
            r"^(?:都|平常|習慣|主要)?(?:用|在)"
            r"(?P<value>[A-Za-z][\w ]{1,15}|[\u4e00-\u9fff]{2,6}音樂)(?:上)?(?:聽音樂|聽歌)$",
            r"^(?:listens to|streams) (?:music|songs) on (?P<value>(?-i:[A-Z])[\w ]{1,20})$",
            r"^uses (?P<value>(?-i:[A-Z])[\w ]{1,20}) (?:for|to listen to|to stream) music$",
        ),
        kind="organisation",
    ),
    AttributeRule(
        "gym",
        (
            r"^(?:都|平常|固定)?(?:去|在|到)(?P<value>[^，,]{0,12}(?:健身房|健身工廠|[Gg]ym|[Ff]itness)[^，,]{0,4}?)"
            r"(?:健身|運動|練身體|重訓)?$",
            r"^(?:goes to|works out at|trains at|is a member (?:of|at)|joined|has a membership at) "
            r"(?P<value>(?-i:[A-Z])[\w' ]{0,20}?(?:Gym|Fitness)(?: (?-i:[A-Z])\w*)?)$",
        ),
        kind="organisation",
    ),
    # An exam the user prepares for, has taken or has passed (準備律師考試, then 通過了律師考試).
    AttributeRule(
        "exam {slot}",
        (
            rf"^(?:正在|在|還在|目前在|目前正在|開始)?(?:準備|準備考|讀書準備|備考|衝刺|拼)(?P<slot>{_EXAM_ZH})$",
            r"^(?:(?:is )?"
            rf"(?:studying|preparing|prepping|cramming) for |is preparing to take )(?:the |an? )?(?P<slot>{_EXAM_EN})$",
        ),
        value="preparing",
    ),
    AttributeRule(
        "exam {slot}",
        (
            rf"^(?:已經)?(?:考完了?|去考了?|參加了?)(?P<slot>{_EXAM_ZH})$",
            rf"^(?:has )?(?:took|taken|sat|has taken|has sat) (?:the |an? )?(?P<slot>{_EXAM_EN})$",
        ),
        value="taken",
    ),
    AttributeRule(
        "exam {slot}",
        (
            rf"^(?:已經)?(?:通過了?|考過了?|考上了?)(?P<slot>{_EXAM_ZH})$",
            rf"^(?:has )?(?:passed|cleared|aced) (?:the |an? )?(?P<slot>{_EXAM_EN})$",
        ),
        value="passed",
    ),
    # Hair: how long (the phrase is the value) and what colour.
    AttributeRule(
        "hair length",
        (
            r"^(?:留|留著|是|變成|留了)?(?:一頭)?(?:[^，,的剪]{0,4}的)?(?:長髮|長頭髮)$",
            r"^(?:把)?頭髮(?:留長|留成長髮|留到[^，,]{1,4})$",
            r"^(?:has|wears) (?:\w+ )?long(?P<more> (?!facial|body|arm|leg|chest|nose|ear)\w+)? hair$",
            r"^(?:wears (?:his|her|their|my) hair|(?:grew|has grown|is growing) (?:his|her|their|my) hair(?: out)?)"
            r" long$",
        ),
        value="long",
    ),
    AttributeRule(
        "hair length",
        (
            r"^(?:留|留著|是|剪了?|剪成|變成|留了)?(?:一頭)?(?:[^，,的]{0,4}的)?(?:短髮|短頭髮|鮑伯頭|平頭|寸頭|妹妹頭)$",
            r"^(?:把)?頭髮(?:剪短了?|剪成(?:[^，,的]{0,4}的)?(?:短髮|鮑伯頭|平頭|寸頭|妹妹頭))$",
            r"^(?:has|wears) (?:\w+ )?short(?P<more> (?!facial|body|arm|leg|chest|nose|ear)\w+)? hair$",
            r"^wears (?:his|her|their|my) hair short$",
            r"^(?:cut|has cut|chopped|chopped off) (?:his|her|their|my) hair(?: off| short)?$",
            r"^(?:got|has) a (?:pixie cut|buzz cut|crew cut|bob)$",
        ),
        value="short",
    ),
    AttributeRule(
        "hair length",
        (
            r"^(?:剃了?|理了?|是|留)?(?:光頭|大光頭)$",
            r"^(?:shaved|has shaved) (?:his|her|their|my) head$",
            r"^(?:is )?bald$",
        ),
        value="shaved",
    ),
    AttributeRule(
        "hair colour",
        (
            rf"^(?:的)?髮色(?:是|為)(?P<value>{_HAIR_COLOUR_ZH})(?:的)?$",
            rf"^(?:的)?頭髮(?:是|為|的顏色是|顏色是)(?P<value>{_HAIR_COLOUR_ZH})(?:的)?$",
            r"^(?:把)?頭髮(?:染成|染回|染)了?(?P<value>[^，,]{1,5}?)色?(?:的)?$",
            r"^染(?!了?(?:一撮|一點|一些|幾撮|挑))了?(?:一頭)?(?P<value>[^了，,][^，,]{0,3}?)色?的?頭髮$",
            r"^(?:has |dyed (?:his|her|their|my) hair |hair is (?:now )?|bleached (?:his|her|their|my) hair )"
            r"(?P<value>blonde?|black|brown|red|pink|blue|purple|green|gr[ae]y|silver|white|platinum|auburn|ginger)"
            r"(?: hair)?$",
        ),
        kind="short",
    ),
    # Religion, one name for each however said (RELIGIONS): 信佛 and "a Buddhist" are one.
    AttributeRule(
        "religion",
        (
            rf"^(?:是)?(?:虔誠的)?(?P<value>{_RELIGION_ZH})(?:徒|信徒|教徒|者)?$",
            rf"^(?:信|信仰|信奉|改信|皈依|受洗成為|受洗成|成為)(?:了)?(?P<value>{_RELIGION_ZH})(?:徒|教徒)?$",
            rf"^(?:的)?宗教(?:信仰)?(?:是|為)(?P<value>{_RELIGION_ZH})(?:徒|教徒)?$",
            rf"^(?:is|became|is now|has become) (?:a |an )?(?:devout |practicing |practising )?"
            rf"(?P<value>{_RELIGION_EN})$",
            rf"^(?:converted|has converted) to (?P<value>{_RELIGION_EN})$",
            rf"^(?:follows|practi[sc]es|observes) (?P<value>{_RELIGION_EN})$",
            rf"^religion is (?P<value>{_RELIGION_EN})$",
            rf"^(?:now )?(?:describes|considers|calls|sees|identifies) "
            rf"(?:herself|himself|themselves|themself|myself) (?:as )?(?:an? )?(?P<value>{_RELIGION_EN})(?: now)?$",
            rf"^identifies as (?:an? )?(?P<value>{_RELIGION_EN})$",
            rf"^(?:devout |practi[sc]ing )?(?P<value>{_RELIGION_EN})(?: these days| now)?$",
        ),
        kind="religion",
    ),
    AttributeRule(
        "religion",
        (
            r"^(?:沒有|無)(?:任何)?(?:宗教信仰|宗教)$",
            r"^(?:is not|isn't|is not very|isn't very) religious$",
            r"^(?:has no|doesn't have a|does not have a) religion$",
            r"^(?:is )?non-?religious$",
            r"^(?:is )?no longer (?:considers? (?:herself|himself|themselves|myself) |identifies as )?religious$",
            r"^(?:doesn'?t|does not) (?:consider (?:herself|himself|themselves|myself)|identify as) religious"
            r"(?: anymore)?$",
        ),
        value="no religion",
    ),
    # "took my shahada": became a Muslim.
    AttributeRule(
        "religion",
        (r"^(?:took|has taken) (?:my |her |his |their )shahada(?: (?:last|this|in|on) [\w ]+)?$",),
        value="muslim",
    ),
    # Pay and rent, as amounts (reading._read_money): 月薪四萬五, "earns $70k a year".
    AttributeRule(
        "monthly pay",
        (
            rf"^(?:換工作後|轉職後|升遷後|加薪後|調薪後)?(?:的)?(?:月薪|月收入|薪水每個月|每個月薪水|每月薪水|薪水一個月)(?:是|有|為|變成|漲到|調到|調漲到|升到|降到|剩)?"
            rf"(?:大約|大概|約)? ?(?P<value>{_MONEY})(?:左右)?$",
            rf"^(?:一個月|每個月|每月)(?:可以)?(?:賺|領|收入)(?:大約|大概|約)? ?(?P<value>{_MONEY})(?:左右)?$",
            # 加薪到四萬五: a raise names the new pay (a yearly one is said so: 年薪加到).
            rf"^(?:加薪|調薪|薪水(?:漲|調|加))(?:到|成) ?(?P<value>{_MONEY})(?:了)?$",
            rf"^(?:earns|makes|takes home|gets paid|is paid) (?:about |around |roughly )?(?P<value>{_MONEY_EN})"
            rf"{_MONTHLY_EN}$",
            rf"^(?:monthly )?(?:salary|pay|take-home|take home|income) is (?:now )?(?:about |around |roughly )?"
            rf"(?P<value>{_MONEY_EN}){_MONTHLY_EN}$",
        ),
        kind="money",
    ),
    AttributeRule(
        "yearly pay",
        (
            rf"^(?:換工作後|轉職後|升遷後|加薪後|調薪後)?(?:的)?(?:年薪|年收入|年收)"
            r"(?:是|有|為|變成|漲到|調到|升到|降到)?(?:大約|大概|約)? ?"
            rf"(?P<value>{_MONEY})(?:左右)?$",
            # ("on 72k a year after the raise": what one is on, and why)
            rf"^(?:earns|makes|gets paid|is paid|is on|on|draws) (?:about |around |roughly )?(?P<value>{_MONEY_EN})"
            rf"{_YEARLY_EN}(?: (?:after|since|with) .+)?$",
            # "earns 12 LPA": lakhs a year, said so
            r"^(?:earns|makes|gets paid|is paid|is on|draws) (?:about |around |roughly )?"
            r"(?P<value>\d+(?:\.\d+)? ?lpa)$",
            # "now making $85k after the raise": a yearly sum, by its size
            r"^(?:is )?(?:making|earning) (?:about |around |roughly )?(?P<value>\$\d{2,3}k)"
            r"(?: a year| per year)?(?: after .+)?$",
            r"^(?:new |current |starting )?(?:annual |yearly )?(?:salary|pay|income|package|ctc) "
            r"(?:is|is now|went up to|was raised to|rose to|"
            r"increased to|dropped to|is about|is roughly|is around) (?:about |around |roughly )?"
            rf"(?P<value>{_MONEY_EN})"
            rf"{_YEARLY_EN}?(?: after .+)?$",
        ),
        kind="money",
    ),
    AttributeRule(
        "rent",
        (
            r"^(?:的)?(?:房租|租金|月租)(?:每個月|每月|一個月)?"
            r"(?:是|要|為|漲到|調漲到|變成|降到|調到)?(?:大約|大概|約)? ?"
            rf"(?P<value>{_MONEY})(?:左右)?$",
            rf"^(?:每個月|每月|一個月)(?:的)?(?:房租|租金)(?:是|要|為)? ?(?P<value>{_MONEY})(?:左右)?$",
            r"^(?:monthly )?rent"
            r"(?: (?:at|for) (?:the |my |her |his |our |their )?(?:new )?(?:place|flat|apartment|house))?"
            rf"(?:'s| is|:) (?:now )?(?:about |around )?(?P<value>{_MONEY_EN}){_MONTHLY_EN}?(?: now)?$",
            rf"^(?:pays|paying|is paying) (?:about |around )?(?P<value>{_MONEY_EN}){_MONTHLY_EN}? "
            r"(?:in|for|as) (?:monthly )?rent(?: after .+)?$",
            rf"^(?:new )?(?:place|flat|apartment|room|studio) (?:costs|is) (?:about |around )?(?P<value>{_MONEY_EN})"
            rf"{_MONTHLY_EN}$",
            # Said without "in": the sum is a month's only if the note says so ("pays $1,800/month rent").
            rf"^(?:pays|paying|is paying) (?:about |around )?(?P<value>{_MONEY_EN})"
            rf"(?:{_MONTHLY_EN} (?:monthly )?| monthly )rent(?: after .+)?$",
            # "landlord put the rent up to 1,550", "rent went up to $2,100": the sum it is now.
            r"^(?:(?:the |my |our )?landlord )?(?:put|raised|increased|bumped|hiked|pushed) (?:the |my |our )?rent "
            rf"(?:up )?to (?P<value>{_MONEY_EN}|\d{{1,3}}(?:,\d{{3}})+|\d{{3,5}}){_MONTHLY_EN}?$",
            r"^(?:the )?rent (?:went|has gone|got put|was put) up to "
            rf"(?P<value>{_MONEY_EN}|\d{{1,3}}(?:,\d{{3}})+|\d{{3,5}}){_MONTHLY_EN}?$",
        ),
        kind="money",
    ),
    # Whom the user lives with: the phrase is the value. Moving out leaves home, and says
    # nothing of whom the user lives with now.
    AttributeRule(
        "household",
        (
            r"^(?:還是|還|仍然?|依然)?(?:跟|和|與)(?:爸媽|父母|爸爸媽媽|爸爸和媽媽|爸爸跟媽媽)(?:一起)?(?:同)?住(?:在一起)?$",
            r"^(?:還是|還|仍然?|依然)?住(?:在)?家裡$",
            r"^(?:still )?lives (?:at home )?with (?:his|her|my|their|the) (?:parents|folks|mom and dad)$",
            r"^(?:still )?lives at home$",
            # back with them: 搬回家跟爸媽住, "moved back in with my parents", "moved back home"
            r"^(?:又)?搬回(?:家|爸媽家|父母家)(?:裡)?(?:(?:跟|和|與)(?:爸媽|父母|爸爸媽媽))?(?:一起)?住(?:了)?$",
            r"^(?:has )?moved back (?:in with|home with|home to|to|into) (?:his|her|my|their|the) "
            r"(?:parents|folks|mum and dad|mom and dad)(?:'? ?(?:place|house|home))?$",
            r"^(?:has )?moved back home$",
        ),
        value="with parents",
    ),
    AttributeRule(
        "household",
        (
            r"^(?:自己)?(?:一個人|獨自)住(?:在外面)?$",
            r"^(?:is )?living alone$",
            r"^lives (?:alone|by (?:him|her|my|them)sel(?:f|ves)|on (?:his|her|my|their) own)"
            r"(?P<more> in (?:a|an|the|his|her|my|their) [\w -]{1,25})?$",
        ),
        value="alone",
    ),
    # Roommates, friends, classmates and coworkers: who they are may overlap, so one against
    # another is no change (comparing.COMPATIBLE_VALUES).
    AttributeRule(
        "household",
        (
            r"^(?:跟|和|與)(?:室友)(?:一起)?(?:合租|分租|同住|住)(?P<more>.{0,10})$",
            r"^(?:lives|is living) with(?P<more> \w+)? (?:roommates?|housemates?|flatmates?)$",
            r"^(?:shares|is sharing) (?:a|an) "
            r"(?:flat|apartment|house|place) with (?:\w+ )?(?:roommates?|housemates?|flatmates?)$",
        ),
        value="with roommates",
    ),
    AttributeRule(
        "household",
        (
            r"^(?:跟|和|與)(?:朋友|幾個朋友|好友)(?:一起)?(?:合租|分租|同住|住)(?P<more>.{0,10})$",
            r"^(?:lives|is living) with(?P<more> \w+)? (?:friends?)$",
            r"^(?:shares|is sharing) (?:a|an) (?:flat|apartment|house|place) with(?P<more> \w+)? (?:friends?)$",
        ),
        value="with friends",
    ),
    AttributeRule(
        "household",
        (
            r"^(?:跟|和|與)(?:同學|大學同學)(?:一起)?(?:合租|分租|同住|住)(?P<more>.{0,10})$",
            r"^(?:lives|is living) with(?P<more> \w+)? (?:classmates?)$",
            r"^(?:shares|is sharing) (?:a|an) (?:flat|apartment|house|place) with(?P<more> \w+)? (?:classmates?)$",
        ),
        value="with classmates",
    ),
    AttributeRule(
        "household",
        (
            r"^(?:跟|和|與)(?:同事)(?:一起)?(?:合租|分租|同住|住)(?P<more>.{0,10})$",
            r"^(?:lives|is living) with(?P<more> \w+)? (?:co-?workers?|colleagues?)$",
            r"^(?:shares|is sharing) (?:a|an) "
            r"(?:flat|apartment|house|place) with (?:\w+ )?(?:co-?workers?|colleagues?)$",
        ),
        value="with coworkers",
    ),
    AttributeRule(
        "household",
        (
            r"^(?:跟|和|與)(?:男友|女友|男朋友|女朋友|另一半|伴侶|未婚夫|未婚妻)同居$",
            r"^(?:lives|is living) with (?:his|her|my|their) (?:girlfriend|boyfriend|partner|fianc[ée]e?)$",
            r"^moved in with (?:his|her|my|their) (?:girlfriend|boyfriend|partner|fianc[ée]e?)$",
        ),
        value="with a partner",
    ),
    AttributeRule(
        "household",
        (
            r"^(?:自己)?搬出(?:來|去)(?:住)?(?P<more>.{0,12})$",
            r"^moved out(?: of (?:his|her|my|their) parents'? (?:house|place|home))?$",
            r"^got (?:his|her|my|their) own (?:place|apartment|flat)(?P<more> .+)?$",
        ),
        value="moved out",
    ),
    # The shift the user works: days, nights or lates, where it is worked said beside it ("at the
    # warehouse"). Never on some days only ("nights on weekends": a second shift, not the shift).
    *(
        AttributeRule(
            "work shift",
            (
                rf"^(?:在(?P<more>.{{1,12}}?))?(?:改|換|調|轉|又|都)?(?:上|值|輪|做|排|回)?(?:{zh})(?:了)?$",
                r"^(?:works?|is working|is on|is back on|has been on|went (?:back )?(?:on|to)"
                r"|got (?:moved|put|switched|swapped) (?:back )?(?:on|to|onto)"
                r"|(?:has |have )?(?:moved|switched|swapped) (?:back )?(?:on|to))"
                rf" (?:the )?(?:{en})(?P<more> (?:at|in|for) [\w' -]{{1,30}})?$",
            ),
            value=value,
        )
        for value, zh, en in SHIFTS
    ),
    # Sleep: when the user goes to bed and gets up, and for how long (a clock time or hours).
    AttributeRule(
        "bedtime",
        (
            rf"^{_HABIT_ZH}{_CLOCK_ZH}{_HABIT_ZH}(?:才|就)?(?:上床)?(?:睡覺|睡|就寢|上床)(?:睡覺)?$",
            rf"^(?:睡覺|就寢)時間{_HABIT_ZH}(?:是|在|為)?(?:大概|大約)?{_CLOCK_ZH}(?:左右)?$",
            rf"^{_HABIT_EN}(?:goes|go|gets|get) to (?:bed|sleep) {_ABOUT_EN}{_CLOCK_EN}{_NIGHTLY_EN}$",
            rf"^{_HABIT_EN}turns? in {_ABOUT_EN}{_CLOCK_EN}{_NIGHTLY_EN}$",
            rf"^{_HABIT_EN}sleeps? {_ABOUT_EN}{_CLOCK_EN}{_NIGHTLY_EN}$",  # "sleeps around 2 am"
            rf"^(?:is )?{_HABIT_EN}(?:asleep|in bed) {_ABOUT_EN}{_CLOCK_EN}{_NIGHTLY_EN}$",
            rf"^(?:usual |normal )?(?:bedtime|time to bed)(?: is)? {_ABOUT_EN}{_CLOCK_EN}{_NIGHTLY_EN}$",
        ),
        kind="clock",
    ),
    AttributeRule(
        "wake-up time",
        (
            rf"^{_HABIT_ZH}{_CLOCK_ZH}{_HABIT_ZH}(?:起床|起來|醒來)$",
            rf"^起床時間{_HABIT_ZH}(?:是|在|為)?(?:大概|大約)?{_CLOCK_ZH}(?:左右)?$",
            rf"^{_HABIT_EN}(?:wakes|wake|gets|get) up {_ABOUT_EN}{_CLOCK_EN}(?: every (?:day|morning))?$",
            rf"^(?:usual |normal )?wake-?up time is {_ABOUT_EN}{_CLOCK_EN}$",
        ),
        kind="clock",
    ),
    AttributeRule(
        "hours of sleep",
        (
            rf"^{_HABIT_ZH}睡(?:滿|飽)?(?P<value>{_NUM})(?:個)?(?:小時|鐘頭)(?:左右)?$",
            rf"^{_HABIT_EN}(?:sleeps|sleep|gets|get|is getting|getting|is sleeping|sleeping) {_ABOUT_EN}"
            r"(?:a solid |a full |only |just )?"
            rf"(?P<value>\d{{1,2}}|\w+) hours(?: of sleep)?{_NIGHTLY_EN}$",
        ),
        kind="count",
    ),
    # How many children, cats or dogs the user has, when the note counts them (有兩隻貓, "has
    # three kids"). A pet or a child named alone is one of several, and no count.
    AttributeRule(
        "number of children",
        (
            rf"^(?:育有|只有|有|生了)(?P<value>{_NUM})(?:個|名|位)?(?:小孩|孩子|小朋友|子女|兒女)$",
            rf"^是(?P<value>{_NUM})(?:個)?(?:小孩|孩子)的(?:媽媽|媽|爸爸|爸|母親|父親)$",
            r"^(?:has|have) (?P<value>\w+) (?:kids?|children|child)$",
            r"^(?:is )?a (?:mom|mum|mother|dad|father|parent) of (?P<value>\w+)$",
        ),
        kind="count",
    ),
    # 第二胎也出生了, "our third little one arrived": the child born says how many there are at
    # least (see `comparing._cross`).
    AttributeRule(
        "number of children, at least",
        (
            rf"^第(?P<value>{_NUM})(?:(?:胎|個寶寶)(?:也|終於|已經|平安)?(?:出生|報到|誕生)|個(?:小孩|孩子)(?:也|終於|已經|平安)?"
            r"(?:出生|誕生))(?:了)?$",
            r"^(?:our |my |her |his |their )?(?P<value>second|third|fourth|fifth|[2-6](?:nd|rd|th)) "
            r"(?:little one|baby|child|kid|son|daughter|bub) (?:arrived|was born|is here)"
            r"(?: on \w+day| last \w+| yesterday| today| this \w+)?$",
            # 老三出生了, 生了第二胎, "just welcomed their second baby"
            rf"^老(?P<value>{_NUM})(?:也|終於|已經|平安)?(?:出生|誕生)(?:了)?$",
            rf"^生了第(?P<value>{_NUM})(?:胎|個(?:小孩|孩子|寶寶))(?:了)?$",
            r"^(?:just )?(?:welcomed|had) (?:our |my |her |his |their )?(?P<value>second|third|fourth|fifth) "
            r"(?:baby|child|kid)$",
        ),
        kind="count",
    ),
    AttributeRule(
        "number of cats",
        (
            rf"^(?:家裡|家中)?(?:有|養了?|養著|目前養)(?P<value>{_NUM})(?:隻|只)(?:貓|貓咪)$",
            r"^(?:has|owns|has got) (?P<value>\w+) (?:cats)$",
        ),
        kind="count",
    ),
    AttributeRule(
        "number of dogs",
        (
            rf"^(?:家裡|家中)?(?:有|養了?|養著|目前養)(?P<value>{_NUM})(?:隻|只)(?:狗|狗狗|小狗)$",
            r"^(?:has|owns|has got) (?P<value>\w+) (?:dogs)$",
        ),
        kind="count",
    ),
    AttributeRule(
        "zodiac sign",
        (
            rf"^(?:星座)?(?:是|為)?(?P<value>{_ZODIAC_ZH})座(?:的)?$",
            rf"^(?:is an? |zodiac sign is )(?P<value>{_ZODIAC_EN})$",
        ),
        kind="zodiac",
    ),
    # A personality type of the sixteen (MBTI): the four letters say which, and one has one at a time.
    AttributeRule(
        "personality type",
        (
            r"^(?:mbti|personality type|人格類型|人格)(?:是|為|測出來是| is)? ?(?P<value>[EI][NS][TF][JP])(?:-?[AT])?$",
            r"^(?:這次|現在)?(?:是|變成|成了|測出來是|is an? |is |tested as an? |is now an? |now an? |"
            r"describes (?:herself|himself|themselves|myself) as an? )? ?"
            r"(?P<value>[EI][NS][TF][JP])(?:-?[AT])?(?: now)?$",
        ),
        kind="exact",
    ),
    AttributeRule(
        "blood type",
        (
            r"^(?:血型(?:是|為)?|是)(?P<value>A|B|O|AB)型(?:血)?$",
            r"^(?:blood type is|has|is) (?:type )?(?P<value>A|B|O|AB)(?: blood| blood type)?$",
        ),
        kind="exact",
    ),
    # Height and weight: a number with its unit.
    AttributeRule(
        "height",
        (
            rf"^身高 ?(?:是|有|為|變成|長到)? ?(?P<value>{_NUM}) ?(?:公分|cm|釐米)$",
            # No unit: a height in centimetres is the only number 身高 takes in Taiwan.
            r"^身高(?:是|有|為)?(?P<value>1\d\d|2[0-2]\d)(?:\.\d)?$",
            r"^身高(?:是|有|為)?(?P<value>一百[一二三四五六七八九]十[一二三四五六七八九]?)$",
            rf"^(?:長到|長高到|是|有)?(?:大約|大概|約)? ?(?P<value>{_NUM}) ?(?:公分|cm)高?$",
            r"^(?:is |has grown to |grew to )?(?P<value>\d{2,3}) ?(?:cm|centimet(?:er|re)s?)(?: tall)?$",
            r"^height is (?:about |around )?(?P<value>\d{2,3}) ?(?:cm|centimet(?:er|re)s?)$",
        ),
        kind="measure",
    ),
    AttributeRule(
        "weight",
        (
            rf"^體重 ?(?:是|有|為|變成|降到|剩|掉到|增加到|瘦到|胖到|減到|來到|只剩)?(?:大約|大概|約)? ?"
            rf"(?P<value>{_NUM}) ?(?:公斤|kg)$",
            r"^體重(?:是|有|為)?(?P<value>[3-9]\d|1\d\d|[三四五六七八九]十[一二三四五六七八九]?)(?:\.\d)?$",
            rf"^(?:瘦到|胖到|減到|降到|掉到|來到|回到|增加到|變成|剩|只剩|是|有)? ?(?:大約|大概|約)? ?"
            rf"(?P<value>{_NUM}) ?(?:公斤|kg)$",
            r"^(?:weighs|is|is down to|is up to|got down to|down to|up to|dropped to|went down to) "
            r"(?:about |around )?(?P<value>\d{2,3}) ?(?:kg|kilos?|kilograms?)$",
            r"^weight is (?P<value>\d{2,3}) ?(?:kg|kilos?|kilograms?)$",
            # "76 kg on the scale this morning", "weighed in at 84 kg": a weighing
            r"^(?P<value>\d{2,3}) ?(?:kg|kilos?|kilograms?) on the scales?(?: this morning| today| again| now)?$",
            r"^weighed in at (?:about |around )?(?P<value>\d{2,3}) ?(?:kg|kilos?|kilograms?)"
            r"(?: this morning| today| this week| at the gym)?$",
        ),
        kind="measure",
    ),
    # In feet and inches: compared with centimetres after conversion (comparing._compare_units).
    AttributeRule(
        "height",
        (
            r"^(?:is |height is |stands )?(?:about |around )?(?P<value>\d(?:'|’| ?(?:feet|foot|ft)\.?)(?: ?(?:and )?"
            r"\d{1,2}(?:\"|”|''| ?(?:inches|inch|in)\.?)?)?)(?: tall)?$",
        ),
        kind="feet",
    ),
    # In pounds: compared with kilograms after conversion (comparing._compare_units).
    AttributeRule(
        "weight",
        (
            r"^(?:weighs|is|is down to|is up to|got down to|down to|up to|dropped to|went down to|weight is) "
            r"(?:about |around )?(?P<value>\d{2,3}) ?(?:lbs?|pounds)$",
            r"^(?:about |around |roughly )?(?P<value>\d{2,3}) ?(?:lbs?|pounds(?= on the scales?))"
            r"(?: on the scales?(?: this morning| today| again| now)?)?$",
            # (Pounds alone may be money: "about 50 pounds". A body's weight is read from 90.)
            r"^(?:about |around |roughly )?(?P<value>9\d|[1-4]\d\d) ?pounds$",
        ),
        kind="pounds",
    ),
    # In stones and pounds, as Britain weighs people ("12 stone", "11st 4lb"): read as pounds.
    AttributeRule(
        "weight",
        (
            r"^(?:weighs |is |is down to |is up to |got down to |down to |up to |dropped to |weight is )?"
            r"(?:about |around |just over |just under )?(?!(?:21|31)st\b)"
            r"(?P<value>\d{1,2} ?(?:st|stone)(?: ?\d{1,2} ?(?:lbs?|pounds))?)"
            r"(?: on the scales?(?: .+)?)?$",
        ),
        kind="stones",
    ),
    # Diet: the phrase is the value. "Not vegetarian" is checked first so that
    # 不吃素 is never read as 吃素. (Beef alone is no diet: many who eat meat keep from beef.)
    AttributeRule(
        "diet",
        (
            r"^(?:不再|不)吃素$",
            r"^(?:不再|不)是(?:一[個名位])?素食(?:者|主義者)$",
            r"^(?:開始|又開始|重新開始|重新|恢復)吃(?:肉|葷|雞肉|豬肉|魚|海鮮|雞|豬)(?:了)?$",
            r"^(?:破戒|開葷)$",
            r"^(?:是)?(?:一[個名位])?(?:葷食者|肉食主義者|肉食者)$",
            r"^(?:is|am|are) (?:no longer|not) (?:a )?(?:vegetarian|vegan)$",
            r"^(?:isn'?t|aren'?t) (?:a )?(?:vegetarian|vegan)$",
            r"^(?:stopped|quit|gave up) being (?:a )?(?:vegetarian|vegan)$",
            r"^(?:eats|eat|started eating|is eating|has started eating) meat"
            r"(?: again| most days| every day| daily| now| these days)?$",
            # "started eating chicken and fish again": meat taken up again, whichever
            rf"^(?:has )?(?:started|begun|began|is back to|went back to|has gone back to) eating {_MEATS_EN}"
            r"(?: again)?(?: now)?$",
            rf"^is eating {_MEATS_EN} again(?: now)?$",
            # eats everything: meat too
            r"^(?:什麼都吃|不挑食|葷素都吃|葷素不忌)$",
            r"^(?:eats|will eat) (?:everything|anything)$",
            r"^(?:has )?no (?:dietary |food )?restrictions?$",
        ),
        value="not vegetarian",
    ),
    AttributeRule(
        "diet",
        (
            r"^(?:是)?(?:一[個名位])?(?:純素者|純素食者|純素主義者)$",
            r"^(?:開始|改|改成|改為|改吃|轉)?吃(?:純素|全素)$",
            r"^(?:went|has gone|became|has become|turned|is) (?:fully |completely |strictly )?vegan$",
            r"^(?:follows|is on|keeps|eats) an? (?:[a-z\-]+ )?vegan diet$",
            r"^(?:is|am|are) (?:a )?vegan$",
            r"^(?:a )?(?:strict )?vegan$",
            r"^(?:went|has gone|became|has become|turned) vegan$",
        ),
        value="vegan",
    ),
    AttributeRule(
        "diet",
        (
            r"^(?:是)?(?:一[個名位])?(?:素食者|素食主義者|吃素的人)$",
            r"^(?:開始|改|改成)?吃(?:素|素食|蛋奶素|奶蛋素|蛋素|奶素|早齋)$",
            r"^茹素$",
            r"^不吃(?:肉|葷)$",
            r"^(?:is|am|are) (?:a )?vegetarian$",
            r"^(?:a )?(?:strict )?vegetarian$",  # a note of one word: "Vegetarian"
            r"^(?:went|has gone|became|has become|turned) vegetarian$",
            r"^(?:doesn'?t|does not|don'?t|do not|no longer) eats? meat$",
            r"^(?:stopped|quit|gave up) eating meat$",
        ),
        value="vegetarian",
    ),
    AttributeRule(
        "diet",
        (
            r"^(?:是)?(?:一[個名位])?(?:海鮮素|魚素)(?:者)?$",
            r"^(?:is|am|are|went|has gone|became|has become|turned) (?:a )?pesc[ae]tarian(?: now)?$",
            r"^(?:a )?pesc[ae]tarian$",
        ),
        value="pescatarian",
    ),
    # Occupation and life stage, last: 是素食者 and "is a vegetarian" are diets, read above.
    # The value is checked against job words (see `_read_jobword`); school stages,
    # graduation, retirement and unemployment are values of the same attribute, so a
    # student who starts working or a worker who retires changes it.
    AttributeRule(
        "occupation",
        (
            # (轉做行銷企劃半年: how long since is no part of the job)
            r"^(?:是|當上|當|擔任|成為|變成|轉職成|轉職當|轉職做|轉行當|轉行做|轉行成|轉去做|轉去當|轉做|轉當|改當|改做|做|被升為|升上|"
            r"升為|升任|晉升為|升職為)了?(?:一[名個位])?(?P<value>[^\s的]{2,8}?)(?:快|將近)?(?:半年|[一二兩三四五六七八九十\d]+個?(?:年|月)多?)?$",
            r"^(?:is|became|has become|works as|is working as|got a job as|started working as|"
            r"was hired as|has been hired as|now works as|trained as|is training to be|was promoted to|got promoted to|"
            r"has been promoted to) (?:an? |the )?(?P<value>.+?)(?: position| role)?$",
            r"^(?:是)?(?:做|當|跑)(?P<value>[^\s的]{2,4})的$",  # 做業務的: what one does for a living
            # "works as a nurse at St Mary's": the job, and where (which the employer rules read too)
            r"^(?:works|is working|now works) as (?:an? |the )?(?P<value>[a-z -]+?) (?:at|for|in) (?P<more>.+)$",
            # A note that is only the job, capitalised as a note begins: "Junior software developer",
            # "Nurse at St Mary's" (the job word is checked; "Night owl" names none).
            r"^(?!(?:works?|is|was|became|gets|got|has|had|does|did)\b)"
            r"(?P<value>(?-i:[A-Z])[a-z-]+(?: (?!(?:is|are|was|as|a|an|the|to|of|and|or)\b)[a-z-]+){0,3})"
            # … at a workplace named, or of a kind ("at a primary school"); never an appointment
            # ("Dentist at 3pm", "Physio with Sam on Mondays") or a role at an occasion.
            r"(?: (?:at|with) (?![^\d]*\d)(?!.*\b(?:wedding|party|today|tonight|tomorrow|\w+days?|weekends?)\b)"
            r"(?:(?=(?-i:[A-Z])).+|(?:an?|the) (?:[a-z-]+ ){0,2}(?:school|hospital|clinic|company|firm|bank|shop|"
            r"store|startup|agency|bakery|cafe|restaurant|charity|university|college|factory|hotel|gym|salon|lab)\b.*))?$",
        ),
        kind="jobword",
    ),
    AttributeRule(
        "occupation",
        (
            r"^(?:在|正在|還在|開始|升上|上了?|去|要|準備)?(?:讀|念|唸|就讀|上)(?P<value>幼稚園|幼兒園|國小|小學|國中|初中|高中|高職|大學|研究所|碩士|博士)"
            r"(?:了)?(?P<grade>[一二三四五六]年級|碩[一二三]|博[一二三四五]|[小中大]班)?(?:班)?(?:的?學生)?$",
            r"^(?:上|升上?|進了?|考上)(?P<value>國小|小學|國中|高中|大學|研究所)(?P<grade>[一二三四五六]年級)?$",
            r"^(?:在|正在|還在)?(?:升上?|上|讀|念|唸|就讀|是)?(?P<value>國|高|大|碩|博)(?P<grade>[一二三四])(?:新生|生|學生)?$",
            # 上小一, 讀小三 (with its verb: 小三 alone is someone else)
            r"^(?:在|正在|還在)?(?:升上?|上|讀|念|唸|就讀)(?P<value>小)(?P<grade>[一二三四五六])(?:新生|生|學生)?$",
            # 就讀政大企管系大三: the year, after the school and department
            # (the school and department beside it are more said: 政大企管系大三 is no 台大資工系大三)
            r"^(?:在|正在|還在)?(?:就讀|讀|念|唸)?(?P<more>[^\s，,]{2,12}?(?:學系|系|所))(?P<value>大|碩|博)(?P<grade>[一二三四])"
            r"(?:生|學生)?$",
            r"^(?:是)?(?P<value>國中|高中|大學|國小|小學)(?P<grade>[一二三四五六])年級(?:的?學生)?$",
            r"^(?:is |goes to |attends |is attending |started |has started |is in |in |is at |entered |got into |"
            r"went to )(?P<value>elementary school|primary school|middle school|junior high(?: school)?|high school|"
            r"college|university|uni|grad school|graduate school|kindergarten|preschool|nursery(?: school)?|pre-k)"
            r"(?: (?:this|last) (?:week|month|term|year|autumn|fall|september)| today| yesterday)?$",
            # "a junior in college", "a college sophomore": the year of a four-year school.
            # "started college at UC Davis": the school beside the stage is more said.
            r"^(?:is |goes to |attends |is attending |started |has started |is in |is at |entered |got into )"
            r"(?P<value>college|university|uni|grad school|graduate school)(?P<more> (?:at|in) .+)$",
            r"^(?:is )?(?:an? )?(?P<value>college|university|high school) (?P<grade>freshman|sophomore|junior|senior)$",
            r"^(?:is )?(?:an? )?(?P<grade>freshman|sophomore|junior|senior) (?:in|at) "
            r"(?P<value>college|university|uni|high school)$",
        ),
        kind="stage",
    ),
    AttributeRule(
        "occupation",
        (
            r"^(?:從)?(?:國小|小學|國中|初中|高中|高職|大學|研究所|碩士|博士|學校)?(?:已經?|剛)?(?:畢業|念完|讀完|唸完)"
            r"(?:在工作|在上班|出來工作|開始工作)?$",
            r"^(?:has )?graduated(?: from .+)?$",
            r"^(?:is )?a (?:recent )?graduate$",
        ),
        value="graduated",
    ),
    AttributeRule(
        "occupation",
        (
            # 退休半年了, 上個月辦完退休了, "retired last spring", "is a pensioner now"
            r"^(?:已經?|剛|終於|正式)?(?:提早|提前)?(?:辦完|辦好)?退休(?:了)?(?:快|已經|差不多)?"
            r"(?:[一二三四五六七八九十兩幾半\d]+(?:個)?多?(?:月|年|週|禮拜))?(?:了)?$",
            r"^(?:is |has |have )?(?:now |finally |officially |just )?retired"
            r"(?: (?:last|this) (?:year|month|week|spring|summer|autumn|fall|winter)"
            r"|(?P<more> from (?:work|teaching|nursing"
            r"|the (?:force|army|police|navy|bank|council|nhs|civil service))))?$",
            r"^(?:is )?(?:now )?(?:a )?(?:retiree|pensioner)(?: now)?$",
        ),
        value="retired",
    ),
    AttributeRule(
        "occupation",
        (
            r"^(?:失業中?|待業中?|沒有工作|沒工作|沒在工作|辭職|離職|辭掉工作|把工作辭掉|被裁員|被資遣)$",
            r"^(?:is |has been )?(?:unemployed|out of work|between jobs|laid off)$",
            # ("got made redundant on friday": when it happened may follow)
            r"^(?:got |was |has been |have been |just got )(?:just )?(?:laid off|fired|let go|made redundant)"
            r"(?: from .+?)?"
            r"(?: (?:on (?:monday|tuesday|wednesday|thursday|friday)|last week|yesterday|today|this morning))?$",
            r"^(?:quit|has quit|lost|left) (?:his|her|their|my|the) job$",
            r"^(?:doesn'?t|does not) have a job$",
        ),
        value="not working",
    ),
    AttributeRule(
        "occupation",
        (
            r"^(?:是)?(?:一[名個位])?上班族$",
            r"^(?:開始|找到)(?:工作|上班)$",
            r"^出社會(?:工作)?$",
            r"^(?:has|got|found) a (?:full-time )?job$",
            r"^(?:started|has started|began) (?:working|work)$",
            r"^(?:is )?working full-time$",
        ),
        value="working",
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
    # 是周杰倫的粉絲 / 是爵士樂迷 ≈ 喜歡…; "is a big Coldplay fan" ≈ likes Coldplay
    # 是棒球迷 / 是個貓奴: the whole word before 迷 or 奴 is the object (棒球, not 棒)
    StanceRule(LIKE, r"^是(?:一?[個名位])?(?P<obj>[^的]+?)(?:迷|奴)$"),
    StanceRule(
        LIKE,
        r"^是(?:一?[個名位])?(?P<obj>.+?)的?(?:超級|忠實|頭號|死忠|狂熱)?(?:粉絲|鐵粉|歌迷|影迷|球迷|書迷|愛好者|控)$",
    ),
    StanceRule(
        LIKE,
        r"^(?:is )?an? (?:big |huge |massive |die-hard |loyal |great |real )?(?P<obj>.+?) "
        r"(?:fan|lover|enthusiast|buff|addict|nut)$",
    ),
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
    StanceRule(CAN, r"^(?:has )?(?:learned|learnt|figured out) (?:how )?to(?P<obj> .+)$"),
    # 不抽菸, 戒菸, 香菜不吃; doesn't smoke, stopped smoking
    StanceRule(DO, r"^{PAST_ZH}?{INT}*(?P<neg>{NEG})(?P<obj>.+)$", negators=DO_NEGATORS_ZH),
    StanceRule(DO, r"^(?P<obj>.+?){SUBJ}?{INT}*(?P<neg>{NEG})(?:吃|喝|碰)$", negators=DO_NEGATORS_ZH),
    StanceRule(DO, r"^(?P<neg>{NEG}) (?P<obj>.+?)(?: {PAST_EN})?$", negators=DO_NEGATORS_EN),
)

# --------------------------------------------------------------------------------------
# Occupations and life stages
# --------------------------------------------------------------------------------------

# Chinese job words: the suffixes above, minus words that share them without naming a
# job (a gender, a membership, a skill level, a family role, a degree).
NOT_JOBS_ZH = (
    # a role in a class, club or school, no job
    *("班長", "社長", "隊長", "會長", "家長會長", "股長", "幹部", "志工隊長", "學生會長"),
    *("志工", "義工"),
    "男生",
    "女生",
    "先生",
    "獨生子",
    "會員",
    "社員",
    "隊員",
    "團員",
    "成員",
    "員工",
    "志工",
    "義工",
    "股東",
    "學員",
    "新手",
    "高手",
    "老手",
    "幫手",
    "玩家",
    "大家",
    "家長",
    "學長",
    "兄長",
    "博士",
    "碩士",
    "學士",
    "紳士",
    "人士",
    "女士",
    "男士",
    "專家",
    "贏家",
    "行家",
)
# 者 names a job only in these words (使用者, 素食者, 愛好者 and 初學者 do not).
JOBS_ZH_EXTRA = (
    "記者",
    "學者",
    "舞者",
    "譯者",
    "上班族",
    "司機",
    "模特兒",
    "家庭主婦",
    "主婦",
    "自由業",
    "軍人",
    "商人",
)
JOB_WORDS_EN = (
    "teacher",
    "engineer",
    "nurse",
    "doctor",
    "lawyer",
    "accountant",
    "designer",
    "developer",
    "programmer",
    "chef",
    "cook",
    "baker",
    "barista",
    "waiter",
    "waitress",
    "cashier",
    "pilot",
    "architect",
    "dentist",
    "pharmacist",
    "scientist",
    "researcher",
    "professor",
    "lecturer",
    "tutor",
    "student",
    "undergrad",
    "undergraduate",
    "intern",
    "manager",
    "analyst",
    "consultant",
    "writer",
    "journalist",
    "reporter",
    "editor",
    "photographer",
    "artist",
    "musician",
    "singer",
    "actor",
    "actress",
    "firefighter",
    "officer",
    "policeman",
    "policewoman",
    "soldier",
    "farmer",
    "mechanic",
    "electrician",
    "plumber",
    "carpenter",
    "salesperson",
    "salesman",
    "clerk",
    "librarian",
    "veterinarian",
    "vet",
    "therapist",
    "psychologist",
    "counselor",
    "counsellor",
    "translator",
    "interpreter",
    "freelancer",
    "entrepreneur",
    "secretary",
    "receptionist",
    "technician",
    "surgeon",
    "physician",
    "paramedic",
    "caregiver",
    "housewife",
    "homemaker",
    "streamer",
    "youtuber",
    "illustrator",
    "animator",
    "attendant",
    "bartender",
    "hairdresser",
    "stylist",
    "coach",
    "trainer",
    "instructor",
    "banker",
    "economist",
    "servant",
    "driver",
    "courier",
    "guard",
    "janitor",
    "cleaner",
    "judge",
    "professional",
    "coordinator",
    "specialist",
    "assistant",
    "associate",
    "director",
    "supervisor",
    "administrator",
    "executive",
    "representative",
    "strategist",
    "recruiter",
    "paralegal",
    "dev",
    "trainee",
    "apprentice",
    "founder",
    "co-founder",
    "cofounder",
    "ceo",
    "cto",
    "midwife",
    "carer",
    "nanny",
    "worker",
    "auditor",
    "broker",
    "agent",
    "physio",
    "physiotherapist",
    "optometrist",
    "radiographer",
    "statistician",
    "actuary",
    "biologist",
    "chemist",
)
# A word in front of a job that makes it no job at all: "a good cook", "a former teacher".
NOT_JOB_MODIFIERS_EN = (
    "good",
    "great",
    "bad",
    "terrible",
    "excellent",
    "amazing",
    "decent",
    "fast",
    "slow",
    "careful",
    "huge",
    "big",
    "avid",
    "keen",
    "passionate",
    "aspiring",
    "former",
    "retired",
    "wannabe",
    "amateur",
    "hobby",
    "weekend",
    "part-time",
    "volunteer",
    "backseat",
    "hard",
    "favourite",
    "favorite",
    "fave",
    "best",
    "old",
    "dream",
)
# School stages, in order, as Chinese student words (the canonical values).
STAGES = (
    ("幼稚園生", ("幼稚園", "幼兒園", "kindergarten", "preschool", "nursery", "nursery school", "pre-k")),
    ("國小生", ("國小", "小學", "國小生", "小學生", "elementary school", "primary school")),
    ("國中生", ("國中", "初中", "國中生", "初中生", "middle school", "junior high", "junior high school")),
    ("高中生", ("高中", "高職", "高中生", "高職生", "high school")),
    ("大學生", ("大學", "大學生", "college", "university", "uni", "undergrad", "undergraduate")),
    ("研究生", ("研究所", "碩士", "博士", "研究生", "碩士生", "博士生", "grad school", "graduate school", "graduate")),
)
STUDENT_WORDS = ("學生", "student", *(row[0] for row in STAGES))
# Values of "occupation" that are a state rather than a job.
WORK_STATES = ("working", "graduated", "retired", "not working")

# --------------------------------------------------------------------------------------
# Whose fact it is
# --------------------------------------------------------------------------------------

# A clause that starts with one of these (after the user as subject is dropped) is about
# that person or pet: 妹妹住在台中, "sister lives in Taichung". Canonical key first, then
# whether the role names one family member (their facts change like the user's own) or
# possibly several people (friends, colleagues, pets: only a word of change may tell).
OTHER_PEOPLE: tuple[tuple[str, bool, tuple[str, ...]], ...] = (
    ("mother-in-law", True, ("婆婆", "岳母", "丈母娘", "mother-in-law")),
    ("father-in-law", True, ("公公", "岳父", "丈人", "father-in-law")),
    ("sibling-in-law", True, ("嫂嫂", "大嫂", "姊夫", "姐夫", "妹夫", "弟媳", "sister-in-law", "brother-in-law")),
    (
        "ex-partner",
        False,
        ("前女友", "前男友", "前妻", "前夫", "ex-girlfriend", "ex-boyfriend", "ex-wife", "ex-husband", "ex"),
    ),
    # (我爸, 我媽: in chat the one character is enough, after the user's 我.)
    ("mother", True, ("媽媽", "母親", "老媽", "媽咪", "媽", "mom", "mother", "mum", "mommy")),
    ("father", True, ("爸爸", "父親", "老爸", "爸比", "爸", "dad", "father", "daddy")),
    ("parents", True, ("父母", "爸媽", "雙親", "parents")),
    ("husband", True, ("老公", "丈夫", "先生", "husband")),
    ("wife", True, ("老婆", "妻子", "太太", "wife")),
    ("partner", True, ("另一半", "伴侶", "partner", "spouse")),
    ("boyfriend", True, ("男朋友", "男友", "boyfriend")),
    ("girlfriend", True, ("女朋友", "女友", "girlfriend")),
    ("older brother", True, ("哥哥", "大哥", "哥", "older brother", "big brother", "elder brother")),
    ("younger brother", True, ("弟弟", "弟", "younger brother", "little brother")),
    ("brother", True, ("兄弟", "brother")),
    ("older sister", True, ("姐姐", "姊姊", "大姐", "大姊", "姐", "姊", "older sister", "big sister", "elder sister")),
    ("younger sister", True, ("妹妹", "妹", "younger sister", "little sister")),
    ("sister", True, ("姐妹", "姊妹", "sister")),
    ("son", True, ("兒子", "son")),
    ("daughter", True, ("女兒", "daughter")),
    ("child", True, ("孩子", "小孩", "寶寶", "kid", "kids", "child", "children", "baby")),
    # 外婆 and 外公 are the mother's parents, 奶奶 and 爺爺 the father's: two people each.
    ("maternal grandmother", True, ("外婆", "外祖母", "姥姥")),
    ("maternal grandfather", True, ("外公", "外祖父", "姥爺")),
    ("grandmother", True, ("奶奶", "阿嬤", "祖母", "grandma", "grandmother", "granny", "gran", "nana", "nan")),
    ("grandfather", True, ("爺爺", "阿公", "祖父", "grandpa", "grandfather", "grandad", "granddad", "gramps")),
    (
        "relative",
        False,
        (
            *("叔叔", "阿姨", "舅舅", "姑姑", "伯伯", "伯父", "嬸嬸", "舅媽", "姑丈", "姨丈"),
            *("表哥", "表姐", "表姊", "表妹", "表弟"),
            *("堂哥", "堂姐", "堂姊", "堂妹", "堂弟", "uncle", "aunt", "cousin"),
        ),
    ),
    ("friend", False, ("朋友", "好友", "好朋友", "閨蜜", "死黨", "friend", "best friend", "close friend", "bestie")),
    ("classmate", False, ("同學", "classmate")),
    ("colleague", False, ("同事", "colleague", "coworker", "co-worker")),
    ("roommate", False, ("室友", "roommate", "flatmate")),
    # The owner of the business, and the user's own manager: one manager at a time.
    ("boss", False, ("老闆", "boss")),
    ("manager", True, ("直屬主管", "主管", "上司", "manager", "line manager", "supervisor")),
    ("neighbour", False, ("鄰居", "neighbor", "neighbour")),
    ("cat", False, ("貓咪", "貓", "cat", "kitten")),
    ("dog", False, ("狗狗", "狗", "dog", "puppy")),
    ("pet", False, ("寵物", "pet")),
)
# Chinese pets (and 先生, "Mr") count as an owner only before these: 貓叫咪咪, 狗今年三歲, 先生還在
# 開貨車, 先生這兩年都在開遊覽車.
PET_FOLLOWERS_ZH = (
    "的",
    "叫",
    "名字",
    "今年",
    "已經",
    "是",
    "住",
    "在",
    "還",
    "這",
    "都",
    "現在",
    "目前",
    "最近",
    "每",
)

# --------------------------------------------------------------------------------------
# Announcing a change
# --------------------------------------------------------------------------------------

# Words by which a new fact says something has changed: 搬到台南, 換了工作, 戒菸,
# "moved to", "switched to", "no longer". Matched on the whole normalised fact.
# 轉 as a change of school, job or value (轉到, 轉行), not 轉車 (changing trains).
TURN_MARKERS_ZH = ("轉到", "轉去", "轉行", "轉職", "轉系", "轉學", "轉成", "轉為", "轉換")
# "Left" as gone from, not what remains: "the only Iyer left among us", "two days left to go".
_LEFT = (
    # (and "left" as a way, not a leaving: "drifting left", "turn left", "on the left", "take a left";
    # nor a review left, nor a place left at an hour: "left Google a review", "left Austin at 6am")
    r"(?<!\bthe )(?<!\ba )(?<!\bwent )(?<!\bgo )(?<!\bturn )(?<!\bturns )(?<!\bturned )(?<!\bturning )"
    r"(?<!\bkeep )(?<!\bkept )(?<!\bswipe )(?<!\bswiped )(?<!\bdrifts )(?<!\bdrifted )(?<!\bdrifting )"
    r"(?<!\bpulls )(?<!\bpulled )(?<!\bpulling )(?<!\bveer )(?<!\bveers )(?<!\bveered )(?<!\bveering )"
    r"(?<!\bbear )(?<!\bstay )(?<!\bhang )(?<!\bfirst )(?<!\bmy )"
    r"left(?! \w+ (?:a|an) (?:review|comment|note|message|tip|voicemail)\b| \w+ at \d)"
    r"(?! (?:among|over|to (?:do|go|pay|spend|read|watch)|for (?:me|us|him|her|them)"
    r"|in (?:the|my|our) (?:tank|fridge|bank|account|family)|work (?:early|late|at)"
    r"|the (?:\w+ )?(?:office|house|building) (?:at|early|late|around))\b)"
)
# Words a marker of change, a switch or a stop is part of without saying one: 換電站 (a battery-swap
# station), 交換 (an exchange).
CHANGE_MARKERS_ZH_EXCEPT = {
    "換": r"(?<!交)換(?!電站|電池)",
    # the user left a club or a team, named right before (羽球社我退了); not a thing sent back (球鞋我退了)
    "我退了": r"[社團隊](?:上個?月|上週|上禮拜|去年|前陣子|已經|早就)?我退了(?!又)",
}
CHANGE_MARKERS_ZH = (
    *("漲", "調降", "降到", "調薪", "加薪", "減薪"),  # a price or pay that moved
    "搬",
    "換",
    "辭",
    "戒",
    "開始",
    "學會",
    "變成",
    "變得",
    "不再",
    "交了",
    "已經",
    "現在",
    "如今",
    "目前",
    "最近",
    "改",
    *TURN_MARKERS_ZH,
    "成為",
    "當上",
    "升",
    "畢業",
    "退休",
    "離職",
    "分手",
    "結婚",
    "訂婚",
    "離婚",
    "賣掉",
    "賣了",
    "後來",
    "終於",
    "更正",
    "其實",
    "記錯",
    "打錯",
    "弄錯",
    "講錯",
    "說錯",
    "搞錯",
    "才對",
    "克服",
    "剪",
    "染",
    "燙",
    "取消",
    "延期",
    "受洗",
    "改信",
    "懷孕",
    "領養",
    "迷上",
    "愛上",
    *("我退了", "我退出"),
    "恢復",
    "調回",
    "調去",
    "調往",
    "減量",
    "減到",
    "增加到",
    *("很久沒", "好久沒", "好幾個月沒", "好幾年沒", "刪掉", "刪了", "移除", "到職", "第一天上班"),
    # a stop said outright: 停掉, 放棄, 退訂; a pet gone: 當小天使了 (not 退出 or 退掉, said as often of another
    # member leaving, or of a place the old fact only passes through; nor 停用 or 康復, said of a day's
    # outage or of a recovery under way)
    *("停掉", "放棄", "退訂", "退會"),
    *("當小天使", "去當天使", "回喵星", "回汪星"),
)
# A pet or a person laid to rest: "we buried Biscuit", "crossed the rainbow bridge", "had him put down".
_LAID_TO_REST_EN = (
    r"buried(?! (?:in|under|with|myself|herself|himself)\b)",
    r"crossed the rainbow bridge",
    r"put (?:him|her|them|\w+) (?:down|to sleep)",
    r"(?:was|were|got) put (?:down|to sleep)",
)
CHANGE_MARKERS_EN = (
    *(r"rose", r"increased", r"dropped", r"got a raise", r"renewal", r"went up", r"went down"),
    r"moved",
    r"relocated",
    r"switched",
    r"changed",
    r"quit",
    r"started",
    r"began",
    r"learned",
    r"learnt",
    r"sold",
    r"graduated",
    r"got (?:engaged|married|divorced|into)",
    # "got a dog" is one more; "I've got a dog", "she's got a daughter", is having one.
    r"(?<!'ve )(?<!'s )(?<!have )(?<!has )got (?:a|an)",
    r"broke up",
    r"no longer",
    r"not any ?more",
    r"any ?more",
    r"now",
    r"these days",
    r"nowadays",
    r"recently",
    r"became",
    r"has become",
    r"turned",
    r"went",
    r"has gone",
    r"transferred",
    r"retired",
    r"took up",
    r"gave up",
    r"stopped",
    r"joined",
    _LEFT,
    r"since",
    r"correction",
    # (a correction, not an emphasis: "which is actually where Grace came from")
    r"actually(?! (?:where|how|why|who|when|because|quite|pretty|very|really|kind|sort|so|super|love|like|enjoy)\b)",
    r"got over",
    r"gotten over",
    r"overcame",
    r"cut out",
    r"converted",
    r"promoted",
    r"cancell?ed",
    r"went up",
    r"went down",
    r"dyed",
    r"cut (?:her|his|my|their) hair",
    r"gone (?:vegan|vegetarian)",
    r"had a baby",
    r"relocated",
    r"adopted",
    r"picked up",
    r"got into",
    r"handed in (?:my|his|her|their) notice",
    r"resigned",
    r"put (?:the|my|his|her|their) \w+ up",
    r"traded in",
    r"replaced",
    r"raised",
    r"bumped",
    r"is down to",
    r"is up to",
    r"extended",
    r"took (?:him|her|them|me) off",
    r"no more",
    r"last day",
    r"came off",
    r"(?:hasn\'t|haven\'t|has not|have not) touched",
    r"(?:hasn\'t|haven\'t|has not|have not) (?:\w+ ){0,3}?(?:in|for) "
    r"(?:months|years|ages|weeks|a (?:year|month|while))",
    *(r"rehome", r"rehomed", r"outgrew", r"outgrown", r"grew out of", r"deleted", r"uninstalled", r"migrated"),
    *(r"cut (?:down|back) to", r"came around", r"come around", r"warmed up to", r"first day at"),
    *(r"ditched", r"kicked the habit", r"kicked (?:my|his|her|their|the) \w+ habit"),
    # a subscription let go: "pulled the plug on Prime", "let my membership lapse", "unsubscribed"
    *(r"pulled the plug", r"let (?:(?:my|his|her|their|the) )?(?:\w+ ){0,2}lapse", r"unsubscribed"),
    r"(?:smoke|nicotine|alcohol|booze|caffeine)[- ]free (?:for|since)",
    *(r"swapped", r"went back to", r"got a new", r"switched over", r"lately", r"finally"),
)
# Words that narrow a fact to part of the time or of life (週末改成晚上跑步, "sleeps at 1 am on
# weekends", 公務手機): a change there may leave the rest of the old fact true.
SCOPE_MARKERS_ZH = (
    "的時候",
    "期間",  # 育嬰假期間, 出國期間: for that while
    # conditions: only when it rains, if …
    "下雨",
    "大雨",
    "雨天",
    "颱風",
    "天冷",
    "天熱",
    "的話",
    "如果",
    "要是",
    "遇到",
    "週末",
    "周末",
    "假日",
    "平日",
    "上班日",
    "放假",
    "出差",
    "有時",
    "偶爾",
    "公務",
    "工作用",
    "上班時",
    # a place: at home, out of it
    "回家",
    "在家時",
    "出門",
)
# The new fact says the old value still holds: "moved flats, still in Brooklyn", 還是住在台北.
STILL_MARKERS_ZH = ("仍然", "依然", "仍舊", "還是", "一樣", "照樣", "同一")
STILL_MARKERS_EN = (r"still", r"as before", r"the same")
SCOPE_MARKERS_EN = (
    r"during (?:(?:his|her|their|my|the) )?(?:parental|maternity|paternity|sick) leave",
    r"on weekends?",
    r"at weekends?",
    r"on weekdays",
    r"on holidays?",
    r"on vacation",
    r"when travel(?:l)?ing",
    r"at work",
    r"for work",
    r"sometimes",
    r"occasionally",
    r"when \w+ing",
    r"when it",
    r"if",
    r"on rainy days",
    r"in (?:the )?(?:winter|summer|rain)",
    r"while \w+ing",
    r"at home",
    r"in the (?:evenings|mornings)",
    r"after work",
)
# The opposite: a new fact about the past (以前住在高雄, "used to work at Apple") says
# nothing about now.
PAST_MARKERS_ZH = (
    *("以前", "之前", "從前(?![端台面進])", "小時候", "曾經", "曾", "當時", "那時"),
    # A meeting told as a past event: 是在教會詩班認識老婆的, 在星巴克巧遇大學同學.
    "是在[^，。,]{1,12}認識[^，。,]{0,6}的",
    "巧遇",
)
PAST_MARKERS_EN = (
    *(r"used to", r"formerly", r"as a child", r"when (?:he|she|they|i) was", r"in the past"),
    r"once(?! (?:a|an|every|per|or)\b)",  # ("once a week" is how often, not when)
    # (Not a bare year: "moved to Denver in 2023" says where the user lives now.)
    *(r"at the time", r"met (?:his|her|their|my) \w+ at", r"during (?:the )?(?:lockdown|pandemic)"),
    # "back in 2019", "back in uni": a time told as gone
    r"back in (?:(?:19|20)\d\d|the day|college|uni|school|high school|my \w+ days)",
)

# Head nouns that add nothing to a liked object: "jazz" / "jazz music", 日本 / 日本料理 is
# not covered (a country is not a cuisine), but 爵士 / 爵士樂 is, by the 樂 of the object.
GENERIC_HEADS = (
    "music",
    "food",
    "foods",
    "films",
    "movies",
    "games",
    "songs",
    "dishes",
    "cuisine",
    "音樂",
    "料理",
    "食物",
    "電影",
    "遊戲",
    "歌",
    "樂",
    "肉",
    "咪",
)

# Rewrites applied to a clause before it is read, so paraphrases meet one phrasing:
# 有早起的習慣 → 習慣早起; "has a habit of running" → "running".
# The same favourite, named two ways: a favourite film is a favourite movie.
SLOT_SYNONYMS = {
    "film": "movie",
    "films": "movie",
    "movies": "movie",
    "tv show": "show",
    "tv series": "show",
    "books": "book",
    "read": "book",
    "songs": "song",
    "團": "樂團",
    "bands": "band",
    "games": "game",
    "author": "writer",
    "片": "電影",
    "影集": "劇",
    "色": "顏色",
    "作家": "作者",
}

# Kinds of favourite within a wider kind, though not named after it: a novel is a book, a
# series a show, a dish a food. One favourite of each may hold, or one may be said both ways.
KINDS_WITHIN = {
    "novel": "book",
    "series": "show",
    "dish": "food",
    "菜": "食物",
    "料理": "食物",
    "小說": "書",
    "影集": "劇",
}

# Colours and seasons, which name their own kind when liked the most (最愛黑色 is a favourite colour).
_SEASONS_EN = r"spring|summer|autumn|fall|winter"
_COLOURS_EN = (
    r"red|orange|yellow|green|blue|purple|pink|black|white|gr[ae]y|brown|navy(?: blue)?|teal|beige|"
    r"(?:light|dark|pale|baby|sky|mint|forest|olive|royal) (?:blue|green|pink|purple)"
)
_SEASONS_ZH = r"[春夏秋冬]天|[春夏秋冬]季"
# Colour words, with 色 or without (深藍色, 粉紅), and no word that only ends so (角色, 景色, 秋色).
_COLOURS_ZH = (
    r"(?:淺|深|暗|亮|淡|螢光)?(?:粉紅|桃紅|酒紅|玫瑰|墨綠|薄荷綠|湖水綠|橄欖綠|天藍|寶藍|海軍藍|藏青|咖啡|卡其|奶茶|焦糖|"
    r"珊瑚|紅|橙|橘|黃|綠|藍|紫|白|黑|灰|棕|褐|金|銀|米|粉)色?"
)

# Said of the user, but about a child: 有個6歲的兒子 is 兒子6歲, "has a 5-year-old son" is "son is 5".
# Applied before the owner is read.
OWNER_REWRITES: tuple[tuple[str, str], ...] = (
    (r"^有(?:一)?個(\d{1,2}|[一二兩三四五六七八九十]{1,3})歲的(兒子|女兒|小孩|孩子)$", r"\2\1歲"),
    (r"^(?:has|have) an? (\d{1,2}|\w+)[- ]years?[- ]old (son|daughter|child|kid)$", r"\2 is \1"),
    # "Priya and I got engaged", "Sam and I tied the knot": the user did. (Not "broke up": "Tom and
    # I broke up a fight".)
    (
        r"^(?-i:[A-Z])[\w'-]+ and I "
        r"(?=(?:just |finally )?(?:got (?:engaged|married|hitched)|tied the knot|moved in)\b)",
        "",
    ),
    # 有一個妹妹在讀大學 is 妹妹在讀大學; "has a brother who lives in Leeds": the brother lives there.
    (
        r"^有(?:一)?(?:個|位)(哥哥|姊姊|姐姐|弟弟|妹妹|兒子|女兒|小孩|孩子)[，,]?"
        r"((?:在|正在|目前|現在|住|已經|是|當|讀|念|唸|工作|上班)[^，。,]+)$",
        r"\1\2",
    ),
    (
        r"^(?:has|have) (?:a|an|one) ((?:older |younger |little |big |twin )?(?:sister|brother|son|daughter|child|kid))"
        r",? (?:who|that) (.+)$",
        r"\1 \2",
    ),
    # A relative or partner with a name is that one's name: 有一個哥哥叫阿凱 is 哥哥叫阿凱, "has a
    # boyfriend named Sam" is "boyfriend is named Sam" (and so the same as "her boyfriend is Sam").
    (
        r"^有(?:一)?(?:個|位)(哥哥|姊姊|姐姐|弟弟|妹妹|男友|男朋友|女友|女朋友|老公|老婆|兒子|女兒)[，,]?"
        r"(?:叫|叫做|名叫|名字叫)([^，。,\s]{1,6})$",
        r"\1叫\2",
    ),
    (
        r"^(?:has|have) (?:a|an|one) ((?:older |younger |little |big |twin )?(?:sister|brother|boyfriend|girlfriend|"
        r"husband|wife|son|daughter|fianc[eé]e?))(?:,)? (?:named|called) ((?-i:[A-Z])[\w'-]+)$",
        r"\1 is named \2",
    ),
    (
        r"^((?-i:[A-Z])[\w'-]+) is (?:the user's|user's|her|his|their|my) ((?:older |younger |little |big |twin )?"
        r"(?:sister|brother|boyfriend|girlfriend|husband|wife|son|daughter|fianc[eé]e?))$",
        r"\2 is named \1",
    ),
)
# (Nothing but a time after it: "broke up a fight", "split up our savings" are no partings.)
_PARTING_ENDS = r"(?=\s*$|[,.;]|\s+(?:last|this|on|after|recently|yesterday|a few|in (?:\d{4}|(?-i:[A-Z])\w+)))"
# A parting told with the partner first, as the user's own: 小雯和我分手了 is 跟小雯分手了,
# "Chloe and I broke up" is "broke up with Chloe" (at the start of a sentence or clause).
PARTING_REWRITES: tuple[tuple[str, str], ...] = (
    (
        r"(^|[，。,;；]\s*)(?:使用者|我)?([^，。,;；和跟與]{1,6}?)(?:和|跟|與)(?:使用者|我)"
        r"(?=(?:已經|剛剛?|正式)?(?:分手|離婚))",
        r"\1跟\2",
    ),
    (
        rf"^(?:the user|user|i) and ([A-Z]\w+) (broke up|split up){_PARTING_ENDS}",
        r"\2 with \1",
    ),
    (
        rf"^([A-Z]\w+) and (?:the user|user|i|me) (broke up|split up){_PARTING_ENDS}",
        r"\2 with \1",
    ),
)
# The kind of home beside where it is: "lives in a studio apartment in Brooklyn", 住在台北的一間
# 小套房. The place is the home city (see `REWRITES`); the kind of home, said again, is news.
_A_HOME = r"(?:a|an|her|his|their|my|the) "
_HOME_KIND_EN = r"(?:[\w-]+ ){0,2}?(?:apartment|flat|house|condo|studio|loft|townhouse)(?: apartment)?"
_A_HOME_ZH = r"(?:一間|一棟|一個)?"
_HOME_KIND_ZH = r"小?(?:套房|公寓|房子|透天厝|雅房)"
HOME_KIND = (
    rf"\b(?:lives|living) in {_A_HOME}(?P<en>{_HOME_KIND_EN}) in "
    rf"|住在[^，。,;；]+?的{_A_HOME_ZH}(?P<zh>{_HOME_KIND_ZH})(?=$|[，。,;；!！])"
)
REWRITES: tuple[tuple[str, str], ...] = (
    # How sure a liking is, said after it ("my favourite game by a mile", "of all time", "hands
    # down"), says nothing of what is liked.
    (r"^(.+?),? (?:by (?:a mile|far|a long way)|hands down|of all time|no contest|without a doubt)$", r"\1"),
    # "Ramen is my number one food", "my #1 band": a favourite of the kind named (a kind of thing
    # liked: "my number one concern" is no favourite).
    (
        r"^(?:honestly |tbh )?(.+?) (?:is|are) (?:the user's |his |her |my |their )?(?:new )?"
        r"(?:#1|number one|top|goat|all-time fave?) "
        r"((?:\w+ )?(?:food|dish|snack|drink|band|singer|artist|song|album|movie|film|show|series|book|author|"
        r"game|team|sport|restaurant|colou?r|season|city|podcast|anime|brand|player|character|cuisine))$",
        r"favourite \2 is \1",
    ),
    (rf"^(lives|is living|now lives) in {_A_HOME}{_HOME_KIND_EN} in (.+)$", r"\1 in \2"),
    (rf"^住在(.+?)的{_A_HOME_ZH}{_HOME_KIND_ZH}$", r"住在\1"),
    (r"^有(.+?)的習慣$", r"習慣\1"),
    (r"^養成(?:了)?(.+?)的習慣$", r"習慣\1"),
    (r"^(?:has|is in) (?:a|the) habit of (.+)$", r"\1"),
    (
        r"^is in (?:his|her|their|my|the) (?:final|last|senior) year (?:of|at|in) (?:college|university|uni)$",
        "is a college senior",
    ),
    # 我們離婚了, 我們訂婚了: the user and the partner, so the user's own status.
    (r"^(?:我們|兩人|兩個人|我們倆|我們兩個|他們倆)(?:已經|正式|剛剛?)?(?=離婚|結婚|訂婚|登記結婚)", ""),
    (r"^(?:has )?outgr[eo]wn? (?:my |her |his |their |the )?(.+?) allergy$", r"is no longer allergic to \1"),
    (r"^(?:makes a point of|tends to) (.+)$", r"\1"),
    # 又開始抽了: smoking, the thing one smokes unsaid.
    (r"^(又|重新|再度)?開始抽(?:了)?$", r"\1開始抽菸"),
    # Sober: no drink at all ("proudly sober", "hasn't had a drink in six months").
    (
        r"^(?:is |has been |been )?(?:now |proudly |completely |totally |fully |stone[- ]cold )?sober"
        r"(?: now| these days| for .+| since .+)?$",
        "doesn't drink",
    ),
    (
        r"^(?:hasn't|has not|hasnt) (?:had|touched) (?:a drink|a drop|alcohol|any alcohol)(?: (?:in|for|since) .+)?$",
        "doesn't drink",
    ),
    # "off the drink completely since January" (Irish and British for stopped drinking).
    (
        r"^(?:is |has been |been )?(?:now )?off the (?:drink|booze|gargle|sauce|bevvies)"
        r"(?: completely| altogether| entirely)?(?: now| these days| for .+| since .+)?$",
        "doesn't drink",
    ),
    # "works at a startup called Lumen Health": the place is its name.
    (
        r"^(.+? (?:at|for|joined)) an? (?:\w+ )?(?:startup|start-up|company|firm|agency|studio|consultancy|charity|"
        r"shop|bakery|cafe|restaurant|clinic|bank) (?:called|named) (.+)$",
        r"\1 \2",
    ),
    (r"^has an? (.+?) allergy$", r"is allergic to \1"),
    # "penicillin allergy", "Allergies: peanuts": an allergy named in a note.
    (r"^(?!(?:no|any|seasonal|food|bad|the|my|his|her)\b)([\w -]{3,30}?) allerg(?:y|ies)$", r"is allergic to \1"),
    (r"^allerg(?:y|ies) (?:is |are |to )?(?!none\b|nothing\b)(.+)$", r"is allergic to \1"),
    # "spiders freak me out": a fear.
    (r"^(.+?) (?:freaks?|scares?|terrif(?:y|ies)|creeps?) (?:me|him|her|them) out$", r"is scared of \1"),
    # "is a smoker", "smokes cigarettes": smoking.
    (r"^is an? (?:regular |daily |heavy )?smoker$", "smokes"),
    (r"^smokes (?:cigarettes|cigs|ciggies)$", "smokes"),
    # A US school year by its grade: "11th grade", "a 12th grader" (grades 9 to 12 are high school).
    *(
        (rf"^(?:is )?(?:in )?(?:the )?(?:an? )?{n}th grade(?:r)?$", f"is a high school {year}")
        for n, year in ((9, "freshman"), (10, "sophomore"), (11, "junior"), (12, "senior"))
    ),
    # Grades 1 to 5 are elementary school and 6 to 8 middle school ("started first grade this fall").
    (
        r"^(?:is |has |just )?(?:started |starts |is starting |moved up to |is now in |now in )?(?:in )?(?:the )?"
        r"(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th) grade(?:r)?(?: this \w+| now)?$",
        "is in elementary school",
    ),
    (
        r"^(?:is |has |just )?(?:started |starts |is starting |moved up to |is now in |now in )?(?:in )?(?:the )?"
        r"(?:sixth|seventh|eighth|6th|7th|8th) grade(?:r)?(?: this \w+| now)?$",
        "is in middle school",
    ),
    # "started freshman year at UCLA" is a freshman at UCLA.
    (
        r"^(?:started|starting|began|is starting|just started|has started) (?:her |his |their )?"
        r"(freshman|sophomore|junior|senior) year (at (?-i:[A-Z]).*)$",
        r"\1 \2",
    ),
    # "a junior at UCLA" is a junior in college (a high school names itself).
    (
        r"^(is )?(an? )?(freshman|sophomore|junior|senior) at (?!.*\bhigh\b)"
        r"(?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*){0,4}$",
        r"\1\2\3 in college",
    ),
    (r"^(?:is )?an? non-?smoker$", "doesn't smoke"),
    (r"^(?:is )?an? non-?drinker$", "doesn't drink"),
    # Not drinking, said of nothing, is of alcohol: "doesn't drink", teetotal.
    (r"^(?:is )?(?:doesn'?t|does not|don'?t|never) drinks?$", "doesn't drink alcohol"),
    (r"^(?:has|have) an? (?:\w+ )?(?:fear|phobia) of (.+)$", r"is afraid of \1"),
    (r"^(?:is )?(?:scared|terrified|frightened) of (.+)$", r"is afraid of \1"),
    (r"^滴酒不沾$", "不喝酒"),
    # A singer's or band's music is the singer or band: "loves Taylor Swift's music".
    (r"^(loves|likes|enjoys|is into|listens to) (.+?)'s? (?:music|songs)$", r"\1 \2"),
    # A hobby is what one likes doing: 興趣是打羽球 is 喜歡打羽球.
    (r"^(?:的)?(?:興趣|嗜好)(?:是|就是)(.+)$", r"喜歡\1"),
    (r"^(?:的)?通勤(?:方式|工具)(?:是|為)(.+?)$", r"\1上班"),
    (r"^(?:has been |is |is now |went |has gone |has stayed )?(?:smoke|nicotine)-free(?: for .+)?$", "doesn't smoke"),
    # How much is how often: "smokes half a pack a day" smokes.
    (
        r"^(smokes) (?:about |around )?(?:half a pack|a pack|\w+ packs|\w+ cigarettes|a few cigarettes)"
        r"(?: a day| per day| daily| a week)$",
        r"\1",
    ),
    (r"^沒有?(.+?)的習慣$", r"不\1"),
    (r"^is an? (?:heavy |light |regular |occasional |social )?(smoke|drink)r$", r"\1s"),
    # "likes purple the most of all colors" is a favourite colour; so is "loves pizza more than
    # any other food".
    (r"^(?:likes|loves|enjoys) (.+?) (?:the )?(?:most|best) (?:of all|among) (?:the )?(.+?)s?$", r"favourite \2 is \1"),
    (r"^(?:likes|loves|enjoys) (.+?) more than (?:any other|all other) (.+?)s?$", r"favourite \2 is \1"),
    # "Arctic Monkeys are my #1": the most liked, of no named kind.
    (
        r"^(?:honestly |tbh )?(.+?) (?:is|are) (?:the user's |his |her |my |their )?(?:new )?(?:#1|number one)$",
        r"likes \1 the most",
    ),
    # A superlative liking of a colour or a season names its kind: 最喜歡夏天, "loves spring the most".
    (rf"^(?:likes|loves) ({_SEASONS_EN}) (?:the )?(?:most|best)$", r"favourite season is \1"),
    (rf"^(?:likes|loves) ({_COLOURS_EN}) (?:the )?(?:most|best)$", r"favourite color is \1"),
    # 臭豆腐是我的本命, 草東是她的最愛: the most liked, of no named kind.
    (r"^([^是]{1,12}?)(?:就)?是(?:使用者|我|他|她)?的?(?:心中|心目中)?的?(?:本命|最愛)$", r"最喜歡\1"),
    (rf"^(?:最喜歡|最愛|最喜愛)(?:的是)?({_SEASONS_ZH})$", r"最喜歡的季節是\1"),
    (rf"^(?:最喜歡|最愛|最喜愛)(?:的是)?({_COLOURS_ZH})$", r"最喜歡的顏色是\1"),
)

# When something happened, at the edge of a clause, says nothing about what: 上個月搬去新竹,
# "moved to Kyoto last spring". Future times are kept: they are what a plan is about.
LEADING_PAST_ZH = (
    r"^(?:上個?月|上禮拜|上個?星期|上週末?|昨天|昨晚|前天|去年|前年|前陣子|前幾天|幾天前|幾週前|幾個月前|"
    r"今天|這個月|這禮拜|這週|上次)"
)
TRAILING_PAST_EN = (
    r" (?:last (?:week|month|year|spring|summer|fall|autumn|winter|weekend|night|easter|christmas|thanksgiving)|"
    r"yesterday|earlier this "
    r"(?:week|month|year)|this (?:year|month|week|spring|summer|fall|autumn|winter)|"
    r"(?:a|one|two|three|a few|several|\d+) (?:days?|weeks?|months?|years?) ago|in \d{4}|"
    r"over the weekend|this past weekend|"
    r"since (?:\d{4}|last \w+|(?:early |late )?(?:january|february|march|april|may|june|july|august|september|"
    r"october|november|december)(?: \d{4})?|college|high school|then)|"
    r"for (?:the (?:past|last) )?(?:two|three|four|five|six|seven|eight|nine|ten|a few|several|many|\d+) "
    r"years(?: now)?|"
    r"for (?:the (?:past|last) )?(?:a|one|two|three|four|five|six|a few|several|\d+) (?:months?|weeks?) now|"
    r"for years(?: now)?|for a while now|as of (?:last|this) \w+|"
    r"(?:back )?in (?:january|february|march|april|may|june|july|august|september|october|november|december))$"
)
# Why, or what for, at the end of an English clause says nothing about what the fact is: "moved to
# Austin last spring for a new job", "quit coffee because of her sleep", "sold the car to save money".
# (Not a bare "for": "works for her family's business" names the employer.)
TRAILING_REASON_EN = (
    r" (?:because\b|'cause\b|due to\b|so that\b|in order to\b|"
    r"since (?:she|he|they|i|we|it|her|his|their)\b|"
    r"to (?:be (?:closer|nearer) to|be near|be with|save (?:money|time)|live (?:closer|nearer) to)\b|"
    r"for (?:a |an |her |his |their |my )?(?:new|better) (?:job|position|role|opportunity|start)\b|"
    r"after (?:she|he|they|i|we) (?!\w+ing\b)\w+|(?:since|after) (?!during\b)\w+ing\b|"
    r"after (?:a|an|one|two|three|four|five|six|several|a few|\d+) (?:days?|weeks?|months?|years?) of\b|"
    r"after (?:a|an|the|her|his|their|my) (?:growth spurt|surgery|operation|breakup|divorce|wedding|diagnosis|"
    r"accident|injury|illness|layoff|promotion)\b).*$"
)
# With whom, beside a place, says nothing of where: 跟男友一起搬去新竹, "relocated to Denver with her
# partner in March", "now lives alone in Denver". Only beside a place (a verb of moving or living
# and where to; in English a named place), for alone it is the fact itself: 跟爸媽一起住, "lives with
# her parents". (Said again with whom, a fact is news, never a repeat: see `comparing`.)
COMPANY_ZH = r"(?:跟|和|與|同)[^，。,\s]{1,6}?一起(?=搬到|搬去|搬回|搬家到|住在|定居在|定居於)"
COMPANY_EN = (
    r" (?:(?:together )?with (?:(?:her|his|their|my|the|a|two|three|some) )?(?:[\w-]+ ){0,2}?"
    r"(?:partner|boyfriend|girlfriend|husband|wife|fianc[eé]e?|family|parents|kids|children|roommates?|friends?|sister|brother|mom|dad|son|"
    r"daughter)s?|alone|by (?:herself|himself|themselves))(?=$|[.!,;]| in\b| to\b)"
)
# Words that stand for a value without naming it, or say who said it: 這是她最喜歡的食物, 說是她最
# 喜歡的食物, "that is her favorite food". No value: the value is in the clause before.
NOT_VALUES = frozenset({"這", "那", "這個", "那個", "它", "這些", "那些", "說", "她說", "他說", "就", "也", "都"})
NOT_VALUES_EN = frozenset({"this", "that", "it", "these", "those", "which", "she says", "he says", "they say"})
LEADING_PAST_EN = (
    r"^(?:as of (?:this|last) (?:week|month|year)|as of (?:today|now)|"
    r"last (?:week|month|year|spring|summer|fall|autumn|winter)|yesterday|today|tonight|"
    r"this (?:year|month|week|morning)),? "
)
# English clauses joined by "and" + a new predicate: "switched jobs and now works at Netflix".
AND_CLAUSE_EN = (
    r"\s+and\s+(?=(?:now|then|also|has|is|was|got|started|moved|works|lives|drives|became|quit|joined|"
    r"is now|recently)\b)"
)

# --------------------------------------------------------------------------------------
# A change of topic: what kind of change a new fact announces
# --------------------------------------------------------------------------------------

# Something stopped: 戒咖啡, 不再打球, 把車賣掉, "quit keto", "sold the Civic".
STOP_MARKERS_ZH = (
    "戒掉",
    "戒了",
    "戒",
    "不再",
    "停止",
    "停掉",
    "放棄",
    "辭掉",
    "辭職",
    "離職",
    "離開",
    "賣掉",
    "賣了",
    "送給",
    "送人",
    "過世",
    "走了",
    "分手",
    "不去了",
    "沒在",
    "很少",
    "退出",
    "我退了",  # (the user as the one who left a club named right before: 羽球社我退了)
    "克服",
    "不怕",
    "取消",
    "搬出",
    "搬離",
    "退掉",
    "退訂",
    "退會",
    "停用",
    # a subscription let go: 沒有續訂, 自動續訂關掉 (after 續訂 is named, 關掉 says it stopped)
    *("沒續訂", "沒有續訂", "不續訂", "不再續訂", "續訂關掉", "取消訂閱", "出清"),
    "康復",
    "痊癒",
    # a pet gone: 當小天使了, 回喵星了
    *("當小天使", "去當天使", "回喵星", "回汪星"),
)
STOP_MARKERS_EN = (
    # "three weeks sober today", "three months off the fags now": a stop, said as people say it
    r"(?:days?|weeks?|months?|years?) sober",
    r"(?:i'm|i am|im) sober now",
    r"(?:days?|weeks?|months?|years?) off the (?:cigarettes|smokes|booze|sauce)",
    r"(?:i'm|i am|im|i've been|ive been) off the (?:cigarettes|smokes|booze|sauce)",
    r"quit",
    r"quits",
    r"stopped",
    r"gave up",
    r"has given up",
    r"no longer",
    r"sold",
    _LEFT,
    r"passed away",
    r"died",
    r"rehomed",
    r"gave (?:away )?(?:his|her|my|their) (?:\w+ ){0,2}(?:away|to)",
    r"any ?more",
    r"rarely",
    # "dropped keto", "dropped out"; not "dropped the dog at the groomer's", "dropped my book"
    r"dropped(?! (?:the|my|his|her|their|a|an) (?!(?:\w+ )?(?:nickname|name|class|course|module|subject|club|team"
    r"|lessons?|membership|subscription|habit|plan|idea|job|shift|gig)s?\b)\w+)"
    r"(?! (?:off|by|in|him|them|it)\b)",
    r"broke up",
    r"cancel(?:l?ed)?",
    r"got over",
    r"gotten over",
    r"overcame",
    r"cut out",
    r"cancell?ed",
    r"called off",
    r"recovered",
    r"handed in (?:my|his|her|their) notice",
    r"resigned",
    r"took (?:him|her|them|me) off",
    r"no more",
    r"came off",
    r"(?:hasn\'t|haven\'t|has not|have not) touched",
    # an app uninstalled, a pet rehomed, an allergy outgrown: it stopped
    *(r"rehome", r"outgrew", r"outgrown", r"grew out of", r"uninstalled"),
    # a habit dropped in chat words
    *(r"ditched", r"kicked the habit", r"kicked (?:my|his|her|their|the) \w+ habit"),
    r"(?:smoke|nicotine|alcohol|booze|caffeine)[- ]free (?:for|since)",
    *_LAID_TO_REST_EN,
)
# Something replaced: 搬, 換, 改, 變成, 延到, "switched", "moved", "now", "correction".
SWITCH_MARKERS_ZH = (
    "搬",
    "換",
    "改",
    *TURN_MARKERS_ZH,
    "變成",
    "變",
    "升",
    "延",
    "調到",
    "成為",
    "當上",
    "現在",
    "如今",
    "更正",
    "才對",
    "記錯",
    "打錯",
    "弄錯",
    "其實是",
    "到了",
    "決定",
    "受洗",
    "延到",
    "升為",
    "調回",
    "調去",
    "調往",
    "減量到",
    "減到",
    "增加到",
    # a price or pay that moved: 房租漲到一萬四, 調薪
    "漲",
    "調降",
    "降到",
    "調薪",
    "加薪",
    "減薪",
)
SWITCH_MARKERS_EN = (
    r"moved",
    r"switched",
    r"changed",
    r"became",
    r"has become",
    r"now",
    r"correction",
    # (a correction, not an emphasis: "which is actually where Grace came from")
    r"actually(?! (?:where|how|why|who|when|because|quite|pretty|very|really|kind|sort|so|super|love|like|enjoy)\b)",
    r"rescheduled",
    r"postponed",
    r"pushed",
    r"instead",
    r"upgraded",
    r"joined",
    r"transferred",
    r"is no longer",
    r"converted",
    r"promoted",
    r"relocated",
    r"went up",
    r"went down",
    r"gone (?:vegan|vegetarian)",
    r"put (?:the|my|his|her|their) \w+ up",
    r"traded in",
    r"replaced",
    r"raised",
    r"bumped",
    r"is down to",
    r"is up to",
    r"extended",
    r"rose",
    r"increased",
    r"dropped",
    r"got a raise",
    r"renewal",
    *(r"migrated", r"cut (?:down|back) to", r"came around", r"come around", r"warmed up to"),
    *(r"swapped", r"went back to", r"got a new", r"switched over"),
)
# Something began: 開始, 學會, 領養, "started", "took up", "adopted".
# Of those, the ones that only say "as things are now" (現在, "now"): a new value, or perhaps
# one more beside the old. Enough to put a pair in front of staff, not to archive on a topic.
# A new one of the same: 換了一支新的iPhone after 用iPhone, "got a new pair of glasses".
NEW_ONE_MARKERS_ZH = ("新的", "一支新", "一台新", "一副新", "一雙新", "一個新")
NEW_ONE_MARKERS_EN = (r"a new", r"a newer", r"the new", r"the latest", r"another")
WEAK_SWITCH_MARKERS_ZH = ("現在", "如今", "到了", "決定")
WEAK_SWITCH_MARKERS_EN = (r"now",)
START_MARKERS_ZH = ("又開始", "重新開始", "開始", "學會", "交了", "領養", "養了", "迷上", "愛上", "恢復")
START_MARKERS_EN = (r"started", r"began", r"learned", r"learnt", r"took up", r"adopted", r"picked up", r"got into")
# A second value beside the first: 也, 另外, "also", "another" — not a change.
ADDITIVE_MARKERS_ZH = (
    "也",
    "雙重國籍",  # a second citizenship beside the first
    "另一",  # 另一間房子, 另一份工作
    "又領養",
    "又養",
    "又買",
    "又多",
    "再養",
    "多養",
    "另外",
    "同時",
    "還要",
    "還會",
    "還有",
    "此外",
    "其中",
    "兼職",
    "打工",
)
ADDITIVE_MARKERS_EN = (
    r"also",
    r"dual (?:citizen(?:ship)?|national(?:ity)?)",
    r"too",
    r"another",
    r"as well",
    r"either",
    r"in addition",
    r"second",
    r"other",
    r"part-time",
    r"besides",
)
# A wish or a goal is not a change yet: 想去Google, "wants to become a writer".
WISH_MARKERS_ZH = (
    *("想", "希望", "夢想", "目標", "打算", "計畫", "考慮", "準備", "正在學", "在學", "面試"),
    *("試著", "嘗試", "努力"),
    # 在戒珍奶: trying to quit, not quit; 升上護理長的機會很大: perhaps.
    *("在戒", "正在戒", "機會", "可能", "也許", "或許"),
    # Not yet: 明年要戒菸, 下個月要搬出宿舍, 即將離職 (the old fact still holds today).
    *("即將", "快要", "就要", "建議", "報名", "失敗", "下定決心", "立志", "又開始", "提了離職", "提離職"),
    *("叫使用者戒", "叫他戒", "叫她戒", "叫我戒"),
    *("下個月開始", "下週開始", "下禮拜開始", "明天開始", "明年開始", "下學期開始"),
    *("要搬", "要戒", "要辭", "要離職", "要離開", "要換", "要停", "要賣", "要退", "要分手", "要取消"),
)
WISH_MARKERS_EN = (
    r"wants?",
    r"hopes?",
    r"plans?",
    r"planning",
    r"someday",
    r"goal",
    r"target",
    r"would like",
    r"dreams?",
    r"considering",
    r"thinking about",
    r"trying to",
    r"tries to",
    r"attempting to",
    r"interviewing",
    r"taking .* lessons",
    # Perhaps, not yet: "might be promoted next year", "will move in May".
    r"might",
    r"will",
    # "is going to quit", not "started going to the gym" nor "she's going to Crete".
    r"(?:is|am|are|was|were|'s|'re|'m) going to "
    r"(?!the |a |an |his |her |my |their |work|school|church|bed|class)(?=(?-i:[a-z]))",
    r"gonna",
    r"about to",
    r"decided to",
    r"promised",
    r"tried to",
    r"resolution",
    r"swore",
    r"(?:told|advised|urged) (?:him|her|them|me|the user) to",
    r"failed",
    r"after (?:he|she|they|the user) starts",
    r"could (?:be|get)",
    r"is likely to",
    r"(?:will|would) probably",
)
# Words that carry no topic: subjects, function words, numbers and measure words, the
# commonest verbs, and the markers above. What remains of two facts is what they are about.
TOPIC_STOP_ZH = (
    "使用者",
    # saying and changing are no topic (使用者提到…, 改成…: not 提, not 成)
    *("提到", "提過", "提及", "改成", "換成", "變成", "改為"),
    # people one does things with are company, not a topic: 跟朋友合租, 帶全家去
    "朋友",
    "公司",
    "全家",
    "家人",
    "爸媽",
    "同事",
    "我們",
    "他們",
    "習慣",  # "has a habit of": every habit shares it
    "用戶",
    "大家",
    "自己",
    "我",
    "他",
    "她",
    "的",
    "了",
    "是",
    "在",
    "有",
    "很",
    "都",
    "會",
    "要",
    "就",
    "還",
    "又",
    "不",
    "沒",
    "把",
    "被",
    "跟",
    "和",
    "與",
    "而",
    "才",
    "只",
    "更",
    "最",
    "每",
    "天",
    "個",
    "隻",
    "台",
    "杯",
    "次",
    "週",
    "年",
    "月",
    "號",
    "說",
    "其實",
    *("原本", "原來"),  # "originally" is no topic (原本的日本行程: not 本)
    "一",
    "二",
    "兩",
    "三",
    "四",
    "五",
    "六",
    "七",
    "八",
    "九",
    "十",
    "百",
    "幾",
    "多",
    "少",
    "些",
    "這",
    "那",
    "到",
    "從",
    "給",
    "讓",
    "對",
    "為",
    "得",
    "著",
    "過",
    "啦",
    "喔",
    "呢",
    "吧",
    "嗎",
    "已經",
    "最近",
    "目前",
    "平常",
    "大概",
    "大約",
    "左右",
    "喜歡",
    "討厭",
    "愛",
    "學",
    "養",
    "住",
    "工作",
    "上班",
    "吃",
    "喝",
    "玩",
    "看",
    "聽",
    "講",
    "開",
    "用",
    "買",
    "做",
    "去",
    "當",
    "叫",
    "可以",
    "能",
    "下",
    "上",
    "前",
    "後",
    "點",
    "早",
    "晚",
    "常",
    "常常",
    "經常",
    "每天",
    "每週",
    "早上",
    "晚上",
    "一直",
    "完全",
    "徹底",
    "再也",
    # measure words: 一天一包 counts, it names nothing
    "包",
    "根",
    "瓶",
    "罐",
    "碗",
    "份",
    "支",
    "條",
)
TOPIC_STOP_EN = (
    "as",
    # common verbs say what is done, not to what: "doesn't eat shellfish" / "eating fish"
    "eat",
    "eats",
    "eating",
    "drink",
    "drinks",
    "make",
    "take",
    "taking",
    "having",
    "going",
    # times of day and dates are values, not topics: a birthday in June, a deadline in June
    *(f"{t}s" for t in TIMES_OF_DAY_EN),
    *TIMES_OF_DAY_EN,
    *MONTHS_EN,
    *WEEKDAYS_EN,
    "born",
    "both",
    "all",
    "named",
    "called",
    # reported speech
    "said",
    "says",
    "told",
    "tells",
    "mentioned",
    "mentions",
    "the",
    "a",
    "an",
    "user",
    "user's",
    "users",
    "i",
    "i'm",
    "my",
    "he",
    "she",
    "his",
    "her",
    "their",
    "they",
    "is",
    "am",
    "are",
    "was",
    "be",
    "been",
    "has",
    "have",
    "had",
    "does",
    "do",
    "did",
    "doesn't",
    "don't",
    "not",
    "no",
    "to",
    "of",
    "in",
    "on",
    "at",
    "for",
    "from",
    "with",
    "and",
    "or",
    "but",
    "by",
    "it",
    "its",
    "that",
    "this",
    "now",
    "just",
    "every",
    "day",
    "days",
    "week",
    "month",
    "year",
    "years",
    "a.m.",
    "p.m.",
    "am",
    "pm",
    "one",
    "two",
    "three",
    "likes",
    "like",
    "loves",
    "love",
    "hates",
    "lives",
    "live",
    "works",
    "work",
    "goes",
    "go",
    "gets",
    "get",
    "got",
    "uses",
    "use",
    "makes",
    "takes",
    "very",
    "really",
    "still",
    "again",
    "also",
    "last",
    "about",
    "around",
    "new",
    "own",
    "most",
    "all",
    "can",
    "can't",
    "learn",
    "learning",
    "study",
    "studying",
)

# Job titles that name the same job; the first is how values compare.
JOB_SYNONYMS = (
    ("護理師", "護士", "nurse"),
    ("醫生", "醫師", "doctor", "physician"),
    ("老師", "教師", "teacher"),
    ("工程師", "engineer"),
    (
        "軟體工程師",
        "軟體開發者",
        "程式設計師",
        "software engineer",
        "software developer",
        "programmer",
        "developer",
        "coder",
    ),
    ("律師", "lawyer", "attorney"),
    ("廚師", "chef", "cook"),
    ("會計師", "會計", "accountant"),
    ("設計師", "designer"),
    ("業務", "業務員", "salesperson", "salesman", "sales rep"),
    ("司機", "driver"),
    ("警察", "police officer", "policeman", "policewoman", "officer"),
    ("公務員", "civil servant"),
    ("藥師", "藥劑師", "pharmacist"),
    ("家庭主婦", "主婦", "housewife", "homemaker"),
)
# English number words, read as digits wherever a value is compared.
NUMBER_WORDS_EN = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
)

# Countries and regions: a place "lives in" may name without being a city.
# Regions bigger than a city (a state, a province): "lives in California" and "lives in San
# Diego" can both be true, so neither is read as a home city.
REGIONS_EN = (
    "alabama",
    "alaska",
    "arizona",
    "arkansas",
    "california",
    "colorado",
    "connecticut",
    "delaware",
    "florida",
    "georgia",
    "hawaii",
    "idaho",
    "illinois",
    "indiana",
    "iowa",
    "kansas",
    "kentucky",
    "louisiana",
    "maine",
    "maryland",
    "massachusetts",
    "michigan",
    "minnesota",
    "mississippi",
    "missouri",
    "montana",
    "nebraska",
    "nevada",
    "ohio",
    "oklahoma",
    "oregon",
    "pennsylvania",
    "tennessee",
    "texas",
    "utah",
    "vermont",
    "virginia",
    "washington",
    "wisconsin",
    "wyoming",
    "new hampshire",
    "new jersey",
    "new mexico",
    "new york state",
    "north carolina",
    "north dakota",
    "rhode island",
    "south carolina",
    "south dakota",
    "west virginia",
    "washington state",
    "ontario",
    "quebec",
    "british columbia",
    "alberta",
    "manitoba",
    "nova scotia",
    "saskatchewan",
    "new south wales",
    "victoria",
    "queensland",
    "tasmania",
    "scotland",
    "wales",
    "bavaria",
    "the bay area",
    "bay area",
    "silicon valley",
    "new england",
    "the midwest",
    "midwest",
    "europe",
    "asia",
)
COUNTRIES_EN = (
    "taiwan",
    "japan",
    "korea",
    "china",
    "usa",
    "america",
    "canada",
    "uk",
    "england",
    "britain",
    "france",
    "germany",
    "italy",
    "spain",
    "australia",
    "singapore",
    "thailand",
    "vietnam",
    "india",
    "europe",
    "asia",
    "mexico",
    "brazil",
    "the us",
    "the uk",
)

# Words that name one topic, so that 不喝咖啡 meets 喝拿鐵 and "has no pets" meets "adopted a
# rabbit": each group is a topic, its words the things it covers (Chinese by substring,
# English by stem).
# The words of a topic that name all of it (酒, "alcohol"), not one kind (啤酒, "wine"):
# stopping one kind (戒了啤酒) is no stop of another (過年喝一點紅酒), nor of all of it.
GROUP_GENERIC_WORDS = {
    "alcohol": ("酒", "alcohol", "drinking", "booze", "sober"),
    "coffee": ("咖啡", "coffee", "caffeine"),
    "smoking": ("菸", "煙", "smok", "cigarette"),
    "pet": ("寵物", "pet"),
    "exercise": ("運動", "exercis", "workout", "work out"),
}
# The user and a partner parting.
PARTED = (
    r"分手(?!的|過)|離婚|分開了|(?<=女友|男友|老婆|老公|伴侶)分了(?=$|[，。,;；!！])|"  # 跟女友分了 (not 分了一塊蛋糕)
    # (Not "split up the chores", "separated the laundry", "broke up a fight".)
    r"\b(?:broke up|split up|divorced|separated)\b"
    r"(?! (?:(?:the|a|an)(?! (?:week|month|year|day|night|few|couple|while)\b)|our|my|his|her|their|it|them|into"
    r"|in half|in two)\b)"
)

# Topics that are several things at once (fears; ways and times of getting to work):
# meeting on the topic alone, without
# one word in common, is never enough to archive.
SEVERAL_AT_ONCE = ("fear", "commute")
# Topics and areas the user may hold several of at once (pets, children, languages, social
# media): one more is no change.
MULTI_VALUED_GROUPS = ("<pet>", "<children>", "<language>", "<social media>")

# A child born (寶寶出生了, 生了一個女兒, "gave birth"): it ends a pregnancy, and having none.
_BIRTH = (
    r"(?:女兒|兒子|寶寶|小孩|孩子|雙胞胎|baby|son|daughter|twins)[^，,。]{0,8}(?:出生|誕生|\bborn\b)|"
    r"生了(?:一個|個|一對)?(?:女兒|兒子|寶寶|小孩|男孩|女孩|男寶|女寶|雙胞胎)|"
    r"\b(?:had|welcomed) (?:a |our |my |their )?(?:(?:new|first|second|baby|little|healthy) )*"
    r"(?:baby|babies|twins|son|daughter|boy|girl)(?=[,.!;~]|$| (?:on|in|at|last|this|yesterday|today|tonight|"
    r"named|called|weighing|early|born)\b)|\bgave birth\b"
)
# Loans by name: paid off they end a debt; taken out, they end having none.
_LOANS_ZH = r"學貸|房貸|車貸|卡債|貸款"
# A state that an event ends: expecting a baby, then the baby born.
ENDED_BY: tuple[tuple[str, str, str], ...] = (
    (
        "pregnancy",
        r"懷孕|懷了|有孕|預產期|"
        r"\b(?:pregnant|expecting (?:a |our |her |their |my |first )*(?:baby|child|son|daughter|twins)|"
        r"is expecting|due (?:in|on|date))\b",
        rf"{_BIRTH}|(?:平安)?生產了|(?<!怕)(?<!會)(?:流產|小產)了"
        r"|\b(?:had a miscarriage|miscarried|lost (?:the|our|my) baby)(?=[,.!;]|$| (?:at|last|this|on|in|yesterday)\b)",
    ),
    (
        "military service",
        r"當兵|服役|服兵役|替代役|在部隊|\bin the (?:army|military)\b|\bdoing (?:military|national) service\b"
        r"|\bserving in the (?:british |indian |australian )?(?:army|navy|royal navy|air force|raf|marines)\b",
        r"退伍|服役期滿|役畢|\b(?:discharged|finished (?:my |his |her |their )?(?:military|national) service)\b"
        r"|\b(?:ord-?ed|officially a civilian|a civilian again|handed in my kit|back in civvies)\b"
        r"(?!.*\b(?:leave|weekend|for the)\b)",
    ),
    (
        "home rented",
        r"租(?:房子|屋|房|套房|公寓|雅房)|(?:房子|套房|公寓)是租的|\brent(?:s|ing)? (?:an? |the |a small )?"
        r"(?:apartment|flat|room|house|place|studio)\b|\brenter\b",
        r"買(?:了)?(?:房子|房|新房|公寓|透天|一間房)|"
        r"\b(?:bought|purchased) (?:a |our |my |her |his |their |the )?(?:\w+ )?"
        r"(?:house|home|flat|apartment|condo|place)\b|"
        r"\bclosed on (?:a |the |our |my )?(?:house|home|place)\b|"
        r"\bown (?:my|our|her|his|their) (?:flat|home|house|place)\b",
    ),
    (
        "medication",
        r"吃.{0,6}藥|服用.{0,6}藥|\btakes? (?:\w+ ){0,3}(?:medication|meds|pills|antidepressants)\b|"
        r"\bon (?:\w+ )?(?:medication|meds|antidepressants)\b",
        r"停藥|不用(?:再)?吃藥|\b(?:off (?:the |my |her |his )?(?:meds|medication|antidepressants)|stopped taking)\b",
    ),
    (
        "time in high school",
        # (A student's, not a teacher's: 在補習班教高中生, "teaches chemistry in high school".)
        r"(?<!教)高中生|(?:念|讀|唸)高中|高[一二三]生|準備學測|"
        r"\b(?:is|am|'m|still) (?:a )?(?:high school (?:student|senior|junior|sophomore|freshman)|in high school)\b",
        r"考上(?:了)?(?:大學|[^，。,;；]{1,4}大(?!樓|賣場))|大學開學|大一新生|"
        r"\b(?:started college|(?:got|been) (?:into|accepted (?:to|into|at)) (?:college|university|uni))\b",
    ),
    (
        # A degree under way, and the day it ends (畢業典禮, 撥穗, "graduation was today").
        "time at university",
        r"(?:念|讀|唸)(?:大學|碩士|碩班|研究所|博士|博班)|大學生|碩士班|碩士生|研究生|博士班|博士生"
        r"|\b(?:is (?:a |an )?(?:university|college|uni|undergraduate|graduate|postgraduate|phd|master'?s) student"
        r"|student at|studying at|undergrad(?:uate)? at"
        r"|doing (?:a|my|her|his|their) (?:degree|master'?s|phd|bachelor'?s))\b",
        # (the user's own, done: not a ceremony to come or attended, nor an earlier degree)
        r"撥穗(?:完|了)|領到[^，。,]{0,4}畢業證書|(?<![弟妹長姐])口試通過|畢業典禮(?:結束|辦完|完)"
        r"|\b(?:graduation (?:ceremony |day )?(?:was today|was yesterday|is done)|collected my degree"
        r"|defended my (?:thesis|dissertation)(?! proposal)|officially done with (?:uni|university|college)(?! for))\b",
    ),
    (
        "search for work",
        r"待業|失業|(?:在)?找工作|\b(?:unemployed|out of work|job[- ]hunting|between jobs)\b|"
        r"\blooking for (?:a )?(?:new )?(?:job|work)\b",
        r"找到(?:新)?工作|錄取了|開始上班|到職|"
        r"\b(?:got|landed|found|accepted|took) (?:a |the |an )?(?:new |full-time |job )?(?:job|offer|position)\b"
        r"(?! (?:interview|fair|posting|listing|application|search))|"
        r"\b(?:got hired|first day at)\b",
    ),
    (
        "time of trying for a baby",
        r"備孕|(?:正?在)做人(?=$|中|[，,。])|想要懷孕|\b(?:trying (?:for a baby|to conceive|to get pregnant)|ttc)\b",
        r"懷孕了|有了身孕|驗到兩條線|\b(?:is|am|'m|got|found out (?:she|i) (?:was|am|is)) pregnant\b",
    ),
    (
        # Of one exam, named in both (準備學測, then 學測考完了): see `frames.ended_by`.
        "time of exam preparation",
        r"(?:準備|拚|備考)(?P<exam>[^，,。的]{0,8}?(?:考試|檢定|學測|統測|會考|指考|國考|高考|普考)|[^，,。的]{1,6}考|托福|多益|"
        r"雅思|日檢|韓檢|全民英檢|分科測驗|(?-i:[A-Z]{2,}[A-Za-z]*))|"
        r"\b(?:studying|preparing|revising|cramming) for (?:the |my |her |his |their |an? )?"
        r"(?P<exam_en>a-level|gcse|(?-i:[A-Z]{2,}[A-Za-z]*)|(?:\w+ )?(?:exams?|finals|boards|bar))s?\b",
        r"考完|上榜|考上|考過了|通過了|金榜題名|"
        r"\b(?:passed|sat|took|finished|aced|smashed) (?:the |my |her |his |their )?[\w-]+(?: exams?| tests?)?\b"
        r"|\b(?:sat my |my )?(?:last|final) (?:[\w-]+ )?(?:paper|exam)s? (?:is |was )?(?:done|over|finished|today)\b",
    ),
    (
        "hospital stay",
        r"住院(?!醫師|醫生|部|費)|\b(?:(?:is|am|'s|are) in (?:the )?hospital|hospitali[sz]ed|"
        r"(?:was |been )?admitted to (?:the )?hospital)\b",
        r"出院|\b(?:(?:was|got|been|is) discharged\b(?! from (?:the )?(?:army|military|navy|service|reserves?))|"
        r"(?:came|got|is|was) (?:home|out) (?:from|of) (?:the )?hospital|"
        r"out of (?:the )?hospital)\b",
    ),
    (
        "broken bone",
        r"骨折|打石膏|\bbroken (?:arm|leg|ankle|wrist|foot|toe|finger|collarbone|rib|elbow|hand)s?\b|"
        r"\b(?:in a cast|on crutches)\b",
        r"拆(?:掉)?石膏|石膏拆|(?:可以|能)正常走路|\bcast (?:came|is|was|comes) off\b|\bwalking (?:normally )?again\b|"
        r"\boff (?:the |my |her |his )?crutches\b",
    ),
    (
        "debt",
        rf"{_LOANS_ZH}|負債|債務|欠.{{0,6}}(?:萬|錢)|\b(?:debt|loans?|mortgage)\b",
        r"還完|還清|繳清|付清|"
        r"\bpaid (?:it |them |(?:all|everything) (?:of )?(?:my |her |his |their |the )?)?(?:\w+ )*?off\b|"
        r"\bdebt[- ]free\b",
    ),
    (
        # A show or a book under way, named, and then finished (`frames` holds the title to be what
        # was finished, right beside the word: 影后看完了, "finished The Bear last night").
        "show or book under way",
        r"(?:正在|在)(?:追|看|讀|重看|重刷)(?:劇|漫畫|小說|動畫|韓劇|日劇|美劇)?\s*《(?P<title>[^》]{1,20})》"
        r"|(?:正在|在)(?:追|讀)"
        r"(?!(?:韓劇|日劇|美劇|陸劇|台劇|劇|動漫|新番|番|小說|漫畫|書|星|韓團|團|偶像)(?:[，。,;；\s]|$))"
        r"(?!研究所|大學|碩|博|高中|國中|國小|小學|專科|夜校|在職|台大|清大|交大|成大|政大)(?P<title2>[^《，。,;；\s]{2,10})"
        r"|\b(?:is|am|'m) (?:currently |still )?(?:watching|reading|re-?watching|bingeing|binging) "
        r"(?P<title3>(?-i:[A-Z])[\w'’:-]*(?: [\w'’:-]+){0,4}?)(?=,| on | season| book|\.|$)",
        r"看完|讀完|追完|刷完|\bfinished\b",
    ),
)
# How sweet and how iced a drink is made (手搖飲: 半糖少冰).
SUGAR_LEVELS = (
    r"(?P<full>全糖|正常糖|十分糖|\bfull[ -]sugar\b)|(?P<less>少糖|七分糖|\bless[ -]sugar\b)"
    r"|(?P<half>半糖|五分糖|\bhalf[ -]sugar\b)"
    r"|(?P<light>微糖|三分糖|二分糖|一分糖)|(?P<none>無糖|\b(?:no|zero)[ -]sugar\b)"
)
ICE_LEVELS = r"正常冰|少冰|微冰|去冰|常溫|溫的|熱的|\b(?:regular|less|light|no) ice\b"
# Scales whose levels replace one another in a fact (微糖 after 全糖: another sweetness, not a
# repeat). A named group names a level said in several ways (全糖 is 正常糖); otherwise the words
# are the levels.
LEVELS = (
    # What money goes to or comes from: rent is no mortgage, and savings no salary.
    r"(?P<income>薪水|月薪|年薪|時薪|收入|薪資|賺|\b(?:salary|earns?|earnings|income|wages?)\b)|(?P<rent>房租|租金|\brent\b)"
    r"|(?P<mortgage>房貸|\bmortgage\b)|(?P<savings>存款|儲蓄|存了|\b(?:saves?|savings)\b)"
    r"|(?P<loan>學貸|車貸|貸款|\b(?:loans?)\b)|(?P<childcare>托育|保母|安親班|\b(?:childcare|nursery)\b)"
    r"|(?P<tuition>學費|\btuition\b)",
    # Which sign: of the Chinese zodiac (屬龍) or of the stars (摩羯座).
    r"(?P<animal>屬[鼠牛虎兔龍蛇馬羊猴雞狗豬])|(?P<stars>(?:牡羊|金牛|雙子|巨蟹|獅子|處女|天秤|天蠍|射手|摩羯|水瓶|雙魚)座)",
    # What a weight is of: the user's body, or a lift (體重70公斤, then 硬舉紀錄70公斤).
    r"(?P<body>體重|\bweighs?\b|\bweight\b)|(?P<lift>硬舉|臥推|深蹲|\b(?:deadlifts?|bench(?:es)?|squats?)\b)",
    # Sweetness, ice, spice and doneness.
    SUGAR_LEVELS,
    ICE_LEVELS,
    r"不辣|小辣|中辣|大辣|微辣|重辣|\b(?:mild|medium|extra) (?:spicy|hot)\b",
    r"[一三五七全]分熟|\b(?:rare|medium[- ]rare|medium[- ]well|well[- ]done)\b",
)
# Words that say which of several children or siblings (大兒子 and 小兒子 are two sons).
WHICH_ONE = (
    r"[大小長次二三老](?:兒子|女兒)"
    r"|\b(?:older|younger|eldest|oldest|youngest|middle) (?:son|daughter|brother|sister)s?\b"
)
# Debts of one kind: paid off, a student loan says nothing of a mortgage.
DEBT_KINDS = (
    r"學貸|\bstudent loans?\b",
    r"卡債|信用卡|\bcredit cards?\b",
    r"房貸|\bmortgage\b",
    r"車貸|\bcar loan\b",
)
# (Of an allergy, a licence or a birth, the new one said is news enough: an allergy found, a
# test passed, a child born.)
# (Of a partner or a sibling, one the user speaks of as theirs is there: 我女友是做設計的 after 單身,
# "my little sister borrowed my car" after "only child".)
SAID_ONCE_KINDS = frozenset({"allergy", "driving licence", "children", "siblings", "marriage", "debt", "partner"})
# Whom the new fact may be about besides the user: the child born, the parents who had one, the
# sibling or the partner the user speaks of.
KIND_OWNERS: dict[str, frozenset[str]] = {
    "children": frozenset({"child", "son", "daughter"}),
    "pregnancy": frozenset({"child", "son", "daughter"}),
    "siblings": frozenset({"mother", "father", "parents", "younger brother", "younger sister", "brother", "sister"}),
    "partner": frozenset({"girlfriend", "boyfriend", "partner", "wife", "husband"}),
}
# A whole kind denied outright (不會任何樂器, 沒有運動習慣, "has no pets"), and kinds of it: the user
# taking one up (學會彈吉他, 每天騎腳踏車, adopted a cat) ends the denial. Only this way round: a
# kind of it denied, or the kind liked, says nothing of the others.
DENIED_KINDS: tuple[tuple[str, str, str], ...] = (
    (
        "exercise",
        r"(?:沒有|沒|不|從不|很少)(?:在|做)?運動|沒(?:有)?(?:在)?運動的?習慣|不(?:去)?健身|"
        r"\b(?:doesn'?t|does not|don'?t|never) (?:exercises?|works? out|do(?:es)? any (?:sport|exercise)s?)\b|"
        r"\bno exercise\b",
        r"騎(?:腳踏|單|自行)車|自行車|游泳|瑜珈|重訓|健身|上健身房|跑步|慢跑|晨跑|夜跑|爬山|登山|"
        r"打(?:籃|羽|網|排|桌|壁)球|踢足球|皮拉提斯|拳擊|有氧|"
        r"\b(?:cycl|bik|swim|yoga|lift|weights|gym|run|jog|hik|pilates|box|crossfit|tennis|basketball|badminton|"
        r"climb)\w*",
    ),
    (
        "instrument",
        r"不會(?:任何|彈|玩)?(?:任何)?(?:一種)?樂器|沒(?:有)?學過(?:任何)?樂器|"
        r"\b(?:doesn'?t|does not|don'?t|can'?t|cannot) play (?:any|an) (?:musical )?instruments?\b",
        r"吉他|鋼琴|烏克麗麗|小提琴|大提琴|爵士鼓|打鼓|薩克斯風|長笛|口琴|貝斯|"
        r"\b(?:guitar|piano|ukulele|violin|cello|drums|saxophone|sax|flute|bass|keyboard)\b",
    ),
    (
        "programming",
        r"不會(?:寫)?程式|不懂程式|沒寫過程式|"
        r"\b(?:can'?t|cannot|doesn'?t know how to|does not know how to) (?:code|program)\b",
        r"(?<![A-Za-z])(?:python|javascript|java|c\+\+|c#|golang|rust|swift|kotlin|php|ruby|typescript)(?![A-Za-z])|"
        r"寫程式|寫code|\b(?:coding|codes|programming)\b",
    ),
    (
        "pet",
        r"(?:沒(?:有)?|不)養(?:任何)?寵物|沒有(?:任何)?寵物|\b(?:has|have) no pets\b|"
        r"\b(?:doesn'?t|does not|don'?t) (?:have|own|keep) (?:any )?pets?\b",
        r"養了?(?:一|兩|二|三|[0-9])?(?:隻|條)?(?:貓|狗|兔|倉鼠|鸚鵡|烏龜|柴犬|米克斯|毛孩)|(?:收養|領養|認養)|"
        r"\b(?:adopted|got|has|have) (?:a|an|two|three|\d) (?:\w+ )?(?:cat|dog|kitten|puppy|rabbit|hamster|parrot)s?\b",
    ),
    (
        "marriage",
        r"未婚|沒結婚|還沒結婚|\b(?:not|never been) married\b|\bunmarried\b",
        r"登記結婚|結婚了|辦了?婚禮|\b(?:got married|married (?-i:[A-Z])\w+|tied the knot)\b",
    ),
    (
        "debt",
        r"沒有(?:任何)?(?:負債|債務|貸款)|零負債|\bno debts?(?: at all)?\b|\bdebt[- ]free\b",
        rf"{_LOANS_ZH}|\b(?:took out|taken out|got|has|have) (?:a |an )?(?:\w+ )?(?:loan|mortgage)\b",
    ),
    (
        "children",
        r"沒有(?:小孩|孩子|子女|小朋友)|還沒(?:有)?(?:小孩|孩子)|沒生(?:小孩)?|膝下無子|頂客族?|"
        r"\bno (?:kids|children)\b|\b(?:doesn'?t|does not|don'?t) have (?:any )?(?:kids|children)\b|\bchildless\b",
        rf"{_BIRTH}|當(?:媽媽|爸爸|媽|爸)了|\bbecame (?:a )?(?:mom|dad|mother|father|parents?)\b",
    ),
    (
        "siblings",
        r"獨生(?:子|女)|家中獨子|沒有兄弟姊妹|沒有兄弟姐妹|\b(?:an |the )?only child\b|\bno siblings\b",
        r"生了(?:一個|個)?(?:弟弟|妹妹)|(?:有|多了)(?:一個|個)?(?:弟弟|妹妹)了?|"
        r"\b(?:(?:a|new|baby) )+(?:brother|sister)\b|\b(?:brother|sister) (?:was )?born\b|"
        # a sibling the user speaks of as theirs: 我妹, 我姊姊, "my little sister"
        # (not 姐妹淘, 哥們 or 弟兄們: friends; nor a sibling-in-law)
        r"^(?:欸|跟你說)?\s*我的?(?:哥哥|姊姊|姐姐|弟弟|妹妹|大哥|大姊|大姐|哥|姊|姐|弟|妹)(?![夫婿媳們淘兄兒妹弟])|"
        r"\bmy (?:(?:little|big|older|younger|elder|baby|twin|kid) )?(?:brother|sister|sis)\b(?!-in-law| in law)",
    ),
    (
        "partner",
        # (單身 as a status, not 單身赴任 or a 單身派對; "single", not "single dad".)
        r"單身(?!赴任|派對|公寓|宿舍|套房|證明)|沒有?(?:交)?(?:男|女)(?:朋)?友|"
        r"^(?:(?:the )?user (?:is )?|she'?s |he'?s |i'?m |i am |is |am )?(?:still |currently )?single\b"
        r"(?! (?:dad|mom|mum|mother|father|parent))|"
        r"\b(?:has|have) no (?:girl|boy)friend\b|\b(?:doesn'?t|does not|don'?t) have a (?:girl|boy)friend\b",
        # a partner the user speaks of as theirs: 我女友, 跟女友去…, "me and my girlfriend"; not in news
        # of a parting or a loss, a search, or someone else's matchmaking
        r"^(?!.*(?:分手|分開|離開|甩了|過世|已故|走了|前任|在找|物色|介紹|女友力|男友力|"
        r"\b(?:broke up|break up|split up|dumped|called off|left me|passed away|died|late|miss|wish|"
        r"looking for|find a|met a)\b)).*?"
        r"(?:(?<!前)(?<!想交)(?<!沒有)(?<!沒)(?<!過的)(?:女友|男友|女朋友|男朋友)|"
        r"\b(?:my|me and my|with my) (?:girlfriend|boyfriend|fianc[eé]e?)\b)",
    ),
    (
        "allergy",
        r"沒有(?:任何)?(?:已知的?)?過敏|不會(?:對任何東西)?過敏|\bno (?:known )?allergies\b|"
        r"\b(?:isn'?t|is not|not) allergic to anything\b|\b(?:doesn'?t|does not) have (?:any )?allergies\b",
        r"過敏|\ballerg(?:ic|y)\b",
    ),
    (
        "driving licence",
        r"沒有(?:汽車|機車)?駕照|沒考(?:過)?駕照|還沒(?:考)?駕照|"
        r"\b(?:doesn'?t|does not|don'?t) have (?:a |her |his |their |my )?(?:driver'?s? |driving )?licen[cs]e\b|"
        r"\bno (?:driver'?s? |driving )licen[cs]e\b|\bcan'?t drive\b",
        r"考到(?:汽車|機車)?駕照|拿到(?:汽車|機車)?駕照|考過(?:汽車|機車)?駕照|駕照考過|"
        r"\bpassed (?:my |her |his |their |the )?(?:driving|driver'?s?|road) test\b|"
        r"\bgot (?:my |her |his |their |a )?(?:driver'?s? |driving )?licen[cs]e\b",
    ),
)
TOPIC_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "pet",
        (
            "寵物",
            "貓",
            "狗",
            # Fish and birds are food as often as pets (生魚片, 鹹酥雞 aside): only as pets.
            "養魚",
            "金魚",
            "魚缸",
            "熱帶魚",
            "兔",
            "鳥",
            "倉鼠",
            "烏龜",
            "柴犬",
            "犬",
            "pet",
            "cat",
            "dog",
            "goldfish",
            "aquarium",
            "fish tank",
            "rabbit",
            "bird",
            "hamster",
            "parrot",
            "turtle",
            "puppy",
            *("greyhound", "labrador", "retriever", "poodle", "terrier", "beagle", "corgi", "husky", "spaniel"),
            "kitten",
        ),
    ),
    ("coffee", ("咖啡", "拿鐵", "美式", "濃縮", "coffee", "latte", "espresso", "caffeine", "cappuccino", "americano")),
    ("bubble tea", ("手搖飲", "珍奶", "奶茶", "bubble tea", "boba")),
    ("smoking", ("菸", "煙", "抽", "smok", "cigarette", "cigar", "vap")),
    (
        "exercise",
        # (Not swimming, yoga or weights: read as one topic with exercise, they archived a habit of
        # one kind by news of another in a user's month, even with kinds kept apart.)
        ("運動", "慢跑", "跑步", "健身", "exercis", "jog", "running", "gym", "workout", "work out"),
    ),
    ("phone", ("手機", "iphone", "android", "安卓", "phone", "pixel", "三星", "samsung")),
    (
        "alcohol",
        (
            *("酒", "喝醉", "小酌", "alcohol", "beer", "wine", "whisk", "liquor", "booze", "cocktail", "sober"),
            *("drinking", "social drinker", "drinks socially"),
        ),
    ),
    (
        "meat",
        (
            *("吃素", "素食", "茹素", "全素", "蛋奶素", "奶蛋素", "葷", "吃肉"),
            *("vegetarian", "vegan", "meat", "pescatarian", "plant-based", "plant based"),
        ),
    ),
    (
        "commute",
        (
            "通勤",
            "捷運",
            "公車",
            "機車",
            "騎車",
            "開車",
            "腳踏車",
            "單車",
            "走路",
            "步行",
            "火車",
            "高鐵",
            "計程車",
            "commut",
            "by bike",
            "cycles to",
            "drives to",
            "walks to",
            "takes the train",
            "the tube",
            "to work",
            "into work",
            "to school",
            "subway",
            "metro",
            "the bus",
            "by bus",
            "by train",
            "by car",
            *("drive to", "driving to", "driven to", "take the train", "taking the train", "to the office"),
        ),
    ),
    (
        "faith",
        (
            "信仰",
            "宗教",
            "佛教",
            "基督",
            "天主",
            "道教",
            "受洗",
            "religio",
            "christian",
            "catholic",
            "buddhis",
            "muslim",
        ),
    ),
    (
        "car",
        (
            # 車 alone is also a scooter, a train or a stop (機車, 火車, 車站); "car" alone
            # begins a career and a card.
            *("汽車", "轎車", "休旅車", "電動車", "二手車", "車子", "名下的車", "自己的車"),
            *("豐田", "本田", "特斯拉", "福特", "馬自達", "日產", "裕隆", "賓士", "寶馬", "福斯", "速霸陸"),
            *("a car", "the car", "my car", "his car", "her car", "their car", "new car", "used car", "cars"),
            *("sedan", "hatchback", "minivan", "pickup truck", "suv"),
            *("toyota", "honda", "tesla", "ford ", "bmw", "mercedes", "mazda", "nissan", "volkswagen"),
            *("subaru", "hyundai", "kia ", "lexus", "volvo", "audi", "porsche", "chevy", "chevrolet"),
            *("altis", "corolla", "camry", "prius", "civic", "rav4", "cr-v", "model 3", "model y"),
        ),
    ),
    ("hair", ("頭髮", "髮型", "長髮", "短髮", "hair")),
    ("children", ("小孩", "孩子", "兒子", "女兒", "寶寶", "child", "kid", "baby", "son", "daughter")),
    ("fear", ("怕", "恐懼", "懼", "afraid", "fear", "phobia", "scared")),
)


# The areas of a life most facts are about: where one lives, works and studies, sleeps, speaks,
# where one posts. Said in words that are no table's value (住, "moved out", 跳槽, 轉系), so
# that news of a change told in other words still meets the fact it may change. Broader than a
# topic (`TOPIC_GROUPS`): an area shared with a word of change is only ever for review, and
# no reading archives on an area alone. (Not whom one is with: a partner is named in news of every kind, an
# anniversary, a quarrel, a friend's engagement, and a parting has its own reading.)
AREA_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "home",
        (
            *("住在", "住的", "居住", "住處", "住家", "搬到", "搬去", "搬回", "搬來", "搬出", "搬家", "搬進"),
            *("租屋", "租房", "套房", "公寓", "買房", "房子", "宿舍", "退租", "合租"),
            *("lives in", "living in", "live in", "lives with", "living with", "live with", "living here"),
            *("moved to", "moved out", "moved in", "moving to", "moved back", "apartment", "house", "studio"),
            *("condo", "dorm", "based in", "roommate"),
        ),
    ),
    (
        "work",
        (
            *("工作", "上班", "公司", "跳槽", "離職", "辭職", "轉職", "職位", "職稱", "任職", "就職", "老闆"),
            *("works at", "works as", "works for", "working at", "working as", "working for", "job"),
            *("employer", "company", "firm", "hired", "career", "promoted", "laid off", "fired", "boss"),
            *("報到", "到職"),
        ),
    ),
    (
        "study",
        (
            *("主修", "科系", "轉系", "雙主修", "輔系", "大學", "研究所", "碩士", "博士", "學位", "學期", "學校"),
            *("畢業", "高中", "國中", "讀書", "念書", "唸書"),
            *("major", "degree", "college", "university", "semester", "grad school", "graduate", "school"),
            *("studying", "studies", "student"),
        ),
    ),
    (
        "sleep",
        (
            *("睡覺", "入睡", "睡眠", "晚睡", "早睡", "才睡", "睡到", "睡得", "失眠", "熬夜", "起床", "就寢"),
            *("sleep", "asleep", "insomnia", "bedtime", "to bed", "nap"),
        ),
    ),
    (
        "language",
        (
            *("語言", "英文", "英語", "日文", "日語", "韓文", "韓語", "中文", "台語", "客語", "法文", "德文"),
            *("西班牙文", "西文", "language", "english", "french", "japanese", "korean", "spanish", "german"),
            *("mandarin", "cantonese", "fluent", "speaks"),
        ),
    ),
    (
        "social media",
        ("臉書", "ig", "instagram", "facebook", "fb", "twitter", "tiktok", "抖音", "threads", "小紅書"),
    ),
)

# A story, a film, a game or a character in one: what happens there is not the user's news (小說裡的阿哲,
# "Luna died in the book I'm reading", "my wife in the Sims").
STORIES = r"小說|電影|電視劇|劇裡|遊戲|角色|\b(?:book|novel|film|movie|game|character|show|series|sims)\b"
# Games, a stage, a campaign: where one dies or moves in without it being so.
PLAYED = (
    r"模擬市民|動森|原神|戲裡|八點檔|舞台|\b(?:fortnite|minecraft|roblox|forza|stardew|animal crossing|call of duty|d&d"
    r"|dungeons|campaign|on stage|open mic|play)\b"
)
# One group's companies: working at one after the other may be a move within the group or the
# same job said by the name of the part (Google, then YouTube), for review. Compared folded.
COMPANY_GROUPS: tuple[frozenset[str], ...] = tuple(
    frozenset(names)
    for names in (
        ("google", "alphabet", "谷歌", "youtube", "deepmind", "google deepmind", "waymo", "fitbit"),
        ("meta", "facebook", "臉書", "instagram", "whatsapp", "oculus"),
        ("microsoft", "微軟", "linkedin", "github", "xbox"),
        ("amazon", "亞馬遜", "aws", "whole foods", "twitch", "audible", "zappos"),
        ("walmart", "asda", "sam's club", "flipkart"),
        ("unilever", "ben & jerry's", "dove"),
        ("lvmh", "louis vuitton", "dior", "sephora", "tiffany"),
        ("鴻海", "foxconn", "富士康", "夏普", "sharp"),
        ("統一", "統一超商", "7-11", "7-eleven", "星巴克", "康是美", "博客來"),
        ("台積電", "tsmc", "采鈺", "創意電子"),
    )
)

# One organisation under its other names (a rename, a parent company, the local name): the
# same employer, not a change. Compared folded.
ALIASES: tuple[frozenset[str], ...] = tuple(
    frozenset(names)
    for names in (
        ("google", "alphabet", "谷歌"),
        # not organisations: one thing under two everyday names
        ("autumn", "fall"),
        ("film", "movie"),
        ("soda", "pop"),
        ("bubble tea", "boba", "boba tea", "pearl milk tea", "珍奶", "珍珠奶茶", "波霸奶茶"),
        ("sofa", "couch"),
        ("meta", "facebook", "臉書"),
        ("twitter", "x"),
        ("台積電", "台積", "tsmc", "護國神山"),
        ("7-11", "7-eleven", "711", "小七", "統一超商", "seven-eleven"),
        ("全家", "全家便利商店", "familymart"),
        ("鴻海", "foxconn", "富士康"),
        ("聯發科", "mediatek"),
        ("華碩", "asus"),
        ("宏碁", "acer"),
        ("中華電信", "中華電", "cht", "chunghwa telecom"),
        ("微軟", "microsoft", "msft"),
        ("蘋果", "apple"),
        ("亞馬遜", "amazon", "aws"),
        ("三星", "samsung"),
        ("台大", "臺大", "台灣大學", "臺灣大學", "ntu", "national taiwan university"),
        ("android", "安卓"),
        ("muji", "無印良品", "無印"),
        # a phone by its line or its maker's name (iPhone / 蘋果手機)
        ("iphone", "蘋果", "apple", "蘋果手機"),
        ("galaxy", "三星", "samsung", "三星手機"),
        ("youbike", "ubike", "微笑單車"),
        ("健身房", "gym"),
        ("javascript", "js"),
        ("toyota", "豐田"),
        ("honda", "本田"),
        ("yamaha", "山葉"),
        ("kymco", "光陽"),
        ("sym", "三陽"),
        ("volkswagen", "vw", "福斯"),
        ("league of legends", "lol", "英雄聯盟"),
        ("ps5", "playstation 5"),
        ("ps4", "playstation 4"),
        ("instagram", "ig"),
        ("youtube", "yt"),
        ("多益", "toeic"),
        ("gogoro", "狗狗肉"),
    )
)
