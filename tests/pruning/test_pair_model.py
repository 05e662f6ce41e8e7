"""The pair model: a second look by meaning at what the rules call different. It only ever
turns DIFFERENT into UNSURE (stored, old kept, reviewed); it learns from dev material only;
the write pipeline hands it the vectors it already has."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest

from pruning import MemoryEngine, Settings
from pruning.errors import ConfigurationError
from pruning.evaluation import CORPUS_DIR, SCENARIO_DIR, Scenario, ScenarioFact
from pruning.judges import CONTRADICT, DIFFERENT, DUPLICATE, UNSURE, Verdict, make_judge
from pruning.judges.cascade import CascadeJudge
from pruning.judges.pairmodel import (
    CLASSES,
    MODEL_PATH,
    SIGNALS,
    SKIP_DUPLICATE_AT,
    SKIP_WITH_DETAIL_AT,
    WORDING,
    PairModel,
    PairModelJudge,
    features,
    fit,
    is_bare,
    looks_at,
    material_digest,
    rule_signals,
    scenario_pairs,
    shipped_model,
    signal,
    training_files,
    wording,
)
from pruning.judges.rules import RulesJudge
from pruning.judges.rules.comparing import NO_READING, UNCONFIRMED_CHANGE
from pruning.judges.rules.frames import ADDITIONS, adds_to

# Pairs written for this test, not taken from the training material.
ALIKE = [
    ("使用者很會做菜", "使用者擅長料理"),  # a duplicate in other words
    ("The user plays the violin", "The user is a violinist"),
    # A change no table reads. (使用者不吃牛肉 → 使用者最近開始吃牛排了 was one, until the model learned from set
    # AG: it reads it now at different 0.42, just short of a flag.)
    ("使用者不吃辣", "使用者最近開始挑戰麻辣鍋了"),
]
UNRELATED = [
    ("使用者養了一隻柴犬", "使用者每天早上喝黑咖啡"),
    ("The user works as a nurse", "The user has a cat named Mochi"),
    ("使用者的生日是五月三日", "使用者喜歡吃草莓蛋糕"),
    # Alike as two short sentences of one user's month, and nothing to do with each other.
    ("使用者叫阿傑", "使用者有一個妹妹"),
    ("使用者約了週六早上看牙醫", "使用者習慣早上做伸展"),
    ("使用者不敢吃芋頭", "使用者習慣喝無糖綠茶"),
]


class FixedJudge:
    """A first judge that answers what it is told, to see what the pair model does with it.
    Told `NO_READING`, it says it had no reading of the pair, as the rules do."""

    name = "fixed"

    def __init__(self, relation: str, reason: str = "told") -> None:
        self.relation = relation
        self.reason = reason
        if reason == NO_READING:
            self.unread = RulesJudge.unread
        if reason.startswith(UNCONFIRMED_CHANGE):
            self.unconfirmed = RulesJudge.unconfirmed
        if RulesJudge.read_as_same(Verdict(relation, reason, "rules")):
            self.read_as_same = RulesJudge.read_as_same

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        return [Verdict(self.relation, self.reason, self.name) for _ in candidates]


def forbidden_embed(texts: list[str]) -> Any:
    raise AssertionError(f"embedded {texts!r} although the vectors were given")


# -- what the model learned from ------------------------------------------------------------


def test_the_shipped_model_learned_from_the_current_dev_material_only() -> None:
    data = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    assert data["trained_on"]["digest"] == material_digest(), "dev material changed: retrain the pair model"
    files = training_files()
    assert all("heldout" not in path.parts for path in files)
    assert {p for p in files if CORPUS_DIR in p.parents} and {p for p in files if SCENARIO_DIR in p.parents}
    assert data["trained_on"]["pairs"] == sum(data["trained_on"]["by_source"].values()) > 3000
    model = shipped_model()
    assert model.weights.shape == (model.mean.shape[0], len(CLASSES)) and 0 < model.flag_below < 1


def test_a_model_file_for_another_embedder_is_refused() -> None:
    data = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    with pytest.raises(ValueError, match="another format, embedder"):
        PairModel.from_json({**data, "embedder": "google_gemini"})
    with pytest.raises(ValueError, match="do not fit"):
        PairModel.from_json({**data, "mean": data["mean"][:-1]})


def test_training_is_deterministic_and_learns() -> None:
    rng = np.random.default_rng(7)
    rows = np.hstack([np.ones((300, 1)), rng.normal(size=(300, 4))])
    labels = [CLASSES[int(np.argmax(r[1:4]))] for r in rows]
    first, again = fit(rows, labels, steps=300), fit(rows, labels, steps=300)
    assert np.array_equal(first.weights, again.weights)
    predicted = [CLASSES[i] for i in first.probabilities(rows).argmax(axis=1)]
    assert np.mean([p == t for p, t in zip(predicted, labels)]) > 0.9
    assert np.allclose(first.probabilities(rows).sum(axis=1), 1.0)


def test_scenario_training_pairs_are_what_the_judge_would_see() -> None:
    facts = (
        ScenarioFact(1, 1, "a", "other", (), None),
        ScenarioFact(2, 2, "b", "other", (1,), None),
        ScenarioFact(3, 3, "c", "other", (), 1),
        ScenarioFact(4, 4, "far", "other", (), None),
    )
    angle = {"a": 0, "b": 15, "c": -12, "far": 90}  # degrees: a–b 0.034, a–c 0.022, b–c 0.109 apart
    vecs = {t: [np.cos(np.radians(d)), np.sin(np.radians(d))] for t, d in angle.items()}
    pairs = scenario_pairs([Scenario("u1", "en", facts, "dev")], lambda texts: [vecs[t] for t in texts])
    got = {(p.old, p.new): p.label for p in pairs}
    # All three near pairs are in the gray zone; "far" is beyond it.
    assert got == {("a", "b"): CONTRADICT, ("a", "c"): DUPLICATE, ("b", "c"): DIFFERENT}
    assert {p.group for p in pairs} == {"u1"} and {p.source for p in pairs} == {"scenario"}


def test_each_rule_signal_has_its_name_and_place() -> None:
    signals = rule_signals("使用者搬到高雄了", "使用者住在台北", DIFFERENT)
    assert len(signals) == len(SIGNALS)
    row = features(np.ones(3), np.ones(3), wording("使用者搬到高雄了", "使用者住在台北"), signals)
    assert len(row) == 2 + 2 * 3 + len(WORDING) + len(SIGNALS)
    assert signal(row, "announces change") and signal(row, "adds") and not signal(row, "rules contradict")


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # All of the old kept, a name added.
        (
            "The user has a dog",
            "The user has a dog named Max",
            {"old kept": 1.0, "only added": 1.0, "only dropped": 0.0},
        ),
        # One value swapped in a kept frame: most kept, something dropped and something added.
        (
            "使用者住在台北",
            "使用者住在高雄",
            {"old kept": 5 / 7, "new kept": 5 / 7, "only added": 0.0, "only dropped": 0.0},
        ),
        # A word left out.
        ("使用者每天早上都喝咖啡", "使用者每天喝咖啡", {"new kept": 1.0, "only dropped": 1.0, "only added": 0.0}),
        # A rewording keeps little of the words; Latin words and numbers are words, in any case.
        ("The user plays the violin", "THE USER IS A VIOLINIST", {"kept": 0.4, "shared": 2 / 7}),
        ("iPhone 15, bought in 2023", "iphone 15 買的", {"kept": 4 / 9, "old kept": 0.4, "shared": 2 / 7}),
        ("", "", {"kept": 0.0, "shared": 0.0, "longer": 0.0}),
    ],
)
def test_the_wording_says_how_much_of_the_old_sentence_the_new_one_keeps(
    old: str, new: str, expected: dict[str, float]
) -> None:
    read = dict(zip(WORDING, wording(new, old)))
    assert set(read) == set(WORDING)
    assert {name: read[name] for name in expected} == pytest.approx(expected)


def test_scenario_training_pairs_add_the_next_nearest_facts_the_judge_is_not_shown() -> None:
    # Five facts 9.5° apart (0.014 to 0.21 from one another): the fifth has four earlier facts
    # in the gray zone; the judge is shown the nearest three, and the model learns from the fourth.
    facts = tuple(ScenarioFact(n, n, f"f{n}", "other", (), None) for n in range(1, 6))
    vecs = {f"f{n}": [np.cos(np.radians(9.5 * n)), np.sin(np.radians(9.5 * n))] for n in range(1, 6)}
    embed = lambda texts: [vecs[t] for t in texts]  # noqa: E731
    scenario = Scenario("u1", "en", facts, "dev")
    shown = {(p.old, p.new) for p in scenario_pairs([scenario], embed, unchosen=0)}
    learned = {(p.old, p.new) for p in scenario_pairs([scenario], embed, unchosen=1)}
    assert ("f2", "f5") in shown and ("f1", "f5") not in shown
    assert learned - shown == {("f1", "f5")}
    assert len(scenario_pairs([scenario], embed)) == len(learned)  # three is more than any fact here has


# -- the second look -------------------------------------------------------------------------


@pytest.mark.parametrize(("old", "new"), ALIKE)
def test_a_pair_alike_in_meaning_is_left_for_review_not_decided(old: str, new: str) -> None:
    verdict = PairModelJudge(FixedJudge(DIFFERENT)).judge(new, [old])[0]
    assert verdict.relation == UNSURE and verdict.judge == "pair model" and verdict.suspected in (CONTRADICT, DUPLICATE)
    assert verdict.reason.startswith("told; but by meaning") and "pair model: contradiction" in verdict.reason


@pytest.mark.parametrize(("old", "new"), UNRELATED)
def test_unrelated_facts_stay_different(old: str, new: str) -> None:
    assert PairModelJudge(RulesJudge()).judge(new, [old])[0].relation == DIFFERENT


@pytest.mark.parametrize("relation", [CONTRADICT, DUPLICATE, UNSURE])
def test_the_first_judges_other_verdicts_stand(relation: str) -> None:
    old, new = ALIKE[0]
    judge = PairModelJudge(FixedJudge(relation), embed=forbidden_embed)
    assert judge.judge(new, [old]) == [Verdict(relation, "told", "fixed")]


def test_the_model_never_archives() -> None:
    judge = PairModelJudge(FixedJudge(DIFFERENT), eager_model())
    verdicts = judge.judge("使用者搬到高雄了", [old for old, _ in ALIKE + UNRELATED] + ["使用者住在台北"])
    assert {v.relation for v in verdicts} == {UNSURE}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user plays the violin", "The user is a violinist"),
        ("使用者每天早上喝黑咖啡", "使用者習慣早上來一杯黑咖啡"),
        ("The user loves hiking", "The user is an avid hiker"),
    ],
)
def test_a_rewording_no_rule_reads_is_skipped_when_the_model_is_all_but_sure(old: str, new: str) -> None:
    verdict = PairModelJudge(RulesJudge(), repeating_model()).judge(new, [old])[0]
    assert verdict.relation == DUPLICATE and verdict.judge == "pair model"
    assert verdict.reason.startswith("no rule matched both facts; but by meaning the new fact repeats the old one")


@pytest.mark.parametrize(
    ("old", "new", "adds"),
    [
        ("The user has a dog", "The user has a dog named Max", 'the name "Max"'),
        ("The user's name is Daniel", "The user's friends call him Danny", 'someone else: "friends"'),
        ("使用者的機車是勁戰", "使用者的機車是YAMAHA勁戰", 'the name "YAMAHA"'),  # (山葉 is YAMAHA: no new name)
        ("使用者每週跑步兩次", "使用者每週跑步三次", "another number"),
        ("The user drinks coffee", "The user no longer drinks coffee", "a word of change"),
        ("使用者喝咖啡", "使用者不喝咖啡", "a negation"),
        ("Majors in philosophy", "Considering a master's in law", "a wish or a plan"),
        ("使用者養了一隻貓", "使用者想養貓", "a wish or a plan"),
        ("使用者養了一隻柴犬", "使用者也養了一隻柴犬", "one more value"),
        ("使用者會彈吉他", "使用者有一把吉他", "having, beside doing"),
        ("使用者每週打兩次網球", "使用者每週打兩次桌球", 'another value in the same words: "桌"'),
        ("使用者有一對雙胞胎", "使用者的雙胞胎是一男一女", 'something said of "雙胞胎"'),
        ("使用者養了兩隻貓", "使用者的兩隻貓都是母的", 'something said of "兩隻貓都"'),
        ("她在吃安眠藥助眠", "她的安眠藥是在健保的身心科診所拿的", 'something said of "安眠藥"'),
        ("I live in a studio apartment", "User's studio has a small balcony.", 'something said of "studio"'),
        ("User has twins", "User's twins are a boy and a girl", 'something said of "twins"'),
        # One more value joined to the old one.
        ("使用者有一隻貓", "使用者有一隻貓和一隻狗", "one more value"),
        ("使用者有近視", "使用者有近視、散光", "one more value"),
        ("User has a cat.", "User has a cat and a dog.", "one more value"),
        # 五萬 and 五千 are two numbers, not one 5.
        ("使用者月薪五萬", "使用者每月存五千", "another number"),
    ],
)
def test_a_new_fact_that_adds_something_is_never_skipped_by_the_model(old: str, new: str, adds: str) -> None:
    # (All the old words and more, or a detail, alone, may be: see the next tests.)
    added = adds_to(new, old)
    assert str(added) == adds and added.kind in ADDITIONS
    verdict = PairModelJudge(FixedJudge(DIFFERENT, NO_READING), repeating_model()).judge(new, [old])[0]
    assert verdict.relation == UNSURE and verdict.suspected == DUPLICATE


def model_sure_of_a_duplicate(p_duplicate: float) -> PairModel:
    """A model that reads every pair as a duplicate with probability `p_duplicate`, and as two
    facts that both hold with the rest."""
    size = shipped_model().mean.shape[0]
    weights = np.zeros((size, len(CLASSES)))
    weights[0, 0] = -50.0
    weights[0, 1] = float(np.log(p_duplicate / (1 - p_duplicate)))
    return PairModel(np.zeros(size), np.ones(size), weights)


@pytest.mark.parametrize(
    ("old", "new", "kind", "words"),
    [
        ("使用者在做業務", "使用者的工作是業務員", "more words", "more words"),
        (
            "The user is going to Japan in May.",
            "The user's trip to Japan is planned for May.",
            "more words",
            "more words",
        ),
        ("The user drinks tea every day.", "The user has a daily tea habit.", "more words", "more words"),
        ("用戶固定上晚班", "我都上晚班啦，白天才有空出門", "detail", "a detail"),
        ("User works 12-hour shifts", "Twelve hours a shift, every single one", "detail", "a detail"),
        ("User works weekends.", "User resents working weekends.", "detail", "a detail"),
        ("User is a vegetarian.", "User is proud to be a vegetarian.", "detail", "a detail"),
    ],
)
def test_a_new_fact_that_adds_words_or_a_detail_is_skipped_only_when_the_model_is_surer_still(
    old: str, new: str, kind: str, words: str
) -> None:
    assert adds_to(new, old).kind == kind
    first = FixedJudge(DIFFERENT, NO_READING)
    between = (SKIP_DUPLICATE_AT + SKIP_WITH_DETAIL_AT) / 2
    verdict = PairModelJudge(first, model_sure_of_a_duplicate(between)).judge(new, [old])[0]
    assert verdict.relation == UNSURE and verdict.suspected == DUPLICATE  # sure enough for a rewording, not for this
    verdict = PairModelJudge(first, model_sure_of_a_duplicate(SKIP_WITH_DETAIL_AT + 0.01)).judge(new, [old])[0]
    assert verdict.relation == DUPLICATE, verdict.reason
    assert f"all it adds is {words} ({adds_to(new, old)}), at duplicate {SKIP_WITH_DETAIL_AT}" in verdict.reason
    # A rewording that adds nothing needs only the first bar.
    rewording = ("The user is a violinist", ["The user plays the violin"])
    verdict = PairModelJudge(first, model_sure_of_a_duplicate(between)).judge(*rewording)[0]
    assert verdict.relation == DUPLICATE, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        ("使用者會游泳", "使用者每週都去游泳", "每週"),  # a habit beside a skill
        ("使用者住在台中", "使用者在台中長大", "長大"),  # a childhood beside a home
    ],
)
def test_a_detail_that_is_news_stays_for_review_with_the_shipped_model(
    old: str, new: str, detail: str, embedder: Any
) -> None:
    assert str(adds_to(new, old)) == f'the detail "{detail}"'
    verdict = PairModelJudge(RulesJudge(), shipped_model(), embedder).judge(new, [old])[0]
    assert verdict.relation != DUPLICATE, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("使用者的太太叫怡君", "怡君的妹妹叫怡萱"),  # someone else, named beside the old fact's person
        ("使用者每天早上喝咖啡", "使用者每天早上喝咖啡，這禮拜改喝茶"),  # a word of change
        ("使用者每週跑步三次", "使用者每週跑步五次"),  # another number
        ("The user likes cats", "The user doesn't like cats"),  # a negation
    ],
)
def test_a_new_fact_adding_news_is_never_skipped_however_sure_the_model(old: str, new: str) -> None:
    first = FixedJudge(DIFFERENT, NO_READING)
    verdict = PairModelJudge(first, model_sure_of_a_duplicate(0.999)).judge(new, [old])[0]
    assert verdict.relation == UNSURE and verdict.suspected == DUPLICATE, verdict.reason


def test_a_value_the_rules_read_in_both_with_a_detail_beside_it_is_skipped_only_when_the_model_is_surer_still() -> None:
    old, new = "使用者住在板橋", "我家在板橋啦，府中站那附近"
    first_verdict = RulesJudge().judge(new, [old])[0]
    relation, reason = first_verdict.relation, first_verdict.reason
    assert relation == DIFFERENT and RulesJudge.read_as_same(first_verdict), reason
    first = FixedJudge(DIFFERENT, reason)
    between = (SKIP_DUPLICATE_AT + SKIP_WITH_DETAIL_AT) / 2
    assert PairModelJudge(first, model_sure_of_a_duplicate(between)).judge(new, [old])[0].relation == UNSURE
    verdict = PairModelJudge(first, model_sure_of_a_duplicate(SKIP_WITH_DETAIL_AT + 0.01)).judge(new, [old])[0]
    assert verdict.relation == DUPLICATE, verdict.reason
    # Held only for a while is not the same fact said again, however sure the model.
    old, new = "使用者每天六點下班", "使用者這週每天六點下班"
    first = FixedJudge(DIFFERENT, RulesJudge().judge(new, [old])[0].reason)
    verdict = PairModelJudge(first, model_sure_of_a_duplicate(0.999)).judge(new, [old])[0]
    assert verdict.relation == UNSURE, verdict.reason


def test_a_change_of_another_topic_is_no_contradiction_to_the_model() -> None:
    # A diet, then exercise: however alike the sentences, a change of one says nothing of the other.
    judge = PairModelJudge(RulesJudge(), eager_model())
    assert judge.judge("使用者不吃素了", ["使用者每天晚上都會跑步"])[0].relation == DIFFERENT
    assert judge.judge("使用者最近改成每天早上游泳", ["使用者每天晚上都會跑步"])[0].relation == UNSURE


def test_an_occasion_to_come_is_no_contradiction_of_a_fact_that_shares_no_word_with_it() -> None:
    # A flight on Friday, then a move; an exam next Monday, then a check-up next month.
    from pruning.judges.rules.frames import no_bearing

    judge = PairModelJudge(RulesJudge(), eager_model())
    assert judge.judge("The user moved to Tainan", ["The user is flying to Osaka on Friday"])[0].relation == DIFFERENT
    assert judge.judge("使用者下個月初要做健康檢查", ["使用者下週一要期末考"])[0].relation == DIFFERENT
    # The occasion itself moved: the model may still flag it.
    assert no_bearing("The user moved the Osaka flight to Sunday", "The user is flying to Osaka on Friday") is False
    assert no_bearing("期末考延到下週三", "使用者下週一要期末考") is False
    # A habit on a weekday is no occasion.
    assert no_bearing("The user moved to Tainan", "The user goes to the gym on Fridays") is False


def test_two_facts_that_share_only_a_name_are_never_skipped_by_the_model() -> None:
    # A job at Spotify, then listening to podcasts on Spotify: alike as sentences, not a repeat.
    old, new = "The user works as a data analyst at Spotify.", "The user mostly listens to podcasts on Spotify."
    verdict = PairModelJudge(FixedJudge(DIFFERENT, NO_READING), repeating_model()).judge(new, [old])[0]
    assert verdict.relation == UNSURE and verdict.suspected == DUPLICATE
    # Both read the same way, or neither: the name alone does not stop a skip.
    verdict = PairModelJudge(FixedJudge(DIFFERENT, NO_READING), repeating_model()).judge(
        "他是 Spotify 付費會員", ["他有訂閱 Spotify"]
    )[0]
    assert verdict.relation == DUPLICATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("她最喜歡春天", "她春天花粉症很嚴重"),
        ("Loves the beach.", "Goes to the beach."),
    ],
)
def test_a_liking_is_repeated_only_by_a_liking(old: str, new: str) -> None:
    assert not adds_to(new, old)  # nothing else stops the skip
    verdict = PairModelJudge(FixedJudge(DIFFERENT, NO_READING), repeating_model()).judge(new, [old])[0]
    assert verdict.relation == UNSURE and verdict.suspected == DUPLICATE


def test_markup_is_never_skipped_by_the_model() -> None:
    old, new = "<script>window.x=1</script>", '<svg onload="window.x=1"></svg>'
    verdict = PairModelJudge(FixedJudge(DIFFERENT, NO_READING), repeating_model()).judge(new, [old])[0]
    assert verdict.relation == UNSURE


def test_a_rewording_adds_nothing() -> None:
    # The user's own words are not names.
    assert not adds_to("使用者很怕站在高的地方", "使用者有懼高症")
    assert not adds_to("The user is fluent in Portuguese", "The user speaks fluent Portuguese")
    assert not adds_to("I have a shellfish allergy", "I'm allergic to shellfish")
    assert not adds_to("使用者的筆電是Surface", "我用的是微軟Surface筆電")
    assert not adds_to("The user's cat is called Luna", "User has a cat named Luna")
    # A unit is no name, "I'm" is no name, a mother tongue is no mother.
    assert not adds_to("我大概 80 kg 左右", "體重約 80 公斤")
    assert adds_to("yeah I'm an Amazon employee", "The user works for Amazon.").kind != "name"
    assert not adds_to("Cantonese is my mother tongue", "Native language: Cantonese")
    # One thing under its other name; having one, said with "'ve got".
    assert not adds_to("我的機車是 YAMAHA 勁戰", "騎一台山葉勁戰")
    assert not adds_to("User is a JS dev.", "The user writes JavaScript.")
    assert not adds_to("I've got a kitty.", "Owns a cat.")
    assert not adds_to("User is thirty-four.", "Is 34 years old.")


@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        # A level or a kind said for another, however alike the sentences: the same sum is rent,
        # then student loans; full sugar, then a little.
        ("珍奶全糖", "珍奶一律微糖", "swap"),
        ("User pays £1,450 a month in rent", "User pays £1,450 a month in childcare", "swap"),
        ("Pays $1,200 in rent.", "Pays $1,200 a month in student loans.", "swap"),
        ("使用者體重70公斤", "使用者的硬舉紀錄是70公斤", "swap"),
        ("使用者住在台北", "使用者住在信義區", "swap"),
        # A modifier before the old noun, a childhood, a day: details.
        ("使用者有一個兒子", "使用者有一個剛上幼稚園的兒子", "detail"),
        ("有一台車", "有一台白色的車", "detail"),
        ("使用者有一台車", "使用者有一台電動車", "detail"),
        ("養了一隻狗", "養了一隻米克斯狗", "detail"),
        ("使用者有氣喘", "使用者從小就有氣喘", "detail"),
        ("User has a knee injury.", "User's knee feels better today.", "detail"),
        ("使用者每天吃降血壓藥", "使用者每天早餐後吃降血壓藥", "detail"),
        # Two signs of two zodiacs; two things said of one wife; another son; a country, then a city.
        ("使用者屬龍。", "使用者是摩羯座。", "swap"),
        ("老婆是日本人", "老婆中文講得很好", "someone"),
        ("使用者的大兒子讀國中", "使用者的小兒子讀國小", "someone"),
        ("使用者住在英國", "使用者住在曼徹斯特", "swap"),
        # Two habits that share no word: two habits, however alike they read to the model.
        ("使用者週末常常寫日記", "使用者習慣每天記帳", "another habit"),
        ("使用者週末常常寫日記", "使用者習慣每天寫程式", "another habit"),
        # What is taken or worn for a condition; a favourite of another kind.
        ("有睡眠呼吸中止症", "睡覺會戴陽壓呼吸器", "treatment"),
        ("has high blood pressure", "takes blood pressure meds", "treatment"),
        ("Favorite Thai dish: green curry.", "Thai food is still my absolute favorite cuisine.", "another favourite"),
        # One of two opposites where the old fact says the other: free, then paid; part-time, then full-time.
        ("我們公司有免費午餐，每天都有便當", "使用者公司午餐需自費", "opposite"),
        ("User's gym membership is paid by work", "I pay for the gym out of pocket", "opposite"),
        ("使用者在超商打工，是兼職", "使用者在超商上班，是正職", "opposite"),
        ("User works part-time at the library", "User works full-time at the library", "opposite"),
        ("使用者的女兒讀公立幼兒園", "使用者的女兒讀私立幼兒園", "opposite"),
        ("User's Instagram account is public", "User's Instagram is private", "opposite"),
    ],
)
def test_what_the_new_fact_adds(old: str, new: str, kind: str) -> None:
    assert adds_to(new, old).kind == kind


def test_one_kind_said_twice_adds_nothing() -> None:
    # The same kind of money, in other words: the hourly wage is what one earns an hour.
    assert not adds_to("The user's hourly wage is $25.", "User earns $25 an hour.")
    assert not adds_to("珍奶都點全糖", "珍奶全糖")
    # A relative the old fact only has, or verbs said another way, are no other value.
    assert not adds_to("她上面有個哥哥", "有一個哥哥")
    assert not adds_to("他養了隻黃金獵犬", "家裡有一隻黃金獵犬")
    # Words put before the old sentence's verb, or a gloss before its end, are no detail of a noun.
    assert not adds_to("使用者上面有兩個姊姊", "使用者有兩個姊姊")
    assert not adds_to("使用者每天都會喝咖啡", "使用者每天喝咖啡")
    # What a drink is made without is no negation: 無糖 for 全糖 is another level.
    assert adds_to("使用者喝無糖綠茶", "使用者喝全糖綠茶").kind == "swap"
    assert adds_to("使用者不喝綠茶", "使用者喝綠茶").kind == "negation"
    # A film is a movie; the same treatment said twice is none.
    assert not adds_to("favourite movie is Dune", "favourite film is Dune")
    assert not adds_to("每天服用降血壓藥", "每天吃降血壓藥")


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        # Another name is found as a word, never inside one ("ig" in "night").
        ("Uses TikTok every night", "Uses Instagram every night", 'the name "Instagram"'),
        # A degree is no laptop; Python 3.10 is no 3.1.
        ("The user has a MacBook Air", "The user has an MBA", 'the name "MBA"'),
        ("Uses Python 3.1", "Uses Python 3.10", "another number"),
    ],
)
def test_names_and_numbers_read_exactly(old: str, new: str, said: str) -> None:
    assert adds_to(new, old).said == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("使用者月薪五萬", ["50000"]),
        ("使用者每月存五千", ["5000"]),
        ("房租一萬二", ["12000"]),
        ("房租 12,000 元", ["12000"]),
        ("一萬二千塊", ["12000"]),
        ("兩千五", ["2500"]),
        ("存了 1.5 萬", ["15000"]),
        ("I make about 60k", ["60000"]),
        ("每個月存5k左右", ["5000"]),
        ("住在萬華", []),
        # English number words, as one number each.
        ("User is thirty-four.", ["34"]),
        ("forty-five grand a year", ["45000"]),
        ("two hundred and fifty", ["250"]),
        ("nine hundred quid", ["900"]),
        ("between thirty and forty", ["30", "40"]),
        ("two thousand three hundred and five", ["2305"]),
        ("a grand piano", []),
        ("won three grand slams", ["3"]),
        ("每週跑three次", ["3"]),
        ("Uses Python 3.10", ["3.10"]),
    ],
)
def test_numbers_are_read_with_their_magnitude(text: str, said: list[str]) -> None:
    from pruning.judges.rules.frames import numbers

    assert numbers(text) == said


@pytest.mark.parametrize(
    ("old", "new", "same_frame"),
    [
        ("使用者每週跑步兩次", "使用者每週跑步三次", True),
        ("使用者每週打兩次網球", "使用者每週打兩次桌球", True),
        ("使用者喝咖啡", "使用者不喝咖啡", True),
        ("The user has a dog", "The user has a dog named Max", False),
        ("使用者會游泳", "使用者每週都去游泳", False),
        ("The user drinks coffee", "The user no longer drinks coffee", False),
    ],
)
def test_the_same_frame_signal_is_another_number_another_value_or_a_negation(
    old: str, new: str, same_frame: bool
) -> None:
    # Read from what kind of addition it is, never from how the addition is worded.
    assert adds_to(new, old).in_the_same_frame is same_frame
    row = features(np.ones(3), np.ones(3), wording(new, old), rule_signals(new, old, DIFFERENT))
    assert signal(row, "same frame") is same_frame
    assert signal(row, "adds")


def test_only_a_pair_no_rule_could_read_is_skipped() -> None:
    old, new = "The user plays the violin", "The user is a violinist"
    for first in (FixedJudge(DIFFERENT), FixedJudge(DIFFERENT, "same attribute, both may hold")):
        verdict = PairModelJudge(first, repeating_model()).judge(new, [old])[0]
        assert verdict.relation == UNSURE  # a first judge that cannot say it had no reading, or had one
    model = repeating_model()
    p_duplicate = float(model.probabilities(np.eye(1, model.mean.shape[0]))[0, 1])  # the intercept alone
    assert model.skip_duplicate_at < p_duplicate
    unsure = PairModel(model.mean, model.scale, model.weights, skip_duplicate_at=min(1.0, p_duplicate + 1e-9))
    assert PairModelJudge(FixedJudge(DIFFERENT, NO_READING), unsure).judge(new, [old])[0].relation == UNSURE


@pytest.mark.parametrize(
    ("p", "bare", "expected"),
    [
        ((0.65, 0.0, 0.35), False, CONTRADICT),
        ((0.65, 0.0, 0.35), True, None),  # nothing shared, no word of change: not sure enough
        ((0.55, 0.0, 0.45), False, None),  # "different" not unlikely enough to flag
        ((0.85, 0.0, 0.15), True, CONTRADICT),
        ((0.1, 0.6, 0.3), True, DUPLICATE),  # a restatement needs no word in common
        ((0.3, 0.1, 0.6), False, None),
    ],
)
def test_what_the_model_suspects(p: tuple[float, float, float], bare: bool, expected: str | None) -> None:
    assert shipped_model().suspects(*p, bare=bare) == expected


def test_a_bare_pair_is_one_with_no_reason_to_replace() -> None:
    def row(new: str, old: str) -> np.ndarray:
        return features(np.ones(3), np.ones(3), wording(new, old), rule_signals(new, old, DIFFERENT))

    assert is_bare(row("使用者這個週日要跟家人聚餐", "使用者下週一要期末考"))
    assert not is_bare(row("使用者搬到高雄了", "使用者住在台北"))


def test_a_second_look_that_fails_leaves_the_first_judges_verdicts() -> None:
    # No vectors handed over, and embedding fails: the rules' own verdicts stand.
    candidates = ["使用者住在台北", UNRELATED[0][0]]
    verdicts = PairModelJudge(RulesJudge(), eager_model(), embed=forbidden_embed).judge("使用者搬到高雄了", candidates)
    assert [v.relation for v in verdicts] == [CONTRADICT, DIFFERENT]


def test_the_guard_keeps_a_lean_only_on_an_unsure_verdict() -> None:
    from pruning.judges import guarded_judgement

    class Leaning:
        name = "leaning"

        def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
            return [
                Verdict(UNSURE, "r", "leaning", DUPLICATE),
                Verdict(DIFFERENT, "r", "leaning", CONTRADICT),
                Verdict(UNSURE, "r", "leaning", DIFFERENT),
            ]

    assert [v.suspected for v in guarded_judgement(Leaning(), "n", ["a", "b", "c"]).verdicts] == [DUPLICATE, "", ""]


# -- wiring ----------------------------------------------------------------------------------


def test_the_write_pipeline_hands_over_its_vectors(engine: MemoryEngine) -> None:
    judge = PairModelJudge(RulesJudge(), embed=forbidden_embed)
    engine.judge = engine._policies.judge = judge
    old = engine.remember("u", ALIKE[0][0], "other").stored[0]
    out = engine.remember("u", ALIKE[0][1], "other")
    assert [c.memory.id for c in out.candidates] == [old.id]
    # Stored, the old one kept live, and a review item that says which judge asked.
    assert len(out.stored) == 1 and out.archived == [] and engine.get(old.id).live  # type: ignore[union-attr]
    assert [(r.older_id, r.judge, r.suspected) for r in out.queued] == [(old.id, "pair model", DUPLICATE)]
    assert [r.newer_id for r in engine.reviews("u")] == [out.stored[0].id]


def test_a_re_judge_and_a_history_sweep_hand_over_theirs(engine: MemoryEngine) -> None:
    engine.judge = engine._policies.judge = PairModelJudge(RulesJudge(), embed=forbidden_embed)
    first = engine.add_memory("u", ALIKE[0][0], "other")
    second = engine.add_memory("u", ALIKE[0][1], "other")
    assert [c.verdict.relation for c in engine._policies.judge_neighbours(second)] == [UNSURE]  # type: ignore[union-attr]
    report = engine.sweep(user_id="u", dry_run=True)
    assert report.judge_calls == 1 and engine.get(first.id).live  # type: ignore[union-attr]
    assert [(c.kind, c.suspected) for c in report.changes] == [("review", DUPLICATE)]


def test_a_history_sweep_archives_a_rewording_the_model_is_sure_of_as_a_duplicate(engine: MemoryEngine) -> None:
    engine.judge = engine._policies.judge = PairModelJudge(RulesJudge(), embed=forbidden_embed)
    day = datetime(2026, 5, 1, tzinfo=UTC)
    first = engine.add_memory("u", "使用者是射手座", "other", now=day)
    second = engine.add_memory("u", "使用者的星座是射手", "other", now=day + timedelta(days=1))
    report = engine.sweep(user_id="u")
    assert [c.kind for c in report.changes] == ["duplicate"]
    assert "the new fact repeats the old one (pair model: duplicate" in report.changes[0].reason
    assert not engine.get(first.id).archived and engine.get(second.id).archived  # type: ignore[union-attr]
    assert engine.get(second.id).archived_reason == "duplicate"  # type: ignore[union-attr]


def test_the_default_judge_has_the_pair_model_with_the_local_embedder_only() -> None:
    assert isinstance(make_judge(Settings(embedder="local")), PairModelJudge)
    assert isinstance(make_judge(Settings(embedder="local", pair_model=False)), RulesJudge)
    assert isinstance(make_judge(Settings(embedder="gemini", gemini_api_key="k")), RulesJudge)
    cascade = make_judge(Settings(embedder="local", judge="gemini", gemini_api_key="k"))
    assert isinstance(cascade, CascadeJudge) and isinstance(cascade.first, PairModelJudge) and cascade.reads_vectors


@pytest.mark.parametrize(("value", "expected"), [("on", True), ("OFF", False), ("", True)])
def test_the_pair_model_setting(value: str, expected: bool) -> None:
    assert Settings.from_env({"MEMORY_PAIR_MODEL": value}).pair_model is expected


def test_a_bad_pair_model_setting_is_a_clear_error() -> None:
    with pytest.raises(ConfigurationError, match="MEMORY_PAIR_MODEL must be 'on' or 'off'"):
        Settings.from_env({"MEMORY_PAIR_MODEL": "maybe"})


def repeating_model() -> PairModel:
    """A model that reads every pair as a duplicate, all but surely."""
    size = shipped_model().mean.shape[0]
    weights = np.zeros((size, len(CLASSES)))
    weights[0, 1] = 10.0
    return PairModel(np.zeros(size), np.ones(size), weights)


def indifferent_model() -> PairModel:
    """A model that reads every pair as two facts that both hold, all but surely."""
    size = shipped_model().mean.shape[0]
    weights = np.zeros((size, len(CLASSES)))
    weights[0, 2] = 10.0
    return PairModel(np.zeros(size), np.ones(size), weights)


def eager_model() -> PairModel:
    """A model that reads every pair as a contradiction."""
    size = shipped_model().mean.shape[0]
    weights = np.zeros((size, len(CLASSES)))
    weights[0, 0] = 10.0
    return PairModel(np.zeros(size), np.ones(size), weights)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user's name is Alice", "The user moved to Tainan"),  # other attributes
        ("使用者的姐姐住在高雄", "使用者住在台北"),  # other people
        ("使用者住在台北", "使用者以前住在高雄"),  # the past
    ],
)
def test_a_pair_the_rules_read_apart_is_left_as_it_is(old: str, new: str) -> None:
    rules = RulesJudge()
    assert rules.settled_apart(rules.judge(new, [old])[0])
    assert PairModelJudge(rules, eager_model(), embed=forbidden_embed).judge(new, [old])[0].relation == DIFFERENT


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("會彈吉他", "使用者會彈 guitar"),  # two objects, one thing in two words
        ("Knows how to code in Python", "Can program in Python"),
        ("是統一獅的球迷", "我是獅迷"),  # an attribute, then an object
    ],
)
def test_two_objects_told_apart_by_their_words_get_the_second_look(old: str, new: str) -> None:
    rules = RulesJudge()
    verdict = rules.judge(new, [old])[0]
    assert rules.read_apart(verdict) and not rules.settled_apart(verdict), verdict.reason
    assert PairModelJudge(rules, eager_model()).judge(new, [old])[0].relation == UNSURE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Allergic to cats", "I'm allergic to dust mites"),
        ("Allergic to penicillin", "I'm allergic to aspirin"),
        ("對花生過敏", "最近發現對奇異果也會過敏"),
        ("使用者對海鮮過敏", "使用者對帶殼海鮮過敏"),  # all the old words and more, which alone could be skipped
    ],
)
def test_a_second_allergy_is_never_skipped_as_a_repeat(old: str, new: str) -> None:
    # However sure the model is: a lost allergy costs more than one kept twice.
    assert PairModelJudge(RulesJudge(), repeating_model()).judge(new, [old])[0].relation != DUPLICATE
    assert PairModelJudge(RulesJudge()).judge(new, [old])[0].relation != DUPLICATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("大學念成大", "研究所念台大"),
        ("大学念成大", "硕士念台大"),  # in Simplified
        ("Attended high school in Perth", "Attended college in Perth"),
        ("Attended junior high school in Perth", "Attended high school in Perth"),
        ("Did my undergrad at McGill", "Did my postgrad at McGill"),
    ],
)
def test_a_school_of_another_stage_is_never_skipped_as_a_repeat(old: str, new: str) -> None:
    # Alike as sentences, one word apart: two schools of a life, both true. Nothing else stops the skip.
    assert not adds_to(new, old)
    verdict = PairModelJudge(FixedJudge(DIFFERENT, NO_READING), repeating_model()).judge(new, [old])[0]
    assert verdict.relation == UNSURE, verdict.reason
    # A stage said again, in other words, may still be.
    same = PairModelJudge(FixedJudge(DIFFERENT, NO_READING), repeating_model()).judge("在成大讀大學", ["大學念成大"])[0]
    assert same.relation == DUPLICATE, same.reason


@pytest.mark.parametrize("new", ["使用者週末常常畫畫", "使用者週末常常看電影", "使用者週末常常寫日記"])
def test_two_things_done_in_one_frame_are_left_as_read(new: str) -> None:
    # The demo's weekend pastimes: another value in the same words, never a question for staff.
    first = RulesJudge().judge(new, ["使用者週末常常拍照"])[0]
    assert RulesJudge.one_frame(first) and not looks_at(RulesJudge, first)
    verdict = PairModelJudge(RulesJudge(), eager_model()).judge(new, ["使用者週末常常拍照"])[0]
    assert verdict.relation == DIFFERENT, verdict.reason
    # Two objects told apart otherwise still get the second look.
    assert not RulesJudge.one_frame(RulesJudge().judge("會彈 guitar", ["會彈吉他"])[0])


@pytest.mark.parametrize("new", ["使用者不敢吃芹菜", "使用者不敢吃榴槤", "使用者不敢吃苦瓜", "使用者不敢吃生魚片"])
def test_two_dislikes_told_apart_open_no_review(new: str) -> None:
    # The demo's multi-valued dislikes: told apart by the rules, and the model is not sure enough
    # to ask staff about them.
    verdict = PairModelJudge(RulesJudge()).judge(new, ["使用者不敢吃香菜"])[0]
    assert verdict.relation == DIFFERENT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("會彈吉他", "會彈烏克麗麗"),
        ("會彈吉他", "使用者會彈電吉他"),
    ],
)
def test_two_objects_told_apart_are_never_skipped_as_a_repeat(old: str, new: str) -> None:
    # The rules found two objects: however sure the model is of a repeat, it only asks.
    rules = RulesJudge()
    verdict = rules.judge(new, [old])[0]
    assert rules.read_apart(verdict) and not rules.settled_apart(verdict), verdict.reason
    assert PairModelJudge(rules, repeating_model()).judge(new, [old])[0].relation == UNSURE
    assert PairModelJudge(rules).judge(new, [old])[0].relation in (UNSURE, DIFFERENT)


def test_a_pair_no_rule_could_read_gets_the_second_look() -> None:
    old, new = "使用者每天早上喝黑咖啡", "使用者週末常去爬山"
    verdict = RulesJudge().judge(new, [old])[0]
    assert verdict.relation == DIFFERENT and not RulesJudge.read_apart(verdict)
    assert PairModelJudge(RulesJudge(), eager_model()).judge(new, [old])[0].relation == UNSURE


def test_both_read_paths_give_each_neighbour_its_own_vector(engine: MemoryEngine) -> None:
    texts = ["使用者住在台北", "使用者養了一隻柴犬", "The user works as a nurse"]
    stored = [engine.add_memory("u", text, "other") for text in texts]
    own = dict(zip([m.id for m in stored], engine.embedder(texts)))
    probe = engine.embedder(["使用者搬到高雄了"])[0]
    with_mirror = engine._store.query_live("u", embedding=probe, n=3)
    engine._store.mirror = None  # Chroma's own nearest-neighbour query instead
    by_query = engine._store.query_live("u", embedding=probe, n=3)
    for got in (with_mirror, by_query):
        assert sorted(m.id for m in got) == sorted(own)
        assert all(np.allclose(m.vector, own[m.id], atol=1e-5) for m in got)


# -- a review on a word of change alone ------------------------------------------------------

UNCONFIRMED = f'{UNCONFIRMED_CHANGE} "band", which no rule could confirm; for review'


def test_a_review_on_a_word_of_change_alone_is_cleared_when_the_model_is_all_but_sure() -> None:
    old, new = "I play bass in a cover band", "Our band got a new drummer"
    verdict = PairModelJudge(FixedJudge(UNSURE, UNCONFIRMED), indifferent_model()).judge(new, [old])[0]
    assert verdict.relation == DIFFERENT
    assert verdict.judge == "pair model"
    assert verdict.reason.startswith(UNCONFIRMED.removesuffix("; for review"))
    assert "so no review" in verdict.reason


def test_other_reviews_and_a_model_not_sure_leave_the_review_open() -> None:
    old, new = "I play bass in a cover band", "Our band got a new drummer"
    other = 'same topic "band", and the new fact says it changed to "drummer"; for review'
    assert PairModelJudge(FixedJudge(UNSURE, other), indifferent_model()).judge(new, [old])[0].relation == UNSURE
    for model in (eager_model(), repeating_model()):
        verdict = PairModelJudge(FixedJudge(UNSURE, UNCONFIRMED), model).judge(new, [old])[0]
        assert (verdict.relation, verdict.reason) == (UNSURE, UNCONFIRMED)  # never turned into a flag or a skip
    sure = indifferent_model()
    unsure_model = PairModel(sure.mean, sure.scale, sure.weights, clear_different_at=1.0)
    assert PairModelJudge(FixedJudge(UNSURE, UNCONFIRMED), unsure_model).judge(new, [old])[0].relation == UNSURE


def test_the_shipped_model_clears_a_change_beside_the_fact() -> None:
    judge = PairModelJudge(RulesJudge())
    cleared = judge.judge("手機換了新的桌布。", ["使用者用 iPhone 13。"])[0]
    assert (cleared.relation, cleared.judge) == (DIFFERENT, "pair model"), cleared.reason
    assert judge.judge("I moved to Taichung.", ["I live in Taipei."])[0].relation == CONTRADICT
