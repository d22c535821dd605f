"""The Cucumber family's variants: the ``Ruleset`` and its options (RULES.md §1.3),
the named presets (§1.4), and the check that a variant cannot run out of cards."""
