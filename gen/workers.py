"""Worker processes for gen's CPU-bound sweeps (gen --all --check, gen guard).

Workers are forked (gen's configs and kernels need no pickling of modules, and `python -m gen` must not be
re-run as a spawned main). A forked worker inherits the pipe the pool feeds it by, so it would wait forever
if the gen process died (killed, or its output closed): each worker watches its parent and exits with it.
"""
from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor


def process_pool(workers: int | None = None) -> ProcessPoolExecutor:
    """A pool of `workers` forked processes (default: one per core) that exit when this process dies."""
    return ProcessPoolExecutor(max_workers=max(1, workers or os.cpu_count() or 1),
                               mp_context=multiprocessing.get_context("fork"),
                               initializer=exit_with_parent, initargs=(os.getpid(),))


def exit_with_parent(parent: int, poll_seconds: float = 1.0) -> None:
    """In a worker: a daemon thread that ends the process once `parent` is no longer its parent."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(poll_seconds)
        os._exit(1)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()
