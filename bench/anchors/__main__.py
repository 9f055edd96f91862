"""python3 -m bench.anchors: build the anchors if needed and print the reference table."""
import sys

from .anchors import main

sys.exit(main())
