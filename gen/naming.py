"""Names and provenance every family shares: C identifiers, a kernel's symbol, the regeneration command."""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

from .errors import GenError

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
MAX_IDENTIFIER = 64


def check_identifier(value: str, what: str, allow_empty: bool = False) -> str:
    """`value` if it is a C identifier (what it is called in the error otherwise)."""
    if allow_empty and value == "":
        return value
    if not isinstance(value, str) or len(value) > MAX_IDENTIFIER or not IDENTIFIER.fullmatch(value):
        shown = repr(value[:40]) if isinstance(value, str) else repr(value)
        raise GenError(f"{what} {shown} is not a valid C identifier (letters, digits, _; "
                       f"not starting with a digit; at most {MAX_IDENTIFIER} characters)")
    return value


@dataclass(frozen=True)
class Naming:
    """How a kernel's files and symbols are named: symbol = prefix + name; every emitted symbol starts
    with it. `default` is the name the spec or config gives (the command omits --name when equal)."""

    name: str
    prefix: str
    header_only: bool
    default: str

    @property
    def sym(self) -> str:
        return self.prefix + self.name


def make_naming(name: str | None, default: str, prefix: str = "", header_only: bool = False) -> Naming:
    """Validated names: --name (default: `default`), --prefix, and their concatenation."""
    name = check_identifier(name if name is not None else default, "--name")
    prefix = check_identifier(prefix, "--prefix", allow_empty=True)
    check_identifier(prefix + name, "symbol prefix + name")
    return Naming(name, prefix, header_only, default)


def canonical_command(spec_args: list[str], isa: str, naming: Naming, config: str | None,
                      flags: list[str] = (), trailing: list[str] = ()) -> str:
    """The command that regenerates these exact files (the output directory does not matter):
    `gen --config C` or the spec flags, then --isa, --name/--prefix/--header-only when they differ
    from the defaults, the family's `flags` (e.g. --batch) and, without a config, `trailing` spec flags."""
    parts = ["gen", *(["--config", config] if config else spec_args), "--isa", isa]
    if naming.name != naming.default:
        parts += ["--name", naming.name]
    if naming.prefix:
        parts += ["--prefix", naming.prefix]
    if naming.header_only:
        parts.append("--header-only")
    parts += list(flags)
    if not config:
        parts += list(trailing)
    return " ".join(shlex.quote(p) for p in parts)
