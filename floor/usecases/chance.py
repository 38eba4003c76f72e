"""The one source of chance in play: seat draws, button draws, race cards and balancing's random picks.

Every draw Floor makes at a table uses a cryptographically secure shuffle (``secrets.SystemRandom``), so nobody
can predict or replay a seat from the time or an earlier draw. Tests pass their own seeded ``random.Random``.
"""

from __future__ import annotations

import random
import secrets

SECURE: random.Random = secrets.SystemRandom()
