"""The tournament: settings, players, blind structure and clock, chips, payouts — pure, as events fold into state."""
