"""A small reader and writer for gettext catalogues (the subset makemessages writes), used by
`scripts/translate.py` and the catalogue tests; no dependency beyond the standard library."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Entry:
    comments: list[str] = field(default_factory=list)
    msgctxt: str | None = None
    msgid: str = ""
    msgid_plural: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)  # 0 for a singular entry

    @property
    def fuzzy(self) -> bool:
        return any(c.startswith("#,") and "fuzzy" in c for c in self.comments)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


def _unquote(text: str) -> str:
    return ast.literal_eval(text)


def read(path: Path) -> list[Entry]:
    entries: list[Entry] = []
    entry = Entry()
    field_name: tuple[str, int] | None = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            if field_name is not None:
                entries.append(entry)
            entry, field_name = Entry(), None
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                continue
            entry.comments.append(line)
            continue
        if line.startswith('"'):
            value = _unquote(line)
        else:
            keyword, _, rest = line.partition(" ")
            value = _unquote(rest)
            if keyword.startswith("msgstr["):
                field_name = ("msgstr", int(keyword[7:-1]))
                entry.msgstr[field_name[1]] = ""
            else:
                field_name = (keyword, 0)
                if keyword == "msgstr":
                    entry.msgstr[0] = ""
        name, index = field_name  # type: ignore[misc]
        if name == "msgstr":
            entry.msgstr[index] += value
        elif name == "msgctxt":
            entry.msgctxt = (entry.msgctxt or "") + value
        elif name == "msgid":
            entry.msgid += value
        elif name == "msgid_plural":
            entry.msgid_plural = (entry.msgid_plural or "") + value
    if field_name is not None:
        entries.append(entry)
    return entries


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


def _field(keyword: str, text: str) -> list[str]:
    """One field; a text of several lines as gettext writes it (an empty first line, then one
    quoted line per line)."""
    lines = text.splitlines(keepends=True)
    if len(lines) <= 1:
        return [f"{keyword} {_quote(text)}"]
    return [f'{keyword} ""', *(_quote(line) for line in lines)]


def write(path: Path, entries: list[Entry]) -> None:
    out: list[str] = []
    for entry in entries:
        out.extend(entry.comments)
        if entry.msgctxt is not None:
            out.extend(_field("msgctxt", entry.msgctxt))
        out.extend(_field("msgid", entry.msgid))
        if entry.msgid_plural is not None:
            out.extend(_field("msgid_plural", entry.msgid_plural))
            for index, text in sorted(entry.msgstr.items()):
                out.extend(_field(f"msgstr[{index}]", text))
        else:
            out.extend(_field("msgstr", entry.msgstr.get(0, "")))
        out.append("")
    path.write_text("\n".join(out), encoding="utf-8")
