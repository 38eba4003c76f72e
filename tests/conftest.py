"""Test set-up shared by every test: Qt runs offscreen (no display on CI)."""

import os

# Before any QApplication exists: without a display and without this, Qt aborts the
# whole pytest process (../shared/design/ecosystem.md, trap 3).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
