"""Asking gen for a scheme's drop-in files (`--abi`), shared by run.py (PQClean), liboqs.py and liboqs_uov.py.

Each gen call's output goes to its own directory under the caller's root, keyed by the call, so
levels that need the same kernels share one run.
"""
from __future__ import annotations

import concurrent.futures as cf
import hashlib
import os
import shlex
import shutil
import subprocess
from pathlib import Path

import toolchain as tc
from schemes import Level, Scheme


def gen_supports_abi(gen_cmd: list[str], abi: str) -> bool:
    """Does this gen know --abi (the PQClean drop-in files)?"""
    try:
        out = subprocess.run([*gen_cmd, "--help"], capture_output=True, text=True, timeout=120)
    except OSError:
        return False
    return "--abi" in out.stdout and out.returncode == 0 and bool(abi)


def gen_tree_key(gen_cmd: list[str]) -> str:
    """What gen's output depends on besides its arguments: the command and this checkout's gen sources
    (Python, templates, cost tables, C harness), hashed. A caller may keep gen's outputs under this key
    and reuse them while it holds (a --gen command outside this checkout is keyed by its text only)."""
    h = hashlib.sha256(shlex.join(gen_cmd).encode() + b"\0")
    root = Path(__file__).resolve().parent.parent
    for d in ("gen", "harness_c"):
        for f in sorted((root / d).rglob("*")):
            if f.is_file() and f.suffix in (".py", ".j2", ".toml", ".c", ".h") and "__pycache__" not in f.parts:
                h.update(str(f.relative_to(root)).encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def run_gen(gen_cmd: list[str], spec: tuple[str, ...], isa: str, abi: str, root: Path) -> list[Path]:
    """One gen call (spec, then --isa and --abi) into a directory under root named by the call, reused
    when it is already there; returns the emitted .c and .h files."""
    key = hashlib.sha256(shlex.join([*spec, isa, abi]).encode()).hexdigest()[:16]
    d = root / key
    if not (d / ".done").exists():
        shutil.rmtree(d, ignore_errors=True)
        argv = [*gen_cmd, *spec, "--isa", isa, "--abi", abi, "--no-bench", "--out", str(d)]
        tc.run(argv, f"gen {shlex.join(spec[:2])} --isa {isa} --abi {abi}")
        (d / ".done").write_text(shlex.join(argv) + "\n")
    return sorted(p for p in d.iterdir() if p.suffix in (".c", ".h"))


def emit_kernels(gen_cmd: list[str], scheme: Scheme, level: Level, isa: str, root: Path) -> list[Path]:
    """Run gen once per spec of the level (an output already under root is reused); return the
    emitted .c and .h files, checking that the scheme's replaced and added files are among them."""
    files: list[Path] = []
    for spec in level.gen_specs:
        files += run_gen(gen_cmd, spec, isa, scheme.abi, root)
    names = {p.name for p in files}
    expected = (*scheme.replaced, *scheme.added)
    missing = [f for f in expected if f not in names]
    if missing:
        raise tc.CheckFailed(f"gen wrote no {', '.join(missing)} (expected {', '.join(expected)})")
    if len(names) != len(files):
        raise tc.CheckFailed(f"gen's outputs collide by name: {sorted(p.name for p in files)}")
    return files


def emit_all(gen_cmd: list[str], scheme: Scheme, combos: list[tuple[Level, str]], root: Path) -> list[list[Path]]:
    """Fresh gen outputs for every level x ISA (root is wiped first), gen runs in parallel (gen is
    single-threaded), each distinct call once; returns the files of each combo in order. A failed
    call's CheckFailed names its level and ISA."""
    shutil.rmtree(root, ignore_errors=True)
    unique: dict[tuple, tuple[Level, str]] = {}
    for level, isa in combos:
        unique.setdefault((level.gen_specs, isa), (level, isa))

    def one(combo: tuple[Level, str]) -> list[Path]:
        level, isa = combo
        try:
            return emit_kernels(gen_cmd, scheme, level, isa, root)
        except tc.CheckFailed as e:
            e.where = f"{level.name} {isa}"
            raise

    with cf.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        done = dict(zip(unique, pool.map(one, unique.values())))
    return [done[(level.gen_specs, isa)] for level, isa in combos]
