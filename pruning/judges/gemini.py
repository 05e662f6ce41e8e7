"""The Gemini judge: one structured-output request per write, through `google-genai`.

Every gray-zone candidate goes into a single `generate_content` call, and the answer
is locked by a response schema (an enum for the relation). The schema narrows what
the model can say but is not trusted: the answer is parsed strictly and any doubt
raises `JudgeOutputError`, which `guarded_judgement` turns into "all DIFFERENT".

Timeouts and retries, as google-genai 3.3 actually applies them (read from its
`_api_client.py` and pinned by tests/pruning/test_gemini_judge.py):

- `HttpOptions.timeout` is in milliseconds. The SDK divides it by 1000 and hands it
  to its HTTP client (httpx2 here) as a *per-phase* timeout (connect, write, read,
  pool), not as a deadline for the whole call; it also sends it to the server,
  rounded up to whole seconds, as the `X-Server-Timeout` header.
- `HttpRetryOptions(attempts=n)` is the total number of attempts, the first one
  included. Retries happen on the listed HTTP status codes *and*, whatever that list
  says, on the HTTP client's timeout and connect errors: a server that hangs costs
  `attempts * timeout` plus the back-off sleeps, hence `budget_seconds`.
- The back-off before retry k (k = 1, 2, …) is
  `min(max_delay, initial_delay * exp_base**(k-1) + uniform(0, jitter))`.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

from google import genai
from google.genai import types

from .base import DECISIONS, JudgeOutputError, Verdict

if TYPE_CHECKING:
    from .config import Settings

DEFAULT_MODEL = "gemini-2.5-flash-lite"
API_VERSION = "v1beta"
REASON_MAX_CHARS = 300

# Only what a retry can fix: rate limiting and the server's own transient failures.
# A 400 (bad request, bad key) would fail the same way again.
RETRY_STATUS_CODES = (429, 500, 503)
# Short on purpose: the judge sits in the write path, and a failed judgement is safe
# (everything is kept as DIFFERENT), so waiting long for an answer buys little.
RETRY_INITIAL_DELAY = 0.5
RETRY_MAX_DELAY = 2.0
RETRY_EXP_BASE = 2.0
RETRY_JITTER = 0.25

SYSTEM_INSTRUCTION = """\
You compare facts that a companion app remembers about one user. Facts may be \
written in Chinese or in English.

You get one NEW fact and a numbered list of STORED facts. For every stored fact, \
decide how the new fact relates to it:

- CONTRADICT: both state the same attribute of the user and its value has changed, \
so both cannot be true now. Example: "使用者叫小明" and "使用者現在的名字是小華" \
(the name changed from 小明 to 小華). Example: "I hate coriander" and \
"I tried coriander and now I actually like it".
- DUPLICATE: the same attribute with the same value, or the same object with the \
same attitude, only said differently. Example: "使用者討厭吃香菜" and \
"使用者不喜歡吃香菜" or "香菜我一點都不喜歡".
- DIFFERENT: different objects, or different facts that can both be true at the \
same time. Example: "使用者討厭吃芹菜" and "使用者討厭吃香菜" (celery and \
coriander are different vegetables, so the user can hate both).

When unsure, answer DIFFERENT: keeping one extra fact is cheap, replacing a true \
fact by mistake is not.

Give exactly one judgement per stored fact, in index order, with the stored fact's \
index. The reason is one short line saying why.\
"""

_WHITESPACE = re.compile(r"\s+")


def _one_line(text: str) -> str:
    # A fact with line breaks could otherwise fake an extra "[1] …" entry in the
    # numbered list and shift the model's idea of which index is which.
    return _WHITESPACE.sub(" ", text).strip()


def build_prompt(new_text: str, candidates: list[str]) -> str:
    """The user turn: the new fact, then every stored fact with its index."""
    numbered = "\n".join(f"[{index}] {_one_line(text)}" for index, text in enumerate(candidates))
    return (
        f"NEW fact:\n{_one_line(new_text)}\n\n"
        f"STORED facts ({len(candidates)}):\n{numbered}\n\n"
        f"Return exactly {len(candidates)} judgements, indexes 0 to {len(candidates) - 1}, in order."
    )


def response_schema(count: int) -> types.Schema:
    """`{"judgements": [{"index", "relation" (enum), "reason"}]}` with exactly `count` items."""
    judgement = types.Schema(
        type=types.Type.OBJECT,
        properties={
            "index": types.Schema(type=types.Type.INTEGER),
            "relation": types.Schema(type=types.Type.STRING, enum=list(DECISIONS)),
            "reason": types.Schema(type=types.Type.STRING),
        },
        required=["index", "relation", "reason"],
        # Index first, reason last: the model commits to which fact it judges before it
        # explains itself.
        property_ordering=["index", "relation", "reason"],
    )
    return types.Schema(
        type=types.Type.OBJECT,
        properties={
            "judgements": types.Schema(type=types.Type.ARRAY, items=judgement, min_items=count, max_items=count),
        },
        required=["judgements"],
    )


def parse_judgements(text: str | None, count: int, judge_name: str) -> list[Verdict]:
    """Strictly parse the model's JSON into `count` Verdicts ordered by index.

    Exactly `count` judgements with indexes 0..count-1, each once; a relation from the
    enum; a string reason; no other keys. Anything else raises `JudgeOutputError`:
    a judgement that cannot be tied to its candidate with certainty is worthless.
    """
    if not text or not text.strip():
        raise JudgeOutputError("the answer has no text")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise JudgeOutputError(f"the answer is not JSON ({exc.msg} at {exc.pos}): {text[:120]!r}") from None
    if not isinstance(data, dict) or set(data) != {"judgements"}:
        raise JudgeOutputError(f"expected an object with only 'judgements', got {text[:120]!r}")
    items = data["judgements"]
    if not isinstance(items, list):
        raise JudgeOutputError("'judgements' is not a list")
    if len(items) != count:
        raise JudgeOutputError(f"expected {count} judgements, got {len(items)}")

    by_index: dict[int, Verdict] = {}
    for item in items:
        if not isinstance(item, dict) or set(item) != {"index", "relation", "reason"}:
            raise JudgeOutputError(f"a judgement is not {{index, relation, reason}}: {item!r}")
        index, relation, reason = item["index"], item["relation"], item["reason"]
        # bool is an int in Python, and JSON true must not pass for index 1.
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < count:
            raise JudgeOutputError(f"index {index!r} is not one of 0..{count - 1}")
        if index in by_index:
            raise JudgeOutputError(f"index {index} is judged twice")
        if relation not in DECISIONS:
            raise JudgeOutputError(f"unknown relation {relation!r}")
        if not isinstance(reason, str):
            raise JudgeOutputError(f"the reason for index {index} is not text")
        by_index[index] = Verdict(relation, reason.strip()[:REASON_MAX_CHARS], judge=judge_name)
    # `count` distinct indexes, each within 0..count-1, cover the range exactly.
    return [by_index[index] for index in range(count)]


class GeminiJudge:
    """Judges a new fact against its gray-zone neighbours with a Gemini model."""

    def __init__(
        self,
        api_key: str,
        model: str = DEFAULT_MODEL,
        base_url: str | None = None,
        timeout: float = 5.0,
        retries: int = 1,
    ) -> None:
        if not api_key or not api_key.strip():
            raise ValueError("The Gemini judge needs an API key (GEMINI_API_KEY).")
        if timeout <= 0:
            raise ValueError(f"The judge timeout must be positive, got {timeout!r} seconds.")
        if retries < 0:
            raise ValueError(f"The judge retries cannot be negative, got {retries!r}.")
        self.model = model
        self.name = f"gemini:{model}"
        self.timeout = float(timeout)
        self.retries = int(retries)
        http_options = types.HttpOptions(
            base_url=base_url or None,
            # Pinned, not left to the SDK (3.3 defaults to "v1"): system instructions and
            # response schemas are documented on v1beta, and v1 has rejected
            # `systemInstruction` as an unknown field before.
            api_version=API_VERSION,
            timeout=max(1, round(self.timeout * 1000)),  # milliseconds, an int in the SDK
            retry_options=types.HttpRetryOptions(
                attempts=self.retries + 1,
                initial_delay=RETRY_INITIAL_DELAY,
                max_delay=RETRY_MAX_DELAY,
                exp_base=RETRY_EXP_BASE,
                jitter=RETRY_JITTER,
                http_status_codes=list(RETRY_STATUS_CODES),
            ),
        )
        # vertexai=False: GOOGLE_GENAI_USE_VERTEXAI in the environment must not reroute
        # the key to another API.
        self._client = genai.Client(api_key=api_key.strip(), vertexai=False, http_options=http_options)

    @classmethod
    def from_settings(cls, settings: Settings) -> GeminiJudge:
        """Built from `pruning.config.Settings` (key, model, base URL, timeout, retries)."""
        if not settings.gemini_api_key:
            raise ValueError("MEMORY_JUDGE=gemini needs GEMINI_API_KEY to be set.")
        return cls(
            api_key=settings.gemini_api_key,
            model=settings.gemini_judge_model,
            base_url=settings.gemini_base_url,
            timeout=settings.judge_timeout,
            retries=settings.judge_retries,
        )

    @property
    def budget_seconds(self) -> float:
        """The nominal worst case of one `judge` call: every attempt times out, every
        back-off sleeps its longest. Nominal because the timeout bounds each network
        phase, not the whole exchange (a server trickling bytes can stretch it)."""
        sleeps = sum(
            min(RETRY_MAX_DELAY, RETRY_INITIAL_DELAY * RETRY_EXP_BASE**k + RETRY_JITTER) for k in range(self.retries)
        )
        return (self.retries + 1) * self.timeout + sleeps

    def judge(self, new_text: str, candidates: list[str]) -> list[Verdict]:
        if not candidates:
            return []  # nothing to compare: no request, no cost
        config = types.GenerateContentConfig(
            system_instruction=SYSTEM_INSTRUCTION,
            temperature=0.0,
            response_mime_type="application/json",
            response_schema=response_schema(len(candidates)),
            # A runaway answer only burns time: a truncated one fails the parse anyway.
            max_output_tokens=256 + 160 * len(candidates),
            # One request per judgement (plus retries): never follow continuation tokens.
            automatic_continuation=False,
        )
        response = self._client.models.generate_content(
            model=self.model, contents=build_prompt(new_text, candidates), config=config
        )
        text = response.text
        if not text:
            raise JudgeOutputError(f"the answer has no text ({_why_empty(response)})")
        return parse_judgements(text, len(candidates), self.name)


def _why_empty(response: types.GenerateContentResponse) -> str:
    feedback = response.prompt_feedback
    if feedback is not None and feedback.block_reason:
        return f"prompt blocked: {feedback.block_reason}"
    if response.candidates:
        return f"finish reason: {response.candidates[0].finish_reason}"
    return "no candidates"
