"""`python -m floor`: the same command line as `floor`."""

import sys

from floor.cli import main

sys.exit(main())
