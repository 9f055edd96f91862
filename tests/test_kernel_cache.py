"""The kernel cache of the emitted/ sweeps (gen/kernel_cache.py): a hit returns the same kernel without
generating it; any change to what generation reads, or a damaged entry, generates afresh."""
from pathlib import Path

import pytest

from gen import kernel_cache
from gen.project import Project, config_kernel

PROJECT = Project(Path(__file__).resolve().parent.parent)
CONFIG = next(c for c in PROJECT.configs() if c.name == "gf2_12")


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A private cache folder, and a count of the kernels really generated."""
    generated = []

    def counting(cfg, isa, wisdom, **kwargs):
        generated.append((cfg.name, isa, kwargs["prefix"]))
        return config_kernel(cfg, isa, wisdom, **kwargs)

    monkeypatch.setattr(kernel_cache, "cache_dir", lambda: tmp_path / "kernels")
    monkeypatch.setattr(kernel_cache, "config_kernel", counting)
    monkeypatch.delenv(kernel_cache.NO_CACHE_ENV, raising=False)
    return tmp_path / "kernels", generated


def test_a_cached_kernel_is_the_generated_one_and_is_not_generated_again(cache):
    folder, generated = cache
    first = kernel_cache.emitted_kernel(CONFIG, "c64", None)
    second = kernel_cache.emitted_kernel(CONFIG, "c64", None)
    assert generated == [("gf2_12", "c64", "")]
    assert second is not first and second.all_files() == first.all_files()
    assert second.all_files() == config_kernel(CONFIG, "c64", None).all_files()
    assert len(list(folder.glob("*.pickle"))) == 1


def test_another_isa_option_or_config_text_is_another_entry(cache, tmp_path):
    folder, generated = cache
    kernel_cache.emitted_kernel(CONFIG, "c64", None)
    kernel_cache.emitted_kernel(CONFIG, "c32", None)
    kernel_cache.emitted_kernel(CONFIG, "c64", None, prefix="my_")
    edited = tmp_path / "gf2_12.toml"
    edited.write_text(CONFIG.path.read_text() + "\n# edited\n")
    kernel_cache.emitted_kernel(type(CONFIG)(**{**vars(CONFIG), "path": edited}), "c64", None)
    renamed = type(CONFIG)(**{**vars(CONFIG), "name": "gf2_12_copy", "relpath": "configs/gf2_12_copy.toml"})
    assert kernel_cache.emitted_kernel(renamed, "c64", None).sym == "gf2_12_copy"
    assert generated == [("gf2_12", "c64", ""), ("gf2_12", "c32", ""), ("gf2_12", "c64", "my_"), ("gf2_12", "c64", ""),
                         ("gf2_12_copy", "c64", "")]
    assert len(list(folder.glob("*.pickle"))) == 5


def test_a_damaged_entry_is_generated_afresh(cache):
    folder, generated = cache
    kernel_cache.emitted_kernel(CONFIG, "c64", None)
    entry = next(folder.glob("*.pickle"))
    entry.write_bytes(entry.read_bytes()[:100])
    again = kernel_cache.emitted_kernel(CONFIG, "c64", None)
    assert len(generated) == 2 and again.all_files() == config_kernel(CONFIG, "c64", None).all_files()


def test_the_cache_can_be_turned_off(cache, monkeypatch):
    folder, generated = cache
    monkeypatch.setenv(kernel_cache.NO_CACHE_ENV, "1")
    kernel_cache.emitted_kernel(CONFIG, "c64", None)
    kernel_cache.emitted_kernel(CONFIG, "c64", None)
    assert len(generated) == 2 and not folder.exists()


def test_the_key_covers_every_source_of_the_gen_package():
    covered = {p.suffix for p in kernel_cache.PACKAGE_DIR.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    assert covered <= set(kernel_cache.SOURCE_SUFFIXES), covered - set(kernel_cache.SOURCE_SUFFIXES)
