"""The Rulings tab: deciding a situation, the log of rulings, penalties and incidents."""
