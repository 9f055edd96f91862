"""Proofs remembered on disk: a proof whose outcome depends only on some texts (the routine as printed,
its sizes, the sources of the machinery that proves it) is not run again for the same texts.

The cache lives in $GEN_CACHE_DIR/proofs (default ~/.cache/gen/proofs); GEN_NO_PROOF_CACHE=1 proves
everything afresh. Only successful proofs are recorded; a read-only cache only costs time.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import Any, Callable, Iterable

CACHE_ENV, NO_CACHE_ENV = "GEN_CACHE_DIR", "GEN_NO_PROOF_CACHE"


def cache_base() -> Path:
    """gen's cache folder: $GEN_CACHE_DIR, else $XDG_CACHE_HOME/gen or ~/.cache/gen."""
    base = os.environ.get(CACHE_ENV) or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gen"
    return Path(base)


def proof_cache_dir() -> Path:
    return cache_base() / "proofs"


def key_of(parts: Iterable[str], sources: Iterable[Path] = ()) -> str:
    """A digest of the texts and of the named source files' contents."""
    h = hashlib.sha256()
    for part in [*parts, *(Path(s).read_text() for s in sorted(set(sources)))]:
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def remembered(key: str, prove: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """prove()'s JSON-able result, from the cache when a proof with this key succeeded before."""
    if os.environ.get(NO_CACHE_ENV):
        return prove()
    path = proof_cache_dir() / f"{key}.json"
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        pass
    result = prove()
    write_json(path, result)
    return result


def write_json(path: Path, data: Any) -> None:
    """Write data as JSON to path atomically (a concurrent writer's file is replaced whole); a cache that
    cannot be written only costs time, so an OSError is ignored."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data))
        os.replace(tmp, path)
    except OSError:
        pass


def keep_recent_folders(root: Path, keep: int) -> None:
    """Delete all but the `keep` most recently made folders in root (caches keyed by a digest of gen's
    sources: the other versions' folders); errors are ignored."""
    try:
        folders = sorted((p for p in root.iterdir() if p.is_dir()), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return
    for old in folders[keep:]:
        shutil.rmtree(old, ignore_errors=True)
