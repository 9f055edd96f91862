"""The wisdom file: measured plan choices, one TOML table per kind of choice.

Each family that tunes by measurement owns one table (`WisdomTable`: its name, its keys in file order
and the key holding the polynomial its entries are sorted by) and reads and writes only that table;
the others are kept as they are. The file is deterministic: tables in the order they first appeared,
entries sorted by (degree, polynomial, ISA) and, for one kernel and ISA, in the order they were
recorded; keys in the table's order; written atomically.

Entries are keyed by where they were measured (gen.tune.host.host_identity: CPU id and feature flags,
compiler, with the readable model name alongside). Recording replaces only the entry of the same
kernel, ISA and host; entries from other CPUs stay beside it. A lookup takes the newest entry for the
kernel and ISA, whichever host made it, so that plans (and `gen --all`) do not depend on the host that
reads the file; `where_measured` says whether that was this host.
"""
from __future__ import annotations

import json
import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..errors import GenError
from .host import IDENTITY_KEYS, same_identity

HEADER = "# gen wisdom: measured plan choices (written by `gen tune`; reuse with --wisdom)."
NOISE = 0.03  # timings closer than this are a tie, kept in the cost model's order


@dataclass(frozen=True)
class WisdomTable:
    """One table of the wisdom file: [[name]] entries with `keys`, sorted by the polynomial in `poly_key`."""

    name: str
    keys: tuple[str, ...]
    poly_key: str


def read_file(path: Path) -> dict[str, list[dict]]:
    """Every table of the wisdom file in file order (empty when the file is missing)."""
    if not Path(path).exists():
        return {}
    try:
        data = tomllib.loads(Path(path).read_text())
    except tomllib.TOMLDecodeError as exc:
        raise GenError(f"wisdom file {path} is not valid TOML: {exc}") from None
    except OSError as exc:
        raise GenError(f"cannot read wisdom file {path}: {exc.strerror or exc}") from None
    return {name: list(entries) for name, entries in data.items() if isinstance(entries, list)}


def read_table(path: Path, table: WisdomTable) -> list[dict]:
    """The entries of one table (empty when the file or the table is missing)."""
    return read_file(path).get(table.name, [])


def write_table(path: Path, table: WisdomTable, entries: list[dict]) -> None:
    """Replace the entries of `table`, keeping every other table of the file as it is."""
    tables = read_file(path)
    tables[table.name] = [{k: e[k] for k in table.keys if k in e} for e in entries]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    out = [HEADER, ""]
    for name, rows in tables.items():
        key = table.poly_key if name == table.name else None
        for e in sorted(rows, key=lambda e: _order(e, key)) if key else rows:
            out.append(f"[[{name}]]")
            out += [f"{k} = {json.dumps(v)}" for k, v in e.items()]
            out.append("")
    tmp = Path(str(path) + ".tmp")
    tmp.write_text("\n".join(out))
    os.replace(tmp, path)


def record(path: Path, table: WisdomTable, entry: dict, same: Callable[[dict], bool]) -> None:
    """Put `entry` (with host_identity()'s keys) into `table` as the newest for its kernel, replacing the
    entry for which same(e) holds (same kernel and ISA) measured on the same host; the others stay."""
    missing = [k for k in IDENTITY_KEYS if k not in entry or k not in table.keys]
    if missing or set(entry) - set(table.keys):
        raise GenError(f"internal: wisdom [[{table.name}]] entry without {', '.join(missing) or 'a key of its table'}")
    kept = [e for e in read_table(path, table) if not (same(e) and same_identity(e, entry))]
    write_table(path, table, kept + [entry])


def lookup(path: Path, table: WisdomTable, same: Callable[[dict], bool]) -> dict | None:
    """The newest entry of `table` for which same(e) holds (same kernel and ISA), from any host; None
    when there is none."""
    found = [e for e in read_table(path, table) if same(e)]
    return found[-1] if found else None


def _order(entry: dict, poly_key: str) -> tuple:
    text = str(entry[poly_key])
    found = re.match(r"x\^(\d+)", text)
    return (int(found.group(1)) if found else 0, text, entry.get("isa", ""))


def fastest(results: list, ticks: Callable[[object], float], rank: Callable[[object], int]) -> object:
    """The winner among measured candidates: results within NOISE of the fastest count as ties, and
    the cost model's favourite among them (lowest rank) wins, so re-tuning does not flip on noise."""
    best = min(ticks(r) for r in results)
    return min((r for r in results if ticks(r) <= best * (1 + NOISE)), key=rank)


def tune_report(title: str, rows: list[str], wisdom: Path, winner: str, runner_up: str | None) -> tuple[list[str], str]:
    """What `gen tune` prints (title, one row per candidate, where the wisdom went) and the one-line
    headline `gen --all --tune` prints per kernel."""
    return [title, *rows, f"wisdom recorded in {wisdom}"], winner + (f" (next: {runner_up})" if runner_up else "")
