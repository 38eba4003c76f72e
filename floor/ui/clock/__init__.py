"""The room's big screen: the clock display, laid out to fit any screen, and what it shows."""
