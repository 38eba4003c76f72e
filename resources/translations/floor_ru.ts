<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Announcement</name>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>Clear</source>
        <translation>Снять</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>Nothing is announced now.</source>
        <translation>Сейчас объявления нет.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>On the big screen, the TV page and the players' phones until it is cleared:</source>
        <translation>На большом экране, на странице ТВ и на телефонах игроков, пока его не снимут:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>On the screens now: {text}</source>
        <translation>Сейчас на экранах: {text}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>On the screens: {text}</source>
        <translation>На экранах: {text}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>The announcement is off the screens</source>
        <translation>Объявление снято с экранов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>e.g. Dinner break at 21:00: the bar is open</source>
        <translation>напр. Перерыв на ужин в 21:00: бар открыт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>{length} / {most}</source>
        <translation>{length} / {most}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>{tournament} — announcement</source>
        <translation>{tournament} — объявление</translation>
    </message>
</context>
<context>
    <name>BigScreen</name>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Big screen</source>
        <translation>Большой экран</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/look.py"/>
        <source>Chip leaders</source>
        <translation>Лидеры по фишкам</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Club's logo</source>
        <translation>Логотип клуба</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/themes.py"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Each panel for</source>
        <translation>Каждая панель</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/themes.py"/>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Изображения (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/look.py"/>
        <source>League standings</source>
        <translation>Таблица лиги</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/themes.py"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>No logo</source>
        <translation>Без логотипа</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/look.py"/>
        <source>Payouts</source>
        <translation>Выплаты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/look.py"/>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Side panels, in turn</source>
        <translation>Боковые панели по очереди</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>The club's logo</source>
        <translation>Логотип клуба</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>The logo cannot be read ({reason}): choose another file</source>
        <translation>Логотип не читается ({reason}): выберите другой файл</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>no logo</source>
        <translation>без логотипа</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>show the next level and the time to the next break</source>
        <translation>показывать следующий уровень и время до перерыва</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>show the time of day</source>
        <translation>показывать текущее время</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Ante {ante}</source>
        <translation>Анте {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>BREAK</source>
        <translation>ПЕРЕРЫВ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>BREAK IS OVER</source>
        <translation>ПЕРЕРЫВ ОКОНЧЕН</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>BUBBLE</source>
        <translation>БАББЛ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Big-blind ante {ante}</source>
        <translation>Анте большого блайнда {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Bounties won: {amount}</source>
        <translation>Выиграно баунти: {amount}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Break in {time}</source>
        <translation>Перерыв через {time}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>CHIP LEADERS</source>
        <translation>ЛИДЕРЫ ПО ФИШКАМ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>COLOR-UP NOW</source>
        <translation>СЕЙЧАС — КОЛОР-АП</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Color-up: {chips} chips</source>
        <translation>Колор-ап: фишки {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>FINAL TABLE</source>
        <translation>ФИНАЛЬНЫЙ СТОЛ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Final level</source>
        <translation>Последний уровень</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>LATE REGISTRATION CLOSES IN ONE MINUTE</source>
        <translation>ПОЗДНЯЯ РЕГИСТРАЦИЯ ЗАКРОЕТСЯ ЧЕРЕЗ МИНУТУ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>LATE REGISTRATION IS CLOSED</source>
        <translation>ПОЗДНЯЯ РЕГИСТРАЦИЯ ЗАКРЫТА</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>LEAGUE STANDINGS</source>
        <translation>ТАБЛИЦА ЛИГИ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>LEVEL {level}</source>
        <translation>УРОВЕНЬ {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Left to play for</source>
        <translation>Ещё разыгрывается</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Next: {blinds}</source>
        <translation>Далее: {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Next: {blinds}, ante {ante}</source>
        <translation>Далее: {blinds}, анте {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Next: {blinds}, big-blind ante {ante}</source>
        <translation>Далее: {blinds}, анте большого блайнда {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>ONE MINUTE LEFT</source>
        <translation>ОСТАЛАСЬ ОДНА МИНУТА</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>PAYOUTS</source>
        <translation>ВЫПЛАТЫ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>SEATING · TABLE / SEAT</source>
        <translation>РАССАДКА · СТОЛ / МЕСТО</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Seat ({amount})</source>
        <translation>Путёвка ({amount})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>TOURNAMENT OVER</source>
        <translation>ТУРНИР ОКОНЧЕН</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>{name} WINS</source>
        <translation>ПОБЕДИТЕЛЬ — {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>{place}.</source>
        <translation>{place}-е</translation>
    </message>
</context>
<context>
    <name>Bounties</name>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Bust</source>
        <translation>Выбить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Draw an envelope</source>
        <translation>Вытянуть конверт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Drawn by hand…</source>
        <translation>Вытянут вручную…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Envelope drawn by hand</source>
        <translation>Конверт, вытянутый вручную</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Find a player: name, nickname or number</source>
        <translation>Найти игрока: имя, ник или номер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Nobody: no bounty</source>
        <translation>Никто: баунти не платится</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>What did the envelope hold?</source>
        <translation>Что было в конверте?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Who busted them?</source>
        <translation>Кто их выбил?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Who busted {names}? Choose the winner of the pot that took their last chips (several: a split pot).</source>
        <translation>Кто выбил: {names}? Выберите победителя банка, забравшего их последние фишки (несколько — если банк разделён).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>{line} ({count} more waiting)</source>
        <translation>{line} (ещё ждут: {count})</translation>
    </message>
</context>
<context>
    <name>BountyFields</name>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Bounties</source>
        <translation>Баунти</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Envelopes</source>
        <translation>Конверты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>From players left</source>
        <translation>С игроков в игре</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Knockout</source>
        <translation>Нокаут</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Mystery bounty</source>
        <translation>Мистери-баунти</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>No bounties</source>
        <translation>Без баунти</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Of each buy-in</source>
        <translation>Из каждого бай-ина</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Paid in multiples of</source>
        <translation>Выплаты кратны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Progressive knockout (PKO)</source>
        <translation>Прогрессивный нокаут (PKO)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>The part of each entry's buy-in that goes to bounties, not to the prize pool</source>
        <translation>Часть бай-ина каждого входа, которая идёт в баунти, а не в призовой фонд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>e.g. 5000; 1000 x 4; 500 x 20</source>
        <translation>напр. 5000; 1000 x 4; 500 x 20</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>every knockout</source>
        <translation>каждый нокаут</translation>
    </message>
</context>
<context>
    <name>Busts</name>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>Bust</source>
        <translation>Выбить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>Out in the same hand</source>
        <translation>Выбыли в одной раздаче</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>The player who began the hand with more chips finishes higher; equal stacks share their places. Clear every stack to have them share.</source>
        <translation>Игрок, начавший раздачу с большим стеком, занимает более высокое место; при равных стеках места делятся. Очистите все стеки, чтобы игроки разделили места.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>chips when the hand began</source>
        <translation>фишки в начале раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>{name}'s stack</source>
        <translation>стек игрока {name}</translation>
    </message>
</context>
<context>
    <name>CallsTab</name>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answer</source>
        <translation>Ответить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answer sent to table {table}: {answer}</source>
        <translation>Ответ отправлен на стол {table}: {answer}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answer:</source>
        <translation>Ответ:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answered</source>
        <translation>С ответом</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answered by</source>
        <translation>Кто ответил</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answer…</source>
        <translation>Ответить…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Called by</source>
        <translation>Кто вызвал</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Calls</source>
        <translation>Вызовы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Calls ({count})</source>
        <translation>Вызовы ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Floor — answer table {table}</source>
        <translation>Floor — ответ столу {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>No call is waiting for the floor</source>
        <translation>Ни один стол не ждёт флора</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Open calls from the tables: {count}</source>
        <translation>Вызовы со столов ждут ответа: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Rule:</source>
        <translation>Правило:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Select the call to answer first</source>
        <translation>Сначала выберите вызов, на который отвечаете</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Situation</source>
        <translation>Ситуация</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Table {table} at {time}: {situation}</source>
        <translation>Стол {table} в {time}: {situation}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Table {table} calls the floor: {situation}</source>
        <translation>Стол {table} вызывает флора: {situation}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>clock on a player</source>
        <translation>часы на игрока</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>defective card</source>
        <translation>дефектная карта</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>dispute</source>
        <translation>спор</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>misdeal</source>
        <translation>мисдил</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>optional, e.g. DD-05</source>
        <translation>необязательно, например DD-05</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>what the floor decided</source>
        <translation>что решил флор</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>{name} at {time}</source>
        <translation>{name} в {time}</translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <location filename="../../floor/ui/dealer/entry.py"/>
        <source>Every seat and the board have their cards: Backspace takes the last one back</source>
        <translation>У всех мест и на борде уже все карты: Backspace убирает последнюю</translation>
    </message>
</context>
<context>
    <name>ChipSetEditor</name>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Add a chip</source>
        <translation>Добавить фишку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Brown</source>
        <translation>Коричневый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Chip set</source>
        <translation>Набор фишек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Chip set saved</source>
        <translation>Набор фишек сохранён</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Chips owned</source>
        <translation>Фишек в клубе</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Color up the {chip}s at the break after level {level}</source>
        <translation>Снять фишки {chip} в перерыве после уровня {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Counted: {chips} chips worth {value}</source>
        <translation>Посчитано: {chips} фишек на сумму {value}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Grey</source>
        <translation>Серый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Light blue</source>
        <translation>Голубой</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>No chips counted</source>
        <translation>Фишки не посчитаны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>No color-up: every chip is needed to the last level</source>
        <translation>Снимать нечего: каждая фишка нужна до последнего уровня</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>No plan: {reason}</source>
        <translation>Плана нет: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Orange</source>
        <translation>Оранжевый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Other colour…</source>
        <translation>Другой цвет…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Pink</source>
        <translation>Розовый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Purple</source>
        <translation>Фиолетовый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>The chip's colour</source>
        <translation>Цвет фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>The color-ups are written into the structure</source>
        <translation>Снятие фишек записано в структуру</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Use this plan</source>
        <translation>Применить этот план</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Value</source>
        <translation>Номинал</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>White</source>
        <translation>Белый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>not counted</source>
        <translation>не считаны</translation>
    </message>
</context>
<context>
    <name>ChipsTab</name>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>A count that cannot exist</source>
        <translation>Такого стека не может быть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Big blinds</source>
        <translation>Больших блайндов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Counted {count} stacks. {check}</source>
        <translation>Подсчитано стеков: {count}. {check}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Known from</source>
        <translation>Откуда известно</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Save counts</source>
        <translation>Сохранить подсчёт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Type the stacks in the Chips column, then save</source>
        <translation>Введите стеки в столбце «Фишки» и сохраните</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>not counted yet</source>
        <translation>ещё не подсчитано</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>{name}'s chips</source>
        <translation>Фишки игрока {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>{why}. Keep this count anyway?</source>
        <translation>{why}. Всё равно сохранить этот подсчёт?</translation>
    </message>
</context>
<context>
    <name>ClockDisplay</name>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>AVERAGE STACK</source>
        <translation>СРЕДНИЙ СТЕК</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>All seats drawn again</source>
        <translation>Все места разыграны заново</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Final table drawn</source>
        <translation>Финальный стол: места разыграны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>Floor — tournament clock</source>
        <translation>Floor — часы турнира</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>NOT STARTED</source>
        <translation>НЕ НАЧАТ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>No moves in the last {minutes} minutes</source>
        <translation>За последние {minutes} мин. пересадок не было</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>PAUSED</source>
        <translation>ПАУЗА</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>PLAYER</source>
        <translation>ИГРОК</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>PLAYERS</source>
        <translation>ИГРОКИ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>PRIZE POOL</source>
        <translation>ПРИЗОВОЙ ФОНД</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>Page {page} of {pages}</source>
        <translation>Страница {page} из {pages}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>Page {page} of {pages}: {first} to {last}</source>
        <translation>Страница {page} из {pages}: от {first} до {last}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>RECENT MOVES</source>
        <translation>ПОСЛЕДНИЕ ПЕРЕСАДКИ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>SCAN: YOUR SEAT &amp; THE CLOCK</source>
        <translation>СКАНИРУЙТЕ: ВАШЕ МЕСТО И ЧАСЫ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>SEAT</source>
        <translation>МЕСТО</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Table {table} broken</source>
        <translation>Стол {table} расформирован</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Tables {tables} broken</source>
        <translation>Столы {tables} расформированы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>The seats are not drawn yet</source>
        <translation>Места ещё не разыграны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>{name} → table {table} seat {seat}</source>
        <translation>{name} → стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>{title} ({page} of {pages})</source>
        <translation>{title} ({page} из {pages})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>{tournament} — clock</source>
        <translation>{tournament} — часы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>→ table {table} seat {seat}</source>
        <translation>→ стол {table}, место {seat}</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>&amp;Room</source>
        <translation>&amp;Зал</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>&amp;Tournament</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>+ 1 min</source>
        <translation>+ 1 мин</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Actions are missing</source>
        <translation>Действия пропали</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Actions are now recorded as {name}'s</source>
        <translation>Теперь действия записываются от имени {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Add-on</source>
        <translation>Аддон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Announcement…</source>
        <translation>Объявление…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>At the desk:</source>
        <translation>За столом регистрации:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Automatic backup</source>
        <translation>Автоматическое резервное копирование</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Back one level</source>
        <translation>На уровень назад</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Back up now</source>
        <translation>Резервная копия сейчас</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Backing up</source>
        <translation>Резервное копирование</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Bounties won</source>
        <translation>Выиграно баунти</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Bounty</source>
        <translation>Баунти</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Bust selected</source>
        <translation>Выбыли выбранные</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Bust them</source>
        <translation>Отметить выбывших</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>CSV files, UTF-8 (*.csv)</source>
        <translation>Файлы CSV, UTF-8 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>CSV files, Windows-1250 Central European (*.csv)</source>
        <translation>Файлы CSV, Windows-1250, Центральная Европа (*.csv)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>CSV files, Windows-1251 Cyrillic (*.csv)</source>
        <translation>Файлы CSV, Windows-1251, кириллица (*.csv)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Calls from the tables</source>
        <translation>Вызовы со столов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Chip set…</source>
        <translation>Набор фишек…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Clock display</source>
        <translation>Экран часов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Clock paused</source>
        <translation>Часы на паузе</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Clock running</source>
        <translation>Часы идут</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Clock started</source>
        <translation>Часы запущены</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Close the console</source>
        <translation>Закрыть консоль</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Correct hand…</source>
        <translation>Исправить раздачу…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Database server…</source>
        <translation>Сервер базы данных…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Dealer station</source>
        <translation>Пульт дилера</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Dealer station…</source>
        <translation>Пульт дилера…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Devices…</source>
        <translation>Устройства…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Entries {entries} · playing {playing} · prize pool {pool}</source>
        <translation>Входов: {entries} · в игре: {playing} · призовой фонд: {pool}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Every action needs the name of the person at the desk</source>
        <translation>Каждое действие записывается с именем того, кто за столом регистрации: введите имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Export results…</source>
        <translation>Экспорт результатов…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Export the results, chips and history into</source>
        <translation>Куда экспортировать результаты, фишки и историю</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Exporting</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Find a player: name, nickname or number</source>
        <translation>Найти игрока: имя, ник или номер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Floor cannot open the database</source>
        <translation>Floor не может открыть базу данных</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Floor — {tournament}</source>
        <translation>Floor — {tournament}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Hot keys…</source>
        <translation>Горячие клавиши…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>House settings…</source>
        <translation>Настройки клуба…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Import CSV…</source>
        <translation>Импорт CSV…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Import from The Tournament Director…</source>
        <translation>Импорт из The Tournament Director…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Import players (CSV)…</source>
        <translation>Импорт игроков (CSV)…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Importing from The Tournament Director</source>
        <translation>Импорт из The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Importing {file}</source>
        <translation>Импорт {file}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>League…</source>
        <translation>Лига…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Level {level}</source>
        <translation>Уровень {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Level ▶</source>
        <translation>Уровень ▶</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Lobby poster saved to {path}: it shows {url}</source>
        <translation>Плакат для лобби сохранён в {path}: на нём адрес {url}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Lobby poster…</source>
        <translation>Плакат для лобби…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Members…</source>
        <translation>Члены клуба…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Name of the new player</source>
        <translation>Имя нового игрока</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>No poster: {reason}</source>
        <translation>Плакат не создан: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Not registered: {name} is already player {number}</source>
        <translation>Не зарегистрирован: {name} уже игрок {number}</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Not updated since {time}: the room service does not answer; this window shows the tournament as it was then</source>
        <translation>Не обновлялось с {time}: сервис зала не отвечает; это окно показывает турнир таким, каким он был тогда</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>On to the next level</source>
        <translation>Следующий уровень</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Out of chips at table {table}, hand {hand}: {names}</source>
        <translation>Без фишек за столом {table}, раздача {hand}: {names}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Out of chips at table {table}, hand {hand}: {names} (1 more hand after this)</source>
        <translation>Без фишек за столом {table}, раздача {hand}: {names} (после неё ещё 1 раздача)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Out of chips at table {table}, hand {hand}: {names} ({count} more hands after this)</source>
        <translation>Без фишек за столом {table}, раздача {hand}: {names} (после неё ещё раздач: {count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>PAUSED</source>
        <translation>ПАУЗА</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Pause (Space)</source>
        <translation>Пауза (пробел)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Payout templates…</source>
        <translation>Шаблоны выплат…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Payouts</source>
        <translation>Выплаты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Player pages on / off</source>
        <translation>Страницы игроков вкл. / выкл.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Pre-registered players</source>
        <translation>Предварительно зарегистрированные игроки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Re-enter</source>
        <translation>Повторный вход</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Rebuy</source>
        <translation>Ребай</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Redone: {action}</source>
        <translation>Повторено: {action}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Register</source>
        <translation>Зарегистрировать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Registered player {number}: {name}</source>
        <translation>Зарегистрирован игрок {number}: {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Registered player {number}: {name} — table {table}, seat {seat}</source>
        <translation>Зарегистрирован игрок {number}: {name} — стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Reinstate</source>
        <translation>Вернуть в игру</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Reopen the tournament</source>
        <translation>Открыть турнир заново</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Reopened: {reason}</source>
        <translation>Турнир открыт заново: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Reopen…</source>
        <translation>Открыть заново…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Results report…</source>
        <translation>Отчёт об итогах…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Resume (Space)</source>
        <translation>Продолжить (пробел)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Rulings</source>
        <translation>Решения</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Save the lobby poster</source>
        <translation>Сохранить плакат для лобби</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Seat cards…</source>
        <translation>Карточки мест…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Select one player first</source>
        <translation>Сначала выберите одного игрока</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Select the player (or players out in the same hand) to bust</source>
        <translation>Выберите выбывшего игрока (или игроков, выбывших в одной раздаче)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Settings saved</source>
        <translation>Настройки сохранены</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Silent: {reason}</source>
        <translation>Без звука: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Start or pause the clock</source>
        <translation>Запустить или остановить часы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Structure saved: the clock keeps its place</source>
        <translation>Структура сохранена: часы идут с того же места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Отменить последнее действие (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The Tournament Director (*.tdt)</source>
        <translation>The Tournament Director (*.tdt)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The Tournament Director's saves</source>
        <translation>Сохранения The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The poster could not be saved to {path}: {reason}</source>
        <translation>Не удалось сохранить плакат в {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The structure has a problem (shown under the table): fix it first</source>
        <translation>В структуре ошибка (показана под таблицей): сначала исправьте её</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The tournament is on. Close the console? The room's big screen, the dealer stations opened here and the player pages go with it; they open again with the tournament.</source>
        <translation>Турнир идёт. Закрыть консоль? Большой экран зала, открытые здесь места дилеров и страницы игроков закроются вместе с ней; они откроются снова вместе с турниром.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>There are no tables yet: draw the seats first (Tables tab)</source>
        <translation>Столов ещё нет: сначала проведите жеребьёвку мест (вкладка «Столы»)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Time adjusted</source>
        <translation>Время скорректировано</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Tournament over: {name} won</source>
        <translation>Турнир окончен: победил {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Tournament settings…</source>
        <translation>Настройки турнира…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Undo the last action</source>
        <translation>Отменить последнее действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Undone: {action}</source>
        <translation>Отменено: {action}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Use this structure from now on</source>
        <translation>Применить эту структуру с этого момента</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Wait until {job} has finished</source>
        <translation>Дождитесь окончания: {job}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>balancing: {reason} (Tables tab)</source>
        <translation>балансировка: {reason} (вкладка «Столы»)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>not started</source>
        <translation>не начат</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>out, {place}</source>
        <translation>выбыл, {place}-е место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>playing</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>server unreachable</source>
        <translation>сервер недоступен</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>tables balanced</source>
        <translation>столы сбалансированы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>the last action</source>
        <translation>последнее действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>winner, 1st</source>
        <translation>победитель, 1-е место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>your name</source>
        <translation>ваше имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{before} is now {name}</source>
        <translation>{before} теперь {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} finished {place}</source>
        <translation>{name} — {place}-е место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} finished {place}, wins {prize}</source>
        <translation>{name} — {place}-е место, приз {prize}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} is already registered (#{number}): register another {name}?</source>
        <translation>{name} уже зарегистрирован (№{number}): зарегистрировать ещё одного игрока {name}?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} is back in the tournament</source>
        <translation>{name} снова в турнире</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} is back in the tournament — table {table}, seat {seat}</source>
        <translation>{name} снова в турнире — стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} is finished. Reopen it? Every action is allowed again until the next winner. Why (kept in its history)?</source>
        <translation>Турнир «{name}» завершён. Открыть его заново? Все действия снова будут разрешены до следующего победителя. Почему (причина сохранится в истории)?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} re-entered</source>
        <translation>{name}: повторный вход</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} re-entered — table {table}, seat {seat}</source>
        <translation>{name}: повторный вход — стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} rebought</source>
        <translation>{name}: ребай</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} rebought — table {table}, seat {seat}</source>
        <translation>{name}: ребай — стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} took the add-on</source>
        <translation>{name}: аддон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} took the add-on — table {table}, seat {seat}</source>
        <translation>{name}: аддон — стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} wins the tournament</source>
        <translation>{name} выигрывает турнир</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} wins the tournament, {prize}</source>
        <translation>{name} выигрывает турнир, {prize}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{small}/{big}, ante {ante}</source>
        <translation>{small}/{big}, анте {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{small}/{big}, big-blind ante {ante}</source>
        <translation>{small}/{big}, анте большого блайнда {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>− 1 min</source>
        <translation>− 1 мин</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>◀ Level</source>
        <translation>◀ Уровень</translation>
    </message>
</context>
<context>
    <name>CorrectHandDialog</name>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Correct the hand</source>
        <translation>Исправить раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Floor — correct a confirmed hand</source>
        <translation>Floor — исправление подтверждённой раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Hand:</source>
        <translation>Раздача:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>No hand confirmed at this table yet.</source>
        <translation>За этим столом ещё нет подтверждённых раздач.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Table:</source>
        <translation>Стол:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>The showdown as it should have been:</source>
        <translation>Вскрытие, каким оно должно было быть:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>This is not a showdown as JSON: check the brackets and quotes.</source>
        <translation>Это не вскрытие в формате JSON: проверьте скобки и кавычки.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Why (kept in the history):</source>
        <translation>Почему (сохраняется в истории):</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../../floor/ui/common/crash.py"/>
        <source>Floor hit a problem it did not expect. Your tournament is safe: every action was saved when it was shown. The details are in {log}; please send that file to the Floor team.</source>
        <translation>Floor столкнулся с непредвиденной ошибкой. Ваш турнир в безопасности: каждое действие было сохранено в момент показа. Подробности — в {log}; пожалуйста, отправьте этот файл команде Floor.</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Asking the server…</source>
        <translation>Запрос к серверу…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Data folder:</source>
        <translation>Папка данных:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Database server</source>
        <translation>Сервер базы данных</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promote it only when the primary's machine is dead or cut off: the old primary is fenced first when it answers, and every desk then writes here.</source>
        <translation>Повышайте его, только если машина основного сервера вышла из строя или отрезана: старый основной сервер сначала изолируется, если отвечает, и затем все столы пишут сюда.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promote the standby</source>
        <translation>Повысить резервный сервер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promote the standby in {folder}? Do it only when the primary's machine is dead or cut off.</source>
        <translation>Повысить резервный сервер в {folder}? Делайте это, только если машина основного сервера вышла из строя или отрезана.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promote…</source>
        <translation>Повысить…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promoting…</source>
        <translation>Повышение…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>The standby on this computer</source>
        <translation>Резервный сервер на этом компьютере</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>This desk's tournaments are in a file on this computer: there is no database server or standby to show</source>
        <translation>Турниры этого стола хранятся в файле на этом компьютере: сервера базы данных и резервного сервера нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Type the standby's data folder on this computer first</source>
        <translation>Сначала введите папку данных резервного сервера на этом компьютере</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Accept the deal</source>
        <translation>Принять сделку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>By hand: type what each takes</source>
        <translation>Вручную: введите, сколько получает каждый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Chip chop: each keeps the lowest prize left, the rest by chips</source>
        <translation>Чип-чоп: каждому наименьший оставшийся приз, остальное по фишкам</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Floor — a deal for the players left</source>
        <translation>Floor — сделка для оставшихся игроков</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Left out of 1st prize to play for:</source>
        <translation>Оставить из приза за 1-е место для розыгрыша:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Takes now</source>
        <translation>Получает сейчас</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>the money left to play for</source>
        <translation>сумма, которая остаётся для розыгрыша</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>{name}'s amount</source>
        <translation>сумма игрока {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>{total} shared by {count} players</source>
        <translation>{total} делят игроки: {count}</translation>
    </message>
</context>
<context>
    <name>DealerWindow</name>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>1 joker</source>
        <translation>1 джокер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>2 jokers</source>
        <translation>2 джокера</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>32 cards</source>
        <translation>32 карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>36 cards</source>
        <translation>36 карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>52 cards</source>
        <translation>52 карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Break · next: {blinds}</source>
        <translation>Перерыв · далее: {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Button</source>
        <translation>Баттон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Clear hand</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Confirm hand</source>
        <translation>Подтвердить раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Deck check…</source>
        <translation>Проверка колоды…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Floor — defective deck</source>
        <translation>Floor — дефектная колода</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Hand void ({ruling}): give back nothing; replace the deck and deal again with the same button</source>
        <translation>Раздача аннулирована ({ruling}): возвращать нечего; замените колоду и раздайте заново с тем же баттоном</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Hand void ({ruling}): give back {refunds}; replace the deck and deal again with the same button</source>
        <translation>Раздача аннулирована ({ruling}): верните {refunds}; замените колоду и раздайте заново с тем же баттоном</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Hand {hand} recorded; next hand: the button is on seat {seat}</source>
        <translation>Раздача {hand} записана; следующая раздача: баттон на месте {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Hand {hand} recorded; next hand: the button is on seat {seat}. All in and won nothing, offered to the floor as out (confirm in the console): {players}</source>
        <translation>Раздача {hand} записана; следующая раздача: баттон на месте {seat}. Были в олл-ине и ничего не выиграли, флору предложено их выбывание (подтвердите в консоли): {players}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Level {level}</source>
        <translation>Уровень {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Level {level} · {blinds}</source>
        <translation>Уровень {level} · {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Nothing can be recorded: call the floor. Backspace takes the card back if it was mistyped.</source>
        <translation>Записать ничего нельзя: позовите флора. Backspace убирает карту, если она введена по ошибке.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Seat {seat}: {reason}</source>
        <translation>Место {seat}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Smallest chip</source>
        <translation>Мин. фишка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Stop: do not deal the next hand. {reason}. Wait for the floor to bring a player to this table, or to waive the halt.</source>
        <translation>Стоп: не начинайте следующую раздачу. {reason}. Дождитесь, пока флор приведёт игрока за этот стол или отменит остановку.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Table {table} · hand {hand}</source>
        <translation>Стол {table} · раздача {hand}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>The board: {reason}</source>
        <translation>Борд: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>The defective-deck ruling (DD-05): every seat gets back what it put in</source>
        <translation>Решение о дефектной колоде (DD-05): каждое место получает назад то, что поставило</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>The floor rules: void the hand…</source>
        <translation>Решение флора: аннулировать раздачу…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>The smallest chip in play: pots split in whole chips of it</source>
        <translation>Наименьшая фишка в игре: банки делятся на целое число таких фишек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>There is no table {table} (tables: none yet: draw the seats first)</source>
        <translation>Стола {table} нет (столов пока нет: сначала проведите жеребьёвку мест)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>There is no table {table} (tables: {tables})</source>
        <translation>Стола {table} нет (столы: {tables})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>no joker</source>
        <translation>без джокера</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>seat {seat} {chips}</source>
        <translation>место {seat} — {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{blinds}, ante {ante}</source>
        <translation>{blinds}, анте {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{blinds}, big-blind ante {ante}</source>
        <translation>{blinds}, анте большого блайнда {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{facts}
Correct the chips (or the all-in box) before you confirm; if a stack is wrong, the floor counts the table again in the console.</source>
        <translation>{facts}
Исправьте фишки (или отметку олл-ина), прежде чем подтверждать; если стек неверен, флор пересчитает стол в консоли.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{name} (seat {seat})</source>
        <translation>{name} (место {seat})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>{ruling}

Confirm this ruling?</source>
        <translation>{ruling}

Подтвердить это решение?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{tournament} — dealer station, table {table}</source>
        <translation>{tournament} — рабочее место дилера, стол {table}</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Between hands (HS0)</source>
        <translation>Между раздачами (HS0)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards counted</source>
        <translation>Карт насчитано</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards found twice</source>
        <translation>Карты-дубли</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards found twice: a joker is not a duplicate; count it under jokers found</source>
        <translation>Карты-дубли: джокер не дубль; укажите его в поле «Найдено джокеров»</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards found twice: {reason}</source>
        <translation>Карты-дубли: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards with a different back</source>
        <translation>Карты с другой рубашкой</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>During the hand (HS4)</source>
        <translation>Во время раздачи (HS4)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Enter what you found in the deck, then press Check.</source>
        <translation>Введите, что вы нашли в колоде, и нажмите «Проверить».</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Found</source>
        <translation>Обнаружено</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Jokers found</source>
        <translation>Найдено джокеров</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Marked cards</source>
        <translation>Меченые карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Record the ruling</source>
        <translation>Записать решение</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Ruling {row} recorded for table {table}.</source>
        <translation>Решение {row} записано для стола {table}.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Ruling {row} · {title}: {ruling}</source>
        <translation>Решение {row} · {title}: {ruling}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Sources: {sources}</source>
        <translation>Источники: {sources}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>The deck is defective.</source>
        <translation>Колода дефектна.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>The deck is not defective.</source>
        <translation>Колода не дефектна.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>What to do:</source>
        <translation>Что делать:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>e.g. 52 (empty: not counted)</source>
        <translation>напр. 52 (пусто: не считали)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>e.g. Ks 7d</source>
        <translation>напр. Ks 7d</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>made on purpose</source>
        <translation>намеренно</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>{tournament} — deck check, table {table}</source>
        <translation>{tournament} — проверка колоды, стол {table}</translation>
    </message>
</context>
<context>
    <name>DeckGrid</name>
    <message>
        <location filename="../../floor/ui/dealer/cards.py"/>
        <source>Jk</source>
        <translation>Дж</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/cards.py"/>
        <source>Joker</source>
        <translation>Джокер</translation>
    </message>
</context>
<context>
    <name>DevicesDialog</name>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Dealer tablet</source>
        <translation>Планшет дилера</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Display</source>
        <translation>Экран</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Floor phone</source>
        <translation>Телефон флора</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Floor — devices of the room</source>
        <translation>Floor — устройства зала</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Last seen</source>
        <translation>Был на связи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>No device is paired yet: Pair a device… shows the code to scan</source>
        <translation>Пока не подключено ни одного устройства: «Подключить устройство…» покажет код для сканирования</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Pair a device…</source>
        <translation>Подключить устройство…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Registration desk</source>
        <translation>Стойка регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Revoke…</source>
        <translation>Отключить…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Select a paired device first</source>
        <translation>Сначала выберите подключённое устройство</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Unpair {device}? It can do nothing more until it is paired again.</source>
        <translation>Отключить {device}? Устройство ничего не сможет делать, пока его не подключат снова.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>paired</source>
        <translation>подключено</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>unpaired at {time}</source>
        <translation>отключено в {time}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>{device} unpaired</source>
        <translation>{device}: отключено</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>{device}, table {table}</source>
        <translation>{device}, стол {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>{device}, {person}</source>
        <translation>{device}, {person}</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what} cannot be negative ({text})</source>
        <translation>{what}: не может быть отрицательным ({text})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what} must be a whole number, not {text}</source>
        <translation>{what}: нужно целое число, а не {text}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what} must be at least {minimum}</source>
        <translation>{what}: не меньше {minimum}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what} must be more than 0</source>
        <translation>{what}: должно быть больше 0</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what}: type a number</source>
        <translation>{what}: введите число</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>'(' after {name}</source>
        <translation>'(' после {name}</translation>
    </message>
    <message>
        <location filename="../../floor/core/house.py"/>
        <source>'{key}' is not a house setting</source>
        <translation>«{key}» — не настройка клуба</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>'{rest}' is not a card: {hint}</source>
        <translation>«{rest}» — не карта: {hint}</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>'{text}' is {cards_count} cards, expected one</source>
        <translation>«{text}»: карт — {cards_count}, а нужна ровно одна</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>(enter dealt_in)</source>
        <translation>(введите dealt_in)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>(enter eligible)</source>
        <translation>(введите eligible)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/tournaments.py"/>
        <source>--bounty is KIND:AMOUNT[:UNIT] (knockout, progressive or mystery), e.g. progressive:200:25, not {given!r}</source>
        <translation>--bounty — это ВИД:СУММА[:ЕДИНИЦА] (knockout, progressive или mystery), напр. progressive:200:25, а не {given!r}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/clubs.py"/>
        <source>--create-final creates the final of the season as it is saved: set the season up (--formula, --best-of, --final, --count) in a command before it</source>
        <translation>--create-final создаёт финал сезона таким, каким сезон сохранён: настройте сезон (--formula, --best-of, --final, --count) отдельной командой перед этим</translation>
    </message>
    <message>
        <location filename="../../floor/commands/tournaments.py"/>
        <source>--envelopes and --mystery-from go with --bounty mystery:AMOUNT</source>
        <translation>--envelopes и --mystery-from задаются вместе с --bounty mystery:СУММА</translation>
    </message>
    <message>
        <location filename="../../floor/commands/clubs.py"/>
        <source>--structure-to takes one TD file</source>
        <translation>--structure-to принимает один файл TD</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>1 card with a different back</source>
        <translation>одна карта с другой рубашкой</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>1 chip</source>
        <translation>1 шт.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>1 chip came from a race of {raced} chips</source>
        <translation>из чип-рейса (фишек в нём: {raced}) выдана одна фишка</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>1 chip removed from play</source>
        <translation>Из игры выведена 1 фишка</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>1 chip removed: {name} disqualified ({row})</source>
        <translation>Снята 1 фишка — дисквалификация игрока {name} ({row})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>1 chip removed: {reason}</source>
        <translation>Снята 1 фишка — {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>1 entry: nobody is paid until at least 2 players have entered</source>
        <translation>всего один вход: призы не выплачиваются, пока в турнир не вошли хотя бы 2 игрока</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>1 marked card, on purpose</source>
        <translation>одна меченая карта (метка умышленная)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>1 minute</source>
        <translation>1 мин</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>1 minute added</source>
        <translation>Добавлена 1 минута</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>1 minute taken off</source>
        <translation>Снята 1 минута</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>1 player does not fit in the 0 open seats</source>
        <translation>одному игроку нет свободного места</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>1 player needs 1 seat card; only 0 are stacked</source>
        <translation>одному игроку нужна одна карта места, а в стопке их нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>1 player still to count ({names})</source>
        <translation>ещё не подсчитан стек одного игрока ({names})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>1 race card was entered</source>
        <translation>введена одна карта чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>1 seat given: the order of action needs at least 2 seats in the hand</source>
        <translation>указано только одно место: для порядка действий в раздаче нужны хотя бы 2 места</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>2-7 Draw</source>
        <translation>Дро 2-7</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>32 cards</source>
        <translation>32 карты</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>36 cards</source>
        <translation>36 карт</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>5-Card Omaha</source>
        <translation>Пятикарточная Омаха</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>52 cards</source>
        <translation>52 карты</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>53 cards</source>
        <translation>53 карты</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>54 cards</source>
        <translation>54 карты</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>; if it was saved as Windows-1251 (Cyrillic) or Windows-1250 (Central European), import it again choosing that kind of file in the file dialog</source>
        <translation>; если файл сохранён в Windows-1251 (кириллица) или Windows-1250 (Центральная Европа), импортируйте его снова, выбрав этот тип файла в окне выбора файла</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>; if it was saved as Windows-1251 (Cyrillic) or Windows-1250 (Central European), say so with --encoding cp1251 or --encoding cp1250</source>
        <translation>; если файл сохранён в Windows-1251 (кириллица) или Windows-1250 (Центральная Европа), укажите это: --encoding cp1251 или --encoding cp1250</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A caller of the river bet may see the last aggressor's hand; any other request is the TD's choice.</source>
        <translation>Игрок, уравнявший ставку на ривере, может увидеть руку последнего агрессора; любая другая просьба — на усмотрение турнирного директора.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A card with a different back found only in the stub, never dealt.</source>
        <translation>Карта с другой рубашкой, найденная только в стабе и не сданная.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A carryover nobody can win yet</source>
        <translation>Перенос, который пока некому выиграть</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A claim made before the next hand begins voids the hand; after that the result stands.</source>
        <translation>Претензия до начала следующей раздачи аннулирует раздачу; после этого результат остаётся в силе.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A deck with more or fewer cards than this is defective.</source>
        <translation>Колода, в которой карт больше или меньше, дефектна.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A defect found after the pot was paid</source>
        <translation>Дефект после выплаты банка</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A defect noticed once the pot was paid, or pushed with the losing hands gone.</source>
        <translation>Дефект замечен, когда банк уже выплачен или отдан, а проигравших рук уже нет.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A defective deck: void the hand (house rules §5.5)</source>
        <translation>Колода дефектна: раздача аннулируется (правила клуба §5.5)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A device used with a live hand</source>
        <translation>Устройство при живой руке</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A different back in the stub</source>
        <translation>Другая рубашка в стабе</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A full-ring table three or more players short of the fullest stops once its blinds are affected, until a player is moved to it.</source>
        <translation>Полный стол, за которым на три игрока или больше меньше, чем за самым полным, останавливается, как только это затрагивает блайнды, пока к нему не пересадят игрока.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A late entrant, alternate or re-entry buys a full stack and draws a seat from the same pool, the same way, as everyone else.</source>
        <translation>Опоздавший игрок, запасной или игрок с повторным входом покупает полный стек и получает место по жребию из того же набора мест и тем же способом, что и все остальные.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A late entrant, alternate or re-entry draws a seat like everyone else; this says which open seats are in the draw.</source>
        <translation>Опоздавший игрок, запасной или игрок с повторным входом получает место по жребию, как все; здесь задаётся, какие свободные места участвуют в жеребьёвке.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A misdeal before substantial action, a blank after (TDA rule 35)</source>
        <translation>Мисдил до существенного действия, пустая карта после него (правило TDA 35)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A phone call, ringtone, music or video at the table</source>
        <translation>Телефонный звонок, рингтон, музыка или видео за столом</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A phone or device lying on the table</source>
        <translation>Телефон или другое устройство лежит на столе</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A player asks for spectators to be moved back</source>
        <translation>Игрок просит отодвинуть зрителей</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A player shows his live cards to, or discusses them with, someone else</source>
        <translation>Игрок показывает свои живые карты постороннему или обсуждает их с ним</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A player the floor finds knew of a defect and bet or raised on it.</source>
        <translation>Игрок, о котором флор установил, что он знал о дефекте и ставил или делал рейз, пользуясь им.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A player who cannot be identified</source>
        <translation>Игрока невозможно опознать</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A player who moves or stays away to avoid a blind is penalised for dodging blinds.</source>
        <translation>Игрока, который пересаживается или отсутствует, чтобы не ставить блайнд, штрафуют за уклонение от блайндов.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A player who uses a phone or other device while his hand is live is penalised; this says whether the hand dies too.</source>
        <translation>Игрока, который пользуется телефоном или другим устройством при живой руке, штрафуют; здесь задаётся, становится ли рука ещё и мёртвой.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A player who would have no chips left after the race keeps one.</source>
        <translation>Игрок, у которого после чип-рейса не осталось бы фишек, сохраняет одну.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A player with a live hand uses a device</source>
        <translation>Игрок с живой рукой пользуется устройством</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A spectator comments on a hand or advises a player</source>
        <translation>Зритель комментирует раздачу или подсказывает игроку</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A spectator points out a misread or a miscount</source>
        <translation>Зритель указывает на неверно прочитанную руку или ошибку в подсчёте</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A straight beats three of a kind</source>
        <translation>Стрит старше сета</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A table breaks when its players fit into the empty seats elsewhere, in the house's order.</source>
        <translation>Стол расформировывают, когда его игроки помещаются на свободные места за другими столами, в порядке, установленном клубом.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A table breaks when its players fit into the empty seats elsewhere.</source>
        <translation>Стол расформировывают, когда его игроки помещаются на свободные места за другими столами.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A table three or more players short of the fullest stops once its blinds fall on an empty seat, until a player arrives.</source>
        <translation>Стол, за которым на три игрока или больше меньше, чем за самым полным, останавливается, как только блайнд попадает на пустое место, пока не придёт игрок.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Absent players' seats get a card too.</source>
        <translation>Места отсутствующих игроков тоже получают карту.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>After a player busts, the button and blinds move by this rule.</source>
        <translation>После вылета игрока баттон и блайнды движутся по этому правилу.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>After every bust-out the tables are kept within the house's tolerance of the fullest table, more tightly near the end.</source>
        <translation>После каждого вылета столы выравнивают так, чтобы разница с самым полным столом не превышала допуск клуба, а ближе к концу — ещё строже.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>After the race he gets one chip of the lowest denomination still in play.</source>
        <translation>После чип-рейса он получает одну фишку самого мелкого номинала, оставшегося в игре.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>All the player's cards (Robert's Rules of Poker)</source>
        <translation>Все карты игрока (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Always</source>
        <translation>Всегда</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Always round down</source>
        <translation>Всегда вниз</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Always round up</source>
        <translation>Всегда вверх</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>An absent player's seat gets no card.</source>
        <translation>Место отсутствующего игрока карту не получает.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Announcement cleared</source>
        <translation>Объявление снято</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Announcement on the screens: {text}</source>
        <translation>Объявление на экранах: {text}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Any open seat</source>
        <translation>Любое свободное место</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Any player dealt in (Robert's Rules of Poker)</source>
        <translation>Любой игрок, получивший карты (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Any rest makes one more new chip.</source>
        <translation>Любой остаток даёт ещё одну новую фишку.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Any uncalled part of the bet goes back to {who}.</source>
        <translation>Неуравненная часть ставки, если она есть, возвращается поставившему: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Anyone dealt in may ask to see a called hand, a privilege the floor can withdraw.</source>
        <translation>Любой, кому сдали карты, может попросить показать руку после колла; флор может лишить этой привилегии.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As a defective deck: every player gets back what he put in.</source>
        <translation>Как при дефектной колоде: каждый игрок получает назад то, что поставил.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As after a hand played to the end.</source>
        <translation>Как после раздачи, сыгранной до конца.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As for misdeals under the TDA rules.</source>
        <translation>Как для мисдилов по правилам TDA.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As in seven-card stud.</source>
        <translation>Как в семикарточном стаде.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As in the other stud games.</source>
        <translation>Как в других видах стада.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As the TDA rules say for full-ring events.</source>
        <translation>Как предписывают правила TDA для турниров с полными столами.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As the re-deal of a misdeal (TDA rule 35-C).</source>
        <translation>Как пересдача после мисдила (правило TDA 35-C).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Asking to see a hand</source>
        <translation>Просьба показать руку</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>At a new table, or a full redraw, the highest card takes the button.</source>
        <translation>За новым столом или при полной пересадке баттон получает старшая карта.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>At the final table either everyone draws a new seat and the button is drawn, or only the arrivals draw and the button goes on.</source>
        <translation>За финальным столом либо все заново тянут места и разыгрывают баттон, либо места тянут только пришедшие, а баттон движется дальше.</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Backed up to {path}</source>
        <translation>Резервная копия сохранена в {path}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Before substantial action the hand is dealt again; after it the joker is set aside and the next card dealt.</source>
        <translation>До существенного действия раздачу сдают заново; после него джокер откладывают и сдают следующую карту.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Betting on a known defect</source>
        <translation>Ставки на известный дефект</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Blind structure changed: 1 level</source>
        <translation>Структура блайндов изменена: 1 уровень</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Blind structure changed: {levels} levels, 1 break</source>
        <translation>Структура блайндов изменена: уровней — {levels}, 1 перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Blind structure changed: {levels} levels, no breaks</source>
        <translation>Структура блайндов изменена: уровней — {levels}, без перерывов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Blind structure changed: {levels} levels, {breaks} breaks</source>
        <translation>Структура блайндов изменена: уровней — {levels}, перерывов — {breaks}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>Bounties: {won:,} won · {heads:,} on heads</source>
        <translation>Баунти: выиграно {won:,} · на головах {heads:,}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Button after a void hand</source>
        <translation>Баттон после аннулированной раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Button and blind use</source>
        <translation>Баттон и блайнды</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Button on seat {seat} at table {table} (Floor's draw, {rules})</source>
        <translation>Баттон на месте {seat} за столом {table} (розыгрыш Floor, {rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Button on seat {seat} at table {table} (drawn at the table, {rules})</source>
        <translation>Баттон на месте {seat} за столом {table} (разыгран за столом, {rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Button put on seat {seat} at table {table} by hand (BT-07: {reason})</source>
        <translation>Баттон поставлен вручную на место {seat} за столом {table} (BT-07: {reason})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Cards in each game's deck</source>
        <translation>Число карт в колоде каждой игры</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Chip race at table {table}, color-up of the {chips} chips: none removed from play</source>
        <translation>Чип-рейс за столом {table}, колор-ап фишек {chips}: ничего не выведено из игры</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Chip race at table {table}, color-up of the {chips} chips: {added:,} more in play</source>
        <translation>Чип-рейс за столом {table}, колор-ап фишек {chips}: в игре стало больше на {added:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Chip race at table {table}, color-up of the {chips} chips: {removed:,} removed from play</source>
        <translation>Чип-рейс за столом {table}, колор-ап фишек {chips}: выведено из игры {removed:,}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Chip race, pots and stud</source>
        <translation>Чип-рейс, банки и стад</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Chips counted: {count} players, {total:,} in all</source>
        <translation>Фишки подсчитаны: игроков — {count}, всего {total:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Chips counted: {name} has {chips:,}</source>
        <translation>Фишки подсчитаны: у игрока {name} {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Chips in the chip race</source>
        <translation>Фишки в чип-рейсе</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock moved back to the previous level or break</source>
        <translation>Часы переведены на предыдущий уровень или перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock moved back to {where}</source>
        <translation>Часы переведены назад: {where}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock moved on to the next level or break</source>
        <translation>Часы переведены на следующий уровень или перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock moved on to {where}</source>
        <translation>Часы переведены вперёд: {where}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock paused</source>
        <translation>Часы на паузе</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock paused at {where}, {left} left</source>
        <translation>Часы на паузе: {where}, осталось {left}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock resumed</source>
        <translation>Часы снова идут</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock resumed at {where}, {left} left</source>
        <translation>Часы снова идут: {where}, осталось {left}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock started</source>
        <translation>Часы запущены</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button moves on as after a played hand (void_hand_button = advance).</source>
        <translation>Соберите все карты и сдайте заново: баттон переходит дальше, как после сыгранной раздачи (void_hand_button = advance).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button stays on seat {button}, big blind on seat {big}.</source>
        <translation>Соберите все карты и сдайте заново: баттон остаётся на месте {button}, большой блайнд — на месте {big}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button stays on seat {button}, small blind on seat {small} and big blind on seat {big}.</source>
        <translation>Соберите все карты и сдайте заново: баттон остаётся на месте {button}, малый блайнд — на месте {small}, большой блайнд — на месте {big}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button stays on seat {button}, small blind on seat {small}.</source>
        <translation>Соберите все карты и сдайте заново: баттон остаётся на месте {button}, малый блайнд — на месте {small}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button stays on seat {button}.</source>
        <translation>Соберите все карты и сдайте заново: баттон остаётся на месте {button}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the same button and blinds.</source>
        <translation>Соберите все карты и сдайте заново: тот же баттон и те же блайнды.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Dead button (TDA rule 32)</source>
        <translation>Мёртвый баттон (правило TDA 32)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Dead button: the big blind always moves on one seat; the small blind and the button may fall on an empty seat.</source>
        <translation>Мёртвый баттон: большой блайнд всегда переходит на одно место дальше; малый блайнд и баттон могут оказаться на пустом месте.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Deal by ICM agreed by {agreed}: {paid}</source>
        <translation>Сделка по ICM, согласились {agreed}: {paid}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Deal by chip chop agreed by {agreed}: {paid}</source>
        <translation>Сделка чип-чоп, согласились {agreed}: {paid}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Deal taken back: the payout sheet pays again</source>
        <translation>Сделка отменена: снова действует таблица выплат</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Deal typed by hand agreed by {agreed}: {paid}</source>
        <translation>Сделка, введённая вручную, согласились {agreed}: {paid}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Deal {who} the missing card or cards.</source>
        <translation>Досдайте недостающую карту или карты: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Decks and misdeals</source>
        <translation>Колоды и мисдилы</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Defective card threshold</source>
        <translation>Порог для дефектной карты</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Drawn at random</source>
        <translation>По жребию</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Each player draws a card: the ace is seat 1, a two seat 2, and so on.</source>
        <translation>Каждый игрок тянет карту: туз — место 1, двойка — место 2 и так далее.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Each player is dealt a card; the highest takes the top seat card of a shuffled stack, and so on.</source>
        <translation>Каждому игроку сдают карту; старшая берёт верхнюю карту места из перемешанной стопки, и так далее.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Etiquette</source>
        <translation>Этикет</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every card the player holds counts.</source>
        <translation>Учитывается каждая карта игрока.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every empty seat is in the draw.</source>
        <translation>В жеребьёвке участвует каждое пустое место.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every finalist draws a seat and the button is drawn by high card.</source>
        <translation>Каждый финалист тянет место, а баттон разыгрывается по старшей карте.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Every live hand</source>
        <translation>Все живые руки</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Every losing hand</source>
        <translation>Все проигравшие руки</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Every player gets back exactly what he put in this hand (enter each seat's contributions to see the amounts).</source>
        <translation>Каждый игрок получает назад ровно то, что поставил в этой раздаче (введите, сколько поставило каждое место, чтобы увидеть суммы).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every seat is drawn at random; this says how the draw is made.</source>
        <translation>Каждое место разыгрывается случайно; здесь задаётся способ жеребьёвки.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every seat with chips</source>
        <translation>Каждому месту с фишками</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every tournament seat is drawn at random; no player chooses a seat.</source>
        <translation>Каждое место в турнире разыгрывается случайно; никто из игроков не выбирает место.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Everyone draws a new seat</source>
        <translation>Все заново тянут места</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Exact replay: the same button, the same limits, nobody new dealt in.</source>
        <translation>Точный повтор: тот же баттон, те же лимиты, новым игрокам карты не сдаются.</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Exported {count} files to {folder}</source>
        <translation>Экспортировано файлов: {count}, в {folder}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Final table drawn: {players} players at table {table} ({rules})</source>
        <translation>Финальный стол рассажен: игроков — {players}, стол {table} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Final table: table {table} broken, {count} players moved ({rules})</source>
        <translation>Финальный стол: стол {table} расформирован, пересажено игроков — {count} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Final table: tables {tables} broken, {count} players moved ({rules})</source>
        <translation>Финальный стол: столы {tables} расформированы, пересажено игроков — {count} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Five Card Draw</source>
        <translation>Пятикарточный дро</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Five Card Stud</source>
        <translation>Пятикарточный стад</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Five-card stud: who acts first</source>
        <translation>Пятикарточный стад: кто ходит первым</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Floor draws a random seat for each player and prints it on a seat card.</source>
        <translation>Floor случайно выбирает место каждому игроку и печатает его на карточке места.</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>Floor failed on this request ({kind}); please report it</source>
        <translation>Floor не смог обработать этот запрос ({kind}); пожалуйста, сообщите об ошибке</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Floor found event {event} changed outside Floor (it did not match the one before it)</source>
        <translation>Floor обнаружил, что событие {event} изменено вне Floor (оно не сходилось с предыдущим)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Floor found holes in this log ({present} of events 1 to {last} were there): the file was changed outside Floor</source>
        <translation>Floor обнаружил пропуски в этом журнале (на месте было {present} из событий с 1 по {last}): файл изменён вне Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Floor found the actions after event {last} missing (it had saved {saved}): the file (or the journal beside it) was changed outside Floor</source>
        <translation>Floor обнаружил, что действия после события {last} пропали (было сохранено {saved}): файл (или журнал рядом с ним) изменён вне Floor</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Floor proposes nothing.</source>
        <translation>Floor ничего не предлагает.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Floor proposes the carryover; the floor may refund everyone instead.</source>
        <translation>Floor предлагает перенос; флор может вместо этого вернуть ставки всем.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Floor's reading of it</source>
        <translation>так это понимает Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Floor's seat cards</source>
        <translation>карты мест от Floor</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>For short-handed or turbo events, where the TD decides.</source>
        <translation>Для турниров с неполными столами или турбо, где решает турнирный директор.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Halt a short table</source>
        <translation>Останавливать неполный стол</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Hand rankings sheet</source>
        <translation>Таблица комбинаций</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} ({game}) recorded</source>
        <translation>Раздача {hand} за столом {table} ({game}) записана</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} ({game}): {won}</source>
        <translation>Раздача {hand} за столом {table} ({game}): {won}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} corrected ({reason}): {moved}</source>
        <translation>Раздача {hand} за столом {table} исправлена ({reason}): {moved}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} voided ({ruling}): 1 seat got back {chips:,}</source>
        <translation>Раздача {hand} за столом {table} аннулирована ({ruling}): одному месту возвращено {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} voided ({ruling}): nothing had been put in</source>
        <translation>Раздача {hand} за столом {table} аннулирована ({ruling}): ставок ещё не было</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} voided ({ruling}): {count} seats got back {chips:,} in all</source>
        <translation>Раздача {hand} за столом {table} аннулирована ({ruling}): возврат местам — {count}, всего {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand-for-hand off</source>
        <translation>Рука за руку: выключено</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand-for-hand on (BB-14)</source>
        <translation>Рука за руку: включено (BB-14)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Hand-for-hand: 1 player left, {paid} paid. Every table plays one hand and waits for the others. Players who bust on the same hand share the places paid on that hand; all-in hands stay face down until the floor says so.</source>
        <translation>Рука за руку: остался один игрок, оплачиваемых мест — {paid}. Каждый стол играет одну раздачу и ждёт остальных. Игроки, вылетевшие в одной раздаче, делят места, оплачиваемые в этой раздаче; карты в олл-инах остаются закрытыми, пока флор не скажет их открыть.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Hand-for-hand: {left} players left, {paid} paid. Every table plays one hand and waits for the others. Players who bust on the same hand share the places paid on that hand; all-in hands stay face down until the floor says so.</source>
        <translation>Рука за руку: осталось игроков — {left}, оплачиваемых мест — {paid}. Каждый стол играет одну раздачу и ждёт остальных. Игроки, вылетевшие в одной раздаче, делят места, оплачиваемые в этой раздаче; карты в олл-инах остаются закрытыми, пока флор не скажет их открыть.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>He loses any claim; the others get back what they put in; his chips go to the next deal for the players of this one.</source>
        <translation>Он теряет всякое право на банк; остальные получают назад то, что поставили; его фишки переходят в следующую сдачу для игроков этой раздачи.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>He takes one of the new chips before anyone else is awarded one.</source>
        <translation>Он получает одну из новых фишек раньше, чем их получат остальные.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>High card, then shuffled seat cards</source>
        <translation>Старшая карта, затем перемешанные карты мест</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Highest table number first</source>
        <translation>Сначала стол с наибольшим номером</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>His chips go to a carryover (house rules §5.3)</source>
        <translation>Его фишки уходят в перенос (правила клуба §5.3)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Hold'em</source>
        <translation>Холдем</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Hold'em dealing errors</source>
        <translation>Ошибки сдачи в холдеме</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Hold'em rule sheet</source>
        <translation>Памятка клуба по холдему</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Hold'em rules article</source>
        <translation>Статья клуба о правилах холдема</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>House rules</source>
        <translation>Правила клуба</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>House settings changed: {changes}</source>
        <translation>Настройки клуба изменены: {changes}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>How many new chips the left-over low chips are worth in the race.</source>
        <translation>Сколько новых фишек стоят оставшиеся мелкие фишки в чип-рейсе.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>How seats are drawn</source>
        <translation>Как разыгрываются места</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>How the button moves</source>
        <translation>Как движется баттон</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>How the finalists are seated when the last tables come together.</source>
        <translation>Как рассаживают финалистов, когда последние столы сводятся в один.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>ICM is worked out for at most {most} players, not {count}: deal by chip chop or play on until {most} are left</source>
        <translation>ICM рассчитывается не больше чем для {most} игроков, а не для {count}: заключите сделку по chip chop или играйте, пока не останется {most}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>If the floor sees fit (house rules §6.1)</source>
        <translation>Если флор сочтёт нужным (правила клуба §6.1)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Imported {count} tournaments from The Tournament Director ({skipped} imported before): {titles}</source>
        <translation>Из The Tournament Director импортировано турниров: {count} (уже импортировано: {skipped}): {titles}</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Imported {title} from The Tournament Director as tournament {number} ({skipped} imported before)</source>
        <translation>Из The Tournament Director импортирован {title} как турнир {number} (уже импортировано: {skipped})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>In five-card stud the house says whether the low card brings in or the high card acts first.</source>
        <translation>В пятикарточном стаде клуб решает, ставит ли бринг-ин младшая карта или первой ходит старшая.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>In stud and razz the odd chip of a split pot goes by the winners' high card by suit.</source>
        <translation>В стаде и раззе нечётная фишка разделённого банка достаётся по старшей карте победителей с учётом масти.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>In stud the odd chip of a split pot goes to the high card by suit.</source>
        <translation>В стаде нечётная фишка разделённого банка достаётся старшей карте с учётом масти.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>In stud, when two best hands showing are equal, the house says who acts first.</source>
        <translation>В стаде, когда две лучшие открытые комбинации равны, клуб решает, кто ходит первым.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Incident {row} ({title}): {who} — {action}</source>
        <translation>Инцидент {row} ({title}): {who} — {action}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Incident {row} at table {table} ({title}): {who} — {action}</source>
        <translation>Инцидент {row} за столом {table} ({title}): {who} — {action}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Irregularities</source>
        <translation>Нарушения порядка игры</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>It rolls to the next deal</source>
        <translation>Он переходит в следующую сдачу</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Jokers</source>
        <translation>Джокеры</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Jumped to item {index} of the structure</source>
        <translation>Переход к пункту {index} структуры</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Jumped to {where}</source>
        <translation>Переход: {where}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Kill every losing hand.</source>
        <translation>Объявите мёртвыми все проигравшие руки.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Misdeal threshold</source>
        <translation>Порог мисдила</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Misdeals</source>
        <translation>Неправильные раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Missing cards</source>
        <translation>Недостающие карты</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Most players apart before a move</source>
        <translation>Наибольшая разница в игроках до пересадки</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Move the player.</source>
        <translation>Пересадите игрока.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Move the spectators behind the rail.</source>
        <translation>Отведите зрителей за ограждение.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Moving button</source>
        <translation>Движущийся баттон</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Moving button: the button always moves to the next player and the blinds adjust; allowed only if the house opts out of the dead button.</source>
        <translation>Движущийся баттон: баттон всегда переходит к следующему игроку, а блайнды подстраиваются; допустимо, только если клуб отказался от мёртвого баттона.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>Mystery bounties: {won:,} won · {count:,} envelopes left ({left:,})</source>
        <translation>Мистери-баунти: выиграно {won:,} · осталось конвертов: {count:,} ({left:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Mystery bounty for busting {name}: an envelope of {amount:,} (drawn by Floor)</source>
        <translation>Мистери-баунти за выбивание {name}: конверт на {amount:,} (вытянул Floor)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Mystery bounty for busting {name}: an envelope of {amount:,} (drawn by hand)</source>
        <translation>Мистери-баунти за выбивание {name}: конверт на {amount:,} (вытянут вручную)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>Mystery bounty: {names} busted {name}: draw an envelope</source>
        <translation>Мистери-баунти: {names} выбил(а) {name}: вытяните конверт</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Never a misdeal: a blank (Robert's Rules of Poker)</source>
        <translation>Никогда не мисдил: пустая карта (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Next hand at table {table}: button on seat {seat} ({rules})</source>
        <translation>Следующая раздача за столом {table}: баттон на месте {seat} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>No carryover: everyone gets back what he put in, and he is penalised for cheating.</source>
        <translation>Без переноса: каждый получает назад то, что поставил, а его штрафуют за мошенничество.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>No: it plays on</source>
        <translation>Нет: игра продолжается</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Nobody is raced out of the tournament: a player left without chips keeps one.</source>
        <translation>Никто не вылетает из турнира из-за чип-рейса: игрок, оставшийся без фишек, сохраняет одну.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Nobody raced out</source>
        <translation>Никто не вылетает из-за чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Nothing new from The Tournament Director: every save was imported before</source>
        <translation>Из The Tournament Director ничего нового: все сохранения уже импортированы</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Omaha</source>
        <translation>Омаха</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Omaha Hi-Lo</source>
        <translation>Омаха хай-лоу</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Once anyone has checked, bet, called, raised or folded, the holder plays the hand as dealt.</source>
        <translation>Как только кто-то сделал чек, ставку, колл, рейз или фолд, игрок разыгрывает руку в том виде, в каком она сдана.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>One lowest chip after the race (TDA rule 24)</source>
        <translation>Одна мелкая фишка после чип-рейса (правило TDA 24)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>One more new chip when the rest is at least half of one (Robert's Rules of Poker).</source>
        <translation>На одну новую фишку больше, если остаток не меньше половины фишки (Robert's Rules of Poker).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Only seats that keep the tables balanced</source>
        <translation>Только места, сохраняющие баланс столов</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Only the arrivals draw</source>
        <translation>Места тянут только пришедшие</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Only the cards of the hand that won count.</source>
        <translation>Учитываются только карты выигравшей комбинации.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Only the players present</source>
        <translation>Только присутствующим игрокам</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>PHH has no code for five-card Omaha</source>
        <translation>в PHH нет кода для пятикарточной Омахи</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>PHH has no code for five-card draw</source>
        <translation>в PHH нет кода для пятикарточного дро</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>PHH has no code for five-card stud</source>
        <translation>в PHH нет кода для пятикарточного стада</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>PHH has no code for this game</source>
        <translation>в PHH нет кода для этой игры</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Payouts back to the table</source>
        <translation>Выплаты снова по таблице</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Payouts set by hand: {places}</source>
        <translation>Выплаты заданы вручную: {places}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Penalty for {who}, starting {starts}.</source>
        <translation>Штраф: {who}. Штраф начинается {starts}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Penalty for {who}: {hands} hands ({seated} seated x 1 round), starting {starts}.</source>
        <translation>Штраф: {who}; пропуск раздач: {hands} (игроков за столом: {seated}, один круг). Штраф начинается {starts}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Penalty for {who}: {hands} hands ({seated} seated x {rounds} rounds), starting {starts}.</source>
        <translation>Штраф: {who}; пропуск раздач: {hands} (игроков за столом: {seated}, кругов: {rounds}). Штраф начинается {starts}.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} disqualified, {chips:,} chips removed from play ({reason})</source>
        <translation>Штраф {row}: дисквалификация игрока {name}, выведено из игры фишек: {chips:,} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} misses 1 hand ({reason})</source>
        <translation>Штраф {row}: {name} пропускает 1 раздачу ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} misses 1 round, {hands} hands ({reason})</source>
        <translation>Штраф {row}: {name}, пропуск одного круга — раздач: {hands} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} misses {hands} hands ({reason})</source>
        <translation>Штраф {row}: {name}, пропуск раздач: {hands} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} misses {rounds} rounds, {hands} hands ({reason})</source>
        <translation>Штраф {row}: {name}, пропуск кругов: {rounds} — раздач: {hands} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} warned ({reason})</source>
        <translation>Штраф {row}: предупреждение игроку {name} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Play goes on and the deck is replaced after the hand.</source>
        <translation>Игра продолжается, колоду заменяют после раздачи.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Play goes on.</source>
        <translation>Игра продолжается.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Play stops, every player gets back what he put in, and the hand is dealt again with another deck.</source>
        <translation>Игра останавливается, каждый игрок получает назад то, что поставил, и раздачу сдают заново другой колодой.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Player #{number} renamed {name}</source>
        <translation>Игрок №{number} переименован(а): {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Player-page token given to 1 player</source>
        <translation>Выдан ключ страницы игрока одному игроку</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Player-page tokens given to {count} players</source>
        <translation>Выданы ключи страниц игроков, игроков: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Players already at the final table keep their seats; the button goes on.</source>
        <translation>Игроки, уже сидящие за финальным столом, остаются на своих местах; баттон движется дальше.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Poker history and home games</source>
        <translation>История покера и домашние варианты</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>PostgreSQL refused: {reason}</source>
        <translation>PostgreSQL отказал: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>PostgreSQL's programs are not installed on this machine (no pg_basebackup, pg_ctl, pg_rewind): apt-get install postgresql</source>
        <translation>Программы PostgreSQL не установлены на этом компьютере (нет pg_basebackup, pg_ctl, pg_rewind): apt-get install postgresql</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Rank cards at one table</source>
        <translation>Карты по рангу за одним столом</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Razz</source>
        <translation>Разз</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Razz odd chip</source>
        <translation>Нечётная фишка в раззе</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>Redone #{seq}: {what}</source>
        <translation>Повторено #{seq}: {what}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Refund everyone and penalise him (TDA rules)</source>
        <translation>Вернуть ставки всем и оштрафовать его (правила TDA)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Registered 1 player from {file}</source>
        <translation>Зарегистрирован 1 игрок из {file}</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Registered {count} players from {file}</source>
        <translation>Зарегистрировано игроков из {file}: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Registered {name} (#{number})</source>
        <translation>Зарегистрирован игрок {name} (#{number})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Remove the spectator from the area.</source>
        <translation>Удалите зрителя из игровой зоны.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Replace the card, or the deck, after the hand.</source>
        <translation>Замените карту или колоду после раздачи.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Replace the card.</source>
        <translation>Замените карту.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Replace the deck.</source>
        <translation>Замените колоду.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Robert's Rules of Poker</source>
        <translation>Robert's Rules of Poker</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Robert's Rules of Poker, section “{section}”</source>
        <translation>Robert's Rules of Poker, раздел «{section}»</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Round half or more up</source>
        <translation>Половина и больше — вверх</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Ruling {row} overridden ({reason}): {title}</source>
        <translation>Решение {row} изменено флором ({reason}): {title}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Ruling {row} {where} overridden ({reason}): {title}</source>
        <translation>Решение {row} {where} изменено флором ({reason}): {title}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Ruling {row} {where}: {title}</source>
        <translation>Решение {row} {where}: {title}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Ruling {row}: {title}</source>
        <translation>Решение {row}: {title}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>SP-03 is a player's request: name the player who asked (house rules §6.1)</source>
        <translation>SP-03 — это просьба игрока: укажите игрока, который попросил (правила клуба §6.1)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seat cards: Floor draws every seat</source>
        <translation>Карточки мест: все места разыгрывает Floor</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat}</source>
        <translation>Место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} (the last aggressor) shows his hand.</source>
        <translation>Место {seat} (последний агрессор) показывает свою руку.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} ({why}) shows first.</source>
        <translation>Место {seat} ({why}) показывает первым.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} ({why}) shows first; then seats {seats}, clockwise.</source>
        <translation>Место {seat} ({why}) показывает первым; затем места {seats}, по часовой стрелке.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} gets back {amount:,} that nobody called.</source>
        <translation>Месту {seat} возвращается {amount:,}: эту часть ставки никто не уравнял.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} gets back {amount:,}.</source>
        <translation>Месту {seat} возвращается {amount:,}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} is on penalty: dealt in, the hand killed; the two deals count as one hand.</source>
        <translation>Место {seat} на штрафе: карты ему сдаются, а рука объявляется мёртвой; обе сдачи считаются одной раздачей.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>Seat {seat} lost the race and gets one chip so he is not knocked out (CR-06)</source>
        <translation>Место {seat} проиграло чип-рейс и получает одну фишку, чтобы не вылететь из турнира (CR-06)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>Seat {seat} takes a chip first: the race cannot knock him out (CR-06)</source>
        <translation>Место {seat} получает фишку первым: чип-рейс не может выбить его из турнира (CR-06)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} takes the pot of {pot:,} without showing.</source>
        <translation>Место {seat} забирает банк ({pot:,}), не показывая карт.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>Seat {seat} wins a chip with {card} (CR-05)</source>
        <translation>Место {seat} выигрывает фишку картой {card} (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat}, the only eligible player still live, takes {amount}.</source>
        <translation>Место {seat} — единственный претендент, оставшийся в игре, — забирает {amount}.</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>Seat {seat}: {name} is in seat {other} in this hand already, and a player sits in one seat. Give seat {other} another player (or empty it) first.</source>
        <translation>Место {seat}: {name} уже сидит на месте {other} в этой раздаче, а игрок занимает только одно место. Сначала посадите на место {other} другого игрока (или освободите его).</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>Seat {seat}: {name} is not in the tournament any more.</source>
        <translation>Место {seat}: {name} больше не участвует в турнире.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seating at the final table</source>
        <translation>Рассадка за финальным столом</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seats a late entrant draws from</source>
        <translation>Места для опоздавших игроков</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seats and tables</source>
        <translation>Места и столы</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Seats drawn: {players} players at table {table} ({method})</source>
        <translation>Жеребьёвка мест: игроков — {players}, стол {table} ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Seats drawn: {players} players at {tables} tables ({method})</source>
        <translation>Жеребьёвка мест: игроков — {players}, столов — {tables} ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Seats redrawn: {players} players at table {table} ({method})</source>
        <translation>Повторная жеребьёвка мест: игроков — {players}, стол {table} ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Seats redrawn: {players} players at {tables} tables ({method})</source>
        <translation>Повторная жеребьёвка мест: игроков — {players}, столов — {tables} ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seats {seats}</source>
        <translation>Места {seats}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seats {seats} are on penalty: dealt in, their hands killed; the two deals count as one hand.</source>
        <translation>Места {seats} на штрафе: карты им сдаются, а их руки объявляются мёртвыми; обе сдачи считаются одной раздачей.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Seven Card Stud</source>
        <translation>Семикарточный стад</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seven to ace: some short variants.</source>
        <translation>От семёрки до туза: некоторые короткие варианты.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Short Deck</source>
        <translation>Шорт-дек</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Short deck: three of a kind or a straight</source>
        <translation>Шорт-дек: сет или стрит</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Showdown</source>
        <translation>Шоудаун</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Showdown and the room</source>
        <translation>Шоудаун и зал</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Shuffle the stub face down before dealing on.</source>
        <translation>Перемешайте стаб (остаток колоды) рубашкой вверх, прежде чем сдавать дальше.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Six to ace: the short deck.</source>
        <translation>От шестёрки до туза: короткая колода.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Spectators moved back on request</source>
        <translation>Зрители по просьбе игрока</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>Spectators near a table, distracting the players</source>
        <translation>Зрители у стола отвлекают игроков</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>Strategy tools or outside help at the table</source>
        <translation>Стратегические пособия или посторонняя помощь за столом</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Stud Hi-Lo</source>
        <translation>Стад хай-лоу</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Stud odd chip: the cards that count</source>
        <translation>Нечётная фишка в стаде: какие карты учитываются</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Stud: equal hands showing</source>
        <translation>Стад: равные открытые комбинации</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA forum discussion</source>
        <translation>Обсуждение на форуме TDA</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA illustration addendum, rule {rule}</source>
        <translation>Иллюстрации к правилам TDA, правило {rule}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA recommended procedure {number}</source>
        <translation>Рекомендуемая процедура TDA {number}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA rule {rule}</source>
        <translation>Правило TDA {rule}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA rules</source>
        <translation>Правила TDA</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Table {source} has {most} players, table {destination} has {fewest} (more than {tolerance} apart)</source>
        <translation>За столом {source} игроков — {most}, за столом {destination} — {fewest} (разница больше {tolerance})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Table {table} broken: 1 player moved ({rules})</source>
        <translation>Стол {table} расформирован: пересажен 1 игрок ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Table {table} broken: {count} players moved ({rules})</source>
        <translation>Стол {table} расформирован: пересажено игроков — {count} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Table {table} calls the floor: {situation}</source>
        <translation>Стол {table} вызывает флора: {situation}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Table {table} calls the floor: {situation} ({note})</source>
        <translation>Стол {table} вызывает флора: {situation} ({note})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Table {table} has 1 player, {short} fewer than the fullest ({fullest})</source>
        <translation>За столом {table} один игрок — на {short} меньше, чем за самым полным столом ({fullest})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Table {table} has {count} players, {short} fewer than the fullest ({fullest})</source>
        <translation>За столом {table} игроков — {count}, на {short} меньше, чем за самым полным столом ({fullest})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Table {who} now.</source>
        <translation>Откройте карты сейчас: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Tables are kept within this many players of the fullest table.</source>
        <translation>Разница с самым полным столом не должна превышать столько игроков.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Tables break in the order posted before the start.</source>
        <translation>Столы расформировывают в порядке, объявленном до начала.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Tables left when balancing tightens</source>
        <translation>Столов осталось, когда баланс становится строже</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The TDA rules have no rule for five-card stud.</source>
        <translation>В правилах TDA нет правила для пятикарточного стада.</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>The Tournament Director's saves are imported at the desk that holds the database</source>
        <translation>Сохранения The Tournament Director импортируют за столом, где хранится база</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The action stands (Robert's Rules of Poker)</source>
        <translation>Действия остаются в силе (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The best hand among seats {seats} takes {amount}.</source>
        <translation>Лучшая рука среди мест {seats} забирает {amount}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The big blind always moves on; the button or the small blind may fall on an empty seat.</source>
        <translation>Большой блайнд всегда движется дальше; баттон или малый блайнд могут оказаться на пустом месте.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The button always moves on one player; there may be two big blinds. Only if the house opts out of the TDA rule.</source>
        <translation>Баттон всегда переходит к следующему игроку; может быть два больших блайнда. Только если клуб отказался от правила TDA.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The button moves on</source>
        <translation>Баттон движется дальше</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The carryover rolls to the next deal; only seats {seats} may win it.</source>
        <translation>Перенос переходит в следующую сдачу; выиграть его могут только места {seats}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The chips (enter the count) of {who} leave play: to no player and no pot.</source>
        <translation>Фишки ({who}) выводятся из игры (введите их количество): они не переходят ни к одному игроку и ни в какой банк.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count is 1 chip fewer than should be in play (counted {counted:,}, expected {expected:,})</source>
        <translation>Подсчитано на 1 фишку меньше, чем должно быть в игре (подсчитано {counted:,}, ожидалось {expected:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count is 1 chip more than should be in play (counted {counted:,}, expected {expected:,})</source>
        <translation>Подсчитано на 1 фишку больше, чем должно быть в игре (подсчитано {counted:,}, ожидалось {expected:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count is {gap:,} chips fewer than should be in play (counted {counted:,}, expected {expected:,})</source>
        <translation>Подсчитано меньше, чем должно быть в игре, на {gap:,} (подсчитано {counted:,}, ожидалось {expected:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count is {gap:,} chips more than should be in play (counted {counted:,}, expected {expected:,})</source>
        <translation>Подсчитано больше, чем должно быть в игре, на {gap:,} (подсчитано {counted:,}, ожидалось {expected:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count matches: {expected:,} chips in play</source>
        <translation>Подсчёт сходится: фишек в игре — {expected:,}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>The deck is complete: deal with it.</source>
        <translation>Колода полная: сдавайте этой колодой.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The draw leaves out seats at tables that are already fuller.</source>
        <translation>Места за столами, где игроков уже больше, в жеребьёвку не входят.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The eligible seats</source>
        <translation>Места претендентов</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The exploiter</source>
        <translation>Нарушитель</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The first new chip (Robert's Rules of Poker)</source>
        <translation>Первая новая фишка (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The first of them clockwise from the dealer acts first.</source>
        <translation>Первым ходит тот из них, кто первый по часовой стрелке от дилера.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The five cards of the winning hand (TDA rule 20)</source>
        <translation>Пять карт выигравшей комбинации (правило TDA 20)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The floor answers call #{call}: {answer}</source>
        <translation>Флор отвечает на вызов #{call}: {answer}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The floor chooses (Robert's Rules of Poker)</source>
        <translation>Решает флор (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The floor decides</source>
        <translation>Решает флор</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The floor decides (TDA rule 1).</source>
        <translation>Решает флор (правило TDA 1).</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The floor went on without the standby {standby}: from then on each write is kept on {server} only, until a standby is set up again; the standby could not be reached: it must not be promoted (its log stops before this)</source>
        <translation>Зал продолжил работу без резервного сервера {standby}: с этого момента каждая запись хранится только на {server}, пока резервный сервер не будет настроен снова; резервный сервер был недоступен: его нельзя повышать до основного (его журнал обрывается раньше этого)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The floor went on without the standby {standby}: from then on each write is kept on {server} only, until a standby is set up again; the standby was stopped and marked so that it is never promoted</source>
        <translation>Зал продолжил работу без резервного сервера {standby}: с этого момента каждая запись хранится только на {server}, пока резервный сервер не будет настроен снова; резервный сервер остановлен и помечен, чтобы его никогда не повысили до основного</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The full deck.</source>
        <translation>Полная колода.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The hand asked for is shown.</source>
        <translation>Запрошенную руку показывают.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand is dead</source>
        <translation>Рука мертва</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand is killed and the player is penalised.</source>
        <translation>Руку объявляют мёртвой, а игрока штрафуют.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The hand of {who} is dead.</source>
        <translation>Рука мертва: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The hand of {who} stays live.</source>
        <translation>Рука остаётся живой: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand stands (Robert's Rules of Poker)</source>
        <translation>Раздача остаётся в силе (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand stays live (TDA rule 5)</source>
        <translation>Рука остаётся живой (правило TDA 5)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand with the highest card by suit acts first.</source>
        <translation>Первой ходит комбинация со старшей картой с учётом масти.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The high card acts first, no bring-in</source>
        <translation>Первой ходит старшая карта, без бринг-ина</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The high card by suit (TDA recommended procedure 10-D)</source>
        <translation>Старшая карта с учётом масти (рекомендуемая процедура TDA 10-D)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The high card by suit (TDA rule 20)</source>
        <translation>Старшая карта с учётом масти (правило TDA 20)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The highest card showing acts first and nobody posts a bring-in.</source>
        <translation>Первым ходит игрок со старшей открытой картой, бринг-ин никто не ставит.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The highest card takes the button at a new table.</source>
        <translation>За новым столом баттон получает старшая карта.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The house rules say the floor may move them behind the rail.</source>
        <translation>По правилам клуба флор может отвести их за ограждение.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The joker is replaced by the next card; if its holder acted without reporting it, his hand is dead.</source>
        <translation>Джокер заменяют следующей картой; если его владелец сделал ход, не сообщив о джокере, его рука мертва.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The last bettor or raiser shows first; with no bet, the first player to act.</source>
        <translation>Первым показывает тот, кто последним поставил или сделал рейз; если ставок не было — игрок, который ходит первым.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The left-over low chips are raced for as many new chips as their value makes, rounded as the house says.</source>
        <translation>Оставшиеся мелкие фишки разыгрываются в чип-рейсе на столько новых фишек, сколько составляет их стоимость, с округлением по правилу клуба.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The low card brings in</source>
        <translation>Бринг-ин ставит младшая карта</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The low card by suit (Robert's Rules of Poker)</source>
        <translation>Младшая карта с учётом масти (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The lowest card by suit takes it.</source>
        <translation>Её получает младшая карта с учётом масти.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The player is penalised; the hand plays on.</source>
        <translation>Игрока штрафуют; рука продолжает игру.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The player nearest the dealer's left</source>
        <translation>Игрок, ближайший слева от дилера</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The posted list</source>
        <translation>По вывешенному списку</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The pot stands (house rules §5.4)</source>
        <translation>Банк остаётся за победителем (правила клуба §5.4)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The ranking most short-deck rooms use.</source>
        <translation>Старшинство, принятое в большинстве клубов, где играют шорт-дек.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The ranking of the full deck.</source>
        <translation>Старшинство, как в полной колоде.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The rest leaves play.</source>
        <translation>Остаток выводится из игры.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The river caller (TDA rule 18)</source>
        <translation>Игрок, уравнявший ставку на ривере (правило TDA 18)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The same button deals again</source>
        <translation>Пересдача с тем же баттоном</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The seat concerned</source>
        <translation>Соответствующее место</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The spectator</source>
        <translation>Зритель</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The spectators are moved behind the rail whenever a player asks.</source>
        <translation>Зрителей отводят за ограждение каждый раз, когда об этом просит игрок.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The table to break is drawn when it is time, which the TDA suggests against stalling.</source>
        <translation>Стол выбирают жребием в тот момент, когда его пора расформировать; TDA советует так делать против затягивания игры.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The table with the highest number breaks first.</source>
        <translation>Первым расформировывают стол с наибольшим номером.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The tournament is over (as imported)</source>
        <translation>Турнир завершён (по данным импорта)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The tournament is over: {reason}</source>
        <translation>Турнир завершён: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The tournament is reopened: {reason}</source>
        <translation>Турнир открыт заново: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The winner keeps the pot; the deck is replaced.</source>
        <translation>Победитель оставляет банк себе; колоду заменяют.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Three of a kind beats a straight</source>
        <translation>Сет старше стрита</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Ties</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Tournament created: {name}, buy-in {buy_in:,}, starting stack {stack:,}</source>
        <translation>Турнир создан: {name}, бай-ин {buy_in:,}, стартовый стек {stack:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Tournament settings changed: {changes}</source>
        <translation>Настройки турнира изменены: {changes}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Tournaments, §15</source>
        <translation>Турниры, §15</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Treat the card as a blank: set it aside and deal the next card in its place.</source>
        <translation>Считайте карту пустой: отложите её и сдайте вместо неё следующую карту.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Two actions with chips put in, or any three actions, after the blinds.</source>
        <translation>Два действия, при которых ставятся фишки, или любые три действия после блайндов.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Two players after the blinds have acted on their hands.</source>
        <translation>Два игрока после блайндов уже сделали ход.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>Undone #{seq}: {what}</source>
        <translation>Отменено #{seq}: {what}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Until betting begins (house rules §4.3)</source>
        <translation>До начала торговли (правила клуба §4.3)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Until substantial action</source>
        <translation>До существенного действия</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Until substantial action (TDA rule 36)</source>
        <translation>До существенного действия (правило TDA 36)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Until two players have acted (Robert's Rules of Poker)</source>
        <translation>Пока не сходили два игрока (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Up to when a dealing error is a misdeal; after it the hand goes on.</source>
        <translation>До какого момента ошибка сдачи — это мисдил; после него раздача продолжается.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Up to when a defective face-down card means a new deal.</source>
        <translation>До какого момента дефектная закрытая карта означает пересдачу.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Void if claimed before the next hand (TDA rule 22)</source>
        <translation>Аннулировать, если заявлено до следующей раздачи (правило TDA 22)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Void the hand (house rules §5.1.1)</source>
        <translation>Раздача аннулируется (правила клуба §5.1.1)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Void the hand (house rules §5.1.3)</source>
        <translation>Раздача аннулируется (правила клуба §5.1.3)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Warn {who}.</source>
        <translation>Предупреждение: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>What a joker counts as in a game played without one.</source>
        <translation>Что означает джокер в игре без джокера.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>What the floor does when a player asks for the spectators to be moved back.</source>
        <translation>Что делает флор, когда игрок просит отодвинуть зрителей.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>When no eligible player is still live at the end of the next deal.</source>
        <translation>Когда к концу следующей сдачи в игре не осталось ни одного претендента.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Where the button is when a void hand is dealt again.</source>
        <translation>Где стоит баттон, когда аннулированную раздачу сдают заново.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Whether a deck found short of cards during a hand spoils the hand.</source>
        <translation>Портит ли раздачу колода, в которой во время раздачи не хватает карт.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Which card decides who gets the odd chip of a split razz pot.</source>
        <translation>Какая карта решает, кому достаётся нечётная фишка разделённого банка в раззе.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Which of the two ranks higher in short deck (36 cards).</source>
        <translation>Какая из двух комбинаций старше в шорт-деке (36 карт).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Which table breaks next</source>
        <translation>Какой стол расформировывают следующим</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Who acts first on a later street when two best hands showing are equal.</source>
        <translation>Кто ходит первым на следующих улицах, когда две лучшие открытые комбинации равны.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Who gets a card in the button draw</source>
        <translation>Кому сдают карту при розыгрыше баттона</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Who may ask to see a hand after the showdown.</source>
        <translation>Кто может попросить показать руку после шоудауна.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>With one joker.</source>
        <translation>С одним джокером.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>With the same list of eligible players.</source>
        <translation>С тем же списком претендентов.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>With this many tables or fewer left, tables are kept within one player.</source>
        <translation>Когда столов остаётся столько или меньше, разница между столами не больше одного игрока.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>With two jokers.</source>
        <translation>С двумя джокерами.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Yes: it stops until a player arrives</source>
        <translation>Да: стол стоит, пока не придёт игрок</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>a Floor file has no {table} table for the {count} rows of it on {server} (this Floor cannot keep them in a file): nothing was moved</source>
        <translation>в файле Floor нет таблицы {table} для её строк на {server} ({count}): эта версия Floor не может хранить их в файле; ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a PIN is {low} to {high} digits</source>
        <translation>PIN состоит из {low}–{high} цифр</translation>
    </message>
    <message>
        <location filename="../../floor/commands/migrate.py"/>
        <source>a PostgreSQL database needs the psycopg driver: pip install 'floor[postgres]'</source>
        <translation>для базы данных PostgreSQL нужен драйвер psycopg: pip install 'floor[postgres]'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a big-blind ante needs an amount above 0, or the kind 'none'</source>
        <translation>для анте большого блайнда нужна сумма больше 0 или вид 'none'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a blind structure is a JSON object with 'chips' and 'items'</source>
        <translation>структура блайндов — это объект JSON с полями 'chips' и 'items'</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a call names its situation</source>
        <translation>в вызове указывается ситуация</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>a call to the floor is for one of: {known}</source>
        <translation>флора вызывают по одной из причин: {known}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>a card appears twice (SR-14)</source>
        <translation>карта встречается дважды (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>a card is a rank (2-10, T, J, Q, K, A or Т К Д В) and a suit (s h d c or ♠ ♥ ♦ ♣), or Jk for a joker</source>
        <translation>карта — это ранг (2-10, T, J, Q, K, A или Т К Д В) и масть (s h d c или ♠ ♥ ♦ ♣), либо Jk для джокера</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a chip denomination</source>
        <translation>номинал фишки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a chip is colored up twice: {map}</source>
        <translation>одна из фишек указана в колор-апе дважды: {map}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>a chip set has at most {most} denominations, not {count}</source>
        <translation>в наборе не больше {most} номиналов, а не {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a chip set is a list of chips, not {data!r}</source>
        <translation>набор фишек — это список фишек, а не {data!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>a chip set needs at least one chip</source>
        <translation>в наборе должна быть хотя бы одна фишка</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>a chip set of {count} denominations</source>
        <translation>набор фишек из {count} номиналов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a chip to color up</source>
        <translation>фишка для колор-апа</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>a chip's value must be a whole number above 0, not {value!r}</source>
        <translation>номинал фишки должен быть целым числом больше 0, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>a clock on a player</source>
        <translation>часы на игрока</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>a constructor's name after 'new'</source>
        <translation>имя конструктора после 'new'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a copied payout table has brackets, not {copy!r}</source>
        <translation>в скопированной таблице выплат должны быть диапазоны, а не {copy!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/address.py"/>
        <source>a database on a PostgreSQL server is copied by its synchronous standby (`floor standby setup`) and by pg_dump or pg_basebackup, not by `floor backup` or `floor restore`, which copy a Floor file; `floor migrate` exports the server's database to a file</source>
        <translation>базу данных на сервере PostgreSQL копирует её синхронный резервный сервер (`floor standby setup`), а также pg_dump или pg_basebackup, а не `floor backup` или `floor restore`, которые копируют файл Floor; `floor migrate` выгружает базу сервера в файл</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>a deal by hand needs an amount for each of the {players} players, not {count}</source>
        <translation>для сделки вручную нужна сумма для каждого из игроков ({players}), а не {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a deal by hand needs an amount for every player still playing: {missing} has none</source>
        <translation>для сделки вручную нужна сумма для каждого оставшегося игрока: у {missing} её нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a deal is already in force: take it back before making another</source>
        <translation>сделка уже действует: отмените её, прежде чем заключать другую</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a deal is in force: its amounts are the prizes of the players in it; take it back before changing the payouts</source>
        <translation>действует сделка: её суммы — призы её участников; отмените её, прежде чем менять выплаты</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>a deal needs at least 2 players, not {count}</source>
        <translation>для сделки нужны хотя бы 2 игрока, а не {count}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intents.py"/>
        <source>a dealer station acts at its own table: name it</source>
        <translation>станция дилера действует только за своим столом: укажите его</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a dealer tablet is paired for a table: name it</source>
        <translation>планшет дилера подключается для стола: укажите стол</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a deck check is one JSON object</source>
        <translation>проверка колоды — один объект JSON</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a deck has {most} jokers at most</source>
        <translation>в колоде не больше {most} джокеров</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a deck has {sizes} cards</source>
        <translation>в колоде {sizes} карт</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>a deck holds 0, 1 or 2 jokers, not {jokers}</source>
        <translation>в колоде бывает 0, 1 или 2 джокера, а не {jokers}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a deck is checked between hands (HS0) or during the hand (HS4)</source>
        <translation>колоду проверяют между раздачами (HS0) или во время раздачи (HS4)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>a defective card</source>
        <translation>дефектная карта</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a device is paired as one of: {roles}</source>
        <translation>устройство подключается в одной из ролей: {roles}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>a different outcome is an override: type the reason for it</source>
        <translation>другой исход — это решение флора иначе, чем в своде правил: введите причину</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>a dispute</source>
        <translation>спор</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>a disqualification removes the player and his chips: use disqualify()</source>
        <translation>дисквалификация выводит из игры игрока и его фишки: используйте disqualify()</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>a file name cannot hold a NUL character</source>
        <translation>имя файла не может содержать символ NUL</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>a final table needs at least two players</source>
        <translation>для финального стола нужны хотя бы два игрока</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a floor phone is paired for a person: give their name</source>
        <translation>телефон флора подключается для человека: укажите его имя</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>a formula has {most:,} characters at most</source>
        <translation>в формуле не больше {most:,} символов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>a hand</source>
        <translation>раздача</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand is one JSON object</source>
        <translation>раздача — это один объект JSON</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand lists its seats (11 at most)</source>
        <translation>в раздаче перечисляются её места (не больше 11)</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand names each seat once</source>
        <translation>в раздаче каждое место указывается один раз</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand sent for recording names its hand number and its submission id</source>
        <translation>в раздаче, отправленной на запись, указываются номер раздачи и идентификатор отправки</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand sent to be voided names its hand number and its submission id</source>
        <translation>раздача, отправленная на аннулирование, называет свой номер и идентификатор отправки</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand's options are one JSON object</source>
        <translation>параметры раздачи — один объект JSON</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>a joker in {game}, which is played without one</source>
        <translation>в колоде джокер, а игра «{game}» идёт без джокеров</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a joker is not a card found twice: count it under the jokers found</source>
        <translation>джокер — не повторная карта: посчитайте его среди найденных джокеров</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>a joker too many in {game}, which is played with {jokers}</source>
        <translation>лишний джокер: в игре «{game}» допускается только {jokers}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>a key</source>
        <translation>ключ</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>a league's name</source>
        <translation>название лиги</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>a list of registrations is imported at the desk that holds the database</source>
        <translation>список регистраций импортируется за столом регистрации, где хранится база данных</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>a member id is 1 to {most} letters, digits or signs without spaces, not {member_id!r}</source>
        <translation>номер члена клуба — от 1 до {most} букв, цифр или знаков без пробелов, а не {member_id!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>a member needs a name of 1 to {most} characters on one line</source>
        <translation>члену клуба нужно имя от 1 до {most} символов в одну строку</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a member request names the member in text ({fields})</source>
        <translation>в запросе о члене клуба он указывается текстом ({fields})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>a misdeal</source>
        <translation>мисдил</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a mixed game needs a list of at least one game</source>
        <translation>для смешанной игры нужен список хотя бы из одной игры</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>a move by hand needs a reason (it goes in the log)</source>
        <translation>для пересадки вручную нужна причина (она пойдёт в журнал)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/proposal.py"/>
        <source>a move needs the table it is from and the table it is to</source>
        <translation>для пересадки нужны оба стола: откуда пересаживают и куда</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>a mystery bounty has 1 to {most} envelopes</source>
        <translation>в мистери-баунти от 1 до {most} конвертов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>a mystery bounty has at most {most} envelopes, not {count}</source>
        <translation>в мистери-баунти не больше {most} конвертов, а не {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>a mystery bounty needs its envelopes declared</source>
        <translation>для мистери-баунти нужно объявить конверты</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>a nickname is at most {most} characters on one line</source>
        <translation>ник — не больше {most} символов в одну строку</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>a note to the floor is {most} characters at most</source>
        <translation>примечание для флора — не больше {most} знаков</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>a number a double can hold</source>
        <translation>число, представимое в формате double</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a pairing code is {digits} digits, as the desk shows it</source>
        <translation>код подключения состоит из {digits} цифр, как показывает стол регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>a payout template needs a name</source>
        <translation>у шаблона выплат должно быть название</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>a penalty is a warning, missed hands, missed rounds or a disqualification, not {kind!r}</source>
        <translation>штраф — это предупреждение, пропуск раздач, пропуск кругов или дисквалификация, а не {kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>a penalty is given to a player; a spectator is warned or removed (SP-02)</source>
        <translation>штраф назначают игроку; зрителю делают предупреждение или удаляют его (SP-02)</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a penalty names the player, its kind and the reason ({most} characters at most), and for missed hands or rounds how many</source>
        <translation>штраф называет игрока, свой вид и причину (не более {most} символов), а для пропуска раздач или кругов — сколько</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>a player has finished in the money: the payout table and the rounding of prizes stay as they are</source>
        <translation>игрок уже финишировал в призах: таблица выплат и округление призов остаются как есть</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>a player has re-entered: the price and chips stay, and re-entries can only be ended at a level</source>
        <translation>повторный вход уже был: цена и фишки остаются, а повторные входы можно только закончить на каком-то уровне</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>a player has rebought: the price and chips stay, and rebuys can only be ended at a level</source>
        <translation>ребай уже был: цена и фишки остаются, а ребаи можно только закончить на каком-то уровне</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>a player has taken an add-on: the price and chips stay, and add-ons can only be ended at a level</source>
        <translation>аддон уже взят: цена и фишки остаются, а аддоны можно только закончить на каком-то уровне</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>a player has two seats at table {number}</source>
        <translation>у одного игрока два места за столом {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a player must be allowed at least 1 add-on, not {value}</source>
        <translation>игроку должен быть разрешён хотя бы 1 аддон, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a player must be allowed at least 1 re-entry, not {value}</source>
        <translation>игроку должен быть разрешён хотя бы 1 повторный вход, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a player must be allowed at least 1 rebuy, not {value}</source>
        <translation>игроку должен быть разрешён хотя бы 1 ребай, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>a player needs a name</source>
        <translation>у игрока должно быть имя</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>a player received a chip that no award gives him</source>
        <translation>игрок получил фишку, которую ему не даёт ни одна выдача</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>a player's number</source>
        <translation>номер игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>a prize pool of {pool:,} is too small to pay {shares_count} places in units of {unit:,}: {shares_count_2} place would get nothing</source>
        <translation>призового фонда {pool:,} не хватает, чтобы выплатить призы всем оплачиваемым местам ({shares_count}) с шагом {unit:,}: место {shares_count_2} не получило бы ничего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/proposal.py"/>
        <source>a proposal is a {kinds}, not {kind!r}</source>
        <translation>предложение может быть только одного из видов: {kinds}, а не {kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>a rank-card draw (mode B) seats one table</source>
        <translation>жеребьёвка картами по рангу (режим B) рассаживает только один стол</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>a rank-card draw happens at the table: record who drew which card (PLAYER=CARD)</source>
        <translation>жеребьёвка картами по рангу проходит за столом: запишите, кто какую карту вытянул (PLAYER=CARD)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>a rank-card draw seats one table: {players_count} players do not fit {size} seats (use A or C)</source>
        <translation>жеребьёвка картами по рангу рассаживает только один стол: игроков — {players_count}, а мест — {size} (используйте A или C)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a re-entry must bring at least 1 chip, not {value}</source>
        <translation>повторный вход должен давать хотя бы 1 фишку, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a rebuy must bring at least 1 chip, not {value}</source>
        <translation>ребай должен давать хотя бы 1 фишку, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>a recorded draw is not dealt again: give the cards or the random source, not both</source>
        <translation>записанный розыгрыш повторно не сдаётся: укажите либо карты, либо генератор случайных чисел, но не то и другое сразу</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>a reinstated player's stack must be a positive number of chips, not {chips!r}</source>
        <translation>стек игрока, возвращённого в игру, должен быть положительным числом фишек, а не {chips!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>a request cannot carry the events it made</source>
        <translation>запрос не может нести события, которые он сделал</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/rulings.py"/>
        <source>a ruling is sent as its situation and the row it came to</source>
        <translation>решение отправляется как его ситуация и строка, к которой оно пришло</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a satellite pays equal seats and the rest in cash: its payouts are not set by hand</source>
        <translation>сателлит разыгрывает равные путёвки и остаток деньгами: его выплаты не задаются вручную</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a satellite pays equal seats: the payouts set by hand are set aside</source>
        <translation>сателлит разыгрывает равные путёвки: выплаты, заданные вручную, не действуют</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a satellite's seat</source>
        <translation>путёвка сателлита</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a satellite's seat must be worth more than its buy-in ({buy_in:,}), not {seat:,}</source>
        <translation>путёвка сателлита должна стоить больше его бай-ина ({buy_in:,}), а не {seat:,}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>a season</source>
        <translation>сезон</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>a season needs a points formula, e.g. {example}</source>
        <translation>сезону нужна формула очков, например {example}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>a seat</source>
        <translation>место</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>a seat card is stacked twice</source>
        <translation>карта места лежит в стопке дважды</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>a seat card's seat</source>
        <translation>место на карте места</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>a seat card's table</source>
        <translation>стол на карте места</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>a seat draw needs at least two players</source>
        <translation>для жеребьёвки мест нужны хотя бы два игрока</translation>
    </message>
    <message>
        <location filename="../../floor/commands/ruling.py"/>
        <source>a seat in {name}</source>
        <translation>место в {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>a seat is a number from 1 up, not {seat!r}</source>
        <translation>место — это число от 1 и выше, а не {seat!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>a seat is a number, not {seat!r}</source>
        <translation>место указывается номером, а не {seat!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>a seat is a number, not {to_seat!r}</source>
        <translation>место указывается номером, а не {to_seat!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/satellites.py"/>
        <source>a seat must be worth more than 0, not {seat!r}</source>
        <translation>путёвка должна стоить больше 0, а не {seat!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>a seat number</source>
        <translation>номер места</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a seat's cards</source>
        <translation>карты места</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a seat's chips</source>
        <translation>фишки места</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a seat's value ({seat:,}) must be a multiple of the prizes' unit ({unit:,})</source>
        <translation>стоимость путёвки ({seat:,}) должна быть кратна шагу призов ({unit:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>a seat-card draw (mode A) has no playing cards</source>
        <translation>в жеребьёвке картами мест (режим A) игральных карт нет</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>a showdown request is one JSON object</source>
        <translation>запрос на вскрытие — это один объект JSON</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>a situation is a JSON object, e.g. {{"hs": "HS4", "found": "joker"}}</source>
        <translation>ситуация — это JSON-объект, напр. {{"hs": "HS4", "found": "joker"}}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>a situation needs at least hs (the hand state) and found (what the floor is looking at)</source>
        <translation>ситуации нужны как минимум hs (состояние раздачи) и found (что рассматривает флор)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>a spectator</source>
        <translation>зритель</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>a standby is promoted at its own computer's desk</source>
        <translation>резервный сервер повышают за столом его собственного компьютера</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>a standby: no writes</source>
        <translation>резервный: без записи</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a station sends JSON (Content-Type: application/json)</source>
        <translation>пульт отправляет JSON (Content-Type: application/json)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a structure needs at least one level</source>
        <translation>в структуре должен быть хотя бы один уровень</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a structure needs the chip denominations in play, e.g. [25, 100, 500, 1000, 5000]</source>
        <translation>в структуре нужны номиналы фишек в игре, напр. [25, 100, 500, 1000, 5000]</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a submission id is 8 to 64 letters, digits, '-' or '_'</source>
        <translation>идентификатор отправки — от 8 до 64 букв, цифр, '-' или '_'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>a table has 2 to 11 seats, not {seats!r}</source>
        <translation>за столом от 2 до 11 мест, а не {seats!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>a table has 2 to 11 seats, not {seats_count}</source>
        <translation>за столом может быть от 2 до 11 мест, а не {seats_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>a table number</source>
        <translation>номер стола</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>a table that stays</source>
        <translation>остающийся стол</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a tablet's page acts at the table it was paired for: this device has none</source>
        <translation>страница планшета действует за столом, для которого он подключён: у этого устройства стола нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>a template needs at least one bracket</source>
        <translation>в шаблоне должен быть хотя бы один диапазон</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>a template's name has at most {most} characters, not {count}</source>
        <translation>в названии шаблона не больше {most} символов, а не {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a tournament needs a name</source>
        <translation>у турнира должно быть название</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>a tournament needs at least two players to draw seats</source>
        <translation>для жеребьёвки мест в турнире нужны хотя бы два игрока</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>a tournament's name</source>
        <translation>название турнира</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>a value</source>
        <translation>значение</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>a value has the wrong form ({kind})</source>
        <translation>значение имеет неверный вид ({kind})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>a value nested less than {most} deep</source>
        <translation>значение с вложенностью меньше {most}</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a write names its command id (the {header} header: letters, digits, - _ . :, {most} at most)</source>
        <translation>запись должна называть номер своей команды (заголовок {header}: буквы, цифры, - _ . :, не более {most})</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a {role} device cannot do this</source>
        <translation>устройство с ролью {role} не может этого делать</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>a {size}-card deck is not dealt here: the decks are 52, 36 and 32 cards</source>
        <translation>колодой размером {size} здесь не играют: колоды бывают на 52, 36 и 32 карты</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>aces</source>
        <translation>тузов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>add-on</source>
        <translation>аддон</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>add-ons cannot end before level {level}, the level in play</source>
        <translation>аддоны не могут закончиться раньше уровня {level}, который идёт сейчас</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>add-ons ended after level {last_level} (the clock is at level {level})</source>
        <translation>аддоны закончились после уровня {last_level} (сейчас уровень {level})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>add-ons of {chips:,} chips for {price:,}, at most {limit} each</source>
        <translation>аддоны: фишек {chips:,} за {price:,}, не более {limit} на игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>add-ons of {chips:,} chips for {price:,}, at most {limit} each, until level {level}</source>
        <translation>аддоны: фишек {chips:,} за {price:,}, не более {limit} на игрока, до уровня {level}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/timekeeping.py"/>
        <source>adjust needs the time to add or take off</source>
        <translation>для adjust нужно указать, сколько времени добавить или убрать</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>after the current hand</source>
        <translation>после текущей раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>an add-on must bring at least 1 chip, not {value}</source>
        <translation>аддон должен давать хотя бы 1 фишку, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>an answer is {most} characters at most</source>
        <translation>ответ — не больше {most} знаков</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>an answer names its call and says what the floor decided</source>
        <translation>в ответе указываются вызов и решение флора</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>an ante needs an amount above 0, or the kind 'none'</source>
        <translation>для анте нужна сумма больше 0 или вид 'none'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>an ante of {ante} needs its kind: 'ante' (every player) or 'big-blind' (big-blind ante)</source>
        <translation>для анте {ante} нужно указать вид: 'ante' (платит каждый игрок) или 'big-blind' (анте большого блайнда)</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>an empty card was entered</source>
        <translation>введена пустая карта</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>an envelope holds a whole number of {unit}s of at least {unit}, not {envelope!r}</source>
        <translation>в конверте целое число по {unit}, не меньше {unit}, а не {envelope!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>an envelope's amount is a whole number, not {amount!r}</source>
        <translation>сумма конверта — целое число, а не {amount!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>an event seats 2 to 11 players a table, not {seats_per_table!r}</source>
        <translation>в турнире за столом сидят от 2 до 11 игроков, а не {seats_per_table!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>an incident falls under a DT-10 row, SP-01 to SP-10, not {row!r}</source>
        <translation>инцидент относится к пункту DT-10, от SP-01 до SP-10, а не к {row!r}</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>an intent names the action and its arguments</source>
        <translation>намерение называет действие и его аргументы</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>an intent sends its arguments as a table of values</source>
        <translation>намерение отправляет свои аргументы таблицей значений</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>an odd card in the stub: the action stands</source>
        <translation>лишняя карта в стабе: действия остаются в силе</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>an override needs the reason, typed in: why the floor rules otherwise than {id}</source>
        <translation>чтобы решить иначе, введите причину: почему флор решает не так, как в {id}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>and {count} more</source>
        <translation>и ещё {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>announcement</source>
        <translation>объявление</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>assign() at character {at} names what it assigns first, in quotes</source>
        <translation>assign() в символе {at} сначала называет то, что присваивает, в кавычках</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>at most {most:,} can be left to play for: more would pay 1st place less than 2nd</source>
        <translation>для розыгрыша можно оставить не больше {most:,}: иначе первое место получило бы меньше второго</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>at table {table}</source>
        <translation>за столом {table}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>at table {table}, hand {hand}</source>
        <translation>за столом {table}, раздача {hand}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step!r}: step, seat and player must be whole numbers</source>
        <translation>выдача {step!r}: шаг, место и игрок должны быть целыми числами</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step} (seat {seat}) does not match the players</source>
        <translation>выдача {step} (место {seat}) не соответствует игрокам</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step} (seat {seat}, {rule}) does not match his chips</source>
        <translation>выдача {step} (место {seat}, {rule}) не соответствует его фишкам</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step}: a chip won in the race (CR-05) comes from the race's chips</source>
        <translation>выдача {step}: фишка, выигранная в чип-рейсе (CR-05), берётся из фишек чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step}: {card!r} is not a race card</source>
        <translation>выдача {step}: {card!r} — не карта чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step}: {rule!r} is not a chip race award rule</source>
        <translation>выдача {step}: {rule!r} — не правило выдачи фишек в чип-рейсе</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>backups are made at the desk that holds the database</source>
        <translation>резервные копии делаются за столом регистрации, где хранится база данных</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>balance_max_diff must be a whole number of players, 1 or more, not {value!r}</source>
        <translation>balance_max_diff должно быть целым числом игроков, 1 или больше, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>balancing</source>
        <translation>балансировка</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>balancing overridden: {reason}</source>
        <translation>балансировка изменена флором: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>balancing, {rules}</source>
        <translation>балансировка, {rules}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>best-of and the final's seats are 0 or more</source>
        <translation>число лучших результатов и мест в финале — 0 или больше</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket} pays no places</source>
        <translation>диапазон «{bracket}» не оплачивает ни одного места</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket} pays {places} places but can have as few as {low} entries</source>
        <translation>диапазон «{bracket}» оплачивает мест: {places}, а входов в нём может быть всего {low}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket}: the places add up to {total:,} basis points, not {whole:,}</source>
        <translation>диапазон «{bracket}»: сумма мест — {total:,} б. п., а не {whole:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket}: {place} place ({share} basis points) gets more than {above} ({above_share})</source>
        <translation>диапазон «{bracket}»: место {place} ({share} б. п.) получает больше, чем место {above} ({above_share})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket}: {place} place must get at least 1 basis point, not {share!r}</source>
        <translation>диапазон «{bracket}»: место {place} должно получать хотя бы 1 базисный пункт, а не {share!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {low!r}-{high!r} entries: a bracket starts at 2 entries or more</source>
        <translation>диапазон {low!r}-{high!r} входов: диапазон начинается с 2 входов или больше</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {low!r}-{high!r} entries: it ends before it starts</source>
        <translation>диапазон {low!r}-{high!r} входов: он заканчивается раньше, чем начинается</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {number} pays more places than its {most:,} entries</source>
        <translation>диапазон {number} оплачивает больше мест, чем в нём входов ({most:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {number}: 'entries' must be [fewest, most] with fewest 2 or more (most may be null), not {entries!r}</source>
        <translation>диапазон {number}: 'entries' должно быть [fewest, most], где fewest — 2 или больше (most может быть null), а не {entries!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {number}: 'places' must be a list of basis points</source>
        <translation>диапазон {number}: 'places' должно быть списком базисных пунктов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {number}: {item!r} is neither basis points nor {{"next": N, "each": B}}</source>
        <translation>диапазон {number}: {item!r} — это ни базисные пункты, ни {{"next": N, "each": B}}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>break_order is one of {choices}, not {value!r}</source>
        <translation>break_order должно быть одним из: {choices}, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>button set</source>
        <translation>баттон установлен</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>button_draw_seats</source>
        <translation>button_draw_seats</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>buy-in {value:,}</source>
        <translation>бай-ин {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>by hand: {reason}</source>
        <translation>вручную: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>call to the floor</source>
        <translation>вызов флора</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>cannot back up {path}: {reason}</source>
        <translation>не удаётся сделать резервную копию {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>cannot be read ({error})</source>
        <translation>не удаётся прочитать ({error})</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>cannot create {path}: {err}; nothing was moved</source>
        <translation>не удаётся создать {path}: {err}; ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>cannot create {p}: the disk is full; free some space there and try again</source>
        <translation>не удаётся создать {p}: диск заполнен; освободите на нём место и повторите</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>cannot create {p}: {err}</source>
        <translation>не удаётся создать {p}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>cannot open {db_path}: {err}</source>
        <translation>не удаётся открыть {db_path}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>cannot open {path}: {err}</source>
        <translation>не удаётся открыть {path}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>cannot open {p} as a database: {reason}</source>
        <translation>не удаётся открыть {p} как базу данных: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>cannot open {p}: {err}</source>
        <translation>не удаётся открыть {p}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>cannot reach the PostgreSQL server at {server}: {reason}</source>
        <translation>не удаётся связаться с сервером PostgreSQL {server}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>cannot reach the database server {server} ({err}): nothing was moved</source>
        <translation>сервер базы данных {server} недоступен ({err}): ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>cannot reach the database server {server}: {err}</source>
        <translation>нет связи с сервером базы данных {server}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>cannot read {path}: a file name cannot hold a NUL character</source>
        <translation>не удалось прочитать {path}: в имени файла не может быть символа NUL</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>cannot read {path}: {reason}</source>
        <translation>не удаётся прочитать {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>cannot read {path}: {size:,} bytes is more than any file Floor reads</source>
        <translation>не удалось прочитать {path}: {size:,} байт — больше любого файла, который читает Floor</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>cannot read {path}: {strerror}</source>
        <translation>не удалось прочитать {path}: {strerror}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>cannot remove {chips:,} chips: only {expected:,} are in play</source>
        <translation>нельзя убрать фишки на сумму {chips:,}: в игре всего {expected:,}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>cannot restore from {path}: {reason}</source>
        <translation>не удаётся восстановить из {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>cannot take {amount_text} off: only {left} left</source>
        <translation>нельзя убрать {amount_text}: осталось всего {left}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>cannot use {path}: {reason}</source>
        <translation>нельзя использовать {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>cards_affected must be 1 or more</source>
        <translation>cards_affected должно быть 1 или больше</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>chip count</source>
        <translation>подсчёт фишек</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>chip race</source>
        <translation>чип-рейс</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>chips removed</source>
        <translation>фишки сняты</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>clock</source>
        <translation>часы</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>count every stack first: {missing} not counted</source>
        <translation>сначала подсчитайте все стеки; не подсчитаны: {missing}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>count {player}'s chips first: a disqualified player's chips are removed from play (PN-07)</source>
        <translation>сначала посчитайте фишки игрока {player}: фишки дисквалифицированного игрока выводятся из игры (PN-07)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>counted</source>
        <translation>подсчитано</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>counted at {time}</source>
        <translation>подсчёт в {time}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>damage noticed</source>
        <translation>обнаружено повреждение</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>dead money</source>
        <translation>мёртвые деньги</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>deal</source>
        <translation>сделка</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>deal taken back</source>
        <translation>сделка отменена</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>deck must be 52, 36 or 32, not {deck!r}</source>
        <translation>колода должна быть на 52, 36 или 32 карты, а не {deck!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>deck, jokers and house go with a game's name, not with a Game</source>
        <translation>deck, jokers и house задаются вместе с названием игры, а не с объектом Game</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>deck_spec cannot be {value!r}: a number of cards (52, 36, 32, 53, 54) or one per game</source>
        <translation>deck_spec не может быть {value!r}: нужно число карт (52, 36, 32, 53, 54) или отдельное значение для каждой игры</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>deck_spec for {game} cannot be {size!r}: choose 52, 36, 32, 53 or 54</source>
        <translation>deck_spec для {game} не может быть {size!r}: выберите 52, 36, 32, 53 или 54</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>deck_spec names {game!r}, which is not a game ({games})</source>
        <translation>в deck_spec указано {game!r}, но такой игры нет ({games})</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/devices.py"/>
        <source>device {device} was unpaired already</source>
        <translation>устройство {device} уже отключено</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>disqualification</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>draw an envelope from the pool</source>
        <translation>вытяните конверт из пула</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>each seat is an object with its "seat" number</source>
        <translation>каждое место — объект со своим номером "seat"</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>each seat of a hand is one JSON object</source>
        <translation>каждое место раздачи — это один объект JSON</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>eights</source>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>either Floor deals the cards (a random source) or the physical draw is recorded (the cards)</source>
        <translation>либо карты сдаёт Floor (генератор случайных чисел), либо записывается розыгрыш, проведённый за столом (карты)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>either Floor deals the cards or the physical draw is recorded</source>
        <translation>либо карты сдаёт Floor, либо записывается розыгрыш, проведённый за столом</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>either Floor draws (a random source) or a physical draw is recorded (the cards), one of the two</source>
        <translation>одно из двух: либо тянет Floor (генератор случайных чисел), либо записывается жеребьёвка, проведённая за столом (карты)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/vocabulary.py"/>
        <source>eligible and dealt_in</source>
        <translation>eligible и dealt_in</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/vocabulary.py"/>
        <source>eligible and live</source>
        <translation>eligible и live</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>elimination</source>
        <translation>выбывание</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>ended</source>
        <translation>снят</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>ending a penalty early needs the reason, typed in</source>
        <translation>чтобы снять штраф досрочно, введите причину</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>enter the low chips that were found</source>
        <translation>введите найденные мелкие фишки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>enter the players at the race</source>
        <translation>введите игроков, участвующих в чип-рейсе</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>event {seq} ({what}, {when}) cannot be read: {problem}</source>
        <translation>событие {seq} ({what}, {when}) не читается: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>event {seq} is a {kind!r}, not a ruling</source>
        <translation>событие {seq} — это {kind!r}, а не решение флора</translation>
    </message>
    <message>
        <location filename="../../floor/store/chain.py"/>
        <source>event {seq} of tournament {tid} does not match the one before it: the file was changed outside Floor</source>
        <translation>событие {seq} турнира {tid} не сходится с предыдущим: файл изменён вне Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/events.py"/>
        <source>every action needs the name of the person doing it</source>
        <translation>для каждого действия нужно имя того, кто его выполняет</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>every live hand</source>
        <translation>все живые руки</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>every losing hand</source>
        <translation>все проигравшие руки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>every player at table {number} is absent: someone must be there to draw (button_draw_seats = present_only)</source>
        <translation>все игроки за столом {number} отсутствуют: для розыгрыша кто-то должен быть на месте (button_draw_seats = present_only)</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>every seat folded: someone must be left in the hand</source>
        <translation>все места сделали фолд: в раздаче должен кто-то остаться</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>every seat is all-in for the ante: there is no betting this hand; deal it out</source>
        <translation>все места в олл-ине на анте: торговли в этой раздаче нет; раздайте карты до конца</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>every seat is taken: open a table before seating player {player}</source>
        <translation>все места заняты: откройте стол, прежде чем посадить игрока {player}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>every write is on two machines: the standby {name} confirms each one</source>
        <translation>каждая запись есть на двух компьютерах: резервный сервер {name} подтверждает каждую</translation>
    </message>
    <message>
        <location filename="../../floor/store/export.py"/>
        <source>export formats are csv and json, not none</source>
        <translation>форматы экспорта — csv и json, а формат не указан</translation>
    </message>
    <message>
        <location filename="../../floor/store/export.py"/>
        <source>export formats are csv and json, not {value}</source>
        <translation>форматы экспорта — csv и json, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>exports are made at the desk that holds the database</source>
        <translation>экспорт делается за столом регистрации, где хранится база данных</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>fee {value:,}</source>
        <translation>сбор {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>fewer than {most:,} values in the file</source>
        <translation>менее {most:,} значений в файле</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>finalists draw by seat cards ({seat_cards}) or high card ({high_card}), BB-13, not {mode!r}</source>
        <translation>финалисты тянут места картами мест ({seat_cards}) или по старшей карте ({high_card}), BB-13, а не {mode!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>fives</source>
        <translation>пятёрок</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>floor migrate moves a club between a Floor file and a PostgreSQL server: give one of each (a file is copied with `floor backup`); nothing was moved</source>
        <translation>floor migrate переносит клуб между файлом Floor и сервером PostgreSQL: укажите по одному из каждого (файл копируется командой `floor backup`); ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>four {rank}</source>
        <translation>каре {rank}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>fours</source>
        <translation>четвёрок</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time} and 1 hand</source>
        <translation>по подсчёту в {time} и 1 раздаче</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time} and a rebuy or add-on</source>
        <translation>по подсчёту в {time} и ребаю или аддону</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time} and {bought} rebuys and add-ons</source>
        <translation>по подсчёту в {time} и ребаям и аддонам: {bought}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time} and {hands} hands</source>
        <translation>по подсчёту в {time} и раздачам: {hands}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time}, 1 hand and a rebuy or add-on</source>
        <translation>по подсчёту в {time}, 1 раздаче и ребаю или аддону</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time}, 1 hand and {bought} rebuys and add-ons</source>
        <translation>по подсчёту в {time}, 1 раздаче и ребаям и аддонам: {bought}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time}, {hands} hands and a rebuy or add-on</source>
        <translation>по подсчёту в {time}, раздачам ({hands}) и ребаю или аддону</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time}, {hands} hands and {bought} rebuys and add-ons</source>
        <translation>по подсчёту в {time}, раздачам ({hands}) и ребаям и аддонам ({bought})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>from the next hand</source>
        <translation>со следующей раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>give at least one player's chips</source>
        <translation>укажите фишки хотя бы одного игрока</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/players.py"/>
        <source>give one starting stack for each player out ({players} players, {stacks} stacks)</source>
        <translation>укажите по одному стеку на начало раздачи для каждого выбывшего (игроков: {players}, стеков: {stacks})</translation>
    </message>
    <message>
        <location filename="../../floor/commands/announce.py"/>
        <source>give the announcement's text, or --clear to take it off the screens</source>
        <translation>укажите текст объявления или --clear, чтобы снять его с экранов</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>give the cards showing as seat: cards</source>
        <translation>укажите открытые карты в виде «место: карты»</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>give the door card as seat: cards</source>
        <translation>укажите первую открытую карту (door card) в виде «место: карты»</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>give the member id to link the player to</source>
        <translation>укажите номер члена клуба, к которому привязать игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/busts.py"/>
        <source>give the starting stack of every player out in the hand ({label} has none)</source>
        <translation>укажите стек на начало раздачи для каждого выбывшего в этой раздаче (у игрока {label} его нет)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>given</source>
        <translation>назначен</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>guarantee {value:,}</source>
        <translation>гарантия {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>halt_short_tables is true or false, not {value!r}</source>
        <translation>halt_short_tables — это true или false, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>hand [{name}]</source>
        <translation>раздача [{name}]</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>hand corrected</source>
        <translation>раздача исправлена</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>hand recorded</source>
        <translation>раздача записана</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>hand voided</source>
        <translation>раздача аннулирована</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>hand {hand} at table {table} was not recorded: there is nothing to correct</source>
        <translation>раздача {hand} за столом {table} не записана: исправлять нечего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>hand {hand} at table {table} was voided (a defective deck): a voided hand has no result to correct</source>
        <translation>раздача {hand} за столом {table} аннулирована (дефектная колода): у аннулированной раздачи нет результата, который можно исправить</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>hand {number}</source>
        <translation>раздача {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>hand-for-hand</source>
        <translation>рука за руку</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>hand-for-hand is off already</source>
        <translation>режим «рука за руку» уже выключен</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>hand-for-hand is on already</source>
        <translation>режим «рука за руку» уже включён</translation>
    </message>
    <message>
        <location filename="../../floor/core/house.py"/>
        <source>house must be an object of house settings</source>
        <translation>house должен быть объектом с настройками клуба</translation>
    </message>
    <message>
        <location filename="../../floor/core/house.py"/>
        <source>house setting {key} cannot be {value!r}: choose {allowed}</source>
        <translation>настройка клуба {key} не может быть {value!r}: выберите одно из значений: {allowed}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>house settings changed</source>
        <translation>настройки клуба изменены</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>how it is run is Floor's own choice</source>
        <translation>порядок исполнения выбран Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>in a high-card draw (mode C) every player has a card</source>
        <translation>в жеребьёвке по старшей карте (режим C) у каждого игрока должна быть карта</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>incident logged</source>
        <translation>инцидент записан</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>is a {kind}, which a row cannot test</source>
        <translation>имеет тип {kind}, который пункт не может проверить</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>it does not say which action it takes back</source>
        <translation>в нём не сказано, какое действие отменяется</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is a loop of symbolic links: name the file itself</source>
        <translation>это петля символических ссылок: укажите сам файл</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is not a file but a device</source>
        <translation>это не файл, а устройство</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is not a file but a named pipe (FIFO): Floor does not wait on it</source>
        <translation>это не файл, а именованный канал (FIFO): Floor не ждёт на нём</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is not a file but a socket</source>
        <translation>это не файл, а сокет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>item {position} (after level {number}): 'kind' must be 'level' or 'break', not {kind!r}</source>
        <translation>элемент {position} (после уровня {number}): 'kind' должно быть 'level' или 'break', а не {kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>its PHH fields cannot be rebuilt from _floor_request</source>
        <translation>её поля PHH нельзя восстановить из _floor_request</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>its PHH fields cannot be rebuilt from _floor_request: {message}</source>
        <translation>её поля PHH нельзя восстановить из _floor_request: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>its content is not Floor's JSON</source>
        <translation>его содержимое — не JSON Floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>its content is not text</source>
        <translation>его содержимое — не текст</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>its journal</source>
        <translation>его журнал</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>its number or kind is damaged</source>
        <translation>повреждён его номер или вид</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>its shared memory</source>
        <translation>его общая память</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>its time is damaged</source>
        <translation>повреждено его время</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>its write-ahead log</source>
        <translation>его журнал упреждающей записи</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>jacks</source>
        <translation>валетов</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>jokers must be 0, 1 or 2, not {jokers!r}</source>
        <translation>джокеров должно быть 0, 1 или 2, а не {jokers!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/timekeeping.py"/>
        <source>jump needs the level (or break) to go to</source>
        <translation>для jump нужно указать уровень (или перерыв), на который перейти</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>keep at least one backup (not {keep})</source>
        <translation>храните хотя бы одну резервную копию (а не {keep})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>kings</source>
        <translation>королей</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>late chips worth {value!r} cannot be {exchanged!r} exchanged and {removed_from_play!r} removed</source>
        <translation>фишки, найденные после чип-рейса, на сумму {value!r} нельзя разделить на {exchanged!r} обменянных и {removed_from_play!r} выведенных из игры</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>late registration cannot end before level {level}, the level in play</source>
        <translation>поздняя регистрация не может закончиться раньше уровня {level}, который идёт сейчас</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>late registration until level {level}</source>
        <translation>поздняя регистрация до уровня {level}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>late registration with no end</source>
        <translation>поздняя регистрация без ограничения</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>less nesting (at most {most})</source>
        <translation>меньшая вложенность (не больше {most})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>level {level_number} is the final level: there is no next</source>
        <translation>уровень {level_number} — последний: следующего нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}</source>
        <translation>уровень {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the ante ({amount}) is not a multiple of {smallest}, {why}</source>
        <translation>уровень {number}: анте ({amount}) не кратно {smallest} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the big blind ({amount}) is not a multiple of {smallest}, {why}</source>
        <translation>уровень {number}: большой блайнд ({amount}) не кратен {smallest} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the big blind ({now}) is lower than level {number_2}'s ({before})</source>
        <translation>уровень {number}: большой блайнд ({now}) меньше, чем на уровне {number_2} ({before})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the small blind ({amount}) is not a multiple of {smallest}, {why}</source>
        <translation>уровень {number}: малый блайнд ({amount}) не кратен {smallest} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the small blind ({now}) is lower than level {number_2}'s ({before})</source>
        <translation>уровень {number}: малый блайнд ({now}) меньше, чем на уровне {number_2} ({before})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>line {line}: {message}</source>
        <translation>строка {line}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>lists no condition</source>
        <translation>не указано ни одного условия</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>lists no value</source>
        <translation>не указано ни одного значения</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>member id</source>
        <translation>номер члена клуба</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/members.py"/>
        <source>member id {member_id} is {name} already</source>
        <translation>номер {member_id} уже у члена клуба {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>member linked</source>
        <translation>привязка к члену клуба</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>member {member_id} is {player} (#{number}) in this tournament already</source>
        <translation>член клуба {member_id} уже играет в этом турнире как {player} (№{number})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>missed hands</source>
        <translation>пропуск раздач</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>missed rounds</source>
        <translation>пропуск кругов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>more than {size:,} bytes is no Tournament Director save</source>
        <translation>файл больше {size:,} байт — это не сохранение Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move a player the floor picks from table {table}</source>
        <translation>пересадите игрока, которого выберет флор, со стола {table}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move a player the floor picks from table {table} (no button there yet)</source>
        <translation>пересадите игрока, которого выберет флор, со стола {table} (там ещё нет баттона)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move the next big blind of table {table}, {name} (seat {seat}),</source>
        <translation>пересадите следующего большого блайнда стола {table} — {name} (место {seat}),</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move the player who would be the big blind if this were hold'em of table {table}, {name} (seat {seat}),</source>
        <translation>пересадите со стола {table} игрока, который был бы большим блайндом, если бы играли холдем, — {name} (место {seat}),</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move {name} (table {table} seat {seat}, the next player after that seat)</source>
        <translation>пересадите игрока {name} (стол {table}, место {seat} — следующий игрок после этого места)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move {name} (table {table} seat {seat}, the same seat number as the open seat)</source>
        <translation>пересадите игрока {name} (стол {table}, место {seat} — тот же номер, что у свободного места)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>moving the button by hand needs a reason (it goes in the log)</source>
        <translation>для переноса баттона вручную нужна причина (она пойдёт в журнал)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>must be a table of conditions, or a list of such tables</source>
        <translation>должно быть таблицей условий или списком таких таблиц</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>must be a table of facts</source>
        <translation>должно быть таблицей фактов</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>must be true or false</source>
        <translation>должно быть true или false</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>mystery bounty drawn</source>
        <translation>мистери-баунти вытянут</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/house.py"/>
        <source>name at least one house setting, e.g. seat_draw_mode=C_high_card_2step</source>
        <translation>укажите хотя бы одну настройку клуба, напр. seat_draw_mode=C_high_card_2step</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>name the chip denomination(s) being colored up</source>
        <translation>укажите номинал(ы) фишек для колор-апа</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>name the denominations colored up, not {removed_set!r}</source>
        <translation>укажите номиналы, выведенные колор-апом, а не {removed_set!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>name the penalty given to {who} (or give it with the incident)</source>
        <translation>укажите штраф, назначенный игроку {who} (или назначьте его вместе с инцидентом)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>name the player (or players) eliminated</source>
        <translation>укажите выбывшего игрока (или игроков)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>name the player to move by number, not {player!r}</source>
        <translation>укажите игрока для пересадки по номеру, а не {player!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>name {value}</source>
        <translation>название {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>neither a JSON nor a PHH hand history ({err})</source>
        <translation>это ни JSON, ни PHH история раздач ({err})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>next hand</source>
        <translation>следующая раздача</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>nickname</source>
        <translation>ник</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>nines</source>
        <translation>девяток</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>no .tdt file in {paths}</source>
        <translation>в {paths} нет файла .tdt</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>no action</source>
        <translation>без мер</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>no add-ons</source>
        <translation>без аддонов</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>no backup was made, so the backups already taken are kept: the events cannot be read ({err})</source>
        <translation>резервная копия не создана, поэтому уже сделанные копии сохранены: события не читаются ({err})</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>no backup was made, so the backups already taken are kept: {message}</source>
        <translation>резервная копия не сделана, уже сделанные копии сохранены: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>no bracket covers {low:,}-{high:,} entries (between {before} and {after})</source>
        <translation>ни один диапазон не охватывает {low:,}-{high:,} входов (между «{before}» и «{after}»)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>no chip set</source>
        <translation>без набора фишек</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/history.py"/>
        <source>no chips recorded</source>
        <translation>фишки не записаны</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/players.py"/>
        <source>no dealer has offered a player as out</source>
        <translation>ни один дилер не предложил выбывшего игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>no envelope of {amount:,} is left in the pool (left: {left})</source>
        <translation>конверта на {amount:,} в пуле не осталось (осталось: {left})</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/devices.py"/>
        <source>no free pairing code could be drawn: try again in a moment</source>
        <translation>не удалось получить свободный код привязки: попробуйте ещё раз через минуту</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>no hand in this PHH file</source>
        <translation>в этом файле PHH нет раздач</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>no knockout is waiting for an envelope</source>
        <translation>ни один нокаут не ждёт конверта</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>no misdeal after substantial action</source>
        <translation>после существенного действия мисдила нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>no money is left to play for: play goes on for the places (the title, the league's points) until one player is left</source>
        <translation>на розыгрыш денег не осталось: игра идёт за места (титул, очки лиги), пока не останется один игрок</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>no old primary is known: it is NOT fenced</source>
        <translation>старый основной сервер неизвестен: он НЕ изолирован</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>no payouts yet: the tournament needs at least two entries and a prize pool</source>
        <translation>выплат пока нет: в турнире нужны хотя бы два входа и призовой фонд</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>no place can get more than 100%, not {share}</source>
        <translation>ни одно место не может получить больше 100 %, а не {share}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>no prizes are left to deal</source>
        <translation>для сделки не осталось призов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>no prizes to share yet</source>
        <translation>пока нет призов для раздела</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>no re-entries</source>
        <translation>без повторных входов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>no rebuys</source>
        <translation>без ребаев</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>no row of the rulebook covers {what}: a gap, so Floor proposes nothing; the floor decides (TDA rule 1)</source>
        <translation>ни один пункт свода правил не охватывает {what}: это пробел, поэтому Floor ничего не предлагает; решает флор (правило TDA 1)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>no standby</source>
        <translation>без резервного</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/records.py"/>
        <source>no such setting</source>
        <translation>такой настройки нет</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>no synchronous standby: each write is kept on this machine only</source>
        <translation>нет синхронного резервного сервера: каждая запись хранится только на этом компьютере</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>no table is in play</source>
        <translation>в игре нет ни одного стола</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>no table is in play yet: draw the opening seats first</source>
        <translation>в игре ещё нет ни одного стола: сначала проведите стартовую жеребьёвку мест</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>no time to add or take off: the change rounds to 0</source>
        <translation>нечего добавлять или убирать: после округления изменение равно 0</translation>
    </message>
    <message>
        <location filename="../../floor/store/leagues.py"/>
        <source>no tournament of league {league}, season {season} in this database</source>
        <translation>в этой базе нет турниров лиги {league}, сезон {season}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/standby.py"/>
        <source>no tournament on this database to put it on record in</source>
        <translation>в этой базе нет турнира, в журнале которого это можно записать</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>nobody at table {table} has chips to race</source>
        <translation>за столом {table} ни у кого нет фишек для чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>nobody has points in season {season} of league {league} yet</source>
        <translation>в сезоне {season} лиги {league} ещё ни у кого нет очков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>nobody raced from seat {seat}</source>
        <translation>с места {seat} никто не участвовал в чип-рейсе</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>nobody races from seat {seat}</source>
        <translation>с места {seat} никто не участвует в чип-рейсе</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>none yet: draw the seats first</source>
        <translation>пока нет: сначала разыграйте места</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not JSON</source>
        <translation>не JSON</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/save.py"/>
        <source>not a Tournament Director file: it holds no tournament ("T: new Tournament")</source>
        <translation>это не файл Tournament Director: в нём нет турнира ("T: new Tournament")</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>not a Tournament Director file: the text ends where {expected} was due</source>
        <translation>это не файл Tournament Director: текст кончается там, где ожидалось {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>not a Tournament Director file: {expected} was due, not {found!r}, at character {at:,}</source>
        <translation>это не файл Tournament Director: в символе {at:,} ожидалось {expected}, а не {found!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>not a Tournament Director file: {found!r} at character {at:,}</source>
        <translation>это не файл Tournament Director: {found!r} в символе {at:,}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>not a Tournament Director file: {found!r} is no character, at character {at:,}</source>
        <translation>это не файл Tournament Director: {found!r} — не символ, в символе {at:,}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/save.py"/>
        <source>not a Tournament Director file: {value} where a number was due</source>
        <translation>это не файл Tournament Director: {value} там, где ожидалось число</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>not a card</source>
        <translation>не карта</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>not a card as Floor writes one</source>
        <translation>не карта в том виде, в каком её пишет Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a field (the fields are {fields})</source>
        <translation>нет такого поля (поля: {fields})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a list</source>
        <translation>не список</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a number</source>
        <translation>не число</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a number as Floor writes one</source>
        <translation>не число в том виде, в каком его пишет Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a whole number</source>
        <translation>не целое число</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not an object</source>
        <translation>не объект</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not null</source>
        <translation>не null</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not one of {choices}</source>
        <translation>не одно из: {choices}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not text</source>
        <translation>не текст</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not true or false</source>
        <translation>не true и не false</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not {count} values</source>
        <translation>не {count} значения</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not {value!r}</source>
        <translation>не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>nothing stops this hand: only a defective deck (a card entered twice, a joker not played) voids it; record it, or call the floor</source>
        <translation>эту раздачу ничто не останавливает: аннулирует её только дефектная колода (карта введена дважды, неигранный джокер); запишите её или позовите флора</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>nothing to redo</source>
        <translation>повторять нечего</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>nothing to undo</source>
        <translation>отменять нечего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>observers at a table</source>
        <translation>зрители у стола</translation>
    </message>
    <message>
        <location filename="../../floor/commands/standby.py"/>
        <source>on record in tournament {numbers}</source>
        <translation>записано в журнал турнира {numbers}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>one card showing is 3rd street: the bring-in decides who acts first (SR-05 to SR-07)</source>
        <translation>одна открытая карта — это третья улица: кто ходит первым, решает бринг-ин (SR-05 – SR-07)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>one deck has {deck_count} cards: a high-card draw seats at most {deck_count} players (use seat cards, mode A)</source>
        <translation>в одной колоде {deck_count} карты: жеребьёвка по старшей карте рассаживает не больше {deck_count} игроков (используйте карты мест, режим A)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>one joker</source>
        <translation>один джокер</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>one marked card (a defective card, not a marked deck)</source>
        <translation>одна меченая карта (это дефектная карта, а не меченая колода)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>only 1 race card was entered</source>
        <translation>введена только одна карта чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>only a mystery bounty has envelopes and a stage</source>
        <translation>конверты и стадия бывают только у мистери-баунти</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>only a player is told to put his device away (SP-06)</source>
        <translation>убрать устройство велят только игроку (SP-06)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>only table {next} is left: it already is the final table</source>
        <translation>остался только стол {next}: он уже финальный</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>only {entered} race cards were entered</source>
        <translation>введено только карт чип-рейса: {entered}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>overriding the proposal needs a reason (it goes in the log)</source>
        <translation>для решения вопреки предложению нужна причина (она пойдёт в журнал)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>pair of {rank}</source>
        <translation>пара {rank}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r} has no brackets</source>
        <translation>в таблице выплат {name!r} нет диапазонов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r} is not valid JSON: {error}</source>
        <translation>таблица выплат {name!r} — некорректный JSON: {error}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r} must be an object with a list of 'brackets'</source>
        <translation>таблица выплат {name!r} должна быть объектом со списком 'brackets'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r} stops at {high:,} entries; this field has {entries:,}</source>
        <translation>максимальное число входов в таблице выплат {name!r} — {high:,}, а в этом турнире их {entries:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: brackets {before} and {after} overlap</source>
        <translation>таблица выплат {name!r}: диапазоны «{before}» и «{after}» пересекаются</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: no bracket covers {low:,}-{high:,} entries (between {before} and {after})</source>
        <translation>таблица выплат {name!r}: ни один диапазон не охватывает {low:,}-{high:,} входов (между «{before}» и «{after}»)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: only the last bracket can be open-ended, but {before} comes before {after}</source>
        <translation>таблица выплат {name!r}: открытым может быть только последний диапазон, а «{before}» идёт перед «{after}»</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: the first bracket must start at 2 entries, not {low:,}</source>
        <translation>таблица выплат {name!r}: первый диапазон должен начинаться с 2 входов, а не с {low:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: {message}</source>
        <translation>таблица выплат {name!r}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>payout table {value}</source>
        <translation>таблица выплат {value}</translation>
    </message>
    <message>
        <location filename="../../floor/store/payout_templates.py"/>
        <source>payout template {name}</source>
        <translation>шаблон выплат «{name}»</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>payouts set</source>
        <translation>выплаты заданы</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>penalty (DT-11)</source>
        <translation>штраф (DT-11)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>penalty ended</source>
        <translation>штраф окончен</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>penalty given</source>
        <translation>штраф назначен</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>pg_basebackup could not clone {server}: {reason}</source>
        <translation>pg_basebackup не смог скопировать {server}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>pg_ctl promote failed: {reason}</source>
        <translation>pg_ctl promote не удался: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>pg_rewind could not bring {folder} back: {reason} (set the standby up afresh into an empty folder: floor standby setup)</source>
        <translation>pg_rewind не смог вернуть {folder}: {reason} (настройте резервный сервер заново в пустой папке: floor standby setup)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>place {place!r} is not paid: only places 1 to {current_count} are</source>
        <translation>место {place!r} не оплачивается: оплачиваются только места с 1 по {current_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>places 2 to {current_count} would get {pool:,} of the {pool_2:,} pool, leaving {current:,} for 1st place</source>
        <translation>места со 2 по {current_count} получили бы {pool:,} из призового фонда {pool_2:,}, и для 1-го места осталось бы {current:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>places paid must be a whole number, 1 or more, not {places_paid!r}</source>
        <translation>число призовых мест должно быть целым числом не меньше 1, а не {places_paid!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/read.py"/>
        <source>player #{number}</source>
        <translation>игрок #{number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>player moved</source>
        <translation>игрок пересажен</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>player renamed</source>
        <translation>игрок переименован</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>player seated</source>
        <translation>игрок посажен</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {name} has {times} cards: one card each</source>
        <translation>у игрока {name} несколько карт ({times}), а положено по одной</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>player {player_id} is entered at seat {ids} and seat {seat}</source>
        <translation>игрок {player_id} введён и на месте {ids}, и на месте {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>player {player}</source>
        <translation>игрок {player}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>player {player} already sits at table {to_table} (seat {found}): a balancing move goes to another table</source>
        <translation>игрок {player} уже сидит за столом {to_table} (место {found}): при балансировке игрока пересаживают за другой стол</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>player {player} already sits at {where}</source>
        <translation>у игрока {player} уже есть место: {where}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {player} drew a {card}: the rank cards are A, 2 to 10 and J</source>
        <translation>игрок {player} вытянул {card}: карты по рангу — это A, от 2 до 10 и J</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {player} drew {card!r}: a rank card is A, 2 to 10 or J</source>
        <translation>игрок {player} вытянул {card!r}: карта по рангу — это A, от 2 до 10 или J</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {player} has seat {seat} but drew {card!r}</source>
        <translation>у игрока {player} место {seat}, но он вытянул {card!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {player} is given {times} seats in one draw</source>
        <translation>игроку {player} в одной жеребьёвке дано несколько мест ({times})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {player} is in the draw {times} times</source>
        <translation>игрок {player} указан в жеребьёвке несколько раз ({times})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>player {player} is not in the deal: only the players still playing are</source>
        <translation>игрок {player} не участвует в сделке: в ней только оставшиеся в игре</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>player {player} is not seated at any table</source>
        <translation>игрок {player} не сидит ни за одним столом</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>player {player} is seated at table {seen} and at table {number}</source>
        <translation>игрок {player} сидит и за столом {seen}, и за столом {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>player {player}'s amount</source>
        <translation>сумма игрока {player}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {player}'s card</source>
        <translation>карта игрока {player}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>player {player}'s stack is {stack!r}: a player without chips is out, not in the deal</source>
        <translation>стек игрока {player} — {stack!r}: игрок без фишек выбыл и в сделке не участвует</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>player {p}</source>
        <translation>игрок {p}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} drew a card but is not in this draw</source>
        <translation>игрок {p} вытянул карту, но не участвует в этой жеребьёвке</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} drew the {rank_labels}, which is not in the set for a {seats}-seat table ({rank_cards})</source>
        <translation>игрок {p} вытянул {rank_labels}, но этой карты нет в наборе для {seats}-местного стола ({rank_cards})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} has a card but is not in this draw</source>
        <translation>у игрока {p} есть карта, но он не участвует в этой жеребьёвке</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} has no card: every player in the draw gets one</source>
        <translation>у игрока {p} нет карты: карту получает каждый участник жеребьёвки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} has not drawn a card: 1 player draws 1 card</source>
        <translation>игрок {p} не вытянул карту: один игрок тянет одну карту</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} has not drawn a card: {everyone_count} players draw {everyone_count} cards</source>
        <translation>игрок {p} не вытянул карту: сколько игроков ({everyone_count}), столько и карт ({everyone_count})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {p} sits at {where} and at {where_2}</source>
        <translation>игрок {p} числится на двух местах: {where} и {where_2}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>player-page tokens given</source>
        <translation>выданы ключи страниц игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>players and awards must be race outcomes and awards</source>
        <translation>игроки и выдачи должны быть итогами и выдачами чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>players left must be a whole number, 1 or more, not {players_left!r}</source>
        <translation>число оставшихся игроков должно быть целым числом не меньше 1, а не {players_left!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/vocabulary.py"/>
        <source>players_acted (how many players acted after the blinds)</source>
        <translation>players_acted (сколько игроков сделали ход после блайндов)</translation>
    </message>
    <message>
        <location filename="../../floor/room/address.py"/>
        <source>port {port} is already in use on this computer (another Floor or another program): choose another port in Settings</source>
        <translation>порт {port} уже занят на этом компьютере (другим Floor или другой программой): выберите другой порт в настройках</translation>
    </message>
    <message>
        <location filename="../../floor/room/address.py"/>
        <source>port {port} needs administrator rights: choose a port from 1024 up in Settings</source>
        <translation>для порта {port} нужны права администратора: выберите в настройках порт от 1024 и выше</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>primary</source>
        <translation>основной</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>prizes rounded to {value:,}</source>
        <translation>призы округляются до {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>queens</source>
        <translation>дам</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>race cards for seat {seat} are entered twice</source>
        <translation>карты чип-рейса для места {seat} введены дважды</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>race cards were entered for seat {seat}, but nobody races from seat {seat}</source>
        <translation>карты чип-рейса введены для места {seat}, но с места {seat} никто не участвует в чип-рейсе</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>race_out_protection must be {protections}, not {race_out_protection!r}</source>
        <translation>race_out_protection должно быть: {protections}, а не {race_out_protection!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>race_rounding must be {roundings}, not {race_rounding!r}</source>
        <translation>race_rounding должно быть одним из: {roundings}, а не {race_rounding!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>rank cards drawn at the table</source>
        <translation>карты по рангу, вытянутые за столом</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>rank {rank} needs a suit</source>
        <translation>для ранга {rank} нужна масть</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>re-entries cannot end before level {level}, the level in play</source>
        <translation>повторные входы не могут закончиться раньше уровня {level}, который идёт сейчас</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>re-entries ended after level {last_level} (the clock is at level {level})</source>
        <translation>повторные входы закончились после уровня {last_level} (сейчас уровень {level})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>re-entries of {chips:,} chips for {price:,}, at most {limit} each</source>
        <translation>повторные входы: фишек {chips:,} за {price:,}, не более {limit} на игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>re-entries of {chips:,} chips for {price:,}, at most {limit} each, until level {level}</source>
        <translation>повторные входы: фишек {chips:,} за {price:,}, не более {limit} на игрока, до уровня {level}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>re-entry</source>
        <translation>повторный вход</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>rebuy</source>
        <translation>ребай</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>rebuys and add-ons need at least one entry</source>
        <translation>для ребаев и аддонов нужен хотя бы один вход</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>rebuys cannot end before level {level}, the level in play</source>
        <translation>ребаи не могут закончиться раньше уровня {level}, который идёт сейчас</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>rebuys ended after level {last_level} (the clock is at level {level})</source>
        <translation>ребаи закончились после уровня {last_level} (сейчас уровень {level})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>rebuys of {chips:,} chips for {price:,}, at most {limit} each</source>
        <translation>ребаи: фишек {chips:,} за {price:,}, не более {limit} на игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>rebuys of {chips:,} chips for {price:,}, at most {limit} each, until level {level}</source>
        <translation>ребаи: фишек {chips:,} за {price:,}, не более {limit} на игрока, до уровня {level}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>received, not yet replayed: {bytes} bytes</source>
        <translation>получено, ещё не применено: {bytes} байт</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>received, not yet replayed: {bytes} bytes; last replayed commit {seconds} s ago</source>
        <translation>получено, ещё не применено: {bytes} байт; последняя применённая фиксация {seconds} с назад</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>record the players' cards with the stacked seat cards</source>
        <translation>запишите карты игроков вместе с картами мест из стопки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>record the seat cards in the order they were stacked, with the players' cards</source>
        <translation>запишите карты мест в том порядке, в каком они лежали в стопке, вместе с картами игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>redo</source>
        <translation>повтор</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>registration</source>
        <translation>регистрация</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>registration closed after level {last} (the clock is at level {level})</source>
        <translation>регистрация закрылась после уровня {last} (часы на уровне {level})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>reinstatement</source>
        <translation>возвращение в игру</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>replace after play, extended to the stub</source>
        <translation>замена после розыгрыша, распространённая и на стаб</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>replay semantics</source>
        <translation>что значит точный повтор</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>ruling</source>
        <translation>решение флора</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>say how many hands he misses: a whole number of 1 or more, not {count!r}</source>
        <translation>укажите, сколько раздач он пропускает: целое число от 1 и больше, а не {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>say how many rounds he misses: a whole number of 1 or more, not {count!r}</source>
        <translation>укажите, сколько кругов он пропускает: целое число от 1 и больше, а не {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>say what the floor decided: the answer is empty</source>
        <translation>укажите, что решил флор: ответ пуст</translation>
    </message>
    <message>
        <location filename="../../floor/commands/standby.py"/>
        <source>say which PostgreSQL server: --db postgresql://HOST:PORT/DB (or set FLOOR_DB)</source>
        <translation>укажите сервер PostgreSQL: --db postgresql://HOST:PORT/DB (или задайте FLOOR_DB)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>say which PostgreSQL server: host=HOST port=PORT user=NAME, or postgresql://HOST:PORT/DB</source>
        <translation>укажите сервер PostgreSQL: host=HOST port=PORT user=NAME или postgresql://HOST:PORT/DB</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>say which server the old primary was: --old host=HOST port=PORT user=NAME</source>
        <translation>укажите, какой сервер был старым основным: --old host=HOST port=PORT user=NAME</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>say who it is about: a player, or a spectator described in words (not both)</source>
        <translation>укажите, о ком речь: об игроке или о зрителе, описанном словами (не об обоих сразу)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>say why the hand is corrected: the history keeps the reason</source>
        <translation>укажите, почему раздача исправляется: история сохраняет причину</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>say why the tournament is reopened: the reason is kept in its history</source>
        <translation>укажите, почему турнир открывается заново: причина сохраняется в его истории</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>season {season} of league {league} has no final: set the final's seats first</source>
        <translation>в сезоне {season} лиги {league} нет финала: сначала задайте число мест в финале</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>seat cards (mode A) are drawn by Floor: give the random source</source>
        <translation>карты мест (режим A) тянет Floor: укажите генератор случайных чисел</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>seat cards (mode A) are drawn by Floor: there are no cards to record</source>
        <translation>карты мест (режим A) тянет Floor: записывать нечего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>seat draw</source>
        <translation>жеребьёвка мест</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {missing} has no contribution: give every seat's contribution or none</source>
        <translation>у места {missing} не указан вклад: укажите вклад всех мест или ни одного</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first and must bet at least the bring-in or fold: seat {due} is due to bring in but is all-in for the ante, so betting starts on his left (SR-09, TDA recommended procedure 10-E)</source>
        <translation>место {seat} ходит первым и должно поставить не меньше бринг-ина или сбросить карты: бринг-ин должно ставить место {due}, но оно в олл-ине на анте, поэтому торговля начинается слева от него (SR-09, рекомендованная процедура TDA 10-E)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first, no bring-in: {why} ({tag})</source>
        <translation>место {seat} ходит первым, без бринг-ина: {why} ({tag})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: seat {due} is due to act first but is all-in for the ante, so betting starts on his left (SR-09)</source>
        <translation>место {seat} ходит первым: первым должно ходить место {due}, но оно в олл-ине на анте, поэтому торговля начинается слева от него (SR-09)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: {cards} ({name}) is the best hand showing (SR-08)</source>
        <translation>место {seat} ходит первым: {cards} ({name}) — лучшая открытая комбинация (SR-08)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: {cards} ({name}) is the lowest hand showing (SR-08)</source>
        <translation>место {seat} ходит первым: {cards} ({name}) — самая младшая открытая комбинация (SR-08)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: {others} tie with the best hand showing, {name}; {why} (SR-08, {setting})</source>
        <translation>место {seat} ходит первым: {others} — одинаковая лучшая открытая комбинация ({name}); {why} (SR-08, {setting})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: {others} tie with the lowest hand showing, {name}; {why} (SR-08, {setting})</source>
        <translation>место {seat} ходит первым: {others} — одинаковая самая младшая открытая комбинация ({name}); {why} (SR-08, {setting})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>seat {seat} at table {number} is empty</source>
        <translation>место {seat} за столом {number} свободно</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} at table {number} is empty: it gets no card</source>
        <translation>место {seat} за столом {number} свободно: карта ему не положена</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} at table {number} is empty: nobody there is absent</source>
        <translation>место {seat} за столом {number} свободно: отсутствовать там некому</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>seat {seat} at table {number} is taken</source>
        <translation>место {seat} за столом {number} занято</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>seat {seat} at table {table} is empty: nobody there to race</source>
        <translation>место {seat} за столом {table} свободно: участвовать в чип-рейсе там некому</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} brings in: {why} ({tag})</source>
        <translation>место {seat} ставит бринг-ин: {why} ({tag})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} cannot both win a race chip and be protected</source>
        <translation>место {seat} не может одновременно выиграть фишку в чип-рейсе и получить защитную фишку</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>seat {seat} had nobody in hand {hand} at table {table}: a correction changes the chips and the cards of the seats that played it</source>
        <translation>место {seat} было пустым в раздаче {hand} за столом {table}: исправление меняет фишки и карты только тех мест, что играли раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} has 1 leftover {denomination} chip</source>
        <translation>у места {seat} осталась одна фишка номиналом {denomination}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} has 1 race card for {chips}</source>
        <translation>место {seat}: одна карта чип-рейса, а фишек — {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} has a joker: the button draw uses the 52 natural cards, deal another</source>
        <translation>у места {seat} джокер: баттон разыгрывается 52 картами без джокеров, сдайте другую карту</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} has no card: every player present gets one ({seats})</source>
        <translation>у места {seat} нет карты: карту получает каждый присутствующий игрок ({seats})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} has no card: every seat with a player gets one ({seats})</source>
        <translation>у места {seat} нет карты: карту получает каждое место, где сидит игрок ({seats})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} has no cards showing</source>
        <translation>у места {seat} нет открытых карт</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} has no door card</source>
        <translation>у места {seat} нет первой открытой карты (door card)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} has no leftover chips to race</source>
        <translation>у места {seat} нет оставшихся фишек для чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} has {cards} race cards for {chips}</source>
        <translation>место {seat}: карт чип-рейса — {cards}, а фишек — {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} has {chips} leftover chips ({listing})</source>
        <translation>у места {seat} осталось фишек: {chips} ({listing})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} has {chips} leftover {denomination} chips</source>
        <translation>у места {seat} осталось фишек номиналом {denomination}: {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>seat {seat} has {chips} of {denomination}, but {denomination} is not being colored up (colored up: {denominations})</source>
        <translation>на месте {seat}: {chips} номиналом {denomination}, но фишки {denomination} не выводятся колор-апом (выводятся: {denominations})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} has {times} cards: one card per seat</source>
        <translation>карт у места {seat}: {times}; положена одна карта на место</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>seat {seat} is all in with {put:,} but has {known:,} ({basis})</source>
        <translation>место {seat} олл-ин на {put:,}, но у него {known:,} ({basis})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>seat {seat} is entered twice</source>
        <translation>место {seat} введено дважды</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} is left with no chips (CR-06)</source>
        <translation>место {seat} остаётся без фишек (CR-06)</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat} is listed twice</source>
        <translation>место {seat} указано дважды</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} is nearest the dealer's left</source>
        <translation>место {seat} ближе всех слева от дилера</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>seat {seat} of table {table} changed since this entry began ({name} is no longer there): check the table and enter the hand again</source>
        <translation>место {seat} за столом {table} изменилось с начала этой записи ({name} там больше нет): проверьте стол и введите раздачу заново</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>seat {seat} put in {put:,} but has {known:,} ({basis})</source>
        <translation>место {seat} вложило {put:,}, но у него {known:,} ({basis})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} races chips he does not have ({raced!r})</source>
        <translation>место {seat} разыгрывает фишки, которых у него нет ({raced!r})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} shows a joker: Floor does not rank a joker for the order of action; the floor decides (TDA rule 1)</source>
        <translation>у места {seat} открыт джокер: Floor не определяет старшинство джокера для порядка действий; решает флор (правило TDA 1)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} shows {read_count} cards; cards showing are at most {most} cards</source>
        <translation>место {seat}: открытых карт — {read_count}, а их может быть не больше {most}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} shows {read_count} cards; the door card is one card</source>
        <translation>место {seat}: открытых карт — {read_count}, а первая открытая карта (door card) — одна</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} was given a joker: race cards come from a 52-card deck without jokers; deal him another card</source>
        <translation>игроку на месте {seat} сдан джокер: карты чип-рейса сдаются из колоды в 52 карты без джокеров; сдайте ему другую карту</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>seat {seat} won {chips:,}</source>
        <translation>место {seat} — {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>seat {seat} {name} won {chips:,}</source>
        <translation>место {seat} ({name}) — {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/history.py"/>
        <source>seat {seat} {name} {amount:,}</source>
        <translation>место {seat} {name} {amount:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat}'s card: {message}</source>
        <translation>карта места {seat}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: 1 complete set and {raced} raced do not make his {low} in low chips</source>
        <translation>место {seat}: один полный набор и {raced} в чип-рейсе не дают его {low} в мелких фишках</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: a change of {change} does not match his chips</source>
        <translation>место {seat}: изменение на {change} не соответствует его фишкам</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: dead money ({dead}) is part of what it contributed ({contributed}) and cannot exceed it</source>
        <translation>место {seat}: мёртвые деньги ({dead}) — часть вложенного ({contributed}) и не могут быть больше</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: dead money needs the seat's contribution</source>
        <translation>место {seat}: мёртвые деньги указываются только вместе с вкладом места</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: exchanged {exchanged!r}, change {change!r}</source>
        <translation>место {seat}: обменено {exchanged!r}, изменение {change!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: folded is true or false</source>
        <translation>место {seat}: folded — это true или false</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: the best card is {best}, not {stored!r}</source>
        <translation>место {seat}: лучшая карта — {best}, а не {stored!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: the race cards must be natural cards</source>
        <translation>место {seat}: карты чип-рейса должны быть обычными картами (не джокерами)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: the race chip and the protection chip are yes or no</source>
        <translation>место {seat}: фишка чип-рейса и защитная фишка — это «да» или «нет»</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: unknown field {unknown!r}</source>
        <translation>место {seat}: неизвестное поле {unknown!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>seat {seat}: what it put in must be a whole number of chips, not {chips!r}</source>
        <translation>место {seat}: вложенное в банк должно быть целым числом фишек, а не {chips!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat}: {item!r} is not a card</source>
        <translation>место {seat}: {item!r} — не карта</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat}: {message}</source>
        <translation>место {seat}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: {sets} complete sets and {raced} raced do not make his {low} in low chips</source>
        <translation>место {seat}: полные наборы ({sets}) и {raced} в чип-рейсе не дают его {low} в мелких фишках</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat}: {value!r} is not a list of cards</source>
        <translation>место {seat}: {value!r} — не список карт</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: {what} must be a whole number of at least {minimum}, not {value!r}</source>
        <translation>место {seat}: {what}: нужно целое число не меньше {minimum}, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: {what} must be a whole number of chips, not {value!r}</source>
        <translation>место {seat}: {what}: нужно целое число фишек, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: {what} {amount} is not a whole number of the smallest chip ({chip})</source>
        <translation>место {seat}: {what} = {amount} — не кратно наименьшей фишке ({chip})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>seat {to_seat} at table {to_table} is taken by player {player_at}</source>
        <translation>место {to_seat} за столом {to_table} занято игроком {player_at}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>seat {to_seat} at table {to_table} is taken by {label}</source>
        <translation>место {to_seat} за столом {to_table} занято: там сидит {label}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {unknown} is all-in but has no door card</source>
        <translation>место {unknown} в олл-ине, но у него нет первой открытой карты (door card)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {winner} has the highest card, so it has the button, not seat {button}</source>
        <translation>старшая карта у места {winner}, поэтому баттон у него, а не у места {button}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>seats per table must be 2 to 11, not {seats_per_table!r}</source>
        <translation>мест за столом должно быть от 2 до 11, а не {seats_per_table!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>seats {seats}</source>
        <translation>места {seats}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>served</source>
        <translation>отбыт</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>sevens</source>
        <translation>семёрок</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>show one, show all</source>
        <translation>показал одному — покажи всем</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>sixes</source>
        <translation>шестёрок</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>someone must be left: that would eliminate every player still playing</source>
        <translation>кто-то должен остаться: так выбыли бы все игроки, которые ещё в игре</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>something else</source>
        <translation>другое</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>spectator removed from the area</source>
        <translation>зритель удалён из игровой зоны</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>spectators moved behind the rail</source>
        <translation>зрители отведены за ограждение</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>standard input</source>
        <translation>стандартный ввод</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby</source>
        <translation>резервный</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>standby dropped</source>
        <translation>без резервного сервера</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby {name} at {address}: {state}</source>
        <translation>резервный сервер {name} на {address}: {state}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby {name} at {address}: {state}, {lag}</source>
        <translation>резервный сервер {name} на {address}: {state}, {lag}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby {name} gone: writes wait</source>
        <translation>резервного {name} нет: запись ждёт</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby {name} in sync</source>
        <translation>резервный {name} синхронен</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>starting stack {value:,}</source>
        <translation>стартовый стек {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>structure changed</source>
        <translation>структура изменена</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>stud_move_selection is one of {choices}, not {value!r}</source>
        <translation>stud_move_selection должно быть одним из: {choices}, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>table broken</source>
        <translation>стол расформирован</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table numbers start at 1, not {number}</source>
        <translation>номера столов начинаются с 1, а не с {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>table {number} already has its button (seat {button}): the button is drawn for a new table</source>
        <translation>у стола {number} уже есть баттон (место {button}): баттон разыгрывают только за новым столом</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number} has 1 player: stack exactly 1 seat card, not {stacked_count}</source>
        <translation>за столом {number} один игрок: положите в стопку ровно одну карту места, а не {stacked_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} has fewer than two players</source>
        <translation>за столом {number} меньше двух игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} has no button yet: draw for it first</source>
        <translation>за столом {number} ещё нет баттона: сначала разыграйте его</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} has no other player after seat {seat}</source>
        <translation>за столом {number} после места {seat} нет других игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} has seats 1 to {size}, not {seat}</source>
        <translation>за столом {number} места с 1 по {size}; места {seat} нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number} has {players_count} players: stack exactly {players_count} seat cards, not {stacked_count}</source>
        <translation>за столом {number} игроков: {players_count}; положите в стопку ровно столько карт мест ({players_count}), а не {stacked_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number} has {size} seats, the final table {seats_per_table}: with a different table, redraw every seat (full_redraw)</source>
        <translation>за столом {number} мест: {size}, а за финальным — {seats_per_table}; если стол другой, разыграйте заново все места (full_redraw)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>table {number} is filed as table {number_2}</source>
        <translation>стол {number} записан как стол {number_2}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number} is the last table: it cannot break</source>
        <translation>стол {number} — последний: его нельзя расформировать</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} needs two players to deal a hand</source>
        <translation>чтобы сдать раздачу за столом {number}, нужны два игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>table {number} needs two players to draw for the button</source>
        <translation>для розыгрыша баттона за столом {number} нужно не меньше двух игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number}'s 1 player does not fit in the 0 open seats at the other tables: a table breaks when its players fit elsewhere (BB-09)</source>
        <translation>единственному игроку стола {number} нет свободного места за другими столами: стол закрывают, когда его игроки помещаются за другими (BB-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number}'s {moving} players do not fit in the 1 open seat at the other tables: a table breaks when its players fit elsewhere (BB-09)</source>
        <translation>игроки стола {number} ({moving}) не помещаются: за другими столами свободно только одно место; стол закрывают, когда его игроки помещаются за другими (BB-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number}'s {moving} players do not fit in the {room} open seats at the other tables: a table breaks when its players fit elsewhere (BB-09)</source>
        <translation>игроки стола {number} ({moving}) не помещаются на свободные места за другими столами ({room}): стол расформировывают, когда его игроки помещаются за другими столами (BB-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>table {table} hand {hand}</source>
        <translation>стол {table}, раздача {hand}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>table {table} hand {hand}: differs: {differences}</source>
        <translation>стол {table}, раздача {hand}: есть расхождения: {differences}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>table {table} hand {hand}: same result</source>
        <translation>стол {table}, раздача {hand}: результат тот же</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>table {table} has raced its chips at this break already</source>
        <translation>стол {table} уже провёл чип-рейс в этом перерыве</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>table {table} has raced its chips at this level already</source>
        <translation>стол {table} уже провёл чип-рейс на этом уровне</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>table {table} has {count} players: seats per table cannot be fewer</source>
        <translation>за столом {table} игроков: {count}, мест за столом не может быть меньше</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>table {table} has {size} seats: the button cannot be on seat {seat}</source>
        <translation>за столом {table} {size} мест: баттон не может быть на месте {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>table {table} has {size} seats: there is no seat {seat}</source>
        <translation>за столом {table} мест: {size}; места {seat} нет</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>table {table} is at hand {now_at}, and this entry was made for hand {hand}: another hand was recorded meanwhile; check the table and enter the hand again</source>
        <translation>стол {table} уже на раздаче {now_at}, а эта запись сделана для раздачи {hand}: тем временем была записана другая раздача; проверьте стол и введите раздачу заново</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>table {table} is not in play</source>
        <translation>стол {table} не в игре</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>table {table}, seat {seat}</source>
        <translation>стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>tens</source>
        <translation>десяток</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>the PHH field {field} no longer agrees with _floor_request and _floor_result</source>
        <translation>поле PHH {field} больше не согласуется с _floor_request и _floor_result</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>the PHH fields {fields} no longer agree with _floor_request and _floor_result</source>
        <translation>поля PHH {fields} больше не согласуются с _floor_request и _floor_result</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>the PIN is not the one given at the desk</source>
        <translation>PIN не совпадает с выданным за столом регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the TDA rules are silent</source>
        <translation>в правилах TDA об этом ничего нет</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>the action taken is one of {actions}, not {action!r}</source>
        <translation>принятая мера — одна из: {actions}, а не {action!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>the action was not saved: {err}</source>
        <translation>действие не сохранено: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the add-on price</source>
        <translation>цена аддона</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the add-ons in the tournament</source>
        <translation>аддоны турнира</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the amounts add up to {sum:,}, {gap:,} less than the {total:,} left to share</source>
        <translation>суммы дают в итоге {sum:,}, на {gap:,} меньше, чем остаётся к разделу ({total:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the amounts add up to {sum:,}, {gap:,} more than the {total:,} left to share</source>
        <translation>суммы дают в итоге {sum:,}, на {gap:,} больше, чем остаётся к разделу ({total:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>the announcement</source>
        <translation>объявление</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>the announcement holds a line break or a control character (U+{code:04X}, at character {position}): it is shown on one line</source>
        <translation>в объявлении перевод строки или управляющий символ (U+{code:04X}, символ {position}): оно показывается одной строкой</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>the announcement is empty: type what the room should read</source>
        <translation>объявление пустое: напишите, что должен прочитать зал</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>the announcement is {length} characters long: {most} at most, so that it fits the screens</source>
        <translation>в объявлении {length} символов: не больше {most}, чтобы оно поместилось на экранах</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the ante</source>
        <translation>анте</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the ante kind must be 'none', 'ante' or 'big-blind', not {ante_kind!r}</source>
        <translation>вид анте должен быть 'none', 'ante' или 'big-blind', а не {ante_kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>the backup could not be copied next to {live}: {value}</source>
        <translation>не удалось скопировать резервную копию рядом с {live}: {value}</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>the backup could not be made: {err}</source>
        <translation>не удалось сделать резервную копию: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>the backup could not be read: {err}</source>
        <translation>не удалось прочитать резервную копию: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>the backup could not be written to {where}: the disk is full</source>
        <translation>резервную копию не удалось записать в {where}: диск заполнен</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>the backup could not be written to {where}: {value}</source>
        <translation>не удалось записать резервную копию в {where}: {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the big blind</source>
        <translation>большой блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board</source>
        <translation>борд</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has 1 card; {name} needs 3 to {board}</source>
        <translation>на борде 1 карта; в {name} их должно быть от 3 до {board}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has 1 card; {name} shows down with {board}</source>
        <translation>на борде 1 карта; в {name} на вскрытии их должно быть {board}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has {board_count} cards; {name} has no board, only one community card when the deck runs short on seventh street (RP-10-H)</source>
        <translation>карт на борде: {board_count}; в {name} нет борда, есть только одна общая карта, когда колоды не хватает на седьмой улице (RP-10-H)</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has {board_count} cards; {name} needs 3 to {board}</source>
        <translation>карт на борде: {board_count}; в {name} их должно быть от 3 до {board}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has {board_count} cards; {name} shows down with {board}</source>
        <translation>карт на борде: {board_count}; в {name} на вскрытии их должно быть {board}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>the bounties cannot change once a player has entered</source>
        <translation>баунти нельзя менять, когда игрок уже вошёл</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the bounty ({bounty}) is part of the buy-in ({buy_in}) and cannot exceed it</source>
        <translation>баунти ({bounty}) — часть бай-ина ({buy_in}) и не может быть больше него</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>the bounty must be a whole number of {unit}s of at least {unit}, not {amount!r}</source>
        <translation>баунти — целое число по {unit}, не меньше {unit}, а не {amount!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the bounty rule is a kind, an amount and a unit, not {bounty!r}</source>
        <translation>правило баунти — это вид, сумма и единица, а не {bounty!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>the bounty unit must be a whole number of at least 1, not {unit!r}</source>
        <translation>единица баунти — целое число не меньше 1, а не {unit!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the break after level {number}</source>
        <translation>перерыв после уровня {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>the break order is random_at_break: pass a random source to draw the table</source>
        <translation>порядок закрытия столов — random_at_break: передайте генератор случайных чисел, чтобы выбрать стол жребием</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the button</source>
        <translation>баттон</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>the button cannot start on seat {button}: nobody sits there</source>
        <translation>баттон не может начать с места {button}: там никто не сидит</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>the button draw at table {table} has no cards</source>
        <translation>в розыгрыше баттона за столом {table} нет карт</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>the button draw lists each seat once, clockwise from seat 1</source>
        <translation>в розыгрыше баттона каждое место указывается один раз, по часовой стрелке начиная с места 1</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>the button draw method</source>
        <translation>способ розыгрыша баттона</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the button is needed to split a pot in draw games: the odd chip goes to the first winner left of the button (PT-08)</source>
        <translation>чтобы разделить банк в дро-играх, нужен баттон: нечётная фишка идёт первому победителю слева от баттона (PT-08)</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the button is needed to split a pot in flop games: the odd chip goes to the first winner left of the button (PT-08)</source>
        <translation>чтобы разделить банк в играх с флопом, нужен баттон: нечётная фишка идёт первому победителю слева от баттона (PT-08)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>the button rule is dead or moving, not {rule!r}</source>
        <translation>правило баттона — dead или moving, а не {rule!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the buy-in</source>
        <translation>бай-ин</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>the buy-in, the fee and the starting stack cannot change once a player has entered</source>
        <translation>бай-ин, комиссия и стартовый стек не меняются, когда игроки уже вошли в турнир</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the buy-ins in the tournament</source>
        <translation>бай-ины турнира</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the cards counted</source>
        <translation>число карт</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the cards found twice are a list of cards</source>
        <translation>повторные карты — это список карт</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the cards with another back</source>
        <translation>карты с другой рубашкой</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the carryover</source>
        <translation>перенос</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the carryover of {amount:,}</source>
        <translation>перенос в размере {amount:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>the chip race record does not add up: {detail}</source>
        <translation>запись чип-рейса не сходится: {detail}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the chips</source>
        <translation>фишки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the chips colored up must be a list of denominations, not {removed!r}</source>
        <translation>фишки для колор-апа нужно задать списком номиналов, а не {removed!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>the chips found must be given as denomination and count, not {chips!r}</source>
        <translation>найденные фишки указываются как номинал и количество, а не {chips!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the chips go from the smallest up: {chip} comes before {previous}</source>
        <translation>фишки идут от меньшей к большей: {chip} стоит перед {previous}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>the chips removed</source>
        <translation>убираемые фишки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the chips to color up must be a list of denominations, not {color_up!r}</source>
        <translation>фишки для колор-апа нужно задать списком номиналов, а не {color_up!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock cannot be running and paused at once</source>
        <translation>часы не могут одновременно идти и стоять на паузе</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock has already started and is paused: resume it</source>
        <translation>часы уже запущены и стоят на паузе: возобновите их</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock has not started yet</source>
        <translation>часы ещё не запущены</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock has not started yet: start it</source>
        <translation>часы ещё не запущены: запустите их</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock is already paused</source>
        <translation>часы уже на паузе</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock is already running</source>
        <translation>часы уже идут</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/restructure.py"/>
        <source>the clock is at {where}: the new structure must keep it (it has only 1 level)</source>
        <translation>часы сейчас на этапе «{where}»: в новой структуре он должен сохраниться (а в ней всего один уровень)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/restructure.py"/>
        <source>the clock is at {where}: the new structure must keep it (it has only {levels_count} levels)</source>
        <translation>часы сейчас на этапе «{where}»: в новой структуре он должен сохраниться (а уровней в ней всего: {levels_count})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>the clock is not at a break with a color-up: name the chips to race (CR-08)</source>
        <translation>часы не на перерыве с колор-апом: укажите фишки для чип-рейса (CR-08)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/restructure.py"/>
        <source>the clock is on a break ({where}): the new structure must have a break there too</source>
        <translation>часы стоят на перерыве ({where}): в новой структуре в этом месте тоже должен быть перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/restructure.py"/>
        <source>the clock is on a level ({where}): the new structure must have a level there too</source>
        <translation>часы стоят на уровне ({where}): в новой структуре в этом месте тоже должен быть уровень</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock's used time cannot be negative</source>
        <translation>прошедшее время на часах не может быть отрицательным</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>the color-up leaves no chip in play</source>
        <translation>после колор-апа в игре не остаётся ни одной фишки</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>the connection to {server} was lost as the copy was committed ({err}): look with `floor --db ... tournament list` whether it is there</source>
        <translation>соединение с {server} прервалось при фиксации копии ({err}): проверьте командой `floor --db ... tournament list`, сохранилась ли она</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>the copy failed SQLite's integrity check ({verdict})</source>
        <translation>копия не прошла проверку целостности SQLite ({verdict})</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>the copy on {target} does not match its source ({difference}): it was not kept; nothing was moved</source>
        <translation>копия на {target} не совпадает с источником ({difference}): она не сохранена; ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>the corrected hand {hand} at table {table} moves the same chips as the one recorded: there is nothing to correct</source>
        <translation>исправленная раздача {hand} за столом {table} перемещает те же фишки, что и записанная: исправлять нечего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>the correction would leave {name} with {chips:,} chips ({known:,} now, {change:+,} by the correction): count the table again if the stack is wrong</source>
        <translation>после исправления у {name} осталось бы {chips:,} фишек (сейчас {known:,}, исправление {change:+,}): пересчитайте стол, если стек неверен</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>the count must be a whole number of 0 or more, not {value!r}</source>
        <translation>подсчёт должен быть целым числом от 0 и больше, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the count of {chip} chips must be a whole number of at least 0, not {count!r}</source>
        <translation>количество фишек {chip} должно быть целым числом не меньше 0, а не {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the data folder {folder} belongs to root: PostgreSQL's server never runs as root (chown it to the postgres user)</source>
        <translation>папка данных {folder} принадлежит root: сервер PostgreSQL никогда не работает от root (передайте её пользователю postgres командой chown)</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>the database could not be saved before the restore ({err}); nothing was restored</source>
        <translation>не удалось сохранить базу данных перед восстановлением ({err}); ничего не восстановлено</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>the database is busy or locked ({err}); try again</source>
        <translation>база данных занята или заблокирована ({err}); попробуйте ещё раз</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>the database server {server} cannot be reached ({err}); nothing more was saved: do it again once it is back</source>
        <translation>нет связи с сервером базы данных {server} ({err}); больше ничего не сохранено: повторите, когда связь вернётся</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>the database server {server} has waited {seconds} s for its standby to confirm this write: it is kept once the standby is back, or once the floor goes on without it (floor standby drop)</source>
        <translation>сервер базы данных {server} уже {seconds} с ждёт, пока резервный сервер подтвердит эту запись: она будет сохранена, когда резервный сервер вернётся или когда зал продолжит без него (floor standby drop)</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>the database server {server} takes no writes (a standby, or a fenced old primary): nothing was changed</source>
        <translation>сервер базы данных {server} не принимает записи (резервный сервер или изолированный старый основной сервер): ничего не изменено</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>the deck has {counted} cards; a {game} deck has {expected}</source>
        <translation>в колоде карт: {counted}, а для игры «{game}» положено {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the deck is complete: there is no ruling to record</source>
        <translation>колода полная: записывать нечего</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>the disk holding {path} is full: Floor cannot open it until some space is freed there (the file is intact and was left untouched)</source>
        <translation>диск, на котором находится {path}, заполнен: Floor не может открыть файл, пока там не освободится место (файл цел и не изменён)</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>the disk is full: the action was not saved (nothing of it was written); free some space and try again</source>
        <translation>диск заполнен: действие не сохранено (из него ничего не записано); освободите место и повторите</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the eligible seats</source>
        <translation>места претендентов</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>the end of the file</source>
        <translation>конец файла</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the end of the line</source>
        <translation>конец строки</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the entries (players, with re-entries)</source>
        <translation>входы (игроки, с повторными входами)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the exploiter</source>
        <translation>нарушитель</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>the exploiter, seat {seat}, was not dealt in (dealt in: {seats})</source>
        <translation>нарушитель (место {seat}) не получал карт (карты получили: {seats})</translation>
    </message>
    <message>
        <location filename="../../floor/store/export.py"/>
        <source>the export could not be written to {where}: {value}</source>
        <translation>не удалось записать экспорт в {where}: {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the fee</source>
        <translation>сбор</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>the field {field} is missing</source>
        <translation>нет поля {field}</translation>
    </message>
    <message>
        <location filename="../../floor/cli.py"/>
        <source>the file name given to {option} holds bytes that are not text (at character {position}): rename the file with letters Floor can show</source>
        <translation>в имени файла, указанного в {option}, байты, которые не являются текстом (символ {position}): переименуйте файл буквами, которые Floor может показать</translation>
    </message>
    <message>
        <location filename="../../floor/cli.py"/>
        <source>the file name holds bytes that are not text (at character {position}): rename the file with letters Floor can show</source>
        <translation>в имени файла байты, которые не являются текстом (символ {position}): переименуйте файл буквами, которые Floor может показать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>the file {name} is not a PNG or JPEG image: choose the logo as PNG or JPEG</source>
        <translation>файл {name} — не изображение PNG или JPEG: выберите логотип в PNG или JPEG</translation>
    </message>
    <message>
        <location filename="../../floor/store/leagues.py"/>
        <source>the final of season {season} of league {league} is tournament {tournament} already</source>
        <translation>финал сезона {season} лиги {league} уже создан: турнир {tournament}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>the final table's number</source>
        <translation>номер финального стола</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>the final-table redraw</source>
        <translation>пересадка за финальный стол</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>the first bracket must start at 2 entries, not {low:,}</source>
        <translation>первый диапазон должен начинаться с 2 входов, а не с {low:,}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the first live seat left of the button</source>
        <translation>первое место слева от баттона, ещё участвующее в раздаче</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/seating.py"/>
        <source>the floor chooses this move at the desk</source>
        <translation>эту пересадку флор выбирает за столом регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the floor went on without the standby of {folder}: its log stops before the primary's last writes, so it is never promoted (set it up again from the primary into an empty folder)</source>
        <translation>флор продолжил без резервного сервера из {folder}: его журнал обрывается до последних записей основного сервера, поэтому его никогда не повышают (настройте его заново с основного сервера в пустой папке)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>the floor's answer</source>
        <translation>ответ флора</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the folder {folder} is not empty: a standby is cloned into an empty folder (choose another, or empty it)</source>
        <translation>папка {folder} не пуста: резервный сервер копируется в пустую папку (выберите другую или очистите эту)</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula calls {name}(), which Floor does not know (functions: {known})</source>
        <translation>формула вызывает {name}(), которую Floor не знает (функции: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula cannot be read at character {at}: {found!r}</source>
        <translation>формулу нельзя прочитать в символе {at}: {found!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula counts past any number at character {at} ({a:g} {op} {b:g})</source>
        <translation>формула выходит за пределы любого числа в символе {at} ({a:g} {op} {b:g})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula divides by zero at character {at}</source>
        <translation>формула делит на ноль в символе {at}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula ends where {expected} was due</source>
        <translation>формула кончается там, где ожидалось {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula has more than {most} operations inside one another at character {at}: split it into steps with assign()</source>
        <translation>в формуле больше {most} вложенных друг в друга операций в символе {at}: разбейте её на шаги с помощью assign()</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula has {found!r} at character {at} where {expected} was due</source>
        <translation>в формуле {found!r} в символе {at}, где ожидалось {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula reads {name}, which is neither a tournament's variable nor assigned before (character {at})</source>
        <translation>формула читает {name}, а это не переменная турнира и не присвоено раньше (символ {at})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula uses the text {text!r} at character {at} where a number is due</source>
        <translation>формула использует текст {text!r} в символе {at}, где нужно число</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula's points are the text {text!r}, not a number</source>
        <translation>очки формулы — это текст {text!r}, а не число</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>the game form is one of {choices}, not {value!r}</source>
        <translation>форма игры должна быть одной из: {choices}, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the guarantee</source>
        <translation>гарантия</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>the guarantee cannot be lowered once a player has entered (it is {guarantee:,})</source>
        <translation>гарантию нельзя уменьшить, когда игроки уже вошли в турнир (сейчас {guarantee:,})</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the hand</source>
        <translation>рука</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>the hand history</source>
        <translation>история раздач</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the hand number</source>
        <translation>номер раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the hands are asked for a table by its number</source>
        <translation>раздачи запрашиваются для стола по его номеру</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the house may name further fouled-deck conditions</source>
        <translation>клуб может назвать и другие признаки дефектной колоды</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>the house moves the spectators behind the rail whenever a player asks (rail_clear_on_request = mandatory)</source>
        <translation>в клубе зрителей отводят за ограждение всякий раз, когда об этом просит игрок (rail_clear_on_request = mandatory)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>the house runs the rulebook {wanted!r}, but the rulebook loaded is {version!r}: load the right rulebook or change rulebook_version</source>
        <translation>клуб работает по своду правил {wanted!r}, а загружен свод {version!r}: загрузите нужный свод правил или измените rulebook_version</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/house.py"/>
        <source>the house setting {key} is {value!r}, not one of its words</source>
        <translation>настройка зала {key} равна {value!r}, а это не одно из её слов</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the jokers</source>
        <translation>джокеры</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the jokers found</source>
        <translation>найденные джокеры</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the last aggressor</source>
        <translation>последний агрессор</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the last level</source>
        <translation>последний уровень</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the last level of late registration</source>
        <translation>последний уровень поздней регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the length in minutes</source>
        <translation>длительность в минутах</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the limit per player</source>
        <translation>лимит на игрока</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the log is asked for after an action's number</source>
        <translation>журнал запрашивается с номера действия, после которого его читать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>the logo {name} cannot be read as an image: save it again as PNG or JPEG</source>
        <translation>логотип {name} не читается как изображение: сохраните его заново в PNG или JPEG</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>the logo {name} is larger than 20 MB: save it smaller</source>
        <translation>логотип {name} больше 20 МБ: сохраните его меньше</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>the logo {name} is {width}x{height} pixels: {most} at most on a side</source>
        <translation>логотип {name} — {width}x{height} пикселей: не больше {most} по стороне</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the marked cards</source>
        <translation>крапленые карты</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the member id</source>
        <translation>номер члена клуба</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the member id has {count} characters; an id is at most {most}</source>
        <translation>в номере члена клуба {count} символов; номер — не длиннее {most}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the money left to play for</source>
        <translation>сумма, которая остаётся для розыгрыша</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the money of every add-on</source>
        <translation>деньги всех аддонов</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the money of every buy-in</source>
        <translation>деньги всех бай-инов</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the money of every rebuy</source>
        <translation>деньги всех ребаев</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>the mystery stage starts with at least 2 players left, not {players!r}</source>
        <translation>стадия мистери начинается, когда в игре не меньше 2 игроков, а не {players!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>the name</source>
        <translation>имя</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the name has {count} characters; a name is at most {most}, so that a seat card and a phone show it whole</source>
        <translation>имя слишком длинное ({count}); в имени не больше {most} знаков, чтобы карточка места и телефон показали его целиком</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>the name is longer than the system takes ({count} characters): give a shorter one</source>
        <translation>имя длиннее, чем допускает система ({count} символов): укажите более короткое</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>the name of who did it is damaged</source>
        <translation>повреждено имя того, кто это сделал</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>the name of who did it is missing</source>
        <translation>нет имени того, кто это сделал</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the new chip must be a denomination above 0, not {new_chip!r}</source>
        <translation>номинал новой фишки должен быть больше 0, а не {new_chip!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>the new chip must be the smallest chip left in play, not {new_chip}</source>
        <translation>новой фишкой должна быть самая мелкая из оставшихся в игре, а не {new_chip}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>the new file could not be written ({err}): nothing was moved</source>
        <translation>не удалось записать новый файл ({err}): ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the new {new_chip} chip is not a whole number of {chip} chips: complete sets cannot be exchanged (CR-02)</source>
        <translation>новая фишка {new_chip} не равна целому числу фишек {chip}: полные наборы обменять нельзя (CR-02)</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>the newest backup is {file}: `floor restore {file}` puts it in place (the file as it is now is kept)</source>
        <translation>самая свежая резервная копия — {file}: `floor restore {file}` вернёт её на место (нынешний файл сохранится)</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>the nickname</source>
        <translation>прозвище</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the nickname has {count} characters; a nickname is at most {most}</source>
        <translation>ник слишком длинный ({count}); в нике не больше {most} знаков</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the number at character {at} is too large to count with</source>
        <translation>число в символе {at} слишком велико для вычислений</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the number of add-ons</source>
        <translation>число аддонов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the number of entries</source>
        <translation>число входов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the number of levels per game</source>
        <translation>число уровней на игру</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>the number of players</source>
        <translation>число игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the number of rebuys</source>
        <translation>число ребаев</translation>
    </message>
    <message>
        <location filename="../../floor/commands/standby.py"/>
        <source>the old primary at {server} did not answer within {seconds} s: it is not fenced</source>
        <translation>старый основной сервер {server} не ответил за {seconds} с: он не изолирован</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the old primary was stopped and fenced, but this standby has not replayed its last writes within {seconds} s: not promoted (start the old primary again: it comes up as a standby)</source>
        <translation>старый основной сервер остановлен и изолирован, но этот резервный сервер не применил его последние записи за {seconds} с: повышение не выполнено (запустите старый основной сервер снова: он поднимется как резервный)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the old primary {server} could not be reached and is NOT fenced: keep its server from starting, or fence it when it is back (floor standby fence --old ... --watch), then floor standby rejoin on its machine</source>
        <translation>старый основной сервер {server} недоступен и НЕ изолирован: не давайте его серверу запуститься или изолируйте его, когда он вернётся (floor standby fence --old ... --watch), затем floor standby rejoin на его машине</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the old primary {server} is already a standby</source>
        <translation>старый основной сервер {server} уже резервный</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the old primary {server} was stopped and fenced: it starts as a standby</source>
        <translation>старый основной сервер {server} остановлен и изолирован: он запускается как резервный</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>the overrides no longer fit ({message}): the table applies</source>
        <translation>ручные изменения больше не подходят ({message}): действует таблица</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the payout rounding unit</source>
        <translation>шаг округления выплат</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the payouts add up to {sum:,}, {gap:,} less than the prize pool of {pool:,}</source>
        <translation>сумма выплат — {sum:,}, это на {gap:,} меньше призового фонда {pool:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the payouts add up to {sum:,}, {gap:,} more than the prize pool of {pool:,}</source>
        <translation>сумма выплат — {sum:,}, это на {gap:,} больше призового фонда {pool:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>the player in seat {seat} is absent: with button_draw_seats = present_only an absent seat gets no card</source>
        <translation>игрок на месте {seat} отсутствует: при button_draw_seats = present_only отсутствующий карту не получает</translation>
    </message>
    <message>
        <location filename="../../floor/room/address.py"/>
        <source>the player pages could not start on {host}:{port}: {reason}</source>
        <translation>страницы игроков не удалось запустить на {host}:{port}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/player_pages.py"/>
        <source>the player pages could not start: {reason}</source>
        <translation>страницы игроков не удалось запустить: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the player's add-ons</source>
        <translation>аддоны игрока</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the player's place</source>
        <translation>место игрока</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the player's prize</source>
        <translation>приз игрока</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the player's rebuys</source>
        <translation>ребаи игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the players must be a list, not {players!r}</source>
        <translation>игроков нужно задать списком, а не {players!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the players the player knocked out</source>
        <translation>игроки, которых выбил игрок</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>the players to seat</source>
        <translation>число игроков для рассадки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/records.py"/>
        <source>the players who agreed are not the players paid</source>
        <translation>согласившиеся игроки — не те, кому платят</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>the pool has no envelope left</source>
        <translation>в пуле не осталось конвертов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>the posted list holds table numbers (1 or more), not {value!r}</source>
        <translation>в вывешенном списке должны быть номера столов (1 и больше), а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>the posted list names a table twice: {tables}</source>
        <translation>в вывешенном списке стол указан дважды: {tables}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the price</source>
        <translation>цена</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the primary at {server} is running and writes without this standby: this standby may lack its latest writes, so it is not promoted (keep the primary)</source>
        <translation>основной сервер {server} работает и пишет без этого резервного сервера: здесь может не быть его последних записей, поэтому повышение не выполнено (оставьте основной сервер)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the prize for {place} place</source>
        <translation>приз за место {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the prize for {place} place ({prize:,}) is more than for {above} ({above_prize:,}): list the prizes 1st first</source>
        <translation>приз за место {place} ({prize:,}) больше, чем за место {above} ({above_prize:,}): перечислите призы, начиная с первого места</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the prize pool</source>
        <translation>призовой фонд</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/satellites.py"/>
        <source>the prize pool cannot be negative ({pool!r})</source>
        <translation>призовой фонд не может быть отрицательным ({pool!r})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/satellites.py"/>
        <source>the prize pool of {pool:,} does not reach one seat ({seat:,})</source>
        <translation>призовой фонд {pool:,} не дотягивает до одной путёвки ({seat:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>the prize pool of {pool:,} does not reach one seat ({seat:,}): the payout table applies</source>
        <translation>призовой фонд {pool:,} не дотягивает до одной путёвки ({seat:,}): действует таблица выплат</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>the race cards must be given per seat, not {cards!r}</source>
        <translation>карты чип-рейса нужно указывать по местам, а не {cards!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>the reason</source>
        <translation>причина</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>the reason has {count} characters; a reason is at most {most}</source>
        <translation>в причине {count} символов; причина — не длиннее {most}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the rebuy price</source>
        <translation>цена ребая</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the rebuys in the tournament</source>
        <translation>ребаи турнира</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>the refusal {code!r} is not a defective deck</source>
        <translation>отказ {code!r} не означает дефектную колоду</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the replay, by analogy</source>
        <translation>повтор сдачи, по аналогии</translation>
    </message>
    <message>
        <location filename="../../floor/commands/report.py"/>
        <source>the report could not be made: {reason}</source>
        <translation>не удалось составить отчёт: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/report.py"/>
        <source>the report could not be written to {path}: {reason}</source>
        <translation>не удалось записать отчёт в {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the request is not JSON</source>
        <translation>запрос — не JSON</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the request is not what a station sends</source>
        <translation>такой запрос пульт не отправляет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>the request is refused now: {message}</source>
        <translation>теперь запрос отклоняется: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the request lists no seats</source>
        <translation>в запросе нет ни одного места</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the request lists {count} seats; no table has more than {most}</source>
        <translation>в запросе указано мест: {count}, а ни за одним столом их не больше {most}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the request names no game</source>
        <translation>в запросе не указана игра</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the request names the view it was made from</source>
        <translation>в запросе указывается показанное состояние, по которому он сделан</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>the restore failed before the database was replaced ({value}); the database is as it was</source>
        <translation>восстановление сорвалось до замены базы данных ({value}); база данных осталась прежней</translation>
    </message>
    <message>
        <location filename="../../floor/store/export.py"/>
        <source>the results and chip counts are as they stood before event {seq}</source>
        <translation>результаты и подсчёт фишек — такие, какими были до события {seq}</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>the room service answered in a way this Floor does not know: update Floor</source>
        <translation>сервис зала ответил так, как эта версия Floor не понимает: обновите Floor</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service answered {status}</source>
        <translation>сервис зала ответил {status}</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service at {server} does not answer ({err})</source>
        <translation>сервис зала на {server} не отвечает ({err})</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service at {server} is not the one the desk shows: its certificate's fingerprint is not the one in the pairing code. Another computer on the network may be pretending to be the room's service: nothing was sent to it. Check the address and the code at the desk</source>
        <translation>служба зала по адресу {server} — не та, которую показывает стол: отпечаток её сертификата не совпадает с отпечатком в коде сопряжения. Возможно, другой компьютер в сети выдаёт себя за службу зала: ему ничего не отправлено. Проверьте адрес и код у стола</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service at {server} showed a certificate the room's authority did not sign: another computer may be pretending to be it, so nothing was sent. If the room's certificate was made again, pair this computer again with the code the desk shows</source>
        <translation>служба зала по адресу {server} предъявила сертификат, который не подписан центром сертификации зала: возможно, другой компьютер выдаёт себя за неё, поэтому ничего не отправлено. Если сертификат зала был создан заново, снова выполните сопряжение этого компьютера с кодом, который показывает стол</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service at {server} speaks HTTPS: pair with the code and the fingerprint the desk shows (123456-…, or the whole pairing address)</source>
        <translation>служба зала по адресу {server} работает по HTTPS: выполните сопряжение с кодом и отпечатком, которые показывает стол (123456-… или весь адрес сопряжения)</translation>
    </message>
    <message>
        <location filename="../../floor/room/service.py"/>
        <source>the room service has reached this computer's limit of open files ({limit}): new connections wait until others close; raise the limit (ulimit -n 4096) and start it again</source>
        <translation>служба зала достигла предела открытых файлов на этом компьютере ({limit}): новые подключения ждут, пока закроются другие; поднимите предел (ulimit -n 4096) и запустите её снова</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the room service is busy: nothing was done; try again</source>
        <translation>сервис зала занят: ничего не сделано; попробуйте ещё раз</translation>
    </message>
    <message>
        <location filename="../../floor/player_pages.py"/>
        <source>the room service is off: turn the player pages on first, then pair the device</source>
        <translation>сервис зала выключен: сначала включите страницы игроков, затем подключайте устройство</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the room service is starting: try again</source>
        <translation>сервис зала запускается: попробуйте ещё раз</translation>
    </message>
    <message>
        <location filename="../../floor/room/members.py"/>
        <source>the room service sent the members in a form Floor cannot read</source>
        <translation>сервис зала прислал список членов клуба в виде, который Floor не может прочитать</translation>
    </message>
    <message>
        <location filename="../../floor/room/certificates.py"/>
        <source>the room's certificate could not be kept in {folder}: {reason}</source>
        <translation>не удалось сохранить сертификат зала в {folder}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/room/certificates.py"/>
        <source>the room's certificate is for the room's own network: {address} is not a private address (serve HTTPS on the room's network, e.g. 192.168.x.x or 10.x.x.x)</source>
        <translation>сертификат зала — только для собственной сети зала: {address} — не частный адрес (включайте HTTPS в сети зала, например 192.168.x.x или 10.x.x.x)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the rounding unit</source>
        <translation>шаг округления</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tournament.py"/>
        <source>the rulebook Floor has is {version!r}: a house cannot run {wanted!r}</source>
        <translation>в Floor загружен свод правил {version!r}: зал не может работать по {wanted!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulebook.py"/>
        <source>the rulebook has no row {row_id!r}</source>
        <translation>в своде правил нет пункта {row_id!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/calls.py"/>
        <source>the rulebook has no rule {row}: give its id as the rulebook writes it (MD-01), or none</source>
        <translation>в своде правил нет правила {row}: укажите его номер так, как он записан в своде (MD-01), или не указывайте</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/rulings.py"/>
        <source>the rulebook rules {row} on this situation now, not {sent}: look at it again</source>
        <translation>сейчас свод правил решает эту ситуацию по {row}, а не по {sent}: посмотрите ещё раз</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>the ruling {row} does not void the hand: only a ruling that does (DD-05) voids it</source>
        <translation>решение {row} не аннулирует раздачу: аннулирует только решение, которое это предусматривает (DD-05)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the same player is named twice</source>
        <translation>один и тот же игрок указан дважды</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>the save has no blind structure Floor plays{why}</source>
        <translation>в файле нет структуры блайндов, которую играет Floor{why}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>the save's league</source>
        <translation>Лига в сохранении</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>the save's season</source>
        <translation>Сезон в сохранении</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>the save's title</source>
        <translation>Название в сохранении</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the seat card for {where} is for a seat that is taken</source>
        <translation>карта места ({where}) указывает на занятое место</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>the seat card for {where} is not an open seat of this draw</source>
        <translation>карта места ({where}) — не свободное место этой жеребьёвки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the seat card for {where} is not for {where_2}</source>
        <translation>карта места ({where}) — не для: {where_2}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>the seat card for {where} is stacked twice</source>
        <translation>карта места ({where}) лежит в стопке дважды</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>the seat cards bring table {n} to {final} players while table {lowest} would have {final_2}: offer seats at the tables with the fewest players first</source>
        <translation>с этими картами мест за столом {n} стало бы игроков: {final}, а за столом {lowest} — {final_2}; сначала предлагайте места за столами, где меньше всего игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>the seat cards to offer are missing</source>
        <translation>не указаны карты мест, которые разыгрываются</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the seat concerned</source>
        <translation>соответствующее место</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>the seat draw method is A, B or C, not {method!r}</source>
        <translation>способ жеребьёвки мест — A, B или C, а не {method!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the seat draw mode</source>
        <translation>режим жеребьёвки мест</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>the seat pool policy</source>
        <translation>правило набора мест</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>the seats are drawn already: a new draw moves everyone (use a full redraw)</source>
        <translation>места уже разыграны: новая жеребьёвка пересадит всех (используйте полную повторную жеребьёвку)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the seats do not follow the high cards: the highest card takes the top seat card (SR-02)</source>
        <translation>места не соответствуют старшинству карт: старшая карта берёт верхнюю карту мест (SR-02)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>the seats show {few} to {many} cards: on one street every seat in the hand shows the same number</source>
        <translation>у мест открыто от {few} до {many} карт: на одной улице у всех мест в раздаче открыто одинаковое число карт</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the server of {folder} did not start: {reason}</source>
        <translation>сервер из {folder} не запустился: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the server of {folder} is not a standby: only a standby is promoted</source>
        <translation>сервер из {folder} не резервный: повысить можно только резервный сервер</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the set's {chip}s run out: {entries} entries need {need}, the set has {have}</source>
        <translation>фишек {chip} не хватает: на {entries} входов нужно {need}, в наборе {have}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the small blind</source>
        <translation>малый блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the small blind ({small_blind}) is higher than the big blind ({big_blind})</source>
        <translation>малый блайнд ({small_blind}) больше большого блайнда ({big_blind})</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the smallest chip</source>
        <translation>наименьшая фишка</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the smallest chip in play</source>
        <translation>наименьшая фишка в игре</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>the smallest chip in play must be a denomination above 0, not {smallest_in_play!r}</source>
        <translation>номинал самой мелкой фишки в игре должен быть больше 0, а не {smallest_in_play!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the smallest chip is one of the structure's: {chips}</source>
        <translation>наименьшая фишка — одна из фишек структуры: {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the smallest chip left after the color-up at {where}</source>
        <translation>наименьшая фишка, оставшаяся после колор-апа ({where})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the spectator</source>
        <translation>зритель</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the standby at {server} has been promoted: this server is the old primary and must not go on (floor standby rejoin makes it the new one's standby)</source>
        <translation>резервный сервер {server} уже повышен: этот сервер — старый основной, и ему нельзя продолжать (floor standby rejoin сделает его резервным для нового)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the standby {name} is not connected: writes wait until the standby is back, or until the floor goes on without it (floor standby drop)</source>
        <translation>резервный сервер {name} не подключён: записи ждут, пока он не вернётся или пока флор не продолжит без него (floor standby drop)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the standby {name} started but did not become synchronous within {seconds} s; the primary does not wait for it (see {log})</source>
        <translation>резервный сервер {name} запущен, но не стал синхронным за {seconds} с; основной сервер его не ждёт (см. {log})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the starting stack</source>
        <translation>стартовый стек</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the starting stack ({stack:,}) cannot be made from the set: it is not a multiple of the smallest chip ({chip})</source>
        <translation>стартовый стек ({stack:,}) нельзя собрать из набора: он не кратен самой мелкой фишке ({chip})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the stored clock has no structure</source>
        <translation>в сохранённых часах нет структуры</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the stored clock is damaged: {key} is {value!r}</source>
        <translation>сохранённые часы повреждены: {key} = {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the stored clock is not a JSON object</source>
        <translation>сохранённые часы — не объект JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the stored clock is on item {index}, which its structure does not have</source>
        <translation>сохранённые часы стоят на пункте {index}, которого нет в их структуре</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure</source>
        <translation>структура</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure ends with {where}: the last item must be a level (the final level runs until the tournament ends)</source>
        <translation>структура заканчивается элементом «{where}»: последним должен быть уровень (последний уровень длится до конца турнира)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure has no item {index}: it has {items_count} levels and breaks</source>
        <translation>в структуре нет элемента {index}: уровней и перерывов в ней всего {items_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure has no {key!r}</source>
        <translation>в структуре нет поля {key!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure has {count:,} levels and breaks: at most {most:,}</source>
        <translation>в структуре {count:,} уровней и перерывов: допускается не больше {most:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure names {count:,} chip denominations: at most {most}</source>
        <translation>в структуре {count:,} номиналов фишек: допускается не больше {most}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure starts with a break: the first item must be a level</source>
        <translation>структура начинается с перерыва: первым элементом должен быть уровень</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure's 'items' must be a list of levels and breaks</source>
        <translation>поле 'items' структуры должно быть списком уровней и перерывов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure's {key!r} must be text</source>
        <translation>поле {key!r} структуры должно быть текстом</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the submission</source>
        <translation>отправка</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the tables</source>
        <translation>число столов</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/seating.py"/>
        <source>the tables changed since this proposal was shown: read the new one and confirm again</source>
        <translation>столы изменились после показа этого предложения: прочтите новое и подтвердите снова</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>the tournament moved on while the correction was sent: look at the hand again and correct it again</source>
        <translation>турнир продвинулся, пока отправлялось исправление: посмотрите раздачу снова и исправьте её ещё раз</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>the two-step high-card draw at the table</source>
        <translation>двухэтапная жеребьёвка по старшей карте за столом</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>the two-step high-card draw, dealt by Floor</source>
        <translation>двухэтапная жеребьёвка по старшей карте, карты сдал Floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the user {user} may not replicate from {server}: ALTER ROLE {user} REPLICATION on the primary</source>
        <translation>пользователю {user} нельзя реплицировать с {server}: ALTER ROLE {user} REPLICATION на основном сервере</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the winner shows, the losers may</source>
        <translation>победитель показывает, проигравшие — по желанию</translation>
    </message>
    <message>
        <location filename="../../floor/cli.py"/>
        <source>the {argument}</source>
        <translation>{argument}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the {chip} chip is colored up, so the smallest chip still in play must be bigger than {chip}, not {new_chip}</source>
        <translation>фишка {chip} выводится колор-апом, поэтому наименьшая фишка, оставшаяся в игре, должна быть больше {chip}, а не {new_chip}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the {chip} chip is in the set twice</source>
        <translation>фишка {chip} есть в наборе дважды</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the {chip} chip is listed twice among the chips in play</source>
        <translation>фишка {chip} указана дважды среди фишек в игре</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the {chip} chip's colour must be written #rrggbb, not {colour!r}</source>
        <translation>цвет фишки {chip} пишется как #rrggbb, а не {colour!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>the {denomination} chip was colored up, so the smallest chip in play must be bigger than {denomination}, not {smallest_in_play}</source>
        <translation>фишка {denomination} выведена колор-апом, поэтому самая мелкая фишка в игре должна быть больше {denomination}, а не {smallest_in_play}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>the {rank_labels} is drawn twice (players {map}): the set has one card per seat</source>
        <translation>карта {rank_labels} вытянута дважды (игроки {map}): в наборе по одной карте на место</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the {small} and {big} chips do not divide into each other: color them up one at a time</source>
        <translation>фишки {small} и {big} не делятся одна на другую: укрупняйте их по одной</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the {twice} chip is listed twice among the chips colored up</source>
        <translation>фишка {twice} указана дважды среди фишек для колор-апа</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the “Important” paragraph</source>
        <translation>абзац «Важно»</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>there are no payouts to change</source>
        <translation>нет выплат, которые можно изменить</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>there are no tables yet: draw the seats first</source>
        <translation>столов ещё нет: сначала проведите жеребьёвку мест</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>there are two breaks in a row after level {number}: make them one break</source>
        <translation>после уровня {number} идут два перерыва подряд: объедините их в один</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>there are two tables numbered {number}</source>
        <translation>есть два стола с номером {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>there is a payout template called {name} already: choose another name</source>
        <translation>шаблон выплат «{name}» уже есть: выберите другое название</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>there is no Floor database on {server} yet: check --db; nothing was created</source>
        <translation>на {server} ещё нет базы данных Floor: проверьте --db; ничего не создано</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>there is no Floor database on {server}: nothing was moved</source>
        <translation>на {server} нет базы данных Floor: ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>there is no Floor file at {path}: nothing was moved</source>
        <translation>файла Floor {path} нет: ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>there is no announcement on the screens to clear</source>
        <translation>на экранах нет объявления, которое можно снять</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>there is no backup of it in {folder}</source>
        <translation>в {folder} нет его резервной копии</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>there is no call #{call}</source>
        <translation>вызова #{call} нет</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>there is no database at {path}: check the path (--db); nothing was created</source>
        <translation>по пути {path} нет базы данных: проверьте путь (--db); ничего не создано</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>there is no database at {path}: nothing to back up</source>
        <translation>по пути {path} нет базы данных: копировать нечего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>there is no deal method called {method!r}: use 'chip chop', 'icm' or 'hand'</source>
        <translation>способа сделки {method!r} нет: используйте 'chip chop', 'icm' или 'hand'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>there is no deal to take back</source>
        <translation>нет сделки, которую можно отменить</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/devices.py"/>
        <source>there is no device {device}: `floor devices` lists them</source>
        <translation>устройства {device} нет: список выводит `floor devices`</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>there is no file {name}: choose the logo again</source>
        <translation>файла {name} нет: выберите логотип снова</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>there is no file {path}</source>
        <translation>файла {path} нет</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>there is no game {game!r} (games: {games})</source>
        <translation>нет игры {game!r} (игры: {games})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>there is no item {index!r} to go to: the structure has {count} levels and breaks</source>
        <translation>пункта {index!r} нет, перейти к нему нельзя: уровней и перерывов в структуре всего {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>there is no level {number}: the structure has 1 level</source>
        <translation>уровня {number} нет: в структуре всего один уровень</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>there is no level {number}: the structure has {indexes_count} levels</source>
        <translation>уровня {number} нет: в структуре уровней всего {indexes_count}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>there is no member with id {member_id!r}</source>
        <translation>нет члена клуба с номером {member_id!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>there is no payout table called {name!r}</source>
        <translation>таблицы выплат {name!r} нет</translation>
    </message>
    <message>
        <location filename="../../floor/commands/tournaments.py"/>
        <source>there is no payout table called {name!r} (the tables: {known})</source>
        <translation>таблицы выплат {name!r} нет (есть таблицы: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/store/payout_templates.py"/>
        <source>there is no payout template called {name}</source>
        <translation>шаблона выплат «{name}» нет</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>there is no penalty number {penalty}</source>
        <translation>штрафа с номером {penalty} нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/state.py"/>
        <source>there is no player called {ref!r}</source>
        <translation>игрока с именем {ref!r} нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/state.py"/>
        <source>there is no player number {ref}</source>
        <translation>игрока с номером {ref} нет</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>there is no postgres user on this machine to run the standby's server: apt-get install postgresql</source>
        <translation>на этом компьютере нет пользователя postgres для запуска резервного сервера: apt-get install postgresql</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>there is no prize money left to deal</source>
        <translation>для сделки не осталось призовых денег</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>there is no purchase called {kind!r}</source>
        <translation>нет покупки под названием {kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>there is no season {season} of league {league}: set its formula first</source>
        <translation>нет сезона {season} лиги {league}: сначала задайте формулу</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>there is no structure template {name!r}: the templates are {known}</source>
        <translation>шаблона структуры {name!r} нет; доступные шаблоны: {known}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>there is no such action ({name})</source>
        <translation>такого действия нет ({name})</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>there is no such request</source>
        <translation>такого запроса нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>there is no table {number}</source>
        <translation>стола {number} нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>there is no table {number} (tables: none yet: draw the seats first)</source>
        <translation>стола {number} нет (столов пока нет: сначала проведите жеребьёвку мест)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>there is no table {number} (tables: {known})</source>
        <translation>стола {number} нет (столы: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>there is no table {stays} to stay as the final table</source>
        <translation>стола {stays} нет: он не может остаться финальным</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>there is no table {table}</source>
        <translation>стола {table} нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>there is no table {table} (tables: none yet: draw the seats first)</source>
        <translation>стола {table} нет (столов пока нет: сначала проведите жеребьёвку мест)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>there is no table {table} (tables: {known})</source>
        <translation>стола {table} нет (столы: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>there is no table {to_table!r} (tables in play: none)</source>
        <translation>стола {to_table!r} нет (столов в игре нет)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>there is no table {to_table!r} (tables in play: {known})</source>
        <translation>стола {to_table!r} нет (столы в игре: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>there is no tournament number {tournament_id}</source>
        <translation>нет турнира с номером {tournament_id}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>there is no tournament setting called {field!r}</source>
        <translation>у турнира нет настройки {field!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>there is no tournament yet: create one with `floor tournament new`</source>
        <translation>турнира ещё нет: создайте его командой `floor tournament new`</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>there is only one table: it is the final table already</source>
        <translation>остался только один стол: он уже финальный</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>these are the tournament's settings already: nothing to change</source>
        <translation>у турнира уже такие настройки: менять нечего</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/players.py"/>
        <source>these players are not offered as out any more (confirmed or changed elsewhere): look again</source>
        <translation>этих игроков уже не предлагают к выбыванию (подтверждено или изменено в другом месте): посмотрите снова</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>this announcement is on the screens already</source>
        <translation>это объявление уже на экранах</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>this command id was used already by another device or tournament: send a new one</source>
        <translation>этот номер команды уже использован другим устройством или турниром: отправьте новый</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>this command id was used already for another action: send a new one</source>
        <translation>этот номер команды уже использован для другого действия: отправьте новый</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>this computer has no certificate of the room service at {server}: pair it again with the code the desk shows (its fingerprint included)</source>
        <translation>у этого компьютера нет сертификата службы зала по адресу {server}: снова выполните сопряжение с кодом, который показывает стол (вместе с отпечатком)</translation>
    </message>
    <message>
        <location filename="../../floor/room/address.py"/>
        <source>this computer has no network address {host} (did the network change?): choose the network in Settings</source>
        <translation>у этого компьютера нет сетевого адреса {host} (сеть поменялась?): выберите сеть в настройках</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>this computer is not paired with {server}: start it once with --code CODE, the code the desk shows (Room › Devices, or `floor devices pair`)</source>
        <translation>этот компьютер не подключён к {server}: запустите его один раз с --code CODE — кодом, который показывает стол регистрации («Зал › Устройства» или `floor devices pair`)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>this computer is paired with {server} as a {role} device: pair it again with a code for this window</source>
        <translation>этот компьютер подключён к {server} как устройство с ролью {role}: подключите его заново с кодом для этого окна</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>this computer is table {mine}'s station: start it with --table {mine}, or pair it again for table {table}</source>
        <translation>этот компьютер — пульт стола {mine}: запустите его с --table {mine} или подключите заново для стола {table}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/state.py"/>
        <source>this database holds an event Floor does not know ({kind!r}): it was written by a newer Floor</source>
        <translation>в этой базе данных есть событие, неизвестное Floor ({kind!r}): её записала более новая версия Floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>this database is not a file (it lives in memory): there is nothing to back up</source>
        <translation>эта база данных не файл (она существует только в памяти): копировать нечего</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this device is not paired: scan the desk's pairing code</source>
        <translation>это устройство не подключено: отсканируйте код подключения со стола регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this device was unpaired at the desk: scan a new pairing code</source>
        <translation>это устройство отключили за столом регистрации: отсканируйте новый код подключения</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>this draw uses seat cards ({seat_cards}) or the high-card draw ({high_card}), not {mode!r}</source>
        <translation>эта жеребьёвка проводится картами мест ({seat_cards}) или по старшей карте ({high_card}), а не {mode!r}</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>this is done at the desk that holds the database</source>
        <translation>это делается за столом, на котором хранится база данных</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>this is the first level: there is no previous level</source>
        <translation>это первый уровень: предыдущего нет</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this pairing code expired: ask the desk for a new one</source>
        <translation>срок действия этого кода подключения истёк: попросите новый за столом регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this pairing code is not known: ask the desk for a new one</source>
        <translation>этот код подключения неизвестен: попросите новый за столом регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this pairing code was used already: ask the desk for a new one</source>
        <translation>этот код подключения уже использован: попросите новый за столом регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>this race needs {needed} cards, one per leftover chip, but it is dealt from one {deck_size}-card deck (SR-14): color up in smaller steps</source>
        <translation>для этого чип-рейса нужно карт: {needed} (по одной на каждую оставшуюся фишку), а он сдаётся из одной колоды в {deck_size} карты (SR-14): укрупняйте меньшими шагами</translation>
    </message>
    <message>
        <location filename="../../floor/room/service.py"/>
        <source>this room's stations speak HTTPS only: open the pairing address the desk shows</source>
        <translation>станции этого зала работают только по HTTPS: откройте адрес сопряжения, который показывает стол</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>this ruling opens or closes a carryover, which belongs to a table: name the table</source>
        <translation>это решение открывает или закрывает перенос в следующий банк, а перенос относится к столу: укажите стол</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>this server is a standby of {upstream}: it takes no writes; floor promote makes it the primary</source>
        <translation>этот сервер — резервный для {upstream}: записей он не принимает; floor promote сделает его основным</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this station is table {mine}'s: it cannot act at table {table}</source>
        <translation>этот пульт принадлежит столу {mine}: за столом {table} он действовать не может</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>this tablet asked for more results at once than the room computes: it asks again</source>
        <translation>этот планшет запросил больше результатов сразу, чем считает зал: он спросит снова</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>this tournament has no add-ons</source>
        <translation>в этом турнире нет аддонов</translation>
    </message>
    <message>
        <location filename="../../floor/commands/bounties.py"/>
        <source>this tournament has no bounties</source>
        <translation>в этом турнире нет баунти</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>this tournament has no mystery bounty</source>
        <translation>в этом турнире нет мистери-баунти</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>this tournament has no re-entries</source>
        <translation>в этом турнире нет повторных входов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>this tournament has no rebuys</source>
        <translation>в этом турнире нет ребаев</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>this tournament's house settings</source>
        <translation>настройки клуба для этого турнира</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>three {rank}</source>
        <translation>тройка {rank}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>threes</source>
        <translation>троек</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>tight_balance_from_tables must be a number of tables, 0 or more, not {value!r}</source>
        <translation>tight_balance_from_tables должно быть числом столов, 0 или больше, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>time unknown</source>
        <translation>время неизвестно</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table} seat {seat} — the worst position, the big blind in {hands} hands</source>
        <translation>за стол {table} на место {seat} — худшая позиция, большой блайнд через раздач: {hands}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table} seat {seat} — the worst position, the next big blind</source>
        <translation>за стол {table} на место {seat} — худшая позиция, следующий большой блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table} seat {seat}, the most recently vacated seat</source>
        <translation>за стол {table} на место {seat} — освободившееся последним</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table}, in a seat the floor picks (every open seat is the next small blind or dealt out)</source>
        <translation>за стол {table}, на место, которое выберет флор (каждое свободное место — следующий малый блайнд или не получает карт)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table}, in a seat the floor picks (no button there yet)</source>
        <translation>за стол {table}, на место, которое выберет флор (там ещё нет баттона)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table}, in a seat the floor picks (no record of the seats that opened)</source>
        <translation>за стол {table}, на место, которое выберет флор (нет записи о том, какие места освободились)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>told to put the device away</source>
        <translation>велено убрать устройство</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>too many pairing attempts: wait a minute and try again</source>
        <translation>слишком много попыток подключения: подождите минуту и попробуйте снова</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>tournament created</source>
        <translation>турнир создан</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>tournament over</source>
        <translation>турнир завершён</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>tournament reopened</source>
        <translation>турнир открыт заново</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>tournament settings changed</source>
        <translation>настройки турнира изменены</translation>
    </message>
    <message>
        <location filename="../../floor/commands/context.py"/>
        <source>tournament {number}, {name}: the latest (--tournament N for another)</source>
        <translation>турнир {number}, {name}: последний (--tournament N для другого)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/context.py"/>
        <source>tournament {number}, {name}: the latest not started (--tournament N for another)</source>
        <translation>турнир {number}, {name}: последний не начатый (--tournament N для другого)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/context.py"/>
        <source>tournament {number}, {name}: the running one (--tournament N for another)</source>
        <translation>турнир {number}, {name}: идущий (--tournament N для другого)</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>tournament {tid} ({name}): its log has holes ({count} of events 1 to {last} are there)</source>
        <translation>турнир {tid} ({name}): в журнале пропуски (из событий с 1 по {last} есть {count})</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>tournament {tid} ({name}): the actions after {last} are missing (Floor had saved {saved}): the file or its -wal was changed outside Floor</source>
        <translation>турнир {tid} ({name}): нет действий после {last} (Floor сохранил {saved}): файл или его -wal изменили не через Floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>tournament {tid} does not fold to the same state</source>
        <translation>турнир {tid} не сворачивается в то же состояние</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>tournament {tid} is missing from the file (Floor had saved {saved} actions of it)</source>
        <translation>турнира {tid} нет в файле (Floor сохранил {saved} его действий)</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>tournament {tournament_id} has no creation event</source>
        <translation>у турнира {tournament_id} нет события создания</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>tournament {tournament_id}: event {seq} was changed outside Floor (its checksum does not follow the chain)</source>
        <translation>турнир {tournament_id}: событие {seq} изменено вне Floor (его контрольная сумма не следует цепочке)</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>tournament {tournament} cannot both count and not count</source>
        <translation>турнир {tournament} не может одновременно засчитываться и не засчитываться</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>two pair, {high} and {low}</source>
        <translation>две пары из {high} и {low}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/report.py"/>
        <source>two tournaments given ({first} and {second}): name one</source>
        <translation>указаны два турнира ({first} и {second}): назовите один</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>twos</source>
        <translation>двоек</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>type the reason for the penalty to {player}: the log keeps it</source>
        <translation>введите причину штрафа для {player}: журнал её сохранит</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>undo</source>
        <translation>отмена</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/timekeeping.py"/>
        <source>unknown clock action {action!r}: {actions}</source>
        <translation>неизвестное действие часов {action!r}: {actions}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>unknown fact</source>
        <translation>неизвестный факт</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>unknown field {unknown!r} in the request</source>
        <translation>неизвестное поле {unknown!r} в запросе</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>unknown game {game!r} in the rotation: the games are {games}</source>
        <translation>неизвестная игра {game!r} в ротации; доступные игры: {games}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>unknown game {game!r}: the games are {games}</source>
        <translation>неизвестная игра {game!r}; доступные игры: {games}</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>unknown game {name!r}: the games are {games}</source>
        <translation>неизвестная игра {name!r}: доступные игры — {games}</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>unknown kind</source>
        <translation>неизвестный вид</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>verbal warning</source>
        <translation>устное предупреждение</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{action} is for spectators; {who} is a player (penalise a player instead, DT-11)</source>
        <translation>«{action}» — мера для зрителей; {who} — игрок (игроку вместо этого назначают штраф, DT-11)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{action} {penalty}</source>
        <translation>{action} {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{action}, asked by {player}</source>
        <translation>{action}, по просьбе: {player}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{allowed} jokers</source>
        <translation>{allowed} джокера</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{amount:,} is left to play for: play goes on until one player is left</source>
        <translation>{amount:,} остаётся на розыгрыш: игра идёт, пока не останется один игрок</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{amount:,} rolls to the next deal; only seats {seats} may win it.</source>
        <translation>Перенос ({amount:,}) переходит в следующую сдачу; выиграть его могут только места {seats}.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{before} (#{number}) renamed {name}</source>
        <translation>{before} (№{number}) переименован(а): {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{before} and {after} overlap</source>
        <translation>диапазоны «{before}» и «{after}» пересекаются</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{before} has no end, so no bracket can come after it ({after})</source>
        <translation>у диапазона «{before}» нет конца, поэтому после него не может быть диапазона ({after})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: a bracket starts at 2 entries or more</source>
        <translation>{bracket}: диапазон начинается не меньше чем с 2 входов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: it ends before it starts</source>
        <translation>{bracket}: диапазон кончается раньше, чем начинается</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: no place is paid</source>
        <translation>{bracket}: ни одно место не оплачено</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: the places add up to {total}, not 100%</source>
        <translation>{bracket}: места в сумме дают {total}, а не 100 %</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: {places} places are paid, but the field can be as small as {low}</source>
        <translation>{bracket}: оплачено мест: {places}, а входов может быть всего {low}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: {place} place ({share}) gets more than {above} ({above_share})</source>
        <translation>{bracket}: место {place} ({share}) получает больше, чем место {above} ({above_share})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: {place} place gets nothing</source>
        <translation>{bracket}: место {place} ничего не получает</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{buster} wins {amount:,} for busting {name}</source>
        <translation>{buster} получает {amount:,} за выбивание {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{buster} wins {amount:,} for busting {name}, and {onto:,} more on their head</source>
        <translation>{buster} получает {amount:,} за выбивание {name} и ещё {onto:,} себе на голову</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{bytes} bytes behind</source>
        <translation>отстаёт на {bytes} байт</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{bytes} bytes behind, {seconds} s</source>
        <translation>отстаёт на {bytes} байт, {seconds} с</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{cards_count} seats given: the order of action needs at least 2 seats in the hand</source>
        <translation>указано мест: {cards_count}; для порядка действий в раздаче нужны хотя бы 2 места</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{cards} more than once</source>
        <translation>карты, которые встречаются больше одного раза: {cards}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} at seat {seat}</source>
        <translation>{card} у места {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{card} is entered twice ({places}): two identical cards mean the deck is defective (DD-02)</source>
        <translation>{card} введена дважды ({places}): две одинаковые карты означают, что колода дефектна (DD-02)</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{card} is entered twice: two identical cards mean the deck is defective (DD-02)</source>
        <translation>{card} введена дважды: две одинаковые карты означают, что колода дефектна (DD-02)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>{card} is recorded for seats {map}: a draw uses one deck, so two cards cannot be the same; redeal to those {seats_count} seats only (SR-14)</source>
        <translation>{card} записана у мест {map}: розыгрыш идёт одной колодой, поэтому двух одинаковых карт быть не может; пересдайте только этим {seats_count} местам (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{card} is recorded for {names}: a draw uses one deck, so two cards cannot be the same; redeal to those {names_count} only (SR-14)</source>
        <translation>{card} записана у: {names}; жеребьёвка идёт одной колодой, поэтому двух одинаковых карт быть не может; пересдайте только им ({names_count}) (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest card by suit (TDA recommended procedure 10-D)</source>
        <translation>{card} — старшая карта по масти (рекомендованная процедура TDA 10-D)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest card by suit (ace low) (TDA recommended procedure 10-D)</source>
        <translation>{card} — старшая карта по масти (туз младший) (рекомендованная процедура TDA 10-D)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest door card</source>
        <translation>{card} — самая старшая первая открытая карта</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest door card (ace high)</source>
        <translation>{card} — самая старшая первая открытая карта (туз старший)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest door card (ace low)</source>
        <translation>{card} — самая старшая первая открытая карта (туз младший)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the lowest door card</source>
        <translation>{card} — самая младшая первая открытая карта</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the lowest door card (ace high)</source>
        <translation>{card} — самая младшая первая открытая карта (туз старший)</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>{changed}; nothing was saved: do it again to carry on (the change is then kept in the tournament's history)</source>
        <translation>{changed}; ничего не сохранено: повторите действие, чтобы продолжить (изменение тогда останется в истории турнира)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{chip!r} is not a chip denomination</source>
        <translation>{chip!r} — не номинал фишки</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{chips:,} chips of {who} leave play: to no player and no pot.</source>
        <translation>Фишки ({who}) на сумму {chips:,} выводятся из игры: они не переходят ни к одному игроку и ни в какой банк.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{chips:,} chips removed from play</source>
        <translation>Выведено из игры фишек: {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{chips:,} chips removed: {name} disqualified ({row})</source>
        <translation>Снято фишек: {chips:,} — дисквалификация игрока {name} ({row})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{chips:,} chips removed: {reason}</source>
        <translation>Снято фишек: {chips:,} — {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>{chips} are not in play (chips in play: {in_play})</source>
        <translation>фишек {chips} нет в игре (фишки в игре: {in_play})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>{chip} is not in play (chips in play: {in_play})</source>
        <translation>фишки {chip} нет в игре (фишки в игре: {in_play})</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>{code} is not a pairing code: six digits, as the desk shows them (over HTTPS, with the fingerprint after a dash)</source>
        <translation>{code} — не код сопряжения: шесть цифр, как их показывает стол (для HTTPS — с отпечатком после дефиса)</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>{code} is not a pairing code: the fingerprint after the dash has 64 hex digits</source>
        <translation>{code} — не код сопряжения: отпечаток после дефиса состоит из 64 шестнадцатеричных цифр</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{conninfo} is not a PostgreSQL connection string (write e.g. postgresql://HOST:PORT/DB or host=HOST port=PORT user=NAME)</source>
        <translation>{conninfo} — не строка подключения PostgreSQL (напишите, например, postgresql://HOST:PORT/DB или host=HOST port=PORT user=NAME)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>{count!r} chips of {denomination}: a number of chips is a whole number, 0 or more</source>
        <translation>фишек по {denomination}: {count!r} — количество фишек должно быть целым числом от 0 и больше</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>{count!r} new chips raced</source>
        <translation>новых фишек в чип-рейсе: {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{count} card</source>
        <translation>{count} карта</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{count} cards</source>
        <translation>карт — {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} cards with a different back</source>
        <translation>карт с другой рубашкой: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{count} chips</source>
        <translation>{count} шт.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>{count} chips came from a race of 1 chip</source>
        <translation>из чип-рейса на одну фишку выдано фишек: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>{count} chips came from a race of {raced} chips</source>
        <translation>из чип-рейса (фишек в нём: {raced}) выдано фишек: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{count} hole card</source>
        <translation>закрытых карт — {count}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{count} hole cards</source>
        <translation>закрытых карт — {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} jokers in {game}, which is played without one</source>
        <translation>джокеров в колоде: {count}, а игра «{game}» идёт без джокеров</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} jokers too many in {game}, which is played with {jokers}</source>
        <translation>лишних джокеров: {count}; в игре «{game}» допускается только {jokers}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} marked cards</source>
        <translation>меченых карт: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} marked cards, on purpose</source>
        <translation>меченых карт: {count} (метки умышленные)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>{count} players do not fit in the 1 open seat</source>
        <translation>игроки ({count}) не помещаются: свободно только одно место</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>{count} players do not fit in the {sum} open seats</source>
        <translation>игроки ({count}) не помещаются на свободные места ({sum})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{count} players still to count ({names})</source>
        <translation>ещё не подсчитаны стеки игроков: {count} ({names})</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>{c} is not in the {name}: it runs from {symbol} to A</source>
        <translation>карты {c} нет в колоде ({name}): в ней карты от {symbol} до A</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{db_path} cannot be written ({err}): it is read-only or marked immutable (chattr +i); nothing was changed</source>
        <translation>{db_path} невозможно записать ({err}): файл только для чтения или помечен как неизменяемый (chattr +i); ничего не изменено</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{db_path} is in use by another Floor window or command: close it, then restore again (nothing was changed)</source>
        <translation>{db_path} используется другим окном или командой Floor: закройте их и повторите восстановление (ничего не изменено)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{deal}; {play_for:,} left to play for</source>
        <translation>{deal}; {play_for:,} оставлено для розыгрыша</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>{denomination!r} chips are not a colored-up denomination (colored up: {denominations}): count them with the stack</source>
        <translation>фишки {denomination!r} не выводились колор-апом (выведены: {denominations}): посчитайте их вместе со стеком</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{engine} {version} at {server}: {role}</source>
        <translation>{engine} {version} на {server}: {role}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>{entered} race cards were entered</source>
        <translation>введено карт чип-рейса: {entered}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{entries} entries: nobody is paid until at least 2 players have entered</source>
        <translation>входов: {entries}: никто не получает выплат, пока в турнир не вошли хотя бы 2 игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>{everyone_count} players do not fit at a {seats}-seat table</source>
        <translation>игроков: {everyone_count} — они не помещаются за {seats}-местный стол</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>{everyone_count} players need {everyone_count} seat cards; only 1 is stacked</source>
        <translation>игрокам ({everyone_count}) нужно столько же карт мест ({everyone_count}), а в стопке только одна</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>{everyone_count} players need {everyone_count} seat cards; only {stack_count} are stacked</source>
        <translation>игроков: {everyone_count} — нужно столько же карт мест ({everyone_count}); в стопке только {stack_count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{fact!r} must be a fact the situation gives, set to one value</source>
        <translation>{fact!r} должен быть фактом, который задаёт ситуация, с одним значением</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{fact} (true or false)</source>
        <translation>{fact} (true или false)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{fact} ({values})</source>
        <translation>{fact} ({values})</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{file} was not imported: {reason}; nothing was imported</source>
        <translation>{file} не импортирован: {reason}; ничего не импортировано</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{file} was not imported: {reason}; the save before it was imported and is kept (tournament {first}), {left} were not: import again once that is fixed (what was imported is skipped)</source>
        <translation>{file} не импортирован: {reason}; файл перед ним импортирован и сохранён (турнир {first}), не импортировано: {left}; повторите импорт, когда это будет исправлено (уже импортированное будет пропущено)</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{file} was not imported: {reason}; the {saved} saves before it were imported and are kept (tournaments {first} to {last}), {left} were not: import again once that is fixed (what was imported is skipped)</source>
        <translation>{file} не импортирован: {reason}; файлы перед ним ({saved}) импортированы и сохранены (турниры с {first} по {last}), не импортировано: {left}; повторите импорт, когда это будет исправлено (уже импортированное будет пропущено)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/tournaments.py"/>
        <source>{file}: {message}</source>
        <translation>{file}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{first} or {last}</source>
        <translation>{first} или {last}</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{first}; {next}</source>
        <translation>{first}; {next}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>{first}; {rest}</source>
        <translation>{first}; {rest}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{folder} follows {server} again but did not become its synchronous standby within {seconds} s; the primary does not wait for it</source>
        <translation>{folder} снова следует за {server}, но не стал его синхронным резервным сервером за {seconds} с; основной сервер его не ждёт</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{folder} is not a PostgreSQL data folder</source>
        <translation>{folder} — не папка данных PostgreSQL</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{found} at {hs}</source>
        <translation>{found} в {hs}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{game} has no big blind, so it cannot have a big-blind ante</source>
        <translation>в игре {game} нет большого блайнда, поэтому в ней не может быть анте большого блайнда</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hand missed ({status})</source>
        <translation>пропуск раздач: {hands} ({status})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hand missed, {to_go} to go</source>
        <translation>пропуск раздач: {hands}, осталось {to_go}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hand missed, {to_go} to go (starts after the current hand)</source>
        <translation>пропуск раздач: {hands}, осталось {to_go} (начнётся после текущей раздачи)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hands missed ({status})</source>
        <translation>пропуск раздач: {hands} ({status})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hands missed, {to_go} to go</source>
        <translation>пропуск раздач: {hands}, осталось {to_go}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hands missed, {to_go} to go (starts after the current hand)</source>
        <translation>пропуск раздач: {hands}, осталось {to_go} (начнётся после текущей раздачи)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>{has} but {cards} (CR-04: one card per leftover chip)</source>
        <translation>{has}, но {cards} (CR-04: по одной карте на каждую оставшуюся фишку)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{head}: halt before the next hand — its big blind would fall on empty seat {seat} (BB-02); the floor may waive the halt</source>
        <translation>{head}: остановите игру перед следующей раздачей — большой блайнд выпал бы на пустое место {seat} (BB-02); флор может отменить остановку</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{head}: halt until a player arrives (BB-02); the floor may waive the halt</source>
        <translation>{head}: остановите игру, пока не придёт игрок (BB-02); флор может отменить остановку</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{head}: {mover} {where}</source>
        <translation>{head}: {mover} {where}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{hs} is before any voluntary action, yet players_acted is {count}</source>
        <translation>{hs} — это ещё до любых добровольных действий, а players_acted = {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{incident} — {count} before</source>
        <translation>{incident} — ранее: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{incident}: {note}</source>
        <translation>{incident}: {note}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>{intent} needs its {name}</source>
        <translation>{intent}: нужно указать {name}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>{intent} takes no {name}</source>
        <translation>{intent} не принимает {name}</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>{item!r} is not a card: {hint}</source>
        <translation>{item!r} — не карта: {hint}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{jokers} jokers entered, but the {name} holds {jokers_2}: the deck is defective (DD-02)</source>
        <translation>введено джокеров: {jokers}, а в колоде ({name}) их {jokers_2}: колода дефектна (DD-02)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{key!r} is not a fact Floor knows (the facts are {facts})</source>
        <translation>{key!r} — не факт, известный Floor (факты: {facts})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{key} = {value}</source>
        <translation>{key} = {value}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>{key} cannot be a date or a time ({value}): a house setting is a word, a number or true/false</source>
        <translation>{key} не может быть датой или временем ({value}): настройка зала — это слово, число или true/false</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>{key} is stored as {stored!r} but the players add up to {total}</source>
        <translation>{key} записано как {stored!r}, а по игрокам выходит {total}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>{kind!r} is not a kind of bounty (knockout, progressive or mystery)</source>
        <translation>{kind!r} — не вид баунти (knockout, progressive или mystery)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>{kind}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>{label} already sits at table {table}, seat {seat}</source>
        <translation>{label} уже сидит за столом {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} cannot have knocked out a player in this hand: {label} is out too</source>
        <translation>{label} не может выбить игрока в этой раздаче: {label} тоже выбывает</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>{label} has already had {count} add-ons: the limit cannot be lower</source>
        <translation>{label}: аддонов уже {count}, лимит не может быть меньше</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>{label} has already had {count} re-entries: the limit cannot be lower</source>
        <translation>{label}: повторных входов уже {count}, лимит не может быть меньше</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>{label} has already had {count} rebuys: the limit cannot be lower</source>
        <translation>{label}: ребаев уже {count}, лимит не может быть меньше</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had 1 add-on; the limit is {limit}</source>
        <translation>{label}: уже 1 аддон, лимит — {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had 1 re-entry; the limit is {limit}</source>
        <translation>{label}: уже 1 повторный вход, лимит — {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had 1 rebuy; the limit is {limit}</source>
        <translation>{label}: уже 1 ребай, лимит — {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had {count} add-ons; the limit is {limit}</source>
        <translation>{label}: аддонов уже {count}, лимит — {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had {count} re-entries; the limit is {limit}</source>
        <translation>{label}: повторных входов уже {count}, лимит — {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had {count} rebuys; the limit is {limit}</source>
        <translation>{label}: ребаев уже {count}, лимит — {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label} has no chips left: eliminate the player instead</source>
        <translation>у игрока {label} не осталось фишек: вместо этого отметьте его выбывание</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>{label} has no seat to move from</source>
        <translation>у игрока {label} нет места, с которого его можно пересадить</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is already out</source>
        <translation>{label} уже выбыл</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is already out (finished {place})</source>
        <translation>{label} уже выбыл (место {place})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label} is counted twice</source>
        <translation>{label}: стек подсчитан дважды</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/busts.py"/>
        <source>{label} is not among the players out in this hand</source>
        <translation>{label} не среди выбывших в этой раздаче</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is out of the tournament</source>
        <translation>{label} уже не участвует в турнире</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is out of the tournament: a rebuy is for a player still playing (re-enter instead)</source>
        <translation>{label} уже не участвует в турнире: ребай — только для игрока, который ещё в игре (вместо этого оформите повторный вход)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label} is out of the tournament: no chips to count</source>
        <translation>{label} — уже не в турнире: фишек для подсчёта нет</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>{label} is out of the tournament: re-enter or reinstate first</source>
        <translation>{label} уже не участвует в турнире: сначала оформите повторный вход или верните игрока в игру</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is still playing: nothing to reinstate</source>
        <translation>{label} ещё в игре: возвращать в игру не нужно</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is still playing: only an eliminated player re-enters</source>
        <translation>{label} ещё в игре: повторный вход возможен только для выбывшего игрока</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>{label} was counted at {chips:,} but has {value:,} in leftovers: count the stack again</source>
        <translation>{label}: при подсчёте было {chips:,}, а в остатке — {value:,}: пересчитайте стек</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label}'s count</source>
        <translation>стек игрока {label}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label}'s count of {chips:,} cannot be made with the chips in play: the smallest is {smallest:,} (count again, or confirm the count)</source>
        <translation>стек игрока {label} в {chips:,} нельзя собрать из фишек в игре: самая мелкая — {smallest:,} (пересчитайте или подтвердите подсчёт)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/busts.py"/>
        <source>{label}'s starting stack must be a whole number of chips above 0, not {chips!r}</source>
        <translation>стек игрока {label} на начало раздачи должен быть целым числом фишек больше 0, а не {chips!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>{label}: {no_phh_reason}; export it as JSON</source>
        <translation>{label}: {no_phh_reason}; экспортируйте раздачу в JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>{left} players are left: a final table of {seats_per_table} seats forms when {seats_per_table} remain (BB-12)</source>
        <translation>осталось игроков: {left}; финальный стол собирается, когда игроков остаётся столько же, сколько мест за ним ({seats_per_table}) (BB-12)</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{live} is a folder, not a database file</source>
        <translation>{live} — папка, а не файл базы данных</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{low:,}+ entries</source>
        <translation>{low:,}+ входов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{low:,}-{high:,} entries</source>
        <translation>{low:,}-{high:,} входов</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>{mark!r}</source>
        <translation>{mark!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/state.py"/>
        <source>{matches_count} players are called {ref!r}: use a number ({numbers})</source>
        <translation>имя {ref!r} подходит нескольким игрокам ({matches_count}): укажите номер ({numbers})</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{message}; nothing was restored</source>
        <translation>{message}; ничего не восстановлено</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>{message}; {remedy}</source>
        <translation>{message}; {remedy}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>{minutes} minutes</source>
        <translation>{minutes} мин</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{minutes} minutes added</source>
        <translation>Добавлено минут: {minutes}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{minutes} minutes taken off</source>
        <translation>Снято минут: {minutes}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>{ms} ms</source>
        <translation>{ms} мс</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/ordinals.py"/>
        <source>{n:,}nd</source>
        <translation>{n:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/ordinals.py"/>
        <source>{n:,}rd</source>
        <translation>{n:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/ordinals.py"/>
        <source>{n:,}st</source>
        <translation>{n:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/ordinals.py"/>
        <source>{n:,}th</source>
        <translation>{n:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{names} busted {name}: an envelope to draw (mystery bounty)</source>
        <translation>{names} выбил(а) {name}: тянуть конверт (мистери-баунти)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{names} drew an envelope of {amount:,} for busting {name}</source>
        <translation>{names}: конверт на {amount:,} за выбивание {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{names} out in the same hand</source>
        <translation>{names} выбыли в одной раздаче</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{names} out in the same hand: {places}</source>
        <translation>{names} выбыли в одной раздаче: {places}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{names} out in the same hand: {place}</source>
        <translation>{names} выбыли в одной раздаче: место {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{names} out in the same hand: {place}, {prize:,} each</source>
        <translation>{names} выбыли в одной раздаче: место {place}, по {prize:,} каждому</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>{name} and {other} are the same member already</source>
        <translation>{name} и {other} — уже один и тот же член клуба</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} cannot be {value!r} (see `floor ruling list`)</source>
        <translation>{name} не может быть {value!r} (см. `floor ruling list`)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} cannot be {value!r} ({values})</source>
        <translation>{name} не может быть {value!r} ({values})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{name} cannot take {party!r}</source>
        <translation>{name} не принимает {party!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{name} cannot take {party!r} (only {parties})</source>
        <translation>{name} не принимает {party!r} (только {parties})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} finished {place}</source>
        <translation>{name}: выбывание, место {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} finished {place}, wins {prize:,}</source>
        <translation>{name}: выбывание, место {place}, выигрыш {prize:,}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{name} has no board; each seat holds all its cards</source>
        <translation>в {name} нет борда: все карты каждого места — его собственные</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} is back in</source>
        <translation>{name} снова в игре</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} is back in (chips {chips:,})</source>
        <translation>{name} снова в игре (фишек: {chips:,})</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>{name} is dealt from its own deck; only draw5 and stud5 take another</source>
        <translation>{name} сдаётся только своей колодой; другую колоду допускают лишь draw5 и stud5</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>{name} is finished ({winner} won): nothing can change it until it is reopened (Tournament › Reopen…, or floor tournament reopen --reason)</source>
        <translation>турнир «{name}» завершён (победитель — {winner}): ничего нельзя изменить, пока его не откроют заново (Турнир › Открыть заново… или floor tournament reopen --reason)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>{name} is finished: nothing can change it until it is reopened (Tournament › Reopen…, or floor tournament reopen --reason)</source>
        <translation>турнир «{name}» завершён: ничего нельзя изменить, пока его не откроют заново (Турнир › Открыть заново… или floor tournament reopen --reason)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{name} is not a stud game: the bring-in and the order of action by the cards showing are for stud, stud-hilo, razz and stud5</source>
        <translation>{name} — не стад: бринг-ин и порядок действий по открытым картам есть только в stud, stud-hilo, razz и stud5</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>{name} is not finished: there is nothing to reopen</source>
        <translation>турнир «{name}» не завершён: открывать заново нечего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} is out</source>
        <translation>{name}: выбывание</translation>
    </message>
    <message>
        <location filename="../../floor/core/hands.py"/>
        <source>{name} is played for the low only: ask for its low hand</source>
        <translation>в {name} играют только на лоу: запросите лоу-комбинацию</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>{name} is played without jokers; only draw5 and stud5 take them</source>
        <translation>в {name} играют без джокеров; джокеры допускают лишь draw5 и stud5</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{name} is player #{number} already: give {player} (#{id}) another name</source>
        <translation>{name} — это уже игрок №{number}: дайте {player} (№{id}) другое имя</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line} holds a NUL byte: this is not a text file of players</source>
        <translation>{name}, строка {line}: байт NUL — это не текстовый файл со списком игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line} is not CSV: {reason}</source>
        <translation>{name}, строка {line}: это не CSV ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: a field of more than {limit:,} characters: this is not a list of players</source>
        <translation>{name}, строка {line}: поле длиннее {limit:,} символов — это не список игроков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: a quote (") inside a field: put the whole field in quotes and write the quote twice</source>
        <translation>{name}, строка {line}: кавычка (") внутри поля — возьмите всё поле в кавычки, а саму кавычку напишите дважды</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: a quote (") opened here is never closed</source>
        <translation>{name}, строка {line}: открытая здесь кавычка (") нигде не закрыта</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: the name is empty</source>
        <translation>{name}, строка {line}: имя не заполнено</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: the {field}</source>
        <translation>{name}, строка {line}: {field}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: {message}</source>
        <translation>{name}, строка {line}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: {row_count} columns; expected name, nickname, member id</source>
        <translation>{name}, строка {line}: столбцов — {row_count}; ожидаются: имя, ник, номер члена клуба</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} linked to member {member_id}</source>
        <translation>{name} привязан(а) к члену клуба {member_id}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>{name} moved from seat {from_seat} to seat {to_seat} at table {table} ({why})</source>
        <translation>{name}: пересадка за столом {table} с места {from_seat} на место {to_seat} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {to_table} seat {to_seat} ({why})</source>
        <translation>{name}: пересадка со стола {from_table}, место {from_seat}, за стол {to_table}, место {to_seat} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} must be a list of seat numbers</source>
        <translation>{name}: нужен список номеров мест</translation>
    </message>
    <message>
        <location filename="../../floor/commands/ruling.py"/>
        <source>{name} must be a seat number (1 or more), not {value!r}</source>
        <translation>{name}: нужен номер места (1 или больше), а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{name} must be a whole number of 0 or more, not {value!r}</source>
        <translation>{name}: нужно целое число от 0 и больше, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} must be true or false, not {value!r}</source>
        <translation>{name}: нужно true или false, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/ruling.py"/>
        <source>{name} must map seats to chips, e.g. {{"3": 1200}}</source>
        <translation>{name}: нужно сопоставить местам фишки, напр. {{"3": 1200}}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} names a seat twice</source>
        <translation>{name}: одно место указано дважды</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} names seat {seat}, which was not dealt in</source>
        <translation>{name}: указано место {seat}, которому не сдавали карт</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} of seat {seat}</source>
        <translation>{name} места {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} re-entered</source>
        <translation>{name}: повторный вход</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} re-entered (entry {entry})</source>
        <translation>{name}: повторный вход (вход {entry})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} rebought</source>
        <translation>{name}: ребай</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} rebought ({chips:,} chips)</source>
        <translation>{name}: ребай (фишек: {chips:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>{name} seated at table {table}, seat {seat}</source>
        <translation>{name}: посадка — стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} took the add-on</source>
        <translation>{name}: аддон</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} took the add-on ({chips:,} chips)</source>
        <translation>{name}: аддон (фишек: {chips:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} {amount:,}</source>
        <translation>{name} — {amount:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>{name} {change:+,}</source>
        <translation>{name} {change:+,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} {place}</source>
        <translation>{name} — место {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} {place} ({prize:,})</source>
        <translation>{name} — место {place} ({prize:,})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>{name} {section}</source>
        <translation>{name} {section}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{name}'s bounty of {amount:,} is not won by anyone</source>
        <translation>баунти {name} ({amount:,}) никто не выиграл</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>{name}'s bust is confirmed already: reinstate {name} first, then correct the hand</source>
        <translation>вылет игрока {name} уже подтверждён: сначала восстановите {name}, затем исправьте раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name}'s penalty (#{penalty}) ended early ({reason})</source>
        <translation>Штраф #{penalty} игрока {name} снят досрочно ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name}'s penalty (#{penalty}) ended early, 1 hand unserved ({reason})</source>
        <translation>Штраф #{penalty} игрока {name} снят досрочно, не отбыта 1 раздача ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name}'s penalty (#{penalty}) ended early, {left} hands unserved ({reason})</source>
        <translation>Штраф #{penalty} игрока {name} снят досрочно, не отбыто раздач: {left} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name}'s penalty (#{penalty}) marked served</source>
        <translation>Штраф #{penalty} игрока {name} отмечен как отбытый</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>{name}() at character {at} takes {wanted} values, not {count}</source>
        <translation>{name}() в символе {at} принимает значений: {wanted}, а не {count}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>{name}({args}) has no value</source>
        <translation>у {name}({args}) нет значения</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulebook.py"/>
        <source>{name}: cannot be read ({error})</source>
        <translation>{name}: не удалось прочитать ({error})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulebook.py"/>
        <source>{name}: the file is not in the rulebook folder</source>
        <translation>{name}: этого файла нет в папке свода правил</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{p!r} is not a race player</source>
        <translation>{p!r} — не участник чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} cannot be read (SQLite's check: {verdict}): it is damaged, or its -wal file was removed while a Floor had it open; close every Floor window, and if it persists restore a backup with `floor restore` (the file was left untouched)</source>
        <translation>{path} не читается (проверка SQLite: {verdict}): файл повреждён или его -wal удалили, пока Floor держал его открытым; закройте все окна Floor, а если не поможет, восстановите резервную копию командой `floor restore` (файл не тронут)</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>{path} cannot be read ({err}): it may be damaged, or its -wal file was removed while a Floor had it open; close every Floor window, then restore the newest backup with `floor restore` if this persists</source>
        <translation>{path} не читается ({err}): возможно, файл повреждён или его -wal удалили, пока Floor держал его открытым; закройте все окна Floor, а если не поможет, восстановите самую свежую резервную копию командой `floor restore`</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{path} cannot be read ({err}): nothing was moved</source>
        <translation>{path} не читается ({err}): ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} нельзя прочитать: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} cannot be restored: {message}; nothing was restored</source>
        <translation>{path} нельзя восстановить: {message}; ничего не восстановлено</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path} cannot be written: {reason}</source>
        <translation>{path} не удаётся записать: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{path} exists already: floor migrate writes a new file, it never replaces one (give another name); nothing was moved</source>
        <translation>{path} уже существует: floor migrate пишет новый файл и никогда не заменяет существующий (укажите другое имя); ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>{path} holds more than {limit:,} bytes: no showdown request is that long</source>
        <translation>{path} содержит больше {limit:,} байт: таких длинных запросов вскрытия не бывает</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>{path} is a database (Floor's, or a backup of it): Floor does not write over it; give another file name</source>
        <translation>{path} — это база данных (Floor или её резервная копия): Floor не записывает поверх неё; укажите другое имя файла</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is a database of another program, not Floor's: it was left untouched</source>
        <translation>{path} — база данных другой программы, а не Floor: файл не тронут</translation>
    </message>
    <message>
        <location filename="../../floor/commands/report.py"/>
        <source>{path} is a folder: give the name of the PDF file to write</source>
        <translation>{path} — это папка: укажите имя PDF-файла для записи</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is damaged (SQLite's integrity check: {verdict}): it was left untouched</source>
        <translation>файл {path} повреждён (проверка целостности SQLite: {verdict}): он не тронут</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>{path} is damaged (SQLite's integrity check: {verdict}): no backup was taken, so the backups before it are kept; restore the newest good one with `floor restore`</source>
        <translation>{path} повреждён (проверка целостности SQLite: {verdict}): резервная копия не сделана, поэтому прежние копии сохранены; восстановите последнюю исправную командой `floor restore`</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is damaged: {message}; nothing was restored</source>
        <translation>{path} повреждён: {message}; ничего не восстановлено</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{path} is empty (0 bytes)</source>
        <translation>файл {path} пуст (0 байт)</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is empty: it is not a Floor backup (it was left untouched)</source>
        <translation>файл {path} пуст: это не резервная копия Floor (файл не тронут)</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is marked as Floor's but its {table} table is not Floor's: it is damaged, and it was left untouched (restore a backup with `floor restore`)</source>
        <translation>{path} помечен как файл Floor, но его таблица {table} — не Floor: файл повреждён и оставлен нетронутым (восстановите резервную копию командой `floor restore`)</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is not a Floor database: it was left untouched</source>
        <translation>{path} — не база данных Floor: файл не тронут</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is not a database Floor can read (it is not an SQLite file, or it is cut short): it was left untouched</source>
        <translation>{path} — не база данных, которую Floor может прочитать (это не файл SQLite или он обрезан): файл не тронут</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is not a database Floor can read ({err}): it may be damaged or another kind of file, and it was left untouched</source>
        <translation>{path} — не база данных, которую может прочитать Floor ({err}): возможно, файл повреждён или это файл другого типа; он не тронут</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is not a database Floor can read ({err}): it was left untouched</source>
        <translation>{path} — не база данных, которую может прочитать Floor ({err}): файл не тронут</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path} is not a structure file: Floor writes a structure to a new file, or over a structure file, never over another file</source>
        <translation>{path} — не файл структуры: Floor записывает структуру в новый файл или поверх файла структуры, но никогда поверх другого файла</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>{path} is part of the database {database} ({what}): Floor does not write over it; give another file name</source>
        <translation>{path} — часть базы данных {database} ({what}): Floor не записывает поверх него; укажите другое имя файла</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is read-only (the file or its folder): nothing was changed</source>
        <translation>{path} доступен только для чтения (файл или его папка): ничего не изменено</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>{path} was not there, though Floor had saved {count} tournaments in it: a new one is being made; {remedy}</source>
        <translation>{path} не найден, хотя Floor сохранил в нём турниров: {count}; создаётся новый файл; {remedy}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} was written by a newer version of Floor: update Floor to open it (the file was left untouched)</source>
        <translation>файл {path} записан более новой версией Floor: обновите Floor, чтобы открыть его (файл не тронут)</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path}: no such file or folder</source>
        <translation>{path}: нет такого файла или папки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{path}: recorded {recorded}, replayed {replayed}</source>
        <translation>{path}: записано {recorded}, при повторе {replayed}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>{payout_table!r} is not the name of a payout table</source>
        <translation>{payout_table!r} — не название таблицы выплат</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>{piece!r} is not an envelope: write an amount, or an amount x how many</source>
        <translation>{piece!r} — не конверт: напишите сумму или сумму x количество</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{place} has a joker, but {name} is played without one: the deck is defective (DD-07)</source>
        <translation>{place}: найден джокер, но в {name} играют без джокеров: колода дефектна (DD-07)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/ordinals.py"/>
        <source>{place} place</source>
        <translation>{place}-е место</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{place} place ({current:,}) would get more than {place_2} ({current_2:,})</source>
        <translation>место {place} ({current:,}) получило бы больше, чем место {place_2} ({current_2:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{place} place's payout</source>
        <translation>выплата за место {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{place} {amount:,}</source>
        <translation>место {place} — {amount:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{player} (#{number}) is called that already</source>
        <translation>{player} (№{number}) уже так зовут</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player} has no seat: a missed round is the players seated at his table x the rounds (PN-02); seat him, or give missed hands</source>
        <translation>{player}: нет места — пропуск круга равен числу игроков за его столом x число кругов (PN-02); посадите его или назначьте пропуск раздач</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{player} is member {member_id} already</source>
        <translation>{player} уже привязан(а) к члену клуба {member_id}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{player} is member {member_id}: a player is linked to one member</source>
        <translation>{player} уже привязан(а) к члену клуба {member_id}: игрок привязывается к одному члену клуба</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player} is out of the tournament: no penalty to give</source>
        <translation>{player} выбыл из турнира: штраф назначить нельзя</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player}'s {kind} (penalty {penalty}) has nothing to serve</source>
        <translation>{player}: {kind} (штраф {penalty}) — отбывать нечего</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player}'s {kind} (penalty {penalty}) is served already</source>
        <translation>{player}: {kind} (штраф {penalty}) уже отбыт</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player}'s {kind} (penalty {penalty}) was ended already</source>
        <translation>{player}: {kind} (штраф {penalty}) уже снят</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/league.py"/>
        <source>{player}: the season's points count past any number</source>
        <translation>{player}: очки сезона выходят за пределы любого числа</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player}: {penalty} — {row}, {reason}</source>
        <translation>{player}: {penalty} — {row}, {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/player_pages.py"/>
        <source>{port} is not a port: choose one from 1024 to 65535</source>
        <translation>{port} — не порт: выберите порт от 1024 до 65535</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{prizes} prizes are left but only {players} players: list only the places still to be paid</source>
        <translation>призов осталось {prizes}, а игроков только {players}: укажите только места, которые ещё предстоит оплатить</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>{problem}: correct the chips, or count the table again if the stack is wrong</source>
        <translation>{problem}: исправьте фишки или пересчитайте стол, если стек неверен</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>{problem}; {remedy}</source>
        <translation>{problem}; {remedy}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{p} could not be prepared: {err}</source>
        <translation>не удалось подготовить базу данных {p}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{p} is a folder, not a database file</source>
        <translation>{p} — папка, а не файл базы данных</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{ranks} low</source>
        <translation>{ranks}, лоу</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{rank} high</source>
        <translation>старшая карта — {rank}</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>{rank} is not a card rank (2 to 14)</source>
        <translation>{rank} — не ранг карты (от 2 до 14)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>{reason} ({game})</source>
        <translation>{reason} ({game})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{row!r} is not a row of the rulebook like PN-02</source>
        <translation>{row!r} — не пункт свода правил вида PN-02</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{row} {who}</source>
        <translation>{row} {who}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{row} {who} (table {table})</source>
        <translation>{row} {who} (стол {table})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{row}: {player} disqualified ({reason})</source>
        <translation>{row}: {player} дисквалифицирован ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>{said}; the file as it was before the last restore is {copy}</source>
        <translation>{said}; файл в том виде, каким он был до последнего восстановления, — {copy}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{seat!r} is not a seat number (1 or more)</source>
        <translation>{seat!r} — не номер места (1 или больше)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{seconds} s behind</source>
        <translation>отстаёт на {seconds} с</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{server} already holds a club's history ({count} rows in its {table} table): floor migrate moves a club into an empty database only, it never merges two histories; nothing was moved</source>
        <translation>на {server} уже есть история клуба (строк в таблице {table}: {count}): floor migrate переносит клуб только в пустую базу и никогда не объединяет две истории; ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{server} could not be read ({err}): nothing was moved</source>
        <translation>не удалось прочитать {server} ({err}): ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} does not let this machine replicate: add a line "host replication {user} ADDRESS/32 scram-sha-256" to the primary's pg_hba.conf and reload it ({reason})</source>
        <translation>{server} не разрешает этому компьютеру реплицировать: добавьте строку "host replication {user} ADDRESS/32 scram-sha-256" в pg_hba.conf основного сервера и перечитайте его ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} is a standby itself: a standby is cloned from the primary</source>
        <translation>{server} сам резервный сервер: резервный сервер копируется с основного</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} is a standby: a node rejoins the primary</source>
        <translation>{server} — резервный сервер: узел возвращается к основному серверу</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} is a standby: the floor goes on without the standby at the primary</source>
        <translation>{server} — резервный сервер: продолжить без резервного сервера можно только на основном</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>{server} is not a room service's address (http://ADDRESS:PORT/, as its QR code gives it)</source>
        <translation>{server} — не адрес сервиса зала (http://АДРЕС:ПОРТ/, как в его QR-коде)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} is the primary ({seconds} s); {old}</source>
        <translation>{server} теперь основной ({seconds} с); {old}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{server} refused the copy ({err}): nothing was moved</source>
        <translation>{server} отказал в записи копии ({err}): ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} waits for no standby: there is nothing to go on without</source>
        <translation>{server} не ждёт никакого резервного сервера: продолжать не без чего</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{server}'s {table} table and a Floor file's differ (column {column}): its rows cannot be moved as they are; nothing was moved</source>
        <translation>таблица {table} на {server} отличается от таблицы файла Floor (столбец {column}): её строки нельзя перенести как есть; ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>{size}-card deck</source>
        <translation>{size}-карточная колода</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>{size}-card deck and a joker</source>
        <translation>{size}-карточная колода с джокером</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>{size}-card deck and two jokers</source>
        <translation>{size}-карточная колода с двумя джокерами</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{small}/{big}, ante {ante}</source>
        <translation>{small}/{big}, анте {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{small}/{big}, big-blind ante {ante}</source>
        <translation>{small}/{big}, анте большого блайнда {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>{source} ({note})</source>
        <translation>{source} ({note})</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{source} cannot be moved: {why}; nothing was moved</source>
        <translation>{source} нельзя перенести: {why}; ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{source} is the database itself: choose a backup file</source>
        <translation>{source} — это сама база данных: выберите файл резервной копии</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>{source} line {line}</source>
        <translation>{source}, строка {line}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>{symbol} is entered for seat {seat} and seat {seat_2}: a race is dealt from one 52-card deck, so no card can appear twice (SR-14)</source>
        <translation>карта {symbol} введена и для места {seat}, и для места {seat_2}: чип-рейс сдаётся из одной колоды в 52 карты, поэтому ни одна карта не может встретиться дважды (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>{symbol} is entered twice for seat {seat}: a race is dealt from one 52-card deck, so no card can appear twice (SR-14)</source>
        <translation>карта {symbol} введена для места {seat} дважды: чип-рейс сдаётся из одной колоды в 52 карты, поэтому ни одна карта не может встретиться дважды (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{table}: row {n} differs</source>
        <translation>{table}: строка {n} отличается</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{table}: {count} rows written, {found} found</source>
        <translation>{table}: записано строк: {count}, найдено: {found}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{target} has no {table} table for the {count} rows of it to move (this Floor cannot keep them there yet): nothing was moved</source>
        <translation>на {target} нет таблицы {table} для переносимых строк ({count}): эта версия Floor пока не может хранить их там; ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{target}'s {table} table has no column {column} for the rows to move: nothing was moved</source>
        <translation>в таблице {table} на {target} нет столбца {column} для переносимых строк: ничего не перенесено</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{text!r} is not one of {words}</source>
        <translation>{text!r} — не из списка: {words}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{text} is not a percentage such as 12{mark}50</source>
        <translation>{text} — не процент вида 12{mark}50</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{time} added</source>
        <translation>Добавлено {time}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{time} taken off</source>
        <translation>Снято {time}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{title} ({note})</source>
        <translation>{title} ({note})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>{title}: fewer than two players bought in: there is no tournament to import</source>
        <translation>{title}: бай-ин сделали меньше двух игроков: импортировать нечего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (drawn at random); its players draw new seats (BB-10)</source>
        <translation>оставшиеся игроки ({total}) помещаются за столы вместимостью {size}, если столов будет {fewer} (всего мест: {seats}): закройте стол {table} (выбран жребием); его игроки тянут новые места (BB-10)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (first on the posted break order {order}); its players draw new seats (BB-10)</source>
        <translation>оставшиеся игроки ({total}) помещаются за столы вместимостью {size}, если столов будет {fewer} (всего мест: {seats}): закройте стол {table} (первый в вывешенном порядке закрытия {order}); его игроки тянут новые места (BB-10)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (the highest table number); its players draw new seats (BB-10)</source>
        <translation>оставшиеся игроки ({total}) помещаются за столы вместимостью {size}, если столов будет {fewer} (всего мест: {seats}): закройте стол {table} (с самым большим номером); его игроки тянут новые места (BB-10)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{total} players left fit one final table of {final} (TDA recommended procedure 9): combine tables {tables} and seat the final table (BB-13)</source>
        <translation>оставшиеся игроки ({total}) помещаются за один финальный стол вместимостью {final} (рекомендованная процедура TDA 9): объедините столы {tables} и рассадите финальный стол (BB-13)</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/league.py"/>
        <source>{tournament}, {player}: {reason}</source>
        <translation>{tournament}, {player}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{tournament}: {reason}</source>
        <translation>{tournament}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{units}.{hundredths}%</source>
        <translation>{units},{hundredths} %</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>{value!r} cannot be kept in a ruling record</source>
        <translation>{value!r} нельзя сохранить в записи решения</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{value!r} is not a value of {fact}</source>
        <translation>{value!r} — не значение {fact}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{value!r} is not a value of {fact} ({values})</source>
        <translation>{value!r} — не значение {fact} ({values})</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>{value} is not a text encoding Floor knows (try utf-8, utf-16, cp1251 or cp1250)</source>
        <translation>{value} — незнакомая Floor кодировка (попробуйте utf-8, utf-16, cp1251 или cp1250)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>{value} is not a whole number</source>
        <translation>{value} — не целое число</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{value} seats per table</source>
        <translation>мест за столом: {value}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{what} (row {row})</source>
        <translation>{what} (пункт {row})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{what} cannot be negative ({value:,})</source>
        <translation>{what}: не может быть отрицательным ({value:,})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{what} could be {rows}: Floor needs {facts}</source>
        <translation>{what}: возможно, {rows}; Floor нужно знать: {facts}</translation>
    </message>
    <message>
        <location filename="../../floor/cli.py"/>
        <source>{what} holds a NUL character (at character {position})</source>
        <translation>в поле «{what}» символ NUL (символ {position})</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} holds a character that turns the text around (U+{code:04X}, at character {position}): type the name without it</source>
        <translation>{what}: символ, переворачивающий текст (U+{code:04X}, символ {position}) — введите имя без него</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} holds a line break or a control character (U+{code:04X}, at character {position}): a name is one line</source>
        <translation>{what}: перевод строки или управляющий символ (U+{code:04X}, символ {position}) — имя пишется в одну строку</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} holds bytes that are not text (at character {position}): type it again</source>
        <translation>в поле «{what}» байты, которые не являются текстом (символ {position}): введите заново</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>{what} is 1 to {most} characters</source>
        <translation>{what}: от 1 до {most} символов</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{what} is a joker: a draw uses the 52 natural cards, deal another</source>
        <translation>{what} — джокер: жеребьёвка идёт 52 картами без джокеров, сдайте другую карту</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>{what} is a whole number</source>
        <translation>{what}: нужно целое число</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>{what} is empty: each line is one JSON request</source>
        <translation>{what}: пустая строка, а в каждой строке должен быть один запрос JSON</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} is not JSON: {reason} at line {line} column {column}</source>
        <translation>{what} — не JSON: {reason}, строка {line}, столбец {column}</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} is not {encoding} text</source>
        <translation>{what} — это не текст в кодировке {encoding}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>{what} is text of {most} characters at most</source>
        <translation>{what}: нужен текст не длиннее {most} знаков</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{what} is {allowed} or {allowed_2}, not {value!r}</source>
        <translation>{what}: допустимо {allowed} или {allowed_2}, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>{what} is {allowed}, not {value!r}</source>
        <translation>{what}: допустимо {allowed}, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>{what} is {length:,} characters long: Floor takes {most} at most</source>
        <translation>{what}: {length:,} символов, а Floor принимает не больше {most}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>{what} line {line} is not {encoding} text{hint}</source>
        <translation>{what}, строка {line}: это не текст в кодировке {encoding}{hint}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{what} line {line}: a number of thousands of digits</source>
        <translation>{what}, строка {line}: число из тысяч цифр</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{what} matches {rows} at once: the rulebook is ambiguous here, so Floor proposes nothing; the floor decides (TDA rule 1)</source>
        <translation>{what}: подходят сразу несколько пунктов ({rows}) — свод правил здесь неоднозначен, поэтому Floor ничего не предлагает; решает флор (правило TDA 1)</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{what} must be a whole number of at least {minimum}, not {value!r}</source>
        <translation>{what}: нужно целое число не меньше {minimum}, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{what} must be a whole number of chips above 0, not {value!r}</source>
        <translation>{what}: нужно целое число фишек больше 0, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{what} must be a whole number of chips, not {value!r}</source>
        <translation>{what}: нужно целое число фишек, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{what} must be a whole number, not {key!r}</source>
        <translation>{what}: нужно целое число, а не {key!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{what} must be a whole number, not {value!r}</source>
        <translation>{what}: нужно целое число, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{what} must be at least 0, not {value}</source>
        <translation>{what}: нужно не меньше 0, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>{what} must be at least {low}, not {value}</source>
        <translation>{what}: нужно не меньше {low}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>{what} must be at most {high:,}, not {value}</source>
        <translation>{what}: нужно не больше {high:,}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{what} must be from 1 to {most} (no table has more seats), not {value!r}</source>
        <translation>{what}: нужно число от 1 до {most} (больше мест нет ни за одним столом), а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{what} must be more than 0, not {value:,}</source>
        <translation>{what}: нужно больше 0, а не {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{what} must be more than 0, not {value}</source>
        <translation>{what}: нужно больше 0, а не {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{what} nests more than {limit} levels deep: it is not a file Floor reads</source>
        <translation>{what}: вложенность глубже {limit} уровней — такой файл Floor не читает</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} nests more than {limit} levels deep: it is not a request Floor reads</source>
        <translation>{what}: вложенность глубже {limit} уровней — такой запрос Floor не читает</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{what}: not valid TOML: {error}</source>
        <translation>{what}: это не корректный TOML: {error}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{what}: rows {rows} send the situation round in a circle</source>
        <translation>{what}: пункты {rows} отсылают ситуацию по кругу</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what}: the number {number}… has more than {limit} digits</source>
        <translation>{what}: в числе {number}… больше {limit} цифр</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{what}: {key}: the number {number}… has more than {limit} digits</source>
        <translation>{what}: {key}: в числе {number}… больше {limit} цифр</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{what}: {message}</source>
        <translation>{what}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what}: {number} is not a finite number</source>
        <translation>{what}: {number} — не конечное число</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where} (table {table} hand {hand})</source>
        <translation>{where} (стол {table}, раздача {hand})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>{where} cannot have more time taken off than it lasts</source>
        <translation>{where}: нельзя убрать больше времени, чем длится этот этап</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where} colors up every chip: at least one denomination must stay</source>
        <translation>{where}: колор-ап выводит все фишки; хотя бы один номинал должен остаться</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where} colors up the {chip} chip, which is not in play</source>
        <translation>{where}: колор-ап фишки {chip} невозможен (её нет в игре)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where} colors up the {chip} chip, which was already colored up</source>
        <translation>{where}: колор-ап фишки {chip} невозможен (она уже выведена колор-апом)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{where} has no _floor_request and _floor_result: only hands exported by Floor can be replayed</source>
        <translation>{where}: нет _floor_request и _floor_result; повторить можно только раздачи, экспортированные из Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where} has no chips at all: eliminate the player, there is nothing to race</source>
        <translation>{where}: фишек нет совсем — отметьте игрока как выбывшего, в чип-рейсе разыгрывать нечего</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where} has no {key!r}</source>
        <translation>{where}: нет поля {key!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where} has {count} chips of {denomination}: a number of chips cannot be negative</source>
        <translation>{where}: фишек номиналом {denomination} — {count}; число фишек не может быть отрицательным</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{where} is given to {times} players in one draw</source>
        <translation>{where}: в одной жеребьёвке это место дано нескольким игрокам ({times})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where} is not a JSON object</source>
        <translation>{where}: это не объект JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{where}: _floor_request</source>
        <translation>{where}: _floor_request</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{where}: _floor_request and _floor_result must be JSON text</source>
        <translation>{where}: _floor_request и _floor_result должны быть текстом JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{where}: _floor_result</source>
        <translation>{where}: _floor_result</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{where}: cards are a list like ["As", "Kd"]</source>
        <translation>{where}: карты задаются списком, например ["As", "Kd"]</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: color_up must be a list of chip denominations, not {color_up!r}</source>
        <translation>{where}: color_up должно быть списком номиналов фишек, а не {color_up!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: color_up: {message}</source>
        <translation>{where}: color_up: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: the leftover chips must be given as denomination and count, not {leftovers!r}</source>
        <translation>{where}: оставшиеся фишки нужно указать как номинал и количество, а не {leftovers!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: the number of {denomination} chips must be a whole number, not {count!r}</source>
        <translation>{where}: количество фишек {denomination} должно быть целым числом, а не {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: the player id must be a whole number from 1 up, not {player_id!r}</source>
        <translation>{where}: номер игрока должен быть целым числом от 1 и выше, а не {player_id!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where}: the request and the result are JSON objects</source>
        <translation>{where}: запрос и результат должны быть объектами JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: the rest of the stack must be a whole number of chips, 0 or more, not {rest!r}</source>
        <translation>{where}: остаток стека должен быть целым числом фишек, 0 или больше, а не {rest!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: unknown field {unknown!r} (the fields are {keys})</source>
        <translation>{where}: неизвестное поле {unknown!r} (допустимые поля: {keys})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where}: unreadable record ({err})</source>
        <translation>{where}: запись не читается ({err})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: {denomination!r} is not a chip denomination</source>
        <translation>{where}: {denomination!r} — не номинал фишки</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: {key!r} is missing</source>
        <translation>{where}: нет поля {key!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: {key}</source>
        <translation>{where}: {key}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: {key} must be one of {choices}, not {raw!r}</source>
        <translation>{where}: {key} должно быть одним из: {choices}, а не {raw!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where}: {value!r} is not a whole number</source>
        <translation>{where}: {value!r} — не целое число</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{who} has {held}; a seat that wins {name} uncontested holds {fewest} to {most}</source>
        <translation>{who}: {held}, а у места, которое выигрывает в {name} без вскрытия, бывает от {fewest} до {most} карт</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{who} has {held}; beside the community card (RP-10-H) {name} needs {hole}</source>
        <translation>{who}: {held}, а с общей картой (RP-10-H) в {name} нужно {hole} своих</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{who} has {held}; {name} needs {hole}</source>
        <translation>{who}: {held}, а в {name} нужно {hole}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} is disqualified.</source>
        <translation>{who}: дисквалификация.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} loses any claim: everything he put in this hand carried to the next deal; only seats {seats} may win it.</source>
        <translation>{who} теряет всякое право на банк: всё поставленное им в этой раздаче переносится в следующую сдачу; выиграть перенос могут только места {seats}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} loses any claim: {amount:,} chips carried to the next deal; only seats {seats} may win it.</source>
        <translation>{who} теряет всякое право на банк: его фишки ({amount:,}) переносятся в следующую сдачу; выиграть перенос могут только места {seats}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} must table all his cards, face up and readable.</source>
        <translation>{who}: все карты нужно открыть на столе — лицом вверх и так, чтобы их можно было прочитать.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} must table all {count} of his cards, face up and readable.</source>
        <translation>{who}: все карты ({count}) нужно открыть на столе — лицом вверх и так, чтобы их можно было прочитать.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} takes the pot.</source>
        <translation>{who} забирает банк.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{who} — {action}</source>
        <translation>{who} — {action}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/chips.py"/>
        <source>{who}'s chips</source>
        <translation>фишки игрока {who}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{why}; {others} are the same rank and {suit} is the higher suit</source>
        <translation>{why}; {others} — того же ранга, и {suit} — старшая масть</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{why}; {others} are the same rank and {suit} is the lower suit</source>
        <translation>{why}; {others} — того же ранга, и {suit} — младшая масть</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{why}; {others} is the same rank and {suit} is the higher suit</source>
        <translation>{why}; {others} — того же ранга, и {suit} — старшая масть</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{why}; {others} is the same rank and {suit} is the lower suit</source>
        <translation>{why}; {others} — того же ранга, и {suit} — младшая масть</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>2-7 Draw</source>
        <translation>Дро 2-7</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>5-Card Omaha</source>
        <translation>Пятикарточная Омаха</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Five Card Draw</source>
        <translation>Пятикарточный дро</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Five Card Stud</source>
        <translation>Пятикарточный стад</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Hold'em</source>
        <translation>Холдем</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Omaha</source>
        <translation>Омаха</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Omaha Hi-Lo</source>
        <translation>Омаха хай-лоу</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Razz</source>
        <translation>Разз</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Seven Card Stud</source>
        <translation>Семикарточный стад</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Short Deck</source>
        <translation>Шорт-дек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Stud Hi-Lo</source>
        <translation>Стад хай-лоу</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>a seat still in the hand (every seat is folded or out)</source>
        <translation>место, ещё участвующее в раздаче (все места сбросили карты или вне раздачи)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>seat {seat} ({entered} of {needed} cards)</source>
        <translation>место {seat} ({entered} из {needed} карт)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>seat {seat}: '{text}' is not a number of chips (type 1200, or 200+400+600)</source>
        <translation>место {seat}: «{text}» — не количество фишек (введите 1200 или 200+400+600)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>seat {seat}: dead money '{text}' is not a number of chips (type 200, or 0)</source>
        <translation>место {seat}: мёртвые деньги «{text}» — не количество фишек (введите 200 или 0)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>seat {seat}: {text} is negative: type the chips the seat put in (1200, or 200+400+600)</source>
        <translation>место {seat}: {text} — отрицательное число: введите фишки, которые место вложило (1200 или 200+400+600)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>the board ({entered} of {needed} cards)</source>
        <translation>борд ({entered} из {needed} карт)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>the chips of seat {seat}</source>
        <translation>фишки места {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>the chips of seats {seats}</source>
        <translation>фишки мест {seats}</translation>
    </message>
</context>
<context>
    <name>HotKeysDialog</name>
    <message>
        <location filename="../../floor/ui/setup/hotkeys_dialog.py"/>
        <source>Click an action's key and press the new one (Ctrl, Alt or Shift with it, as you like). A key can start one action only.</source>
        <translation>Щёлкните по клавише действия и нажмите новую (с Ctrl, Alt или Shift — как удобно). Одна клавиша запускает только одно действие.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/hotkeys_dialog.py"/>
        <source>Floor — hot keys</source>
        <translation>Floor — горячие клавиши</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/hotkeys_dialog.py"/>
        <source>No key</source>
        <translation>Без клавиши</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/hotkeys_dialog.py"/>
        <source>The keys Floor came with are back: OK keeps them</source>
        <translation>Клавиши по умолчанию возвращены: OK сохранит их</translation>
    </message>
</context>
<context>
    <name>Hotkeys</name>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Hot keys saved</source>
        <translation>Горячие клавиши сохранены</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Next level</source>
        <translation>Следующий уровень</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>One minute less</source>
        <translation>Убавить минуту</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>One minute more</source>
        <translation>Добавить минуту</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Pause ({key})</source>
        <translation>Пауза ({key})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Previous level</source>
        <translation>Предыдущий уровень</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Register: to the name field</source>
        <translation>Регистрация: к полю имени</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Resume ({key})</source>
        <translation>Продолжить ({key})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Take back the last action</source>
        <translation>Отменить последнее действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Take back the last action ({key})</source>
        <translation>Отменить последнее действие ({key})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} alone is kept for the clock: add Ctrl or Alt</source>
        <translation>Клавиша {key} без модификаторов оставлена для часов: добавьте Ctrl или Alt</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} alone moves or edits in the text fields and lists: add Ctrl or Alt</source>
        <translation>Клавиша {key} без модификаторов перемещает или правит в полях и списках: добавьте Ctrl или Alt</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} alone would be typed into the text fields: add Ctrl or Alt</source>
        <translation>Клавиша {key} без модификаторов вводится в текстовые поля: добавьте Ctrl или Alt</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} copies, cuts, pastes or selects in the text fields: choose another</source>
        <translation>Клавиша {key} копирует, вырезает, вставляет или выделяет в текстовых полях: выберите другую</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} is already the key of “{action}”</source>
        <translation>Клавиша {key} уже назначена действию «{action}»</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} is not a single key Floor can use</source>
        <translation>{key} — не клавиша, которую Floor может использовать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} opens the menus: add Ctrl</source>
        <translation>Клавиша {key} открывает меню: добавьте Ctrl</translation>
    </message>
</context>
<context>
    <name>HouseDialog</name>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>House settings</source>
        <translation>Настройки клуба</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>The house rules this tournament runs with. A change applies from now on; the log keeps which setting each earlier decision was made with. Point at a setting to read the rules it chooses between.</source>
        <translation>Правила клуба, по которым идёт этот турнир. Изменение действует с этого момента; журнал хранит, с какой настройкой было принято каждое прежнее решение. Наведите указатель на настройку, чтобы прочитать правила, между которыми она выбирает.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{explanation} ({rules})</source>
        <translation>{explanation} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{explanation} By default: {choice}.</source>
        <translation>{explanation} По умолчанию: {choice}.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{explanation} This is the default.</source>
        <translation>{explanation} Это значение по умолчанию.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{game}: {cards}</source>
        <translation>{game}: {cards}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{rule}: {text}</source>
        <translation>{rule}: {text}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{setting}: {choice}</source>
        <translation>{setting}: {choice}</translation>
    </message>
</context>
<context>
    <name>League</name>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>A tournament of its own with the players starred registered, on the settings of the season's latest tournament</source>
        <translation>Отдельный турнир, в который записаны игроки со звёздочкой, с настройками последнего турнира сезона</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Create the final</source>
        <translation>Создать финал</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Hits</source>
        <translation>Выбил</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>League</source>
        <translation>Лига</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Points formula</source>
        <translation>Формула очков</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Results that count (best of)</source>
        <translation>Засчитываются лучшие результаты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Save as PDF…</source>
        <translation>Сохранить в PDF…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Save the season</source>
        <translation>Сохранить сезон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Season</source>
        <translation>Сезон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Season saved: {league}, {season}</source>
        <translation>Сезон сохранён: {league}, {season}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Seats in the final</source>
        <translation>Мест в финале</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Standings as PDF</source>
        <translation>Таблица в PDF</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Standings saved to {path}</source>
        <translation>Таблица сохранена: {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>The final is tournament {number}</source>
        <translation>Финал — турнир {number}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>The leagues are kept at the desk that holds the database</source>
        <translation>Лиги хранятся на рабочем месте, где хранится база</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>The standings could not be saved to {path}: {reason}</source>
        <translation>Не удалось сохранить таблицу в {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>This tournament counts for the season</source>
        <translation>Этот турнир идёт в зачёт сезона</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>every result</source>
        <translation>все результаты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>no final</source>
        <translation>без финала</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>plays the final</source>
        <translation>играет в финале</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>type the formula, e.g. {example}</source>
        <translation>введите формулу, например {example}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>{league}, season {season}: standings</source>
        <translation>{league}, сезон {season}: таблица</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>{title} is tournament {number}: {count} players registered. Start the console again to run it (it opens the latest tournament).</source>
        <translation>{title} — турнир {number}: записано игроков: {count}. Чтобы провести его, запустите консоль заново (она открывает последний турнир).</translation>
    </message>
</context>
<context>
    <name>Members</name>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Add member</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Bounties</source>
        <translation>Баунти</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Entries</source>
        <translation>Входы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Find a member: name, nickname or id</source>
        <translation>Найти члена клуба: имя, ник или номер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Hits</source>
        <translation>Выбил</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Id</source>
        <translation>Номер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Link to the selected member</source>
        <translation>Привязать к выбранному члену клуба</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Member added: {name}, id {member_id}</source>
        <translation>Добавлен член клуба: {name}, номер {member_id}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Members of the club</source>
        <translation>Члены клуба</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Merge the selected into…</source>
        <translation>Объединить выбранного с…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Reading the results of {name}…</source>
        <translation>Читаем результаты: {name}…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Same person as</source>
        <translation>Тот же человек, что</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Select a member to see every tournament they played.</source>
        <translation>Выберите члена клуба, чтобы увидеть все его турниры.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>The members are kept at the desk that holds the database</source>
        <translation>Список членов клуба — на рабочем месте, где хранится база</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>a player of this tournament: number or name</source>
        <translation>игрок этого турнира: номер или имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>empty: Floor makes one</source>
        <translation>пусто: Floor присвоит сам</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>playing</source>
        <translation>играет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>the member they are: type a name, pick from the list</source>
        <translation>участник, которым он является: введите имя, выберите из списка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>{duplicate} is now {name}: their results are one member's</source>
        <translation>{duplicate} теперь {name}: их результаты — одного человека</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>{name} · tournaments played: {count} · won: {won}</source>
        <translation>{name} · сыграно турниров: {count} · выиграно: {won}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>{player} is now member {name} ({member_id})</source>
        <translation>{player} теперь член клуба {name} ({member_id})</translation>
    </message>
</context>
<context>
    <name>PagesControl</name>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Player pages off: phones see nothing until they are turned on again</source>
        <translation>Страницы игроков выключены: телефоны ничего не увидят, пока их снова не включат</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Player pages on: {url} — the lobby QR is on the clock display</source>
        <translation>Страницы игроков включены: {url} — QR лобби на экране часов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Player pages: off</source>
        <translation>Страницы игроков: выкл.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Player pages: {url}</source>
        <translation>Страницы игроков: {url}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>The player pages are not available in this window</source>
        <translation>Страницы игроков недоступны в этом окне</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>The player pages could not be brought up to date: {reason}</source>
        <translation>Не удалось обновить страницы игроков: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>The player pages did not start: {reason}</source>
        <translation>Страницы игроков не запустились: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Turn off</source>
        <translation>Выключить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Turn on</source>
        <translation>Включить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>the player pages are not available in this window</source>
        <translation>страницы игроков недоступны в этом окне</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>the player pages are off, so the address on the paper would not answer: turn them on first (status bar)</source>
        <translation>страницы игроков выключены, и адрес на бумаге не откроется: сначала включите их (строка состояния)</translation>
    </message>
</context>
<context>
    <name>PairDialog</name>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>4 to 8 digits, typed on the phone too</source>
        <translation>от 4 до 8 цифр, их вводят и на телефоне</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Device:</source>
        <translation>Устройство:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Floor — pair a device</source>
        <translation>Floor — подключение устройства</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Person:</source>
        <translation>Человек:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Scan the code with the device, or open the address and type the six digits</source>
        <translation>Отсканируйте код устройством или откройте адрес и введите шесть цифр</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Show the pairing code</source>
        <translation>Показать код подключения</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Table:</source>
        <translation>Стол:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>The room service is off: turn the player pages on first (status bar), then pair the device</source>
        <translation>Сервис зала выключен: сначала включите страницы игроков (строка состояния), затем подключайте устройство</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>The room's certificate: {fingerprint}
A tablet shows how to trust it once; a Floor window on another computer: --server {server} --code {code}-{digits}</source>
        <translation>Сертификат зала: {fingerprint}
Планшет покажет, как один раз ему довериться; окно Floor на другом компьютере: --server {server} --code {code}-{digits}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>name of the floor person</source>
        <translation>имя флора</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>no tables yet</source>
        <translation>столов пока нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>valid until {time}</source>
        <translation>действует до {time}</translation>
    </message>
</context>
<context>
    <name>PayoutTemplates</name>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Add a bracket</source>
        <translation>Добавить диапазон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Add a place</source>
        <translation>Добавить место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Brackets by field size</source>
        <translation>Диапазоны по числу входов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Every bracket adds up to 100%: the template can be saved</source>
        <translation>Каждый диапазон в сумме даёт 100 %: шаблон можно сохранить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>From (entries)</source>
        <translation>От (входов)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Name of the new template</source>
        <translation>Название нового шаблона</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Payout templates</source>
        <translation>Шаблоны выплат</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Payout templates are kept at the desk that holds the database: edit them there</source>
        <translation>Шаблоны выплат хранятся на компьютере, где находится база данных: изменяйте их там</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Places paid</source>
        <translation>Оплачиваемые места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Places paid: {bracket}</source>
        <translation>Оплачиваемые места: {bracket}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Remove the bracket</source>
        <translation>Убрать диапазон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Remove the last place</source>
        <translation>Убрать последнее место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Share of the pool, %</source>
        <translation>Доля фонда, %</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Template</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Template {name} deleted; tournaments made with it keep their copy</source>
        <translation>Шаблон «{name}» удалён; турниры, созданные по нему, сохраняют свою копию</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Template {name} saved: tournaments created from now on pay by it</source>
        <translation>Шаблон «{name}» сохранён: по нему платят турниры, созданные с этого момента</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>To (empty: and up)</source>
        <translation>До (пусто: и больше)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Together: {total}</source>
        <translation>Итого: {total}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Use Save as… to keep a copy of your own</source>
        <translation>Нажмите «Сохранить как…», чтобы сохранить свою копию</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>bracket {number}: the first field size</source>
        <translation>диапазон {number}: наименьшее число входов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>bracket {number}: the last field size</source>
        <translation>диапазон {number}: наибольшее число входов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>{bracket}, {place} place: {problem}</source>
        <translation>{bracket}, место {place}: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>{name} (shipped with Floor, read-only)</source>
        <translation>{name} (из поставки Floor, только чтение)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>{name} is shipped with Floor and stays as it is: Save as… keeps a copy of your own to edit</source>
        <translation>«{name}» поставляется с Floor и не меняется: «Сохранить как…» создаст вашу копию для правки</translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Back to the table</source>
        <translation>Вернуть по таблице</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Chip chop deal for {count} players (shown, not recorded)</source>
        <translation>Сделка чип-чоп, игроков: {count} (показана, не записана)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal recorded: its amounts are the prizes of the players in it</source>
        <translation>Сделка записана: её суммы — призы её участников</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal taken back: the payout sheet pays again</source>
        <translation>Сделка отменена: снова действует таблица выплат</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal: ICM</source>
        <translation>Сделка: ICM</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal: chip chop</source>
        <translation>Сделка: чип-чоп</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal…</source>
        <translation>Сделка…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Finished</source>
        <translation>Финишировал</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>ICM deal for {count} players (shown, not recorded)</source>
        <translation>Сделка по ICM, игроков: {count} (показана, не записана)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Payouts back to the table</source>
        <translation>Выплаты снова по таблице</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Payouts saved: 1st place takes up the difference</source>
        <translation>Выплаты сохранены: разницу получает 1-е место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize pool {pool} from {entries} entries</source>
        <translation>Призовой фонд {pool}, входов: {entries}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize pool {pool} from {entries} entries (set by hand)</source>
        <translation>Призовой фонд {pool}, входов: {entries} (задан вручную)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize pool {pool} from {entries} entries: {seats} seats of {seat}</source>
        <translation>Призовой фонд {pool} от {entries} входов: путёвок по {seat}: {seats}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize pool {pool} from {entries} entries: {seats} seats of {seat}, and {cash} in cash to the next place</source>
        <translation>Призовой фонд {pool} от {entries} входов: путёвок по {seat}: {seats}, и {cash} деньгами следующему месту</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Save payouts</source>
        <translation>Сохранить выплаты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Seat ({value})</source>
        <translation>Путёвка ({value})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Take back the deal</source>
        <translation>Отменить сделку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Takes now</source>
        <translation>Получает сейчас</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>the prize for {place} place</source>
        <translation>Приз за место {place}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>{line}. A deal is in force: its amounts are the prizes of the players in it</source>
        <translation>{line}. Действует сделка: её суммы — призы её участников</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>{line}. Note: {problem}</source>
        <translation>{line}. Внимание: {problem}</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <location filename="../../floor/web/snapshot.py"/>
        <source>Ante {ante}</source>
        <translation>Анте {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Average</source>
        <translation>Средний стек</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>BREAK</source>
        <translation>ПЕРЕРЫВ</translation>
    </message>
    <message>
        <location filename="../../floor/web/snapshot.py"/>
        <source>Big-blind ante {ante}</source>
        <translation>Анте большого блайнда {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>Bounties won: {won}</source>
        <translation>Выиграно баунти: {won}</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>Bounty on you: {head} · bounties won: {won}</source>
        <translation>Баунти на вас: {head} · выиграно баунти: {won}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Break in {time}</source>
        <translation>Перерыв через {time}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Find your name</source>
        <translation>Найдите своё имя</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>In the deal · prize {prize}</source>
        <translation>В сделке · приз {prize}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>League standings</source>
        <translation>Таблица лиги</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>League: no points yet this season</source>
        <translation>Лига: в этом сезоне очков пока нет</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>League: {place} of {count} · {points} points</source>
        <translation>Лига: {place}-е место из {count} · очков: {points}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Level {level}</source>
        <translation>Уровень {level}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Next: {blinds}</source>
        <translation>Далее: {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>OK, got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Open the lobby: the clock and the seating chart</source>
        <translation>Открыть лобби: часы и рассадка</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>PAUSED</source>
        <translation>ПАУЗА</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Page not found</source>
        <translation>Страница не найдена</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Payouts</source>
        <translation>Выплаты</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Seat {seat}</source>
        <translation>Место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>This link is old or mistyped: a player’s own page opens from the code on the seat card.</source>
        <translation>Эта ссылка устарела или набрана с ошибкой: личная страница игрока открывается по коду на его карточке места.</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>You have been moved: table {table}, seat {seat}</source>
        <translation>Вас пересадили: стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>You won the tournament</source>
        <translation>Вы выиграли турнир</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>lobby</source>
        <translation>лобби</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>not updated since {time}</source>
        <translation>не обновлялось с {time}</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>{place} · prize {prize}</source>
        <translation>{place} · приз {prize}</translation>
    </message>
</context>
<context>
    <name>PlayerPicker</name>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>Empty seat</source>
        <translation>Пустое место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>Seat {seat}, this hand only:</source>
        <translation>Место {seat}, только на эту раздачу:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>Type a name to search</source>
        <translation>Введите имя для поиска</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>not in this hand</source>
        <translation>не в этой раздаче</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>not seated</source>
        <translation>без места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>table {table}, seat {seat}</source>
        <translation>стол {table}, место {seat}</translation>
    </message>
</context>
<context>
    <name>PlayerQrPanel</name>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>Seat card…</source>
        <translation>Карточка места…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>Select a player to show the QR of his page</source>
        <translation>Выберите игрока, чтобы показать QR его страницы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>Table {table} · Seat {seat}</source>
        <translation>Стол {table} · Место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>Turn on the player pages (status bar) to show this player's QR and print a seat card</source>
        <translation>Включите страницы игроков (строка состояния), чтобы показать QR-код игрока и напечатать карточку места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>no seat yet</source>
        <translation>места ещё нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>out of the tournament</source>
        <translation>выбыл из турнира</translation>
    </message>
</context>
<context>
    <name>Poster</name>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Find your seat</source>
        <translation>Найдите своё место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Lobby: {tournament}</source>
        <translation>Лобби: {tournament}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Or type this address into the browser:</source>
        <translation>Или введите этот адрес в браузере:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Scan with your phone's camera: your table and seat, the clock, the payouts.</source>
        <translation>Наведите камеру телефона: ваш стол и место, часы, выплаты.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Your phone must be on the room's network (Wi-Fi).</source>
        <translation>Телефон должен быть подключён к сети зала (Wi-Fi).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>cannot write {path}</source>
        <translation>не удаётся записать {path}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Shortcut</source>
        <translation>Ярлык</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Select All</source>
        <translation>&amp;Выделить всё</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Step up</source>
        <translation>Шаг вв&amp;ерх</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Step &amp;down</source>
        <translation>Шаг вн&amp;из</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 уже существует.
Заменить его?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Choose</source>
        <translation>&amp;Выбрать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Новая папка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>All Files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Change to detail view mode</source>
        <translation>Переключить в подробный режим</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Change to list view mode</source>
        <translation>Переключить в режим списка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Create New Folder</source>
        <translation>Создать папку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Create a New Folder</source>
        <translation>Создать новую папку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Detail View</source>
        <translation>Подробный вид</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Directory:</source>
        <translation>Каталог:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>File &amp;name:</source>
        <translation>&amp;Имя файла:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Files of type:</source>
        <translation>Типы файлов:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Go back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Go forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Go to the parent directory</source>
        <translation>Перейти в родительский каталог</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>List View</source>
        <translation>Список</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>List of places and bookmarks</source>
        <translation>Места и закладки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Look in:</source>
        <translation>Перейти к:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>New Folder</source>
        <translation>Новая папка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Parent Directory</source>
        <translation>Родительский каталог</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Recent Places</source>
        <translation>Недавние документы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Save As</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Show &amp;hidden files</source>
        <translation>Показать ск&amp;рытые файлы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Sidebar</source>
        <translation>Боковая панель</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Date Modified</source>
        <translation>Дата изменения</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Enter a value:</source>
        <translation>Укажите значение:</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Press shortcut</source>
        <translation>Нажмите комбинацию клавиш</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Hide Details...</source>
        <translation>Скрыть подробности...</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Show Details...</source>
        <translation>Показать подробности...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Abort</source>
        <translation>Прервать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Discard</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Ignore</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>N&amp;o to All</source>
        <translation>Н&amp;ет для всех</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Restore Defaults</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Save All</source>
        <translation>Сохранить все</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Yes to &amp;All</source>
        <translation>Да для &amp;всех</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Ins</source>
        <translation>Ins</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Left</source>
        <translation>Влево</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Right</source>
        <translation>Вправо</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>Rename</name>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Rename #{number}</source>
        <translation>Переименовать №{number}</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Cannot settle: {reason}</source>
        <translation>Невозможно рассчитать: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Eligible</source>
        <translation>Претенденты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Hand</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>High</source>
        <translation>Хай</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Low</source>
        <translation>Лоу</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Main pot</source>
        <translation>Основной банк</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Push</source>
        <translation>Выдать</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Push the chips:</source>
        <translation>Передайте фишки:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Side pot {number}</source>
        <translation>Побочный банк {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Still to enter: {missing}</source>
        <translation>Осталось ввести: {missing}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Stop: the deck is defective ({procedure}).
{fact}.</source>
        <translation>Стоп: колода дефектна ({procedure}).
{fact}.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Stop: the deck is defective.
{fact}.</source>
        <translation>Стоп: колода дефектна.
{fact}.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Uncalled bet returned to seat {seat}: {amount}</source>
        <translation>Неуравненная ставка возвращена месту {seat}: {amount}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Won by</source>
        <translation>Выиграл</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>first winner left of the button (PT-08)</source>
        <translation>первый победитель слева от баттона (PT-08)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>highest card by suit in its five-card hand (PT-09)</source>
        <translation>старшая карта по масти в его комбинации из пяти карт (PT-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>highest card by suit of all its cards (PT-09)</source>
        <translation>старшая карта по масти среди всех его карт (PT-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>lowest card by suit in its five-card hand (PT-09)</source>
        <translation>младшая карта по масти в его комбинации из пяти карт (PT-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>lowest card by suit of all its cards (PT-09)</source>
        <translation>младшая карта по масти среди всех его карт (PT-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>no low</source>
        <translation>нет лоу</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>{pot}: odd chip {amount} to seat {seat}: {reason}</source>
        <translation>{pot}: нечётная фишка {amount} — месту {seat}: {reason}</translation>
    </message>
</context>
<context>
    <name>ResultsReport</name>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>A4, 1 page</source>
        <translation>A4, 1 страница</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>A4, {pages} pages</source>
        <translation>A4, страниц: {pages}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Add-ons</source>
        <translation>Аддоны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Bounties</source>
        <translation>Баунти</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Buy-in</source>
        <translation>Бай-ин</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Collected</source>
        <translation>Собрано</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Ended</source>
        <translation>Конец</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Ended in</source>
        <translation>Завершён на этапе</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Entries</source>
        <translation>Входы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Guarantee</source>
        <translation>Гарантия</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Hits</source>
        <translation>Выбил</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>No players registered</source>
        <translation>Нет зарегистрированных игроков</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Now in</source>
        <translation>Сейчас идёт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Overlay</source>
        <translation>Доплата до гарантии</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Page {page} of {pages}</source>
        <translation>Страница {page} из {pages}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Places paid</source>
        <translation>Призовых мест</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Prize pool</source>
        <translation>Призовой фонд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Re-entries</source>
        <translation>Повторные входы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Rebuys</source>
        <translation>Ребаи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report</source>
        <translation>Отчёт об итогах</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report saved to {path} (1 page)</source>
        <translation>Отчёт об итогах сохранён в {path} (1 страница)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report saved to {path} ({pages} pages)</source>
        <translation>Отчёт об итогах сохранён в {path} (страниц: {pages})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report sent to {printer}</source>
        <translation>Отчёт об итогах отправлен на {printer}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report · {date}</source>
        <translation>Отчёт об итогах · {date}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Save as PDF…</source>
        <translation>Сохранить в PDF…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Save the results report</source>
        <translation>Сохранить отчёт об итогах</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Standings</source>
        <translation>Итоговая таблица</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Standings (continued)</source>
        <translation>Итоговая таблица (продолжение)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Still running: {count} players left</source>
        <translation>Турнир идёт, осталось игроков: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Structure played</source>
        <translation>Сыгранная структура</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Structure played (continued)</source>
        <translation>Сыгранная структура (продолжение)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>The printer refused the report: {reason}</source>
        <translation>Принтер не принял отчёт: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>The report could not be saved to {path}: {reason}</source>
        <translation>Не удалось сохранить отчёт в {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Won by {name}</source>
        <translation>Победитель: {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>cannot start another page</source>
        <translation>не удаётся начать следующую страницу</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>color-up: {chips}</source>
        <translation>снятие фишек: {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>level {level}</source>
        <translation>уровень {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>the break after level {level}</source>
        <translation>перерыв после уровня {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>the printer</source>
        <translation>принтер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>the printer or the file cannot be written</source>
        <translation>принтер или файл недоступны для записи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>{ante} (BB)</source>
        <translation>{ante} (ББ)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>{players} players in the standings, {levels} levels and breaks played</source>
        <translation>Игроков в таблице: {players}; сыграно уровней и перерывов: {levels}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>{tournament} — results report</source>
        <translation>{tournament} — отчёт об итогах</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <location filename="../../floor/ui/common/sending.py"/>
        <source>Room service</source>
        <translation>Служба зала</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sending.py"/>
        <source>Sending to the room service… (while it does not answer, Floor sends the action again; it is done once)</source>
        <translation>Отправка в службу зала… (пока она не отвечает, Floor отправляет действие снова; оно будет выполнено один раз)</translation>
    </message>
</context>
<context>
    <name>RulingsDecide</name>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>1. Hand state</source>
        <translation>1. Состояние раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>2. What was found</source>
        <translation>2. Что обнаружено</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>3. The facts (blank = not known)</source>
        <translation>3. Факты (пусто = неизвестно)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Choose the hand state and what was found.</source>
        <translation>Выберите состояние раздачи и что обнаружено.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Confirm the ruling</source>
        <translation>Подтвердить решение</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Override…</source>
        <translation>Решить иначе…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Ruling {row} confirmed (#{event})</source>
        <translation>Решение {row} подтверждено (#{event})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Ruling {row} confirmed (#{event}) at table {table}</source>
        <translation>Решение {row} подтверждено (#{event}) за столом {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Ruling {row} overridden (#{event})</source>
        <translation>Решение {row} изменено флором (#{event})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Ruling {row} overridden (#{event}) at table {table}</source>
        <translation>Решение {row} изменено флором (#{event}) за столом {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Search the rulebook: e.g. boxed card, joker, phone</source>
        <translation>Поиск в своде правил: напр. перевёрнутая карта, джокер, телефон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>There is no ruling to confirm yet: give the facts Floor asks for</source>
        <translation>Подтверждать пока нечего: укажите факты, которые запрашивает Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>What the floor rules instead (optional)</source>
        <translation>Что решает флор вместо этого (необязательно)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Why the floor rules otherwise (required to override)</source>
        <translation>Почему флор решает иначе (обязательно для изменения)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>hand no.</source>
        <translation>№ раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>the hand number</source>
        <translation>Номер раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>{row} is reached from another row: pick the situation it names</source>
        <translation>К {row} приводит другой пункт: выберите ситуацию, которую он называет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>{row}: {title} — now give the facts</source>
        <translation>{row}: {title} — теперь укажите факты</translation>
    </message>
</context>
<context>
    <name>RulingsFacts</name>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>3rd street</source>
        <translation>третья улица</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>4th street</source>
        <translation>четвёртая улица</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>5th street</source>
        <translation>пятая улица</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>6th street</source>
        <translation>шестая улица</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>7th street</source>
        <translation>седьмая улица</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Any action taken?</source>
        <translation>Были действия?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Big blind seat</source>
        <translation>Место большого блайнда</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Button seat</source>
        <translation>Место баттона</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Cards affected (blank: 1)</source>
        <translation>Затронуто карт (пусто: 1)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Cards exposed</source>
        <translation>Открытые карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Carryover (chips)</source>
        <translation>Перенос в следующий банк (фишки)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Chips put in, per seat</source>
        <translation>Фишки в банке, по местам</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Deliberate? (blank: no)</source>
        <translation>Умышленно? (пусто: нет)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Face up or down</source>
        <translation>Открыта или закрыта</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Floor needs: {facts}.</source>
        <translation>Floor нужно знать: {facts}.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Found by</source>
        <translation>Кто обнаружил</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Happened before? (blank: no)</source>
        <translation>Случалось раньше? (пусто: нет)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Holder acted?</source>
        <translation>Владелец карт сделал ход?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Last aggressor's seat</source>
        <translation>Место последнего агрессора</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>More than one row of the rulebook applies here, so Floor proposes nothing: the floor decides (TDA rule 1).</source>
        <translation>Здесь подходит больше одного пункта свода правил, поэтому Floor ничего не предлагает: решает флор (правило TDA 1).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>No row of the rulebook covers this situation, so Floor proposes nothing: the floor decides (TDA rule 1).</source>
        <translation>Ни один пункт свода правил не охватывает эту ситуацию, поэтому Floor ничего не предлагает: решает флор (правило TDA 1).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>No ruling yet.</source>
        <translation>Решения пока нет.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Offence</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Players seated at the table</source>
        <translation>Игроков за столом</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Players who acted after the blinds</source>
        <translation>Игроков, сходивших после блайндов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Recoverable 100%?</source>
        <translation>Восстановимо на 100%?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Requester called the river?</source>
        <translation>Запросивший уравнял на ривере?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Requester holds his cards?</source>
        <translation>Запросивший держит свои карты?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Requester won?</source>
        <translation>Запросивший выиграл?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Rounds</source>
        <translation>Круги</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seat concerned</source>
        <translation>Место, о котором речь</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seat that exploited it</source>
        <translation>Место, которое этим воспользовалось</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seats dealt in</source>
        <translation>Места, получившие карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seats eligible for the carryover</source>
        <translation>Места, претендующие на перенос</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seats on penalty</source>
        <translation>Места на штрафе</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seats still live</source>
        <translation>Места с живыми картами</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Small blind seat</source>
        <translation>Место малого блайнда</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Sources</source>
        <translation>Источники</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Still possible:</source>
        <translation>Ещё возможны:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Street</source>
        <translation>Улица</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Then</source>
        <translation>Затем</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>What happens</source>
        <translation>Что происходит</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Where is the odd card</source>
        <translation>Где посторонняя карта</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Winning seats</source>
        <translation>Места-победители</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>a product default: the house must approve it</source>
        <translation>значение Floor по умолчанию: его должен утвердить клуб</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>a seat number</source>
        <translation>номер места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>abuse</source>
        <translation>оскорбления</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>after substantial action</source>
        <translation>после существенного действия</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>all in betting over</source>
        <translation>олл-ин, торговля окончена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>all-in run-out</source>
        <translation>олл-ин, открытие оставшихся карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>award dispute</source>
        <translation>спор о выдаче банка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>award pot</source>
        <translation>выдача банка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>betting begun, before substantial action</source>
        <translation>торговля началась, до существенного действия</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>bettor discarded</source>
        <translation>поставивший сбросил карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>between hands</source>
        <translation>между раздачами</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>boxed card</source>
        <translation>перевёрнутая карта</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>boxed cards</source>
        <translation>перевёрнутые карты (две и более)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>button short</source>
        <translation>баттону сдано слишком мало карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>card dealt too early</source>
        <translation>карта сдана слишком рано</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>carryover pot</source>
        <translation>перенос в следующий банк</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>cheating</source>
        <translation>мошенничество</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>chip dumping</source>
        <translation>чип-дампинг</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>chips out of view</source>
        <translation>фишки унесены из поля зрения</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>claim pot</source>
        <translation>претензия на банк</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>collusion</source>
        <translation>сговор</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealer</source>
        <translation>дилер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealer exposed card</source>
        <translation>дилер открыл карту</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealer handover</source>
        <translation>смена дилера</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealer killed hand</source>
        <translation>дилер убил руку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealing error</source>
        <translation>ошибка сдачи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>dealt, no voluntary action</source>
        <translation>карты розданы, добровольных действий нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>deck change request</source>
        <translation>просьба заменить колоду</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>defective card</source>
        <translation>дефектная карта</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>deliberate miscall</source>
        <translation>умышленно неверное объявление комбинации</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>device misuse</source>
        <translation>неправильное использование устройств</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>device on table</source>
        <translation>устройство на столе</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>device use live hand</source>
        <translation>использование устройства с живой рукой</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>different back</source>
        <translation>карта с другой рубашкой</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>discarded face down</source>
        <translation>карты сброшены рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>disqualification</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>disruptive</source>
        <translation>поведение, мешающее игре</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dodging blinds</source>
        <translation>уклонение от блайндов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>draw</source>
        <translation>обмен карт (дро)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>duplicate card</source>
        <translation>карта-дубль</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>etiquette</source>
        <translation>нарушение этикета</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>exposing cards action pending</source>
        <translation>открытие карт при незавершённой торговле</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>extra cards</source>
        <translation>лишние карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>face down</source>
        <translation>закрыта</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>face up</source>
        <translation>открыта</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>floor</source>
        <translation>флор</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>flop</source>
        <translation>флоп</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>flop without burn</source>
        <translation>флоп без сжигания карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>four card flop</source>
        <translation>флоп из четырёх карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>hand concluded</source>
        <translation>раздача завершена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>house setting {setting}: {choice}</source>
        <translation>настройка клуба {setting}: {choice}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>house setting “{setting}”: {choice}</source>
        <translation>настройка клуба «{setting}»: {choice}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>in the cards dealt</source>
        <translation>в сданных картах</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>in the stub</source>
        <translation>в стабе (остатке колоды)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>initial deal in progress</source>
        <translation>идёт первоначальная раздача карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>joker</source>
        <translation>джокер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>kill winning hand</source>
        <translation>выигрышную руку вот-вот убьют</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>loser mucks</source>
        <translation>проигравший сбрасывает карты в мак</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>marked cards</source>
        <translation>меченые карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>misdeal declared</source>
        <translation>объявлена неправильная раздача (мисдил)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>missed round penalty</source>
        <translation>штраф пропуском круга</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>missing cards</source>
        <translation>недостающие карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>mucked thinking won</source>
        <translation>сбросил карты в мак, думая, что выиграл</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>next hand after substantial action</source>
        <translation>следующая раздача, после существенного действия</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>next hand begun</source>
        <translation>следующая раздача началась</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>non standard card</source>
        <translation>карта, не относящаяся к игре</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>offence</source>
        <translation>нарушение</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>one card shown</source>
        <translation>показана одна карта</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>one of the first two cards</source>
        <translation>одна из первых двух карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>one other card</source>
        <translation>одна из остальных карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>one player to a hand</source>
        <translation>нарушение правила «один игрок — одна рука»</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>penalty given</source>
        <translation>назначен штраф</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>phone call</source>
        <translation>телефонный разговор</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>player exposed card</source>
        <translation>игрок открыл карту</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>player on penalty</source>
        <translation>игрок на штрафе</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>pot pushed, hands retrievable</source>
        <translation>банк отдан, карты можно восстановить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>preflop</source>
        <translation>префлоп</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>rabbit hunt</source>
        <translation>рэббит-хант</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>rail request</source>
        <translation>просьба отодвинуть зрителей</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>reached through {rows}</source>
        <translation>получено через {rows}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>river</source>
        <translation>ривер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>rulebook {version}</source>
        <translation>свод правил {version}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>seat:chips, e.g. 1:50, 2:100, 5:300</source>
        <translation>место:фишки, напр. 1:50, 2:100, 5:300</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>seats, e.g. 1, 4, 6</source>
        <translation>места, напр. 1, 4, 6</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>see hand request</source>
        <translation>просьба показать руку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>show order</source>
        <translation>порядок показа карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>showdown</source>
        <translation>вскрытие карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>showdown reading</source>
        <translation>чтение рук на шоудауне</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>showed cards to non player</source>
        <translation>карты показаны постороннему</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>shuffle</source>
        <translation>тасование</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>soft play</source>
        <translation>софт-плей</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>spectator</source>
        <translation>зритель</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>spectator comment</source>
        <translation>комментарий зрителя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>spectator points out error</source>
        <translation>зритель указал на ошибку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>spectators near table</source>
        <translation>зрители у стола</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>strategy tool</source>
        <translation>стратегические программы и подсказки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>stub disordered</source>
        <translation>стаб уронен или перепутан</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>stub short</source>
        <translation>в стабе не хватает карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>stud upcards picked up</source>
        <translation>стад: подняты открытые карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>throwing cards</source>
        <translation>бросание карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>turn</source>
        <translation>тёрн</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>two or more cards</source>
        <translation>две карты или больше</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>uncontested</source>
        <translation>ставку никто не уравнял</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>unidentifiable player</source>
        <translation>игрока невозможно опознать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>wrong number of cards</source>
        <translation>неверное число карт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>{fact}: {text} is not {expected}</source>
        <translation>{fact}: {text} — ожидается {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>{part}: write each seat's chips as seat:chips, e.g. 2:100</source>
        <translation>{part}: укажите фишки каждого места в виде место:фишки, напр. 2:100</translation>
    </message>
</context>
<context>
    <name>RulingsIncidents</name>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source> hands</source>
        <translation> разд.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source> rounds</source>
        <translation> кр.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>A player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>A spectator</source>
        <translation>Зритель</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Asked by</source>
        <translation>Запросил</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Before</source>
        <translation>Ранее</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Every row</source>
        <translation>Все пункты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Incident {row} logged with the penalty: {penalty}</source>
        <translation>Инцидент {row} записан вместе со штрафом: {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Incident {row} logged: {incident}</source>
        <translation>Инцидент {row} записан: {incident}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Log an incident (DT-10)</source>
        <translation>Записать инцидент (DT-10)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Log the incident</source>
        <translation>Записать инцидент</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Row</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Say who it is about: the player's number or name, or the spectator in words</source>
        <translation>Укажите, о ком речь: номер или имя игрока либо описание зрителя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Table —</source>
        <translation>Стол —</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Who</source>
        <translation>Кто</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>penalty {penalty}</source>
        <translation>штраф {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>player who asked (SP-03)</source>
        <translation>игрок, который попросил (SP-03)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>player: number or name</source>
        <translation>игрок: номер или имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>the spectator, in words</source>
        <translation>зритель: кто это, словами</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>what happened (optional)</source>
        <translation>что произошло (необязательно)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>{count} incident</source>
        <translation>{count} инцидент</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>{count} incidents</source>
        <translation>Инцидентов: {count}</translation>
    </message>
</context>
<context>
    <name>RulingsLog</name>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>All tables</source>
        <translation>Все столы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Cannot write {path}: {reason}</source>
        <translation>Не удаётся записать {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Confirmed</source>
        <translation>Подтверждённые</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Confirmed and overridden</source>
        <translation>Подтверждённые и изменённые</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Export the rulings</source>
        <translation>Экспорт решений</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Exported {count} ruling to {path}</source>
        <translation>Экспортировано {count} решение в {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Exported {count} rulings to {path}</source>
        <translation>Экспортировано решений: {count}, файл {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Floor</source>
        <translation>Флор</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Overridden</source>
        <translation>Изменённые</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Row</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Row: DC, DC-02, SP-03…</source>
        <translation>Пункт: DC, DC-02, SP-03…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Sources: {sources}</source>
        <translation>Источники: {sources}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>There are no rulings to export (with these filters)</source>
        <translation>Нет решений для экспорта (с этими фильтрами)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>What was ruled</source>
        <translation>Что решено</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>confirmed</source>
        <translation>подтверждено</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>overridden</source>
        <translation>изменено</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>{count} ruling</source>
        <translation>{count} решение</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>{count} rulings</source>
        <translation>Решений: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>{outcome} (reason: {reason})</source>
        <translation>{outcome} (причина: {reason})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>{row} · {title}</source>
        <translation>{row} · {title}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>{title}: {outcome}</source>
        <translation>{title}: {outcome}</translation>
    </message>
</context>
<context>
    <name>RulingsPenalties</name>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source> hand</source>
        <translation> разд.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source> hands</source>
        <translation> разд.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source> round</source>
        <translation> кр.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source> rounds</source>
        <translation> кр.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>A hand is in progress at his table (the penalty starts after it)</source>
        <translation>За его столом идёт раздача (штраф начнётся после неё)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>End early</source>
        <translation>Снять досрочно</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Give a penalty (DT-11)</source>
        <translation>Назначить штраф (DT-11)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Give the penalty</source>
        <translation>Назначить штраф</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Given</source>
        <translation>Назначен</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Hands</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Mark served</source>
        <translation>Отметить отбытым</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Name the player: his number or his name</source>
        <translation>Укажите игрока: его номер или имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Penalty given: {penalty}</source>
        <translation>Штраф назначен: {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Penalty {penalty} ended early</source>
        <translation>Штраф {penalty} снят досрочно</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Penalty {penalty} served</source>
        <translation>Штраф {penalty} отбыт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Row</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Select the penalty to end in the list</source>
        <translation>Выберите в списке штраф, который нужно завершить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Show every penalty given (the record)</source>
        <translation>Показать все назначенные штрафы (история)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>The hands were missed at a table whose hands Floor does not see</source>
        <translation>Раздачи пропущены за столом, раздачи которого Floor не видит</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>To go</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>chips (default: his last count)</source>
        <translation>фишки (по умолчанию: последний подсчёт)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>ended</source>
        <translation>снят</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>given</source>
        <translation>назначен</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>his chips</source>
        <translation>Его фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>player: number or name</source>
        <translation>игрок: номер или имя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>reason (required)</source>
        <translation>причина (обязательно)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>served</source>
        <translation>отбыт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>serving</source>
        <translation>отбывается</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>starts after the current hand</source>
        <translation>начнётся после текущей раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>why it ends early (required)</source>
        <translation>почему снимается досрочно (обязательно)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{count} penalties in force</source>
        <translation>Действующих штрафов: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{count} penalty in force</source>
        <translation>{count} действующий штраф</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} disqualified: his chips leave play (PN-07)</source>
        <translation>{player} дисквалифицирован: его фишки выводятся из игры (PN-07)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} has no seat: a missed round needs his table (PN-02)</source>
        <translation>{player}: нет места — для пропуска круга нужен его стол (PN-02)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} is eliminated; his chips ({chips}) leave play (PN-07)</source>
        <translation>{player} выбывает; его фишки ({chips}) выводятся из игры (PN-07)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} misses {hands} hands: {seated} seated at table {table} x {rounds} round (PN-02)</source>
        <translation>{player} пропускает {hands} разд.: {seated} игр. за столом {table} x {rounds} кр. (PN-02)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} misses {hands} hands: {seated} seated at table {table} x {rounds} rounds (PN-02)</source>
        <translation>{player} пропускает {hands} разд.: {seated} игр. за столом {table} x {rounds} кр. (PN-02)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player}: type his chips, counted now (PN-07)</source>
        <translation>{player}: введите его фишки, посчитанные сейчас (PN-07)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{row} · {title}</source>
        <translation>{row} · {title}</translation>
    </message>
</context>
<context>
    <name>RulingsTab</name>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Decide</source>
        <translation>Решение</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Incidents</source>
        <translation>Инциденты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Penalties ({count})</source>
        <translation>Штрафы ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Ruling {row} confirmed (#{event}): the penalty for {player} is filled in on the Penalties page — give it there</source>
        <translation>Решение {row} подтверждено (#{event}): штраф для {player} заполнен на странице «Штрафы» — назначьте его там</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>Seat card: {name}</source>
        <translation>Карточка места: {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>Seat cards</source>
        <translation>Карточки мест</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>Seat {seat}</source>
        <translation>Место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>cannot start another page</source>
        <translation>не удаётся начать следующую страницу</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>the printer or the file cannot be written</source>
        <translation>не удаётся записать на принтер или в файл</translation>
    </message>
</context>
<context>
    <name>SeatCardDialog</name>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>1 seat card saved to {path}</source>
        <translation>1 карточка места сохранена в {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>1 seat card sent to {printer}</source>
        <translation>1 карточка места отправлена на {printer}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>80 mm receipt paper</source>
        <translation>Чековая лента 80 мм</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>A6 card (105 × 148 mm)</source>
        <translation>Карточка A6 (105 × 148 мм)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Cards for</source>
        <translation>Карточки для</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Nobody has a seat yet: draw the seats first (Tables tab)</source>
        <translation>Мест пока нет ни у кого: сначала проведите жеребьёвку мест (вкладка «Столы»)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Save as PDF…</source>
        <translation>Сохранить в PDF…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Save the seat cards</source>
        <translation>Сохранить карточки мест</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>The player pages are off, so the address on a card would not answer: turn them on first (status bar), then print</source>
        <translation>Страницы игроков выключены, и адрес на карточке не откроется: сначала включите их (строка состояния), затем печатайте</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>The printer refused the seat cards: {reason}</source>
        <translation>Принтер не принял карточки мест: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>The seat cards could not be saved to {path}: {reason}</source>
        <translation>Не удалось сохранить карточки мест в {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>everyone seated ({count})</source>
        <translation>все рассаженные ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>none of these players has a seat</source>
        <translation>ни у одного из этих игроков нет места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest draw or table break (none yet)</source>
        <translation>игроки последней жеребьёвки или закрытия стола (пока нет)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest final table ({count})</source>
        <translation>игроки финального стола ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest seat draw ({count})</source>
        <translation>игроки последней жеребьёвки мест ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest table {table} broken ({count})</source>
        <translation>игроки закрытого стола {table} ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest tables {tables} broken ({count})</source>
        <translation>игроки закрытых столов {tables} ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest {what} ({count})</source>
        <translation>игроки последнего события «{what}» ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the printer</source>
        <translation>принтер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the selected players ({count})</source>
        <translation>выбранные игроки ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>{count} seat cards saved to {path}</source>
        <translation>Карточки мест ({count}) сохранены в {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>{count} seat cards sent to {printer}</source>
        <translation>Карточки мест ({count}) отправлены на {printer}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>{tournament} — seat cards</source>
        <translation>{tournament} — карточки мест</translation>
    </message>
</context>
<context>
    <name>SeatingActions</name>
    <message>
        <location filename="../../floor/ui/seating/actions.py"/>
        <source>player {number}</source>
        <translation>игрок {number}</translation>
    </message>
</context>
<context>
    <name>SeatingCard</name>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>HALTED · {count}/{size}</source>
        <translation>ОСТАНОВЛЕН · {count}/{size}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>empty</source>
        <translation>свободно</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>player {number}</source>
        <translation>игрок {number}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>waits for the button</source>
        <translation>ждёт баттон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>{count}/{size} players</source>
        <translation>игроков: {count}/{size}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>{name}  (waits)</source>
        <translation>{name}  (ждёт)</translation>
    </message>
</context>
<context>
    <name>SeatingChart</name>
    <message>
        <location filename="../../floor/ui/seating/chart.py"/>
        <source>No seats yet: press Draw seats when the players are registered.</source>
        <translation>Мест ещё нет: нажмите «Жеребьёвка мест», когда игроки будут зарегистрированы.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/chart.py"/>
        <source>Table {table}  {count}/{size}</source>
        <translation>Стол {table}  {count}/{size}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/chart.py"/>
        <source>Table {table}  {count}/{size}  HALTED</source>
        <translation>Стол {table}  {count}/{size}  ОСТАНОВЛЕН</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/chart.py"/>
        <source>Table {table}, seat {seat}</source>
        <translation>Стол {table}, место {seat}</translation>
    </message>
</context>
<context>
    <name>SeatingDialogs</name>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>A, 2 … 10, J</source>
        <translation>A, 2 … 10, J</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Button on</source>
        <translation>Баттон на месте</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Floor proposes: {reason} [{rules}]</source>
        <translation>Floor предлагает: {reason} [{rules}]</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Move a player</source>
        <translation>Пересадить игрока</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Seat {seat}</source>
        <translation>Место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Seat {seat}  {name}</source>
        <translation>Место {seat}  {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Set the button at table {table}</source>
        <translation>Поставить баттон за столом {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>The button is on seat {seat}. Put it on the seat where it should be; the blinds follow (BT-07).</source>
        <translation>Баттон на месте {seat}. Поставьте его на место, где он должен быть; блайнды сдвинутся следом (BT-07).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>The table has no button yet. Put it on the seat where it should be; the blinds follow (BT-07).</source>
        <translation>У стола ещё нет баттона. Поставьте его на место, где он должен быть; блайнды сдвинутся следом (BT-07).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>To table</source>
        <translation>На стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>e.g. As, K♥, 10d</source>
        <translation>напр. As, K♥, 10d</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>why (goes in the log)</source>
        <translation>причина (пойдёт в журнал)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>{name} (table {table} seat {seat})</source>
        <translation>{name} (стол {table}, место {seat})</translation>
    </message>
</context>
<context>
    <name>SeatingDraws</name>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>A full redraw gives every player still in a new seat, and every table draws for the button again. Redraw all the seats?</source>
        <translation>Полная повторная жеребьёвка даёт каждому оставшемуся игроку новое место, и за каждым столом баттон разыгрывается заново. Разыграть все места заново?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>A: seat cards</source>
        <translation>A: карты мест</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>B: rank cards, one table</source>
        <translation>B: карты по рангу, один стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>C: high card, two steps</source>
        <translation>C: старшая карта, два этапа</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Draw the seats first</source>
        <translation>Сначала разыграйте места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Full redraw</source>
        <translation>Полная повторная жеребьёвка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Late seats drawn (SE-04): {count}</source>
        <translation>Места для игроков без места (SE-04): {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Next hand at every table ({count}): the button is on {buttons}</source>
        <translation>Следующая раздача за всеми столами ({count}): баттон — {buttons}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Opening seat draw</source>
        <translation>Начальная жеребьёвка мест</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Rank cards at one table (SE-01, SR-02): type the card each player drew. A is seat 1, 2 to 10 are their seats, J is seat 11.</source>
        <translation>Карты по рангу за одним столом (SE-01, SR-02): введите карту, которую вытянул каждый игрок. A — место 1, от 2 до 10 — места с тем же номером, J — место 11.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Record the button draw at table {table}</source>
        <translation>Записать розыгрыш баттона за столом {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Record the seat draw ({method})</source>
        <translation>Записать жеребьёвку мест ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seat draw recorded ({rules}, {method}): {players} players at {tables} tables. Draw for the button.</source>
        <translation>Жеребьёвка мест записана ({rules}, {method}): игроков — {players}, столов — {tables}. Разыграйте баттон.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seat {seat}  {name}</source>
        <translation>Место {seat}  {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seated (SE-04): {seated}</source>
        <translation>Рассажены (SE-04): {seated}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seated (SE-04): {seated} and {more} more</source>
        <translation>Рассажены (SE-04): {seated} и ещё {more}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seats drawn at random ({rules}): {players} players at {tables} tables. Draw for the button at each table.</source>
        <translation>Места разыграны случайно ({rules}): игроков — {players}, столов — {tables}. Разыграйте баттон за каждым столом.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seats drawn by high card ({rules}): {players} players at {tables} tables. Draw for the button at each table.</source>
        <translation>Места разыграны по старшей карте ({rules}): игроков — {players}, столов — {tables}. Разыграйте баттон за каждым столом.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seats drawn with rank cards ({rules}): {players} players at {tables} tables. Draw for the button at each table.</source>
        <translation>Места разыграны картами по рангу ({rules}): игроков — {players}, столов — {tables}. Разыграйте баттон за каждым столом.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}, next hand [{rules}]: button seat {button}, small blind seat {small} (dead: nobody posts it), big blind seat {big}</source>
        <translation>Стол {table}, следующая раздача [{rules}]: баттон — место {button}, малый блайнд — место {small} (мёртвый: его никто не ставит), большой блайнд — место {big}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}, next hand [{rules}]: button seat {button}, small blind seat {small}, big blind seat {big}</source>
        <translation>Стол {table}, следующая раздача [{rules}]: баттон — место {button}, малый блайнд — место {small}, большой блайнд — место {big}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}: the button is on seat {seat} (BT-01)</source>
        <translation>Стол {table}: баттон на месте {seat} (BT-01)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}: the button is on seat {seat} (BT-01, recorded draw)</source>
        <translation>Стол {table}: баттон на месте {seat} (BT-01, записанный розыгрыш)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}: the button is on seat {seat}, set by hand (BT-07): {reason}</source>
        <translation>Стол {table}: баттон на месте {seat}, поставлен вручную (BT-07): {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>The two-step high-card draw (SR-02, SR-04): type the card dealt face up to each player. The highest card takes the top seat card of the stack Floor shuffles.</source>
        <translation>Жеребьёвка по старшей карте в два этапа (SR-02, SR-04): введите карту, сданную каждому игроку в открытую. Старшая карта берёт верхнюю карту мест из стопки, которую тасует Floor.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Type the card dealt to each seat (BT-01, SR-03): the highest card takes the button; a tie in rank goes to the higher suit, ♠ ♥ ♦ ♣.</source>
        <translation>Введите карту, сданную на каждое место (BT-01, SR-03): старшая карта получает баттон; при равном ранге решает старшая масть, ♠ ♥ ♦ ♣.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>no card was typed: type the card each player drew, or let Floor deal</source>
        <translation>не введено ни одной карты: введите карту каждого игрока или пусть сдаёт Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>no card was typed: type the card each seat drew, or let Floor deal</source>
        <translation>не введено ни одной карты: введите карту каждого места или пусть сдаёт Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>table {table} seat {seat}</source>
        <translation>стол {table} (место {seat})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>there are no tables yet</source>
        <translation>столов ещё нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>{name} → table {table} seat {seat}</source>
        <translation>{name} → стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>{name} → table {table} seat {seat} (waits for the button, SE-05)</source>
        <translation>{name} → стол {table}, место {seat} (ждёт баттон, SE-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>{name}: table {table} seat {seat} (SE-04)</source>
        <translation>{name}: стол {table}, место {seat} (SE-04)</translation>
    </message>
</context>
<context>
    <name>SeatingMoves</name>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Choose the player, the table and an empty seat</source>
        <translation>Выберите игрока, стол и свободное место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Draw the seats first</source>
        <translation>Сначала разыграйте места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Final table</source>
        <translation>Финальный стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Floor does not propose breaking table {table} now. Break it anyway? Its players draw new seats (BB-10).</source>
        <translation>Floor сейчас не предлагает расформировать стол {table}. Всё равно расформировать? Его игроки тянут новые места (BB-10).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Hand-for-hand announced (BB-14)</source>
        <translation>Объявлена игра рука за руку (BB-14)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Hand-for-hand is over</source>
        <translation>Игра рука за руку окончена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Move {name} from table {from_table} seat {from_seat} to table {table} seat {seat}: why? (it goes in the log)</source>
        <translation>Пересадка: {name}, стол {from_table}, место {from_seat} → стол {table}, место {seat}. Причина? (пойдёт в журнал)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Nothing to balance</source>
        <translation>Балансировать нечего</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Table {table} broken</source>
        <translation>Стол {table} расформирован</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Table {table} is broken (BB-09, BB-10): {players} players drew new seats</source>
        <translation>Стол {table} расформирован (BB-09, BB-10): новые места получили игроков — {players}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>The final table is seated (BB-12, BB-13): {players} players</source>
        <translation>Финальный стол рассажен (BB-12, BB-13): игроков — {players}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>The final table is seated (BB-12, BB-13): {players} players. Draw for the button.</source>
        <translation>Финальный стол рассажен (BB-12, BB-13): игроков — {players}. Разыграйте баттон.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {table} seat {seat}, as proposed [{rules}]</source>
        <translation>{name}: пересадка со стола {from_table} (место {from_seat}) за стол {table} (место {seat}), как предложено [{rules}]</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {table} seat {seat}, as proposed, the floor choosing [{rules}]</source>
        <translation>{name}: пересадка со стола {from_table} (место {from_seat}) за стол {table} (место {seat}), как предложено, выбор флора [{rules}]</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {table} seat {seat}, by hand: {reason}</source>
        <translation>{name}: пересадка со стола {from_table} (место {from_seat}) за стол {table} (место {seat}), вручную: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {table} seat {seat}, overriding the proposal: {reason}</source>
        <translation>{name}: пересадка со стола {from_table} (место {from_seat}) за стол {table} (место {seat}), вопреки предложению: {reason}</translation>
    </message>
</context>
<context>
    <name>SeatingProposal</name>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>&lt;b&gt;{kind}&lt;/b&gt; [{rules}]: {reason}</source>
        <translation>&lt;b&gt;{kind}&lt;/b&gt; [{rules}]: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>&lt;b&gt;{kind}&lt;/b&gt; [{rules}]: {reason} — &lt;i&gt;the floor picks: Confirm to choose&lt;/i&gt;</source>
        <translation>&lt;b&gt;{kind}&lt;/b&gt; [{rules}]: {reason} — &lt;i&gt;выбирает флор: нажмите «Подтвердить»&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Announce hand-for-hand</source>
        <translation>Объявить рука за руку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Balancing: {problem}</source>
        <translation>Балансировка: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Break a table</source>
        <translation>Расформирование стола</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>End hand-for-hand</source>
        <translation>Закончить рука за руку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Every table has played its hand: the button and blinds move at each one</source>
        <translation>Все столы сыграли свою раздачу: баттон и блайнды сдвигаются за каждым</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Final table</source>
        <translation>Финальный стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Hand-for-hand is on (BB-14): every table plays one hand, then waits.</source>
        <translation>Идёт игра рука за руку (BB-14): каждый стол играет одну раздачу и ждёт.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Move a player</source>
        <translation>Пересадка игрока</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Move another player, or to another seat, and say why</source>
        <translation>Пересадить другого игрока или на другое место, указав причину</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Next hand at every table</source>
        <translation>Следующая раздача везде</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>No tables yet: draw the seats when the players are registered.</source>
        <translation>Столов ещё нет: разыграйте места, когда игроки будут зарегистрированы.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Nothing to balance.</source>
        <translation>Балансировать нечего.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Only a move can be overridden here</source>
        <translation>Здесь можно изменить только пересадку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Override…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>{notice} (BB-14)</source>
        <translation>{notice} (BB-14)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>… and {count} more halted tables</source>
        <translation>… и ещё остановленных столов: {count}</translation>
    </message>
</context>
<context>
    <name>SeatingRace</name>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>(none chosen)</source>
        <translation>(ничего не выбрано)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table} (CR-01 to CR-06): the {chips} chips go, the new chip is {chip}. After the complete sets are exchanged, type each seat's leftover chips; tick the seats where they are the whole stack.</source>
        <translation>Чип-рейс за столом {table} (CR-01 – CR-06): выводятся фишки {chips}, новая фишка — {chip}. После обмена полных наборов введите остаток фишек каждого места; отметьте места, где это весь стек.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table} (CR-08: the floor's color-up): {won} chip won (CR-05)</source>
        <translation>Чип-рейс за столом {table} (CR-08: колор-ап по решению флора): выиграна {won} фишка (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table} (CR-08: the floor's color-up): {won} chips won (CR-05)</source>
        <translation>Чип-рейс за столом {table} (CR-08: колор-ап по решению флора): выиграно фишек: {won} (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table}: {won} chip won (CR-05)</source>
        <translation>Чип-рейс за столом {table}: выиграна {won} фишка (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table}: {won} chips won (CR-05)</source>
        <translation>Чип-рейс за столом {table}: выиграно фишек: {won} (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chips that go</source>
        <translation>Выводимые фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Choose a table first</source>
        <translation>Сначала выберите стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Color-up at table {table} outside a scheduled break (CR-08): the {chips} chips go, the new chip is {chip}. Type each seat's leftover chips; tick the seats where they are the whole stack.</source>
        <translation>Колор-ап за столом {table} вне планового перерыва (CR-08): выводятся фишки {chips}, новая фишка — {chip}. Введите остаток фишек каждого места; отметьте места, где это весь стек.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Floor deals the race cards</source>
        <translation>Floor сдаёт карты чип-рейса</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>New smallest chip</source>
        <translation>Новая младшая фишка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Whole stack</source>
        <translation>Весь стек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>only one chip is in play: there is nothing to color up to</source>
        <translation>в игре только одна фишка: укрупнять не во что</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>player {number}</source>
        <translation>игрок {number}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>seat {seat}'s {chip} chips</source>
        <translation>Фишки {chip} места {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>{chips} and {chip}</source>
        <translation>{chips} и {chip}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>{chip}s</source>
        <translation>по {chip}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>{race}, {kept} given so nobody is raced out (CR-06)</source>
        <translation>{race}; защитных фишек выдано: {kept} (CR-06: никто не выбывает на чип-рейсе)</translation>
    </message>
</context>
<context>
    <name>SeatingRecord</name>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Awards in order ({count} new {chip} chips in the race, CR-03):</source>
        <translation>Награды по порядку (новых фишек по {chip} в розыгрыше: {count}, CR-03):</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Button draw at table {table}: one card per seat from seat 1</source>
        <translation>Розыгрыш баттона за столом {table}: по карте на место, начиная с места 1</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Button draw at table {table}: the cards drawn at the table, recorded</source>
        <translation>Розыгрыш баттона за столом {table}: карты, вытянутые за столом, записаны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Cards, seat 1 first, each player's all together (CR-04):</source>
        <translation>Карты, начиная с места 1, все карты игрока вместе (CR-04):</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Chip race at table {table} (DT-5)</source>
        <translation>Чип-рейс за столом {table} (DT-5)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Draw record</source>
        <translation>Протокол жеребьёвки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>No chip to award: the leftovers were worth less than half a new chip (CR-03)</source>
        <translation>Фишек для награды нет: остатки стоили меньше половины новой фишки (CR-03)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Raced {value} in {count} low chips; {gone} left play</source>
        <translation>Разыграно {value} (мелких фишек: {count}); выведено из игры: {gone}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Raced {value} in {count} low chips; {more} more in play (rounding up, CR-03/CR-06)</source>
        <translation>Разыграно {value} (мелких фишек: {count}); в игре больше на {more} (округление вверх, CR-03/CR-06)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat}  {name}: {card}</source>
        <translation>Место {seat}  {name}: {card}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} has the highest card, {card}: the button (BT-01, SR-03)</source>
        <translation>У места {seat} старшая карта, {card}: баттон (BT-01, SR-03)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} {name}: {cards}</source>
        <translation>Место {seat} {name}: {cards}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} {name}: {cards} — best {card}</source>
        <translation>Место {seat} {name}: {cards} — лучшая {card}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} {name}: {change}</source>
        <translation>Место {seat} {name}: {change}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} {name}: {change} ({notes})</source>
        <translation>Место {seat} {name}: {change} ({notes})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Show all</source>
        <translation>Показать всё</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Small blind seat {small}, big blind seat {big}</source>
        <translation>Малый блайнд — место {small}, большой блайнд — место {big}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Totals:</source>
        <translation>Итого:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>kept in with a chip</source>
        <translation>оставлен в игре с фишкой</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>no cards (complete sets only)</source>
        <translation>нет карт (только полные наборы)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>won a chip</source>
        <translation>выиграл фишку</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{card}  {name} → table {table} seat {seat}</source>
        <translation>{card}  {name} → стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{count} complete set exchanged</source>
        <translation>обменян {count} полный набор</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{count} complete sets exchanged</source>
        <translation>полных наборов обменяно: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{name} → table {table} seat {seat}</source>
        <translation>{name} → стол {table}, место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: highest card first takes the top seat card</source>
        <translation>{title} [{rules}]: старшая карта первой берёт верхнюю карту мест</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: highest card first takes the top seat card (drawn at the table, recorded)</source>
        <translation>{title} [{rules}]: старшая карта первой берёт верхнюю карту мест (вытянуты за столом, записаны)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: rank cards (drawn at the table, recorded), A is seat 1</source>
        <translation>{title} [{rules}]: карты по рангу (вытянуты за столом, записаны), A — место 1</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: rank cards, A is seat 1</source>
        <translation>{title} [{rules}]: карты по рангу, A — место 1</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: seats drawn at random, {players} players</source>
        <translation>{title} [{rules}]: места разыграны случайно, игроков — {players}</translation>
    </message>
</context>
<context>
    <name>SeatingTab</name>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Break this table…</source>
        <translation>Расформировать стол…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Chip race…</source>
        <translation>Чип-рейс…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Color up now…</source>
        <translation>Колор-ап сейчас…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Draw for the button</source>
        <translation>Разыграть баттон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Draw seats</source>
        <translation>Жеребьёвка мест</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Each draws a seat from the open seats, as a new entrant would (SE-04)</source>
        <translation>Каждый тянет место из свободных, как новый участник (SE-04)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Final table</source>
        <translation>Финальный стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Floor deals one card to each seat; the highest takes the button (BT-01)</source>
        <translation>Floor сдаёт по карте на каждое место; старшая получает баттон (BT-01)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Floor draws every seat by the method beside it (SE-01)</source>
        <translation>Floor разыгрывает все места способом, выбранным рядом (SE-01)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Full redraw…</source>
        <translation>Полная жеребьёвка…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>House settings changed from now on: {changes}</source>
        <translation>Настройки клуба изменены с этого момента: {changes}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>House settings…</source>
        <translation>Настройки клуба…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Move by hand</source>
        <translation>Пересадка вручную</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>No house setting changed</source>
        <translation>Настройки клуба не изменены</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Put the button on another seat, with the reason (BT-07)</source>
        <translation>Переставить баттон на другое место с указанием причины (BT-07)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Record button draw…</source>
        <translation>Записать розыгрыш…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Record the draw…</source>
        <translation>Записать жеребьёвку…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Seat cards (A) are drawn by Floor: choose B or C to record a draw made at the table</source>
        <translation>Карты мест (A) тянет Floor: выберите B или C, чтобы записать жеребьёвку за столом</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Seat the unseated</source>
        <translation>Рассадить без места</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Seat the unseated ({count})</source>
        <translation>Рассадить без места ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Seating on the big screen</source>
        <translation>Рассадка на большом экране</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Set the button…</source>
        <translation>Поставить баттон…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The big screen shows the clock</source>
        <translation>На большом экране — часы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The big screen shows the seating</source>
        <translation>На большом экране — рассадка</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The card dealt to each seat at the table, typed in (BT-01)</source>
        <translation>Карта, сданная на каждое место за столом, вводится вручную (BT-01)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The cards drawn at the table (B: rank cards, C: high cards), typed in</source>
        <translation>Карты, вытянутые за столом (B: по рангу, C: старшая карта), вводятся вручную</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The clock display shows every player's table and seat, and the moves</source>
        <translation>Экран часов показывает стол и место каждого игрока и пересадки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The floor's own color-up outside a scheduled break: choose the chips that go (CR-08)</source>
        <translation>Колор-ап по решению флора вне планового перерыва: выберите выводимые фишки (CR-08)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The house draws seats by {method} (seat_draw_mode); choose another for this draw</source>
        <translation>В клубе места разыгрываются так: {method} (seat_draw_mode); для этой жеребьёвки можно выбрать другой способ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Without a seat ({count}): {names}</source>
        <translation>Без места ({count}): {names}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Without a seat ({count}): {names} and {more} more</source>
        <translation>Без места ({count}): {names} и ещё {more}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>full redraw: everyone draws</source>
        <translation>полная жеребьёвка: тянут все</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>only the arrivals draw</source>
        <translation>тянут только пришедшие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>there are no seats to redraw yet</source>
        <translation>ещё нет мест для повторной жеребьёвки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>there are no tables yet</source>
        <translation>столов ещё нет</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Add the next street's bet</source>
        <translation>Добавить ставку следующей улицы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Board</source>
        <translation>Борд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Chips this hand</source>
        <translation>Фишки в раздаче</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Dead</source>
        <translation>Мёртвые</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Dead money in seat each's chips: the ante; a big-blind ante is what the big blind put in above the blind, up to the ante (BT-13). It goes to the main pot and makes the seat eligible for no more. Grey: from the level (with classic antes and a seat all in for the ante or less, 0: every seat matched the antes, so they count as live chips). Type an amount to correct it for this hand; clear it to go back to the level's.</source>
        <translation>Мёртвые деньги в фишках каждого места: анте; анте большого блайнда — это то, что большой блайнд поставил сверх блайнда, но не больше анте (BT-13). Они идут в основной банк и не дают месту права ни на что сверх этого. Серым — по уровню (при классических анте, если место в олл-ине на анте или меньше, — 0: все места уравняли анте, поэтому оно считается живыми фишками). Введите сумму, чтобы исправить её на эту раздачу; очистите поле, чтобы вернуться к значению уровня.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Dead money in seat {seat}'s chips: the ante; a big-blind ante is what the big blind put in above the blind, up to the ante (BT-13). It goes to the main pot and makes the seat eligible for no more. Grey: from the level (with classic antes and a seat all in for the ante or less, 0: every seat matched the antes, so they count as live chips). Type an amount to correct it for this hand; clear it to go back to the level's.</source>
        <translation>Мёртвые деньги в фишках места {seat}: анте; анте большого блайнда — это то, что большой блайнд поставил сверх блайнда, но не больше анте (BT-13). Они идут в основной банк и не дают месту права ни на что сверх этого. Серым — по уровню (при классических анте, если место в олл-ине на анте или меньше, — 0: все места уравняли анте, поэтому оно считается живыми фишками). Введите сумму, чтобы исправить её на эту раздачу; очистите поле, чтобы вернуться к значению уровня.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Fold</source>
        <translation>Фолд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>For this hand only: the seating has nobody here</source>
        <translation>Только на эту раздачу: по рассадке здесь никого нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>For this hand only: the seating has {name} here</source>
        <translation>Только на эту раздачу: по рассадке здесь {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>In this hand (untick a seat that was not dealt in)</source>
        <translation>В раздаче (снимите отметку с места, которому не сдавали карты)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Seat {seat} folded: its chips stay in the pots, it wins none</source>
        <translation>Место {seat} сбросило карты: его фишки остаются в банках, оно ничего не выигрывает</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Seat {seat} is all in: if it wins nothing it is offered to the floor as out</source>
        <translation>Место {seat} в олл-ине: если оно ничего не выиграет, флору будет предложено его выбывание</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Tap a name to seat another player there for this hand</source>
        <translation>Нажмите на имя, чтобы посадить туда другого игрока на эту раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Tap to seat another player here for this hand</source>
        <translation>Нажмите, чтобы посадить сюда другого игрока на эту раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>cards</source>
        <translation>карты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>chips</source>
        <translation>фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>the board: flop, turn, river</source>
        <translation>борд: флоп, тёрн, ривер</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source> (this computer only)</source>
        <translation> (только этот компьютер)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>At the desk</source>
        <translation>За столом регистрации</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Clock display on</source>
        <translation>Экран часов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Data folder</source>
        <translation>Папка данных</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Floor — settings</source>
        <translation>Floor — настройки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Player pages in</source>
        <translation>Язык страниц игроков</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Player pages on</source>
        <translation>Сеть страниц игроков</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Player pages port</source>
        <translation>Порт страниц игроков</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Sounds</source>
        <translation>Звуки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Tablets, floor phones, TVs</source>
        <translation>Планшеты, телефоны флора, ТВ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>default: the user data folder</source>
        <translation>по умолчанию: папка данных пользователя</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>each phone's own language</source>
        <translation>язык каждого телефона</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>every network of this computer</source>
        <translation>все сети этого компьютера</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>left empty: {name} stays</source>
        <translation>если оставить пустым, останется {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>over HTTPS, with the room's own certificate</source>
        <translation>по HTTPS, с собственным сертификатом зала</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>play a tone with each alert</source>
        <translation>звуковой сигнал при каждом объявлении</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>screen {number}: {name} ({width}x{height})</source>
        <translation>экран {number}: {name} ({width}x{height})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>the computer's language</source>
        <translation>язык компьютера</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>the name stamped on every action</source>
        <translation>имя, которым подписывается каждое действие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>the room's network (the one this computer reaches the others on)</source>
        <translation>сеть зала (та, через которую этот компьютер связан с остальными)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>the screen the window opens on</source>
        <translation>экран, на котором открылось окно</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>{address} (not found now)</source>
        <translation>{address} (сейчас не найден)</translation>
    </message>
</context>
<context>
    <name>Sounder</name>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>no audio device: alerts are shown, not heard</source>
        <translation>нет аудиоустройства: объявления видны, но не слышны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>sound is not available ({error})</source>
        <translation>звук недоступен ({error})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{event} is silent: {reason}</source>
        <translation>{event} — без звука: {reason}</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Bell</source>
        <translation>Колокол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Break is over</source>
        <translation>Перерыв окончен</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Bubble</source>
        <translation>Баббл</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Buzzer</source>
        <translation>Зуммер</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Chime</source>
        <translation>Перезвон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Color-up</source>
        <translation>Колор-ап</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Double beep</source>
        <translation>Двойной сигнал</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Falling notes</source>
        <translation>Нисходящие ноты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Fanfare</source>
        <translation>Фанфары</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Final table</source>
        <translation>Финальный стол</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Late registration closing</source>
        <translation>Поздняя регистрация закрывается</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Level up</source>
        <translation>Новый уровень</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>One minute left</source>
        <translation>Осталась одна минута</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Rising notes</source>
        <translation>Восходящие ноты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Triple beep</source>
        <translation>Тройной сигнал</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>no sound</source>
        <translation>без звука</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} cannot be read ({error})</source>
        <translation>{file} не удаётся прочитать ({error})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} is not a WAV sound Floor can play: choose a .wav file (8-, 16- or 32-bit)</source>
        <translation>{file} — не WAV-звук, который Floor может воспроизвести: выберите файл .wav (8, 16 или 32 бита)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} is not there: choose a WAV file that exists</source>
        <translation>файла {file} нет: выберите существующий WAV-файл</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} is too big for an alert's sound ({megabytes} MB; {most} MB at most)</source>
        <translation>{file} слишком велик для звука объявления ({megabytes} МБ; не больше {most} МБ)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} plays for {seconds} seconds: an alert's sound lasts {most} at most</source>
        <translation>{file} звучит {seconds} с: звук объявления длится не больше {most} с</translation>
    </message>
</context>
<context>
    <name>SoundsEditor</name>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Cannot play it here: {reason}</source>
        <translation>Здесь воспроизвести нельзя: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Choose file…</source>
        <translation>Выбрать файл…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Each event's sound on the big screen: one of Floor's, the club's own WAV file, or none.</source>
        <translation>Звук каждого события на большом экране: один из звуков Floor, собственный WAV-файл клуба или никакого.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Floor — sounds</source>
        <translation>Floor — звуки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Not found, so those events are silent: {files}</source>
        <translation>Не найдены, поэтому эти события без звука: {files}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Playing {sound} at {volume}%</source>
        <translation>Звучит «{sound}», громкость {volume} %</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Sound of each event…</source>
        <translation>Звук каждого события…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Sounds are switched off in the settings: the alerts are only shown. The sounds chosen here play once they are switched on.</source>
        <translation>Звуки выключены в настройках: объявления только показываются. Выбранные здесь звуки зазвучат, когда их включат.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Test</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>The sound for {event}</source>
        <translation>Звук для события «{event}»</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Volume of {event}</source>
        <translation>Громкость: {event}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>WAV sounds (*.wav);;All files (*)</source>
        <translation>Звуки WAV (*.wav);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>{event} has no sound: nothing to play</source>
        <translation>У события «{event}» нет звука: воспроизводить нечего</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>{event}: {file} (OK keeps it)</source>
        <translation>{event}: {file} (OK сохранит)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>{file} (not found)</source>
        <translation>{file} (не найден)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>{volume}%</source>
        <translation>{volume} %</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Blind structure</source>
        <translation>Структура блайндов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Choose a tournament to open, or create one</source>
        <translation>Выберите турнир или создайте новый</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Create</source>
        <translation>Создать</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Finished</source>
        <translation>Завершены</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Import from The Tournament Director…</source>
        <translation>Импорт из The Tournament Director…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Imported from The Tournament Director</source>
        <translation>Импортированы из The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Importing from The Tournament Director</source>
        <translation>Импорт из The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>New tournament</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Running and not started</source>
        <translation>Идут и ещё не начаты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>The Tournament Director (*.tdt)</source>
        <translation>The Tournament Director (*.tdt)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>The Tournament Director's saves</source>
        <translation>Сохранения The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Tournaments in this database</source>
        <translation>Турниры в этой базе</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>finished</source>
        <translation>завершён</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>not started</source>
        <translation>не начат</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>running</source>
        <translation>идёт</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>{number}. {name} — {date}, {status} — {entries} entries, {playing} playing</source>
        <translation>{number}. {name} — {date}, {status} — входов: {entries}, в игре: {playing}</translation>
    </message>
</context>
<context>
    <name>Stations</name>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>All in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>All in and won nothing: {names} (the floor confirms)</source>
        <translation>В олл-ине и без выигрыша: {names} (подтверждает флор)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Android: Settings › Security › Encryption &amp; credentials › Install a certificate › CA certificate, then choose floor-room.crt from Downloads.</source>
        <translation>Android: Настройки › Безопасность › Шифрование и учётные данные › Установить сертификат › Сертификат ЦС, затем выберите floor-room.crt в Загрузках.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Average stack</source>
        <translation>Средний стек</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>BREAK</source>
        <translation>ПЕРЕРЫВ</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Balancing</source>
        <translation>Балансировка</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Between hands (HS0)</source>
        <translation>Между раздачами (HS0)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Board</source>
        <translation>Борд</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Break in {time}</source>
        <translation>Перерыв через {time}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Button</source>
        <translation>Баттон</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Call sent</source>
        <translation>Вызов отправлен</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Call the floor</source>
        <translation>Вызвать флора</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Calls to the floor</source>
        <translation>Вызовы флора</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Cards counted</source>
        <translation>Карт насчитано</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Cards found twice</source>
        <translation>Карты-дубли</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Cards with a different back</source>
        <translation>Карты с другой рубашкой</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Chips put in</source>
        <translation>Поставлено фишек</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Chrome on a computer: Settings › Privacy and security › Security › Manage certificates › Authorities › Import, choose floor-room.crt and tick Trust this certificate for identifying websites.</source>
        <translation>Chrome на компьютере: Настройки › Конфиденциальность и безопасность › Безопасность › Настроить сертификаты › Центры сертификации › Импорт, выберите floor-room.crt и отметьте «Доверять этому сертификату при идентификации сайтов».</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Clear the hand</source>
        <translation>Очистить раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Color-up: {chips} chips</source>
        <translation>Колор-ап: фишки {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Confirm: out</source>
        <translation>Подтвердить выбывание</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Confirmed hands</source>
        <translation>Подтверждённые раздачи</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Correct the hand</source>
        <translation>Исправить раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Correct…</source>
        <translation>Исправить…</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Dealer tablet</source>
        <translation>Планшет дилера</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Deck check</source>
        <translation>Проверка колоды</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Defective card</source>
        <translation>Дефектная карта</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Dispute</source>
        <translation>Спор</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Disqualify {name}? The player is out and the chips leave play (PN-07).</source>
        <translation>Дисквалифицировать: {name}? Игрок выбывает, его фишки выходят из игры (PN-07).</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Download the room's certificate</source>
        <translation>Скачать сертификат зала</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>During the hand (HS4)</source>
        <translation>Во время раздачи (HS4)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Final level</source>
        <translation>Последний уровень</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Floor</source>
        <translation>Флор</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Folded</source>
        <translation>Фолд</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Give the penalty</source>
        <translation>Назначить штраф</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Halted</source>
        <translation>Остановлен</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hand</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hand {hand}</source>
        <translation>Раздача {hand}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hand {hand} at table {table}: the showdown as it should have been (seats, cards, chips put in)</source>
        <translation>Раздача {hand} за столом {table}: вскрытие, каким оно должно было быть (места, карты, вложенные фишки)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hand {hand} recorded. Next button: seat {button}.</source>
        <translation>Раздача {hand} записана. Следующий баттон: место {button}.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hands…</source>
        <translation>Раздачи…</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>How many (hands or rounds)</source>
        <translation>Сколько (раздач или кругов)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>In force</source>
        <translation>Действуют</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Installed: pair over the secure link</source>
        <translation>Установлен: сопряжение по защищённому соединению</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Its fingerprint (the desk shows the same):</source>
        <translation>Его отпечаток (стол показывает тот же):</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Jokers</source>
        <translation>Джокеры</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Jokers found</source>
        <translation>Найдено джокеров</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Kept on this tablet: it is sent when the network is back</source>
        <translation>Сохранено на этом планшете: отправится, когда вернётся сеть</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Level {level}</source>
        <translation>Уровень {level}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Low</source>
        <translation>Лоу</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Marked cards</source>
        <translation>Меченые карты</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Marks made on purpose</source>
        <translation>Метки сделаны намеренно</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Misdeal</source>
        <translation>Мисдил</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Next: {blinds}</source>
        <translation>Далее: {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No calls.</source>
        <translation>Вызовов нет.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No connection to the room service</source>
        <translation>Нет связи с сервисом зала</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No hand confirmed at this table yet.</source>
        <translation>За этим столом ещё нет подтверждённых раздач.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No penalty in force.</source>
        <translation>Действующих штрафов нет.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No player offered as out.</source>
        <translation>Дилеры никого не отметили выбывшим.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Not started.</source>
        <translation>Не запущены.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Note for the floor (optional)</source>
        <translation>Примечание для флора (необязательно)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Nothing to balance.</source>
        <translation>Балансировать нечего.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>ONE MINUTE LEFT</source>
        <translation>ОСТАЛАСЬ ОДНА МИНУТА</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Other</source>
        <translation>Другое</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Out (offered by the dealers)</source>
        <translation>Выбывшие (по данным дилеров)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>PAUSED</source>
        <translation>ПАУЗА</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>PIN (floor phones only)</source>
        <translation>PIN (только для телефонов флора)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pair</source>
        <translation>Подключить</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pair this device</source>
        <translation>Подключить это устройство</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pairing code (6 digits, as the desk shows it)</source>
        <translation>Код подключения (6 цифр, как показывает стол регистрации)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pairing…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pause the clock</source>
        <translation>Поставить часы на паузу</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Paused.</source>
        <translation>На паузе.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Player clock</source>
        <translation>Часы на игрока</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Players / entries</source>
        <translation>Игроки / входы</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Prize pool</source>
        <translation>Призовой фонд</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Push</source>
        <translation>Выдать</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Reason (the log keeps it)</source>
        <translation>Причина (сохраняется в журнале)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Record the ruling</source>
        <translation>Записать решение</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Resume the clock</source>
        <translation>Запустить часы</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Rule (e.g. MD-01)</source>
        <translation>Правило (например, MD-01)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Ruling {row} recorded.</source>
        <translation>Решение {row} записано.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Running.</source>
        <translation>Идут.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Seat {seat}</source>
        <translation>Место {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Seats in it</source>
        <translation>Места в банке</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Sending…</source>
        <translation>Отправка…</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Smallest chip</source>
        <translation>Наименьшая фишка</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Stack {stack}</source>
        <translation>Стек {stack}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>TOURNAMENT OVER</source>
        <translation>ТУРНИР ОКОНЧЕН</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The deck is defective.</source>
        <translation>Колода дефектна.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The deck is not defective.</source>
        <translation>Колода не дефектна.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The floor chooses at the desk.</source>
        <translation>Флор выбирает за столом регистрации.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The floor rules: void the hand</source>
        <translation>Решение флора: аннулировать раздачу</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The floor's ruling</source>
        <translation>Решение флора</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The floor: {answer}</source>
        <translation>Флор: {answer}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The result comes when the network is back.</source>
        <translation>Результат придёт, когда вернётся сеть.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The staff's devices talk to the room's service over an encrypted link that only this room's certificate opens. Install it on this device once, then pair.</source>
        <translation>Устройства персонала связываются со службой зала по зашифрованному соединению, которое открывает только сертификат этого зала. Установите его на это устройство один раз, затем выполните сопряжение.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>This device is not paired.</source>
        <translation>Это устройство не подключено.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>This hand: game, button, smallest chip</source>
        <translation>Эта раздача: игра, баттон, наименьшая фишка</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>This is not a showdown as JSON: check the brackets and quotes.</source>
        <translation>Это не вскрытие в формате JSON: проверьте скобки и кавычки.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>This table is not in play any more: ask the floor.</source>
        <translation>Этот стол больше не играет: обратитесь к флору.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Tournament clock</source>
        <translation>Часы турнира</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Trust this room's certificate (once)</source>
        <translation>Доверьтесь сертификату этого зала (один раз)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>What the floor decided</source>
        <translation>Что решил флор</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>What to do:</source>
        <translation>Что делать:</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Why it is corrected (the log keeps it)</source>
        <translation>Почему исправляется (журнал сохранит)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Winners</source>
        <translation>Победители</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Your seat on your phone</source>
        <translation>Ваше место на телефоне</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>e.g. 52 (empty: not counted)</source>
        <translation>напр. 52 (пусто: не считали)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>e.g. Ks 7d</source>
        <translation>напр. Ks 7d</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>iPhone or iPad (in Safari): allow the download, then Settings › Profile Downloaded › Install; then Settings › General › About › Certificate Trust Settings and switch on Floor room.</source>
        <translation>iPhone или iPad (в Safari): разрешите загрузку, затем Настройки › Профиль загружен › Установить; затем Настройки › Основные › Об этом устройстве › Доверие сертификатам и включите Floor room.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>not dealt in</source>
        <translation>карты не сданы</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>not updated since {time}</source>
        <translation>не обновлялось с {time}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>waiting for the floor</source>
        <translation>ждём флора</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>{count} cards</source>
        <translation>{count} карт</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>{count} players left</source>
        <translation>Осталось игроков: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>{name} WINS</source>
        <translation>ПОБЕДИТЕЛЬ — {name}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>{ruling}

The floor confirms this ruling: the hand is void, every seat gets back what it put in.</source>
        <translation>{ruling}

Флор подтверждает это решение: раздача аннулирована, каждое место получает обратно то, что поставило.</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>A structure Floor ships; loading it replaces the table</source>
        <translation>Структура из комплекта Floor; загрузка заменяет таблицу</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ante kind</source>
        <translation>Вид анте</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Blind structures (*.json)</source>
        <translation>Структуры блайндов (*.json)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Blind structures (*.json);;All files (*)</source>
        <translation>Структуры блайндов (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Chips in play</source>
        <translation>Фишки в игре</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Choose one…</source>
        <translation>Выберите…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Color-up</source>
        <translation>Колор-ап</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Description</source>
        <translation>Описание</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Every player</source>
        <translation>Каждый игрок</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Export the blind structure</source>
        <translation>Экспорт структуры блайндов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Exported to {file}. {status}</source>
        <translation>Экспортировано в {file}. {status}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Fix this first: {problem}</source>
        <translation>Сначала исправьте: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>For the structure sheet: level length, breaks, starting stack</source>
        <translation>Для листа структуры: длительность уровней, перерывы, стартовый стек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Import a blind structure</source>
        <translation>Импорт структуры блайндов</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Imported {file}. {status}</source>
        <translation>Импорт: {file}. {status}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Insert break</source>
        <translation>Вставить перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Insert level</source>
        <translation>Вставить уровень</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Load template</source>
        <translation>Загрузить шаблон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Move down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Move up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ready to play: 1 level and 1 break</source>
        <translation>Готово к игре — 1 уровень и 1 перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ready to play: 1 level and {breaks} breaks</source>
        <translation>Готово к игре — 1 уровень, перерывов: {breaks}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ready to play: {levels} levels and 1 break</source>
        <translation>Готово к игре — уровней: {levels}, 1 перерыв</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ready to play: {levels} levels and {breaks} breaks</source>
        <translation>Готово к игре — уровней: {levels}, перерывов: {breaks}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Template</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>The denominations on the tables, e.g. 25, 100, 500, 1000, 5000</source>
        <translation>Номиналы фишек на столах, напр. 25, 100, 500, 1000, 5000</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>cannot write {path}: {reason}</source>
        <translation>не удаётся записать {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>e.g. Sunday Deepstack</source>
        <translation>напр. Sunday Deepstack</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>fix the structure before exporting it: {problem}</source>
        <translation>исправьте структуру перед экспортом: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>in the chips in play, {word} is not a chip denomination (whole numbers separated by commas, e.g. 25, 100)</source>
        <translation>в фишках в игре {word} — не номинал фишки (целые числа через запятую, напр. 25, 100)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>level {level}</source>
        <translation>уровень {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the ante</source>
        <translation>анте</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the ante kind</source>
        <translation>вид анте</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the big blind</source>
        <translation>большой блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the break after level {level}</source>
        <translation>перерыв после уровня {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the color-up</source>
        <translation>колор-ап</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the game</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the kind</source>
        <translation>тип</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the length in minutes</source>
        <translation>длительность в минутах</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the small blind</source>
        <translation>малый блайнд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>{where}: in the color-up, {word} is not a chip denomination (whole numbers separated by commas, e.g. 25, 100)</source>
        <translation>{where}: в колор-апе {word} — не номинал фишки (целые числа через запятую, напр. 25, 100)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>{where}: {what}</source>
        <translation>{where}, «{what}»</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>{where}: {what} is missing</source>
        <translation>{where}: не заполнено поле «{what}»</translation>
    </message>
</context>
<context>
    <name>TableCombo</name>
    <message>
        <location filename="../../floor/ui/common/table_combo.py"/>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
</context>
<context>
    <name>Templates</name>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>12-minute levels, a 10-minute break every 6 levels, big-blind ante from level 3. Suits a 20,000 starting stack and a 4-5 hour event.</source>
        <translation>Уровни по 12 минут, перерыв 10 минут каждые 6 уровней, анте большого блайнда с 3-го уровня. Подходит для стартового стека 20 000 и турнира на 4–5 часов.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>20-minute levels, a 15-minute break every 5 levels, big-blind ante from level 4. Suits a 30,000 starting stack.</source>
        <translation>Уровни по 20 минут, перерыв 15 минут каждые 5 уровней, анте большого блайнда с 4-го уровня. Подходит для стартового стека 30 000.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>40-minute levels, a 20-minute break every 4 levels, big-blind ante from level 4. Suits a 50,000 starting stack.</source>
        <translation>Уровни по 40 минут, перерыв 20 минут каждые 4 уровня, анте большого блайнда с 4-го уровня. Подходит для стартового стека 50 000.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Deep stack</source>
        <translation>Дипстек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>HORSE</source>
        <translation>HORSE</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Hold'em, Omaha hi-lo, Razz, Stud, Stud eight-or-better, one game per 20-minute level. small_blind/big_blind are the limits (small bet/big bet) in every game; stud games have an ante from every player. A 15-minute break after each round of five games.</source>
        <translation>Холдем, Омаха хай-лоу, Разз, Стад, Стад восемь или лучше — по одной игре на 20-минутный уровень. Малый и большой блайнд — это лимиты (малая и большая ставка) в каждой игре; в стадах анте платит каждый игрок. Перерыв 15 минут после каждого круга из пяти игр.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Standard</source>
        <translation>Стандартная</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Turbo</source>
        <translation>Турбо</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <location filename="../../floor/ui/setup/tournament_dialog.py"/>
        <source>Tournament settings saved</source>
        <translation>Настройки турнира сохранены</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_dialog.py"/>
        <source>Tournament settings — {name}</source>
        <translation>Настройки турнира — {name}</translation>
    </message>
</context>
<context>
    <name>TournamentForm</name>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>A satellite pays as many seats of this value as the prize pool holds, and the rest in cash to the next place</source>
        <translation>Сателлит разыгрывает столько путёвок этой стоимости, сколько вмещает призовой фонд, а остаток — деньгами следующему месту</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Add-ons</source>
        <translation>Аддоны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Buy-in (to the prize pool)</source>
        <translation>Бай-ин (в призовой фонд)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Buying more chips</source>
        <translation>Докупка фишек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Entry</source>
        <translation>Вход</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Every prize but 1st is rounded down to a multiple of this; 1st place gets the rest</source>
        <translation>Каждый приз, кроме 1-го, округляется вниз до кратного этому числу; остаток получает 1-е место</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Fee (to the house)</source>
        <translation>Комиссия (заведению)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Guarantee</source>
        <translation>Гарантия</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Late registration through level</source>
        <translation>Поздняя регистрация до уровня</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Payout table</source>
        <translation>Таблица выплат</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Per player</source>
        <translation>На игрока</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Prizes in multiples of</source>
        <translation>Призы кратны</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Re-entries</source>
        <translation>Повторные входы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Rebuys</source>
        <translation>Ребаи</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Registration and tables</source>
        <translation>Регистрация и столы</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Satellite: seats worth</source>
        <translation>Сателлит: стоимость путёвки</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Seats per table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Standard</source>
        <translation>Стандартная</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Starting stack</source>
        <translation>Стартовый стек</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>The part of the price that goes to the prize pool</source>
        <translation>Часть цены, которая идёт в призовой фонд</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Through level</source>
        <translation>До уровня</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>e.g. Sunday Deepstack</source>
        <translation>например, «Воскресный дипстек»</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>no set end</source>
        <translation>без срока</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>not a satellite</source>
        <translation>не сателлит</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>{name} (club template)</source>
        <translation>{name} (шаблон клуба)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>{name} (this tournament's copy)</source>
        <translation>{name} (копия этого турнира)</translation>
    </message>
</context>
<context>
    <name>Worker</name>
    <message>
        <location filename="../../floor/ui/common/work.py"/>
        <source>The job stopped on a problem Floor did not expect: the tournament itself is safe</source>
        <translation>Задача остановилась на непредвиденной ошибке: сам турнир в безопасности</translation>
    </message>
</context>
</TS>
