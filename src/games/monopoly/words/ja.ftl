monopoly-event = 何かが起きた。
