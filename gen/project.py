"""A gen project: a directory with configs/*.toml (one kernel per file), the emitted/ tree they
regenerate, and configs/wisdom.toml (measured plan choices).

`gen --all` works on the project the user stands in (the nearest directory up from the current one
that has configs/*.toml) or the one named with --project, never on the tree gen was installed from.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import GenError
from .families import EXTENSIONS, config_family
from .family import Family, Kernel
from .isa import ISA_NAMES, Target, get_target
from .pipeline import generate

CONFIG_DIR, EMITTED_DIR = "configs", "emitted"
BASELINE_DIR = Path("bench") / "baselines"  # gen guard's instruction counts, one file per ISA
WISDOM_FILE = "wisdom.toml"  # measured plan choices live beside the configs, not as a config
COMMON_KEYS = ("name", "used_in", "isas")


@dataclass(frozen=True)
class Config:
    """One configs/*.toml: a kernel of some family, where it is used, and the ISAs it is emitted for.

    options: the family options it asks for (e.g. batch = true), applied on the ISAs where they apply."""

    name: str
    family: Family
    spec: Any
    used_in: str
    isas: tuple[str, ...]
    path: Path
    relpath: str  # relative to the project root: what the regeneration command names
    options: dict[str, Any] = field(default_factory=dict)

    def options_for(self, target: Target) -> dict[str, Any]:
        """The config's options that apply on `target` (an extension applies where it can be emitted)."""
        return {k: v for k, v in self.options.items()
                if k not in EXTENSIONS or EXTENSIONS[k].applies(self.spec, target) is None}


def config_kernel(cfg: Config, isa: str, wisdom: Path | None = None, **kwargs: Any) -> Kernel:
    """The kernel of one config x ISA, planned as emitted/ is (shipped cost tables, the given wisdom)."""
    options = cfg.options_for(get_target(isa))
    kwargs.setdefault("used_in", cfg.used_in)
    kwargs.setdefault("config", cfg.relpath)
    return generate(cfg.spec, isa, name=cfg.name, default_name=cfg.name, profile=False,
                    wisdom=wisdom if cfg.family.takes_wisdom else None, **options, **kwargs)


def load_config(path: Path, root: Path | None = None) -> Config:
    """Read and validate one config file; `root`: the project root its path is shown relative to."""
    where = str(path)
    try:
        data = tomllib.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError) as exc:
        raise GenError(f"cannot read config {path}: {exc.__class__.__name__}") from None
    except tomllib.TOMLDecodeError as exc:
        raise GenError(f"config {path} is not valid TOML: {exc}") from None
    fam = config_family(data, where)
    for key in (*COMMON_KEYS[:1], *fam.config_keys, *COMMON_KEYS[1:]):
        if key not in data:
            raise GenError(f"config {path} lacks the key {key!r}")
    known = set(COMMON_KEYS) | set(fam.config_keys) | set(fam.config_options)
    unknown = sorted(set(data) - known)
    if unknown:
        raise GenError(f"config {path}: unknown key {unknown[0]!r} for {fam.noun} "
                       f"(keys: {', '.join(sorted(known))})")
    spec, options = fam.parse_config(data, where)
    isas = tuple(data["isas"])
    for isa in isas:
        if isa not in ISA_NAMES:
            raise GenError(f"config {path} names unknown ISA {isa!r}")
    relpath = str(path)
    if root is not None:
        try:
            relpath = str(Path(path).resolve().relative_to(root.resolve()))
        except ValueError:
            pass
    return Config(str(data["name"]), fam, spec, str(data["used_in"]), isas, Path(path), relpath, options)


@dataclass(frozen=True)
class Project:
    """A project directory: configs/, emitted/, the wisdom file and gen guard's baselines."""

    root: Path

    @property
    def config_dir(self) -> Path:
        return self.root / CONFIG_DIR

    @property
    def emitted_dir(self) -> Path:
        return self.root / EMITTED_DIR

    @property
    def wisdom(self) -> Path:
        return self.config_dir / WISDOM_FILE

    @property
    def baselines_dir(self) -> Path:
        return self.root / BASELINE_DIR

    def configs(self) -> list[Config]:
        """Every config, sorted by file name."""
        return [load_config(p, self.root) for p in sorted(self.config_dir.glob("*.toml")) if p.name != WISDOM_FILE]

    def configs_of(self, family: str) -> list[Config]:
        return [c for c in self.configs() if c.family.name == family]

    def config(self, name: str) -> Config:
        """The config whose kernel is called `name`."""
        for c in self.configs():
            if c.name == name:
                return c
        raise GenError(f"project {self.root} has no config named {name!r}")


def is_project(directory: Path) -> bool:
    """A directory with configs/*.toml (other than the wisdom file)."""
    configs = directory / CONFIG_DIR
    return configs.is_dir() and any(p.name != WISDOM_FILE for p in configs.glob("*.toml"))


def find_project(explicit: Path | None = None, start: Path | None = None) -> Project:
    """The project named with --project, else the nearest one from `start` (the current directory) up."""
    if explicit is not None:
        if not is_project(Path(explicit)):
            raise GenError(f"--project {explicit} is not a gen project (it has no {CONFIG_DIR}/*.toml)")
        return Project(Path(explicit).resolve())
    here = (start or Path.cwd()).resolve()
    for directory in (here, *here.parents):
        if is_project(directory):
            return Project(directory)
    raise GenError(f"no gen project here: no {CONFIG_DIR}/*.toml in {here} or above; run in a checkout of "
                   f"the project or pass --project DIR")
