"""configs/*.toml: one file per real-world field (name, modulus, where it is used, ISAs)."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from .errors import GenError
from .field import Field, parse_field
from .isa import ISA_NAMES

REPO_ROOT = Path(__file__).resolve().parent.parent
CONFIG_DIR = REPO_ROOT / "configs"
EMITTED_DIR = REPO_ROOT / "emitted"


@dataclass(frozen=True)
class FieldConfig:
    """One config: a field (key `modulus`), a ring F2[x]/(f) (key `ring`, then `field` is None), a
    tower GF(2^m)[y]/F(y) (keys `modulus` for the base field and `ext` for F), or l x l matrix
    products over GF(16) (keys `modulus` and `matrix` = l)."""

    name: str
    field: Field | None
    used_in: str
    isas: tuple[str, ...]
    path: Path
    ring: object | None = None  # gen.ring.Ring
    ext: str | None = None  # a tower GF(2^m)[y]/F(y): F, over the base field `field`
    matrix: int | None = None  # l x l matrix products over the field `field` (GF(16))
    batch: bool = False  # also emit the batch kernels (gen.batch) on the ISAs that have them

    @property
    def spec_text(self) -> str:
        return self.ring.text if self.ring is not None else self.field.text

    @property
    def kind(self) -> str:
        if self.matrix is not None:
            return "matrix"
        return "ring" if self.ring is not None else "tower" if self.ext is not None else "field"

    @property
    def relpath(self) -> str:
        try:
            return str(self.path.resolve().relative_to(REPO_ROOT))
        except ValueError:
            return str(self.path)


def load_config(path: Path) -> FieldConfig:
    try:
        data = tomllib.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError) as exc:
        raise GenError(f"cannot read config {path}: {exc.__class__.__name__}") from None
    except tomllib.TOMLDecodeError as exc:
        raise GenError(f"config {path} is not valid TOML: {exc}") from None
    if "ring" in data and "modulus" in data:
        raise GenError(f"config {path} has both `ring` and `modulus`: one config per kernel")
    for key in ("name", "modulus" if "ring" not in data else "ring", "used_in", "isas"):
        if key not in data:
            raise GenError(f"config {path} lacks the key {key!r}")
    ring = None
    if "ring" in data:
        from .ring import parse_ring

        ring, field = parse_ring(str(data["ring"])), None
    else:
        field = parse_field(str(data["modulus"]))
    ext = None
    if "ext" in data:
        from .tower import parse_tower

        ext = parse_tower(field, str(data["ext"])).ext_text
    matrix = None
    if "matrix" in data:
        from .matrix import parse_matrix

        if ring is not None or ext is not None:
            raise GenError(f"config {path}: `matrix` goes with `modulus` alone (GF(16))")
        matrix = parse_matrix(field, data["matrix"]).l
    isas = tuple(data["isas"])
    for isa in isas:
        if isa not in ISA_NAMES:
            raise GenError(f"config {path} names unknown ISA {isa!r}")
    batch = data.get("batch", False)
    if not isinstance(batch, bool) or (batch and (field is None or ext is not None or matrix is not None)):
        raise GenError(f"config {path}: `batch` must be true or false, and only for a field")
    return FieldConfig(str(data["name"]), field, str(data["used_in"]), isas, Path(path), ring, ext, matrix, batch)


WISDOM_FILE = "wisdom.toml"  # measured plan choices live beside the configs, not as a config


def all_configs(config_dir: Path = CONFIG_DIR) -> list[FieldConfig]:
    return [load_config(p) for p in sorted(config_dir.glob("*.toml")) if p.name != WISDOM_FILE]


def field_configs(config_dir: Path = CONFIG_DIR) -> list[FieldConfig]:
    return [c for c in all_configs(config_dir) if c.kind == "field"]


def ring_configs(config_dir: Path = CONFIG_DIR) -> list[FieldConfig]:
    return [c for c in all_configs(config_dir) if c.kind == "ring"]


def tower_configs(config_dir: Path = CONFIG_DIR) -> list[FieldConfig]:
    return [c for c in all_configs(config_dir) if c.kind == "tower"]


def matrix_configs(config_dir: Path = CONFIG_DIR) -> list[FieldConfig]:
    return [c for c in all_configs(config_dir) if c.kind == "matrix"]
