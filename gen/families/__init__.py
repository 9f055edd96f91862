"""The registry of kernel families: adding a family is one sub-package and one line here.

Each family (gen.family.Family) reads its request from CLI flags or a config table, and owns its
plan, proof, C, checks, constant-time policy, tuning, ABI adapters and summary. Extensions
(gen.family.Extension) add functions to another family's files and are asked for by an option.
"""
from __future__ import annotations

from typing import Any

from ..errors import GenError
from ..family import Extension, Family
from .batch import EXTENSION as BATCH
from .field import FAMILY as FIELD
from .linalg import FAMILY as LINALG
from .matrix import FAMILY as MATRIX
from .modq import FAMILY as MODQ
from .ring import FAMILY as RING
from .tower import FAMILY as TOWER

FAMILIES: dict[str, Family] = {f.name: f for f in (FIELD, RING, TOWER, MATRIX, MODQ, LINALG)}
EXTENSIONS: dict[str, Extension] = {e.name: e for e in (BATCH,)}
DEFAULT_FAMILY = "field"


def family(name: str) -> Family:
    """The family called `name`."""
    try:
        return FAMILIES[name]
    except KeyError:
        raise GenError(f"unknown kernel family {name!r}: one of {', '.join(FAMILIES)}") from None


def family_of(spec: Any) -> Family:
    """The family that emits a validated spec object (every spec class names its family)."""
    return family(spec.family)


def cli_flags() -> list:
    """Every family's request flags, each once (the first family to declare a flag gives its help)."""
    seen: dict[str, Any] = {}
    for fam in FAMILIES.values():
        for flag in fam.flags:
            seen.setdefault(flag.name, flag)
    return list(seen.values())


def select(values: dict[str, Any]) -> tuple[Family, dict[str, Any]] | None:
    """The family a command line asks for, from the values of the request flags that were given (None:
    no request): the family with the most required flags, all of them given. Two whole requests, or a
    flag the chosen family does not read, are one-line errors."""
    given = {k for k, v in values.items() if v is not None}
    if not given:
        return None
    required = {f.name: {fl.name for fl in f.flags if fl.required} for f in FAMILIES.values()}
    accepted = {f.name: {fl.name for fl in f.flags} for f in FAMILIES.values()}
    whole = sorted((f for f in FAMILIES.values() if required[f.name] <= given), key=lambda f: -len(required[f.name]))
    chosen = whole[0] if whole else None
    for other in whole[1:]:
        if not required[other.name] <= required[chosen.name]:
            raise GenError(f"give one request: {chosen.example} or {other.example}")
    for name in sorted(given - accepted[chosen.name] if chosen else given):
        owner = next(f for f in FAMILIES.values() if name in accepted[f.name] and len(f.flags) > 1)
        partners = " and ".join(f"--{fl.name}" for fl in owner.flags if fl.name != name and fl.required)
        raise GenError(f"--{name} goes with {partners}: {owner.example}")
    return chosen, {fl.name: values[fl.name] for fl in chosen.flags}


def config_family(data: dict[str, Any], where: str) -> Family:
    """The family of a config table: the one whose marker key it has (the default family when none)."""
    marked = [f for f in FAMILIES.values() if f.config_key is not None and f.config_key in data]
    if len(marked) > 1:
        raise GenError(f"config {where} has {' and '.join(repr(f.config_key) for f in marked)}: "
                       f"one kernel per config")
    return marked[0] if marked else FAMILIES[DEFAULT_FAMILY]


__all__ = ["FAMILIES", "EXTENSIONS", "family", "family_of", "cli_flags", "select", "config_family"]
