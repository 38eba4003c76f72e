"""Floor in English, Russian and Romanian: the languages, the catalogs and number formats (standard library only).

The catalogs are Qt Linguist ``.ts`` files in ``resources/translations/``: the desktop loads them compiled
(``.qm``, through Qt's translator); the player pages and the command line read the same files here.
"""
