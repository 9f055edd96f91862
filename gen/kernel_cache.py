"""Generated kernels remembered on disk, for the sweeps over emitted/ that generate the same kernels again.

`gen --all --check` generates every config x ISA; `gen --all --ct` and `gen guard` then need the same
kernels (their names, entry points and plans) to build and judge the files in emitted/. Generating a
kernel plans, proves and prints it (seconds for the NTT and linear-algebra kernels), so each sweep
would repeat the check's work. `emitted_kernel` keeps each kernel, pickled, under a key over everything
its generation reads: the sources of the gen package, the config file, the ISA, the wisdom file and
the naming options. A change to any of them is a new key; a cache entry is never trusted across one.

The cache lives in $GEN_CACHE_DIR/kernels (default ~/.cache/gen/kernels), one folder per digest of the
gen sources; only the KEEP_SOURCE_VERSIONS most recent folders are kept. GEN_NO_KERNEL_CACHE=1 turns it
off. A kernel that cannot be read back is generated afresh.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import sys
from functools import lru_cache
from pathlib import Path

from .family import Kernel
from .check.driver import harness_dir
from .project import Config, config_kernel
from .prove.cache import cache_base, keep_recent_folders, key_of

NO_CACHE_ENV = "GEN_NO_KERNEL_CACHE"
KEEP_SOURCE_VERSIONS = 4
PACKAGE_DIR = Path(__file__).resolve().parent
SOURCE_SUFFIXES = (".py", ".j2", ".toml", ".json", ".c", ".h")


@lru_cache(maxsize=1)
def sources_digest() -> str:
    """A digest of every source file of the gen package (code, templates, cost tables) and of the C harness, the
    same for a checkout and an installed wheel of the same sources (the wheel carries the harness as gen/harness_c,
    a checkout beside the package)."""
    h = hashlib.sha256(sys.version.encode())
    for root, prefix in ((PACKAGE_DIR, ""), (harness_dir(), "harness_c/")):
        for path in sorted(root.rglob("*")):
            relative = path.relative_to(root)
            if (path.suffix in SOURCE_SUFFIXES and "__pycache__" not in relative.parts and path.is_file()
                    and not (root == PACKAGE_DIR and relative.parts[0] == "harness_c")):
                h.update((prefix + relative.as_posix()).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:24]


def kernel_key(cfg: Config, isa: str, wisdom: Path | None, prefix: str, header_only: bool,
               harness_planned: bool) -> str:
    """The key of one generated kernel: the config file's text, name and path in its project (the kernel's
    name and regeneration command), the ISA, the wisdom file's text, the options."""
    wisdom_text = wisdom.read_text() if wisdom is not None and cfg.family.takes_wisdom else ""
    return key_of([cfg.path.read_text(), isa, wisdom_text, repr((cfg.name, cfg.relpath, prefix, header_only,
                                                                  harness_planned))])


def cache_dir() -> Path:
    return cache_base() / "kernels" / sources_digest()


def emitted_kernel(cfg: Config, isa: str, wisdom: Path | None, *, prefix: str | None = None,
                   header_only: bool = False, harness_planned: bool = True) -> Kernel:
    """config_kernel(cfg, isa, wisdom, ...) as emitted/ holds it, from the cache when it was generated before."""
    kwargs = dict(prefix=prefix or "", header_only=header_only, harness_planned=harness_planned)
    if os.environ.get(NO_CACHE_ENV):
        return config_kernel(cfg, isa, wisdom, **kwargs)
    path = cache_dir() / f"{kernel_key(cfg, isa, wisdom, **kwargs)}.pickle"
    try:
        kernel = pickle.loads(path.read_bytes())
        if isinstance(kernel, Kernel):
            return kernel
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        pass
    kernel = config_kernel(cfg, isa, wisdom, **kwargs)
    _remember(path, kernel)
    return kernel


def _remember(path: Path, kernel: Kernel) -> None:
    """Write the pickled kernel atomically; a kernel that cannot be pickled or a read-only cache costs only time."""
    try:
        data = pickle.dumps(kernel, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, AttributeError, TypeError):
        return
    try:
        first = not path.parent.exists()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)
        if first:
            keep_recent_folders(path.parent.parent, KEEP_SOURCE_VERSIONS)
    except OSError:
        pass
