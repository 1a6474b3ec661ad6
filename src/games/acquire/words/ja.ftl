acquire-event = 何かが起きた。
