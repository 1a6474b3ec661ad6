acquire-event = 發生了某事。
