"""Review my play: the expert's value of every legal move at each of the
person's decisions in a recorded game, the move played, the best one and
what the difference cost, in the unit the game scores by.

Pure Python, no Qt: ``grading`` turns a record's decisions and the expert's
figures (``cardtable.ai.reasons.Reason.values``) into graded decisions;
``worker`` asks the expert for them one decision at a time in a process of
its own, exactly as a hint would at that position (same level and seed), so
a review's values are the hint's numbers. The table words them
(``cardtable.ui.review.review_texts``).
"""
