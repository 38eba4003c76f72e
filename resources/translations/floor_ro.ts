<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO">
<context>
    <name>Announcement</name>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>Clear</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>Nothing is announced now.</source>
        <translation>Acum nu este niciun anunț.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>On the big screen, the TV page and the players' phones until it is cleared:</source>
        <translation>Pe ecranul mare, pe pagina TV și pe telefoanele jucătorilor, până este șters:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>On the screens now: {text}</source>
        <translation>Acum pe ecrane: {text}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>On the screens: {text}</source>
        <translation>Pe ecrane: {text}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>Send</source>
        <translation>Trimite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>The announcement is off the screens</source>
        <translation>Anunțul a fost scos de pe ecrane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>e.g. Dinner break at 21:00: the bar is open</source>
        <translation>de ex. Pauza de cină la 21:00: barul este deschis</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>{length} / {most}</source>
        <translation>{length} / {most}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/announcement.py"/>
        <source>{tournament} — announcement</source>
        <translation>{tournament} — anunț</translation>
    </message>
</context>
<context>
    <name>BigScreen</name>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source> s</source>
        <translation> sec.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Big screen</source>
        <translation>Ecranul mare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/look.py"/>
        <source>Chip leaders</source>
        <translation>Liderii la jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Choose…</source>
        <translation>Alege…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Clock</source>
        <translation>Ceasul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Club's logo</source>
        <translation>Sigla clubului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/themes.py"/>
        <source>Dark</source>
        <translation>Întunecată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Each panel for</source>
        <translation>Fiecare panou timp de</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/themes.py"/>
        <source>High contrast</source>
        <translation>Contrast ridicat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Imagini (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/look.py"/>
        <source>League standings</source>
        <translation>Clasamentul ligii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/themes.py"/>
        <source>Light</source>
        <translation>Luminoasă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>No logo</source>
        <translation>Fără siglă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/look.py"/>
        <source>Payouts</source>
        <translation>Premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/look.py"/>
        <source>Seating</source>
        <translation>Locuri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Side panels, in turn</source>
        <translation>Panouri laterale, pe rând</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>The club's logo</source>
        <translation>Sigla clubului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>The logo cannot be read ({reason}): choose another file</source>
        <translation>Sigla nu poate fi citită ({reason}): alegeți alt fișier</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>no logo</source>
        <translation>fără siglă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>show the next level and the time to the next break</source>
        <translation>arată nivelul următor și timpul până la pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/screen_settings.py"/>
        <source>show the time of day</source>
        <translation>arată ora zilei</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Ante {ante}</source>
        <translation>Ante {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>BREAK</source>
        <translation>PAUZĂ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>BREAK IS OVER</source>
        <translation>PAUZA S-A TERMINAT</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>BUBBLE</source>
        <translation>BULA</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Big-blind ante {ante}</source>
        <translation>Ante de big blind {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Bounties won: {amount}</source>
        <translation>Bounty-uri câștigate: {amount}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Break in {time}</source>
        <translation>Pauză în {time}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>CHIP LEADERS</source>
        <translation>LIDERII LA JETOANE</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>COLOR-UP NOW</source>
        <translation>COLOR-UP ACUM</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Color-up: {chips} chips</source>
        <translation>Color-up: jetoanele de {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>FINAL TABLE</source>
        <translation>MASA FINALĂ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Final level</source>
        <translation>Ultimul nivel</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>LATE REGISTRATION CLOSES IN ONE MINUTE</source>
        <translation>ÎNSCRIERILE TÂRZII SE ÎNCHID ÎNTR-UN MINUT</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>LATE REGISTRATION IS CLOSED</source>
        <translation>ÎNSCRIERILE TÂRZII S-AU ÎNCHIS</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>LEAGUE STANDINGS</source>
        <translation>CLASAMENTUL LIGII</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>LEVEL {level}</source>
        <translation>NIVELUL {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Left to play for</source>
        <translation>Încă se joacă pentru</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Next: {blinds}</source>
        <translation>Urmează: {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Next: {blinds}, ante {ante}</source>
        <translation>Urmează: {blinds}, ante {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Next: {blinds}, big-blind ante {ante}</source>
        <translation>Urmează: {blinds}, ante de big blind {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>ONE MINUTE LEFT</source>
        <translation>A MAI RĂMAS UN MINUT</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>PAYOUTS</source>
        <translation>PREMII</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>SEATING · TABLE / SEAT</source>
        <translation>LOCURI · MASA / LOCUL</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Seat ({amount})</source>
        <translation>Loc ({amount})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>TOURNAMENT OVER</source>
        <translation>TURNEU ÎNCHEIAT</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>{name} WINS</source>
        <translation>{name} CÂȘTIGĂ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>{place}.</source>
        <translation>Locul {place}</translation>
    </message>
</context>
<context>
    <name>Bounties</name>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Bust</source>
        <translation>Elimină</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Draw an envelope</source>
        <translation>Trage un plic</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Drawn by hand…</source>
        <translation>Tras manual…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Envelope drawn by hand</source>
        <translation>Plic tras manual</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Find a player: name, nickname or number</source>
        <translation>Caută un jucător: nume, poreclă sau număr</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Nobody: no bounty</source>
        <translation>Nimeni: fără bounty</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Record</source>
        <translation>Înregistrează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>What did the envelope hold?</source>
        <translation>Ce conținea plicul?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Who busted them?</source>
        <translation>Cine i-a eliminat?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>Who busted {names}? Choose the winner of the pot that took their last chips (several: a split pot).</source>
        <translation>Cine l-a eliminat pe {names}? Alegeți câștigătorul potului care i-a luat ultimele jetoane (mai mulți: pot împărțit).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/bounties.py"/>
        <source>{line} ({count} more waiting)</source>
        <translation>{line} (mai așteaptă: {count})</translation>
    </message>
</context>
<context>
    <name>BountyFields</name>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Bounties</source>
        <translation>Bounty-uri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Envelopes</source>
        <translation>Plicuri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>From players left</source>
        <translation>De la jucători rămași</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Kind</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Knockout</source>
        <translation>Knockout</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Mystery bounty</source>
        <translation>Mystery bounty</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>No bounties</source>
        <translation>Fără bounty</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Of each buy-in</source>
        <translation>Din fiecare buy-in</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Paid in multiples of</source>
        <translation>Plătite în multipli de</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>Progressive knockout (PKO)</source>
        <translation>Knockout progresiv (PKO)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>The part of each entry's buy-in that goes to bounties, not to the prize pool</source>
        <translation>Partea din buy-in-ul fiecărei intrări care merge la bounty-uri, nu în fondul de premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>e.g. 5000; 1000 x 4; 500 x 20</source>
        <translation>de ex. 5000; 1000 x 4; 500 x 20</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/bounty_fields.py"/>
        <source>every knockout</source>
        <translation>fiecare eliminare</translation>
    </message>
</context>
<context>
    <name>Busts</name>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>Bust</source>
        <translation>Elimină</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>Out in the same hand</source>
        <translation>Eliminați în aceeași mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>The player who began the hand with more chips finishes higher; equal stacks share their places. Clear every stack to have them share.</source>
        <translation>Jucătorul care a început mâna cu mai multe jetoane se clasează mai sus; stack-urile egale împart locurile. Ștergeți toate stack-urile ca jucătorii să împartă locurile.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>chips when the hand began</source>
        <translation>jetoane la începutul mâinii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hand_stacks.py"/>
        <source>{name}'s stack</source>
        <translation>stack-ul lui {name}</translation>
    </message>
</context>
<context>
    <name>CallsTab</name>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answer</source>
        <translation>Răspunde</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answer sent to table {table}: {answer}</source>
        <translation>Răspuns trimis la masa {table}: {answer}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answer:</source>
        <translation>Răspuns:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answered</source>
        <translation>Cu răspuns</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answered by</source>
        <translation>Răspuns de</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Answer…</source>
        <translation>Răspunde…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Called by</source>
        <translation>Chemat de</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Calls</source>
        <translation>Apeluri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Calls ({count})</source>
        <translation>Apeluri ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Decision</source>
        <translation>Decizia</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Floor — answer table {table}</source>
        <translation>Floor — răspuns pentru masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>No call is waiting for the floor</source>
        <translation>Nicio masă nu așteaptă floor-ul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Note</source>
        <translation>Notă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Open calls from the tables: {count}</source>
        <translation>Apeluri de la mese în așteptare: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Rule</source>
        <translation>Regula</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Rule:</source>
        <translation>Regula:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Select the call to answer first</source>
        <translation>Selectați mai întâi apelul la care răspundeți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Situation</source>
        <translation>Situația</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Table {table} at {time}: {situation}</source>
        <translation>Masa {table} la {time}: {situation}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Table {table} calls the floor: {situation}</source>
        <translation>Masa {table} cheamă floor-ul: {situation}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>clock on a player</source>
        <translation>ceas pentru un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>defective card</source>
        <translation>carte defectă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>dispute</source>
        <translation>dispută</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>misdeal</source>
        <translation>împărțire greșită</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>optional, e.g. DD-05</source>
        <translation>opțional, de ex. DD-05</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>other</source>
        <translation>altceva</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>what the floor decided</source>
        <translation>ce a decis floor-ul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/calls.py"/>
        <source>{name} at {time}</source>
        <translation>{name} la {time}</translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <location filename="../../floor/ui/dealer/entry.py"/>
        <source>Every seat and the board have their cards: Backspace takes the last one back</source>
        <translation>Toate locurile și board-ul au toate cărțile: Backspace o retrage pe ultima</translation>
    </message>
</context>
<context>
    <name>ChipSetEditor</name>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Add a chip</source>
        <translation>Adaugă un jeton</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Blue</source>
        <translation>Albastru</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Brown</source>
        <translation>Maro</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Chip set</source>
        <translation>Setul de jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Chip set saved</source>
        <translation>Setul de jetoane a fost salvat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Chips owned</source>
        <translation>Jetoane deținute</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Color up the {chip}s at the break after level {level}</source>
        <translation>Schimbați jetoanele de {chip} în pauza de după nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Colour</source>
        <translation>Culoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Counted: {chips} chips worth {value}</source>
        <translation>Numărate: {chips} jetoane în valoare de {value}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Grey</source>
        <translation>Gri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Light blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>No chips counted</source>
        <translation>Niciun jeton numărat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>No color-up: every chip is needed to the last level</source>
        <translation>Nicio schimbare de jetoane: fiecare jeton e necesar până la ultimul nivel</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>No plan: {reason}</source>
        <translation>Niciun plan: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Orange</source>
        <translation>Portocaliu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Other colour…</source>
        <translation>Altă culoare…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Pink</source>
        <translation>Roz</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Red</source>
        <translation>Roșu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Remove</source>
        <translation>Elimină</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>The chip's colour</source>
        <translation>Culoarea jetonului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>The color-ups are written into the structure</source>
        <translation>Schimbările de jetoane sunt scrise în structură</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Use this plan</source>
        <translation>Folosește acest plan</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Value</source>
        <translation>Valoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>White</source>
        <translation>Alb</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>Yellow</source>
        <translation>Galben</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/chip_set_editor.py"/>
        <source>not counted</source>
        <translation>nenumărate</translation>
    </message>
</context>
<context>
    <name>ChipsTab</name>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>A count that cannot exist</source>
        <translation>Un număr de jetoane care nu poate exista</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Big blinds</source>
        <translation>Big blinduri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Counted {count} stacks. {check}</source>
        <translation>Stackuri numărate: {count}. {check}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Known from</source>
        <translation>Cunoscut din</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Save counts</source>
        <translation>Salvează numărătoarea</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>Type the stacks in the Chips column, then save</source>
        <translation>Introduceți stackurile în coloana Jetoane, apoi salvați</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>not counted yet</source>
        <translation>nenumărat încă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>{name}'s chips</source>
        <translation>Jetoanele lui {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/chips_tab.py"/>
        <source>{why}. Keep this count anyway?</source>
        <translation>{why}. Păstrați totuși această numărătoare?</translation>
    </message>
</context>
<context>
    <name>ClockDisplay</name>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>AVERAGE STACK</source>
        <translation>STACK MEDIU</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>All seats drawn again</source>
        <translation>Toate locurile trase din nou la sorți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Final table drawn</source>
        <translation>Masa finală: locuri trase la sorți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>Floor — tournament clock</source>
        <translation>Floor — ceasul turneului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>NOT STARTED</source>
        <translation>NEÎNCEPUT</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>No moves in the last {minutes} minutes</source>
        <translation>Nicio mutare în ultimele {minutes} minute</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>PAUSED</source>
        <translation>OPRIT</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>PLAYER</source>
        <translation>JUCĂTOR</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>PLAYERS</source>
        <translation>JUCĂTORI</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>PRIZE POOL</source>
        <translation>FOND DE PREMII</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>Page {page} of {pages}</source>
        <translation>Pagina {page} din {pages}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>Page {page} of {pages}: {first} to {last}</source>
        <translation>Pagina {page} din {pages}: de la {first} la {last}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>RECENT MOVES</source>
        <translation>MUTĂRI RECENTE</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>SCAN: YOUR SEAT &amp; THE CLOCK</source>
        <translation>SCANAȚI: LOCUL DVS. ȘI CEASUL</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>SEAT</source>
        <translation>LOC</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>TABLE</source>
        <translation>MASA</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Table {table} broken</source>
        <translation>Masa {table} desființată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Tables {tables} broken</source>
        <translation>Mesele {tables} desființate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/seating_page.py"/>
        <source>The seats are not drawn yet</source>
        <translation>Locurile nu au fost încă trase la sorți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>{name} → table {table} seat {seat}</source>
        <translation>{name} → masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>{title} ({page} of {pages})</source>
        <translation>{title} ({page} din {pages})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/display.py"/>
        <source>{tournament} — clock</source>
        <translation>{tournament} — ceas</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>→ table {table} seat {seat}</source>
        <translation>→ masa {table}, locul {seat}</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>&amp;Room</source>
        <translation>&amp;Sală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>&amp;Tournament</source>
        <translation>&amp;Turneu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>+ 1 min</source>
        <translation>+ 1 min</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Actions are missing</source>
        <translation>Lipsesc acțiuni</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Actions are now recorded as {name}'s</source>
        <translation>Acțiunile sunt înregistrate acum pe numele {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>All files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Announcement…</source>
        <translation>Anunț…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>At the desk:</source>
        <translation>La birou:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Automatic backup</source>
        <translation>Copie de rezervă automată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Back one level</source>
        <translation>Înapoi un nivel</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Back up now</source>
        <translation>Copie de rezervă acum</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Backing up</source>
        <translation>Copie de rezervă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Bounties won</source>
        <translation>Bounty câștigate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Bounty</source>
        <translation>Bounty</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Break</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Bust selected</source>
        <translation>Elimină selectații</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Bust them</source>
        <translation>Elimină-i</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>CSV files, UTF-8 (*.csv)</source>
        <translation>Fișiere CSV, UTF-8 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>CSV files, Windows-1250 Central European (*.csv)</source>
        <translation>Fișiere CSV, Windows-1250 Europa Centrală (*.csv)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>CSV files, Windows-1251 Cyrillic (*.csv)</source>
        <translation>Fișiere CSV, Windows-1251 chirilic (*.csv)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Calls from the tables</source>
        <translation>Apeluri de la mese</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Chip set…</source>
        <translation>Setul de jetoane…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Clock display</source>
        <translation>Ecranul ceasului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Clock paused</source>
        <translation>Ceasul este oprit</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Clock running</source>
        <translation>Ceasul merge</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Clock started</source>
        <translation>Ceasul a pornit</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Close the console</source>
        <translation>Închideți consola</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Correct hand…</source>
        <translation>Corectează o mână…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Database server…</source>
        <translation>Serverul bazei de date…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Dealer station</source>
        <translation>Postul dealerului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Dealer station…</source>
        <translation>Postul dealerului…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Devices…</source>
        <translation>Dispozitive…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Entries {entries} · playing {playing} · prize pool {pool}</source>
        <translation>Intrări: {entries} · în joc: {playing} · fond de premii: {pool}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Every action needs the name of the person at the desk</source>
        <translation>Fiecare acțiune are nevoie de numele persoanei de la birou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Export results…</source>
        <translation>Export rezultate…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Export the results, chips and history into</source>
        <translation>Exportă rezultatele, jetoanele și istoricul în</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Exporting</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Find a player: name, nickname or number</source>
        <translation>Căutați un jucător: nume, poreclă sau număr</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Floor cannot open the database</source>
        <translation>Floor nu poate deschide baza de date</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Floor — {tournament}</source>
        <translation>Floor — {tournament}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>History</source>
        <translation>Istoric</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Hot keys…</source>
        <translation>Taste rapide…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>House settings…</source>
        <translation>Setările clubului…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Import from The Tournament Director…</source>
        <translation>Import din The Tournament Director…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Import players (CSV)…</source>
        <translation>Import jucători (CSV)…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Importing from The Tournament Director</source>
        <translation>Se importă din The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Importing {file}</source>
        <translation>Import {file}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>League…</source>
        <translation>Liga…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Level {level}</source>
        <translation>Nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Level ▶</source>
        <translation>Nivel ▶</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Lobby poster saved to {path}: it shows {url}</source>
        <translation>Afișul pentru lobby a fost salvat în {path}: arată {url}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Lobby poster…</source>
        <translation>Afiș pentru lobby…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Members…</source>
        <translation>Membrii clubului…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Name of the new player</source>
        <translation>Numele jucătorului nou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>No poster: {reason}</source>
        <translation>Niciun afiș: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Not registered: {name} is already player {number}</source>
        <translation>Neînregistrat: {name} este deja jucătorul {number}</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Not updated since {time}: the room service does not answer; this window shows the tournament as it was then</source>
        <translation>Neactualizat din {time}: serviciul sălii nu răspunde; această fereastră arată turneul așa cum era atunci</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>On to the next level</source>
        <translation>Trecem la nivelul următor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Out of chips at table {table}, hand {hand}: {names}</source>
        <translation>Fără jetoane la masa {table}, mâna {hand}: {names}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Out of chips at table {table}, hand {hand}: {names} (1 more hand after this)</source>
        <translation>Fără jetoane la masa {table}, mâna {hand}: {names} (după ea mai urmează o mână)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Out of chips at table {table}, hand {hand}: {names} ({count} more hands after this)</source>
        <translation>Fără jetoane la masa {table}, mâna {hand}: {names} (după ea mai urmează mâini: {count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>PAUSED</source>
        <translation>OPRIT</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Pause (Space)</source>
        <translation>Pauză (Spațiu)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Payout templates…</source>
        <translation>Șabloane de premii…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Payouts</source>
        <translation>Premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Player pages on / off</source>
        <translation>Paginile jucătorilor pornite / oprite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Pre-registered players</source>
        <translation>Jucători preînscriși</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Prize</source>
        <translation>Premiu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Re-enter</source>
        <translation>Reintrare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Redone: {action}</source>
        <translation>Refăcut: {action}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Register</source>
        <translation>Înscrie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Registered player {number}: {name}</source>
        <translation>Jucătorul {number} înscris: {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Registered player {number}: {name} — table {table}, seat {seat}</source>
        <translation>Jucătorul {number} înscris: {name} — masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Reinstate</source>
        <translation>Readu în joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Rename…</source>
        <translation>Redenumește…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Reopen the tournament</source>
        <translation>Redeschide turneul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Reopened: {reason}</source>
        <translation>Turneu redeschis: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Reopen…</source>
        <translation>Redeschide…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Results report…</source>
        <translation>Raportul rezultatelor…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Resume (Space)</source>
        <translation>Continuă (Spațiu)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Rulings</source>
        <translation>Decizii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Save the lobby poster</source>
        <translation>Salvează afișul pentru lobby</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Seat</source>
        <translation>Loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Seat cards…</source>
        <translation>Cartonașe de loc…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Select one player first</source>
        <translation>Selectați întâi un singur jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Select the player (or players out in the same hand) to bust</source>
        <translation>Selectați jucătorul eliminat (sau jucătorii eliminați în aceeași mână)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Settings saved</source>
        <translation>Setările au fost salvate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Settings…</source>
        <translation>Setări…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Silent: {reason}</source>
        <translation>Fără sunet: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Start or pause the clock</source>
        <translation>Pornește sau oprește ceasul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Status</source>
        <translation>Stare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Structure</source>
        <translation>Structura</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Structure saved: the clock keeps its place</source>
        <translation>Structura a fost salvată: ceasul își păstrează locul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Tables</source>
        <translation>Mese</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Anulează ultima acțiune (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The Tournament Director (*.tdt)</source>
        <translation>The Tournament Director (*.tdt)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The Tournament Director's saves</source>
        <translation>Salvările The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The poster could not be saved to {path}: {reason}</source>
        <translation>Afișul nu a putut fi salvat în {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The structure has a problem (shown under the table): fix it first</source>
        <translation>Structura are o problemă (arătată sub tabel): corectați-o întâi</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>The tournament is on. Close the console? The room's big screen, the dealer stations opened here and the player pages go with it; they open again with the tournament.</source>
        <translation>Turneul este în desfășurare. Închideți consola? Ecranul mare al sălii, stațiile dealerilor deschise aici și paginile jucătorilor se închid odată cu ea; se redeschid împreună cu turneul.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>There are no tables yet: draw the seats first (Tables tab)</source>
        <translation>Nu există încă mese: trageți întâi la sorți locurile (fila Mese)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Time adjusted</source>
        <translation>Timpul a fost ajustat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Tournament over: {name} won</source>
        <translation>Turneu încheiat: a câștigat {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Tournament settings…</source>
        <translation>Setările turneului…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Undo the last action</source>
        <translation>Anulează ultima acțiune</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Undone: {action}</source>
        <translation>Anulat: {action}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Use this structure from now on</source>
        <translation>Folosește această structură de acum</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>Wait until {job} has finished</source>
        <translation>Așteptați să se termine: {job}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>balancing: {reason} (Tables tab)</source>
        <translation>echilibrare: {reason} (fila Mese)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>not started</source>
        <translation>neînceput</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>out, {place}</source>
        <translation>eliminat, locul {place}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>playing</source>
        <translation>în joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>server unreachable</source>
        <translation>server inaccesibil</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>tables balanced</source>
        <translation>mesele sunt echilibrate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>the last action</source>
        <translation>ultima acțiune</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>winner, 1st</source>
        <translation>câștigător, locul 1</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>your name</source>
        <translation>numele dvs.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{before} is now {name}</source>
        <translation>{before} este acum {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} finished {place}</source>
        <translation>{name} a terminat pe locul {place}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} finished {place}, wins {prize}</source>
        <translation>{name} a terminat pe locul {place}, câștigă {prize}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} is already registered (#{number}): register another {name}?</source>
        <translation>{name} este deja înregistrat (nr. {number}): înregistrați încă un {name}?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} is back in the tournament</source>
        <translation>{name} a revenit în turneu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} is back in the tournament — table {table}, seat {seat}</source>
        <translation>{name} a revenit în turneu — masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} is finished. Reopen it? Every action is allowed again until the next winner. Why (kept in its history)?</source>
        <translation>Turneul {name} s-a încheiat. Îl redeschideți? Toate acțiunile sunt din nou permise până la următorul câștigător. De ce (motivul rămâne în istoric)?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} re-entered</source>
        <translation>{name} a făcut reintrare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} re-entered — table {table}, seat {seat}</source>
        <translation>{name} a făcut reintrare — masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} rebought</source>
        <translation>{name} a făcut rebuy</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} rebought — table {table}, seat {seat}</source>
        <translation>{name} a făcut rebuy — masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} took the add-on</source>
        <translation>{name} a luat add-on-ul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} took the add-on — table {table}, seat {seat}</source>
        <translation>{name} a luat add-on-ul — masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} wins the tournament</source>
        <translation>{name} câștigă turneul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{name} wins the tournament, {prize}</source>
        <translation>{name} câștigă turneul, {prize}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{small}/{big}, ante {ante}</source>
        <translation>{small}/{big}, ante {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>{small}/{big}, big-blind ante {ante}</source>
        <translation>{small}/{big}, ante de big blind {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>− 1 min</source>
        <translation>− 1 min</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/window.py"/>
        <source>◀ Level</source>
        <translation>◀ Nivel</translation>
    </message>
</context>
<context>
    <name>CorrectHandDialog</name>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Correct the hand</source>
        <translation>Corectează mâna</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Floor — correct a confirmed hand</source>
        <translation>Floor — corectarea unei mâini confirmate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Hand:</source>
        <translation>Mâna:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>No hand confirmed at this table yet.</source>
        <translation>Nicio mână confirmată la această masă încă.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Table {table}</source>
        <translation>Masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Table:</source>
        <translation>Masa:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>The showdown as it should have been:</source>
        <translation>Showdown-ul așa cum ar fi trebuit să fie:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>This is not a showdown as JSON: check the brackets and quotes.</source>
        <translation>Acesta nu este un showdown în JSON: verificați parantezele și ghilimelele.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/correct_hand.py"/>
        <source>Why (kept in the history):</source>
        <translation>De ce (se păstrează în istoric):</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../../floor/ui/common/crash.py"/>
        <source>Floor hit a problem it did not expect. Your tournament is safe: every action was saved when it was shown. The details are in {log}; please send that file to the Floor team.</source>
        <translation>Floor a întâlnit o problemă neașteptată. Turneul dvs. este în siguranță: fiecare acțiune a fost salvată când a fost afișată. Detaliile sunt în {log}; vă rugăm să trimiteți acest fișier echipei Floor.</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Asking the server…</source>
        <translation>Se întreabă serverul…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Data folder:</source>
        <translation>Dosarul de date:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Database server</source>
        <translation>Serverul bazei de date</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promote it only when the primary's machine is dead or cut off: the old primary is fenced first when it answers, and every desk then writes here.</source>
        <translation>Promovați-l doar când mașina serverului principal este căzută sau izolată: vechiul server principal este blocat mai întâi dacă răspunde, iar apoi toate mesele scriu aici.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promote the standby</source>
        <translation>Promovați serverul de rezervă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promote the standby in {folder}? Do it only when the primary's machine is dead or cut off.</source>
        <translation>Promovați serverul de rezervă din {folder}? Faceți-o doar când mașina serverului principal este căzută sau izolată.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promote…</source>
        <translation>Promovați…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Promoting…</source>
        <translation>Se promovează…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>The standby on this computer</source>
        <translation>Serverul de rezervă de pe acest calculator</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>This desk's tournaments are in a file on this computer: there is no database server or standby to show</source>
        <translation>Turneele acestei mese sunt într-un fișier pe acest calculator: nu există server de bază de date sau server de rezervă de arătat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/database.py"/>
        <source>Type the standby's data folder on this computer first</source>
        <translation>Scrieți mai întâi dosarul de date al serverului de rezervă de pe acest calculator</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Accept the deal</source>
        <translation>Acceptă înțelegerea</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>By hand: type what each takes</source>
        <translation>Manual: introduceți cât ia fiecare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Chip chop: each keeps the lowest prize left, the rest by chips</source>
        <translation>Chip chop: fiecare păstrează cel mai mic premiu rămas, restul după jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Floor — a deal for the players left</source>
        <translation>Floor — o înțelegere pentru jucătorii rămași</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Left out of 1st prize to play for:</source>
        <translation>Lăsat din premiul locului 1 pentru joc:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>Takes now</source>
        <translation>Ia acum</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>the money left to play for</source>
        <translation>suma lăsată pentru joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>{name}'s amount</source>
        <translation>suma lui {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/deal.py"/>
        <source>{total} shared by {count} players</source>
        <translation>{total} împărțiți între {count} jucători</translation>
    </message>
</context>
<context>
    <name>DealerWindow</name>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>1 joker</source>
        <translation>1 joker</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>2 jokers</source>
        <translation>2 jokeri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>32 cards</source>
        <translation>32 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>36 cards</source>
        <translation>36 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>52 cards</source>
        <translation>52 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Break</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Break · next: {blinds}</source>
        <translation>Pauză · urmează: {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Button</source>
        <translation>Buton</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Clear hand</source>
        <translation>Golește mâna</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Confirm hand</source>
        <translation>Confirmă mâna</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Deck check…</source>
        <translation>Verificare pachet…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Floor — defective deck</source>
        <translation>Floor — pachet defect</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Hand void ({ruling}): give back nothing; replace the deck and deal again with the same button</source>
        <translation>Mână anulată ({ruling}): nu se returnează nimic; înlocuiți pachetul și împărțiți din nou cu același buton</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Hand void ({ruling}): give back {refunds}; replace the deck and deal again with the same button</source>
        <translation>Mână anulată ({ruling}): returnați {refunds}; înlocuiți pachetul și împărțiți din nou cu același buton</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Hand {hand} recorded; next hand: the button is on seat {seat}</source>
        <translation>Mâna {hand} a fost înregistrată; mâna următoare: butonul este pe locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Hand {hand} recorded; next hand: the button is on seat {seat}. All in and won nothing, offered to the floor as out (confirm in the console): {players}</source>
        <translation>Mâna {hand} a fost înregistrată; mâna următoare: butonul este pe locul {seat}. All-in fără niciun câștig, propuși floor-ului ca eliminați (confirmați în consolă): {players}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Level {level}</source>
        <translation>Nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Level {level} · {blinds}</source>
        <translation>Nivelul {level} · {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Nothing can be recorded: call the floor. Backspace takes the card back if it was mistyped.</source>
        <translation>Nu se poate înregistra nimic: chemați floor-ul. Backspace retrage cartea dacă a fost tastată greșit.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Seat {seat}: {reason}</source>
        <translation>Locul {seat}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Smallest chip</source>
        <translation>Jetonul minim</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Stop: do not deal the next hand. {reason}. Wait for the floor to bring a player to this table, or to waive the halt.</source>
        <translation>Stop: nu împărțiți mâna următoare. {reason}. Așteptați ca floor-ul să aducă un jucător la această masă sau să renunțe la oprire.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>Table {table} · hand {hand}</source>
        <translation>Masa {table} · mâna {hand}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>The board: {reason}</source>
        <translation>Board-ul: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>The defective-deck ruling (DD-05): every seat gets back what it put in</source>
        <translation>Decizia pentru pachet defect (DD-05): fiecare loc primește înapoi ce a pus</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>The floor rules: void the hand…</source>
        <translation>Decizia floor-ului: anulează mâna…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>The smallest chip in play: pots split in whole chips of it</source>
        <translation>Cel mai mic jeton în joc: poturile se împart în jetoane întregi de această valoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>There is no table {table} (tables: none yet: draw the seats first)</source>
        <translation>Masa {table} nu există (mese: încă niciuna; faceți întâi tragerea la sorți a locurilor)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>There is no table {table} (tables: {tables})</source>
        <translation>Masa {table} nu există (mese: {tables})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>no joker</source>
        <translation>fără joker</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>none</source>
        <translation>niciunul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>seat {seat}</source>
        <translation>locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>seat {seat} {chips}</source>
        <translation>locul {seat} — {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{blinds}, ante {ante}</source>
        <translation>{blinds}, ante {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{blinds}, big-blind ante {ante}</source>
        <translation>{blinds}, ante de big blind {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{facts}
Correct the chips (or the all-in box) before you confirm; if a stack is wrong, the floor counts the table again in the console.</source>
        <translation>{facts}
Corectați jetoanele (sau căsuța all-in) înainte de a confirma; dacă un stack e greșit, floor-ul renumără masa în consolă.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{name} (seat {seat})</source>
        <translation>{name} (locul {seat})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>{ruling}

Confirm this ruling?</source>
        <translation>{ruling}

Confirmați această decizie?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/window.py"/>
        <source>{tournament} — dealer station, table {table}</source>
        <translation>{tournament} — postul dealerului, masa {table}</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Between hands (HS0)</source>
        <translation>Între mâini (HS0)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards counted</source>
        <translation>Cărți numărate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards found twice</source>
        <translation>Cărți găsite de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards found twice: a joker is not a duplicate; count it under jokers found</source>
        <translation>Cărți găsite de două ori: un joker nu este un duplicat; treceți-l la „Jokeri găsiți”</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards found twice: {reason}</source>
        <translation>Cărți găsite de două ori: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Cards with a different back</source>
        <translation>Cărți cu alt spate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Check</source>
        <translation>Verifică</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>During the hand (HS4)</source>
        <translation>În timpul mâinii (HS4)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Enter what you found in the deck, then press Check.</source>
        <translation>Introduceți ce ați găsit în pachet, apoi apăsați „Verifică”.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Found</source>
        <translation>Găsite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Jokers found</source>
        <translation>Jokeri găsiți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Marked cards</source>
        <translation>Cărți marcate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Record the ruling</source>
        <translation>Înregistrează decizia</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Ruling {row} recorded for table {table}.</source>
        <translation>Decizia {row} a fost înregistrată pentru masa {table}.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Ruling {row} · {title}: {ruling}</source>
        <translation>Decizia {row} · {title}: {ruling}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>Sources: {sources}</source>
        <translation>Surse: {sources}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>The deck is defective.</source>
        <translation>Pachetul este defect.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>The deck is not defective.</source>
        <translation>Pachetul nu este defect.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>What to do:</source>
        <translation>Ce trebuie făcut:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>e.g. 52 (empty: not counted)</source>
        <translation>ex. 52 (gol: nenumărate)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>e.g. Ks 7d</source>
        <translation>ex. Ks 7d</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>made on purpose</source>
        <translation>intenționat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/deck.py"/>
        <source>{tournament} — deck check, table {table}</source>
        <translation>{tournament} — verificarea pachetului, masa {table}</translation>
    </message>
</context>
<context>
    <name>DeckGrid</name>
    <message>
        <location filename="../../floor/ui/dealer/cards.py"/>
        <source>Jk</source>
        <translation>Jk</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/cards.py"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
</context>
<context>
    <name>DevicesDialog</name>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Address</source>
        <translation>Adresa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Dealer tablet</source>
        <translation>Tableta dealerului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Device</source>
        <translation>Dispozitiv</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Display</source>
        <translation>Ecran</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Floor phone</source>
        <translation>Telefonul floor-ului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Floor — devices of the room</source>
        <translation>Floor — dispozitivele sălii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Last seen</source>
        <translation>Văzut ultima dată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>No device is paired yet: Pair a device… shows the code to scan</source>
        <translation>Niciun dispozitiv nu este asociat încă: „Asociază un dispozitiv…” arată codul de scanat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Pair a device…</source>
        <translation>Asociază un dispozitiv…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Person</source>
        <translation>Persoana</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Registration desk</source>
        <translation>Biroul de înscrieri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Revoke…</source>
        <translation>Revocă…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Select a paired device first</source>
        <translation>Selectați mai întâi un dispozitiv asociat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>State</source>
        <translation>Stare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Unpair {device}? It can do nothing more until it is paired again.</source>
        <translation>Dezasociați {device}? Nu va mai putea face nimic până nu este asociat din nou.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>paired</source>
        <translation>asociat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>unpaired at {time}</source>
        <translation>dezasociat la {time}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>{device} unpaired</source>
        <translation>{device}: dezasociat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>{device}, table {table}</source>
        <translation>{device}, masa {table}</translation>
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
        <translation>{what}: nu poate fi negativ ({text})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what} must be a whole number, not {text}</source>
        <translation>{what}: trebuie un număr întreg, nu {text}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what} must be at least {minimum}</source>
        <translation>{what}: cel puțin {minimum}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what} must be more than 0</source>
        <translation>{what}: trebuie să fie mai mare decât 0</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/typed_numbers.py"/>
        <source>{what}: type a number</source>
        <translation>{what}: scrieți un număr</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>'(' after {name}</source>
        <translation>'(' după {name}</translation>
    </message>
    <message>
        <location filename="../../floor/core/house.py"/>
        <source>'{key}' is not a house setting</source>
        <translation>„{key}” nu este o setare a clubului</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>'{rest}' is not a card: {hint}</source>
        <translation>„{rest}” nu este o carte: {hint}</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>'{text}' is {cards_count} cards, expected one</source>
        <translation>„{text}” are {cards_count} cărți, trebuie exact una</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>(enter dealt_in)</source>
        <translation>(introduceți dealt_in)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>(enter eligible)</source>
        <translation>(introduceți eligible)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>(none)</source>
        <translation>(nimic)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/tournaments.py"/>
        <source>--bounty is KIND:AMOUNT[:UNIT] (knockout, progressive or mystery), e.g. progressive:200:25, not {given!r}</source>
        <translation>--bounty este TIP:SUMĂ[:UNITATE] (knockout, progressive sau mystery), de ex. progressive:200:25, nu {given!r}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/clubs.py"/>
        <source>--create-final creates the final of the season as it is saved: set the season up (--formula, --best-of, --final, --count) in a command before it</source>
        <translation>--create-final creează finala sezonului așa cum este salvat: configurați sezonul (--formula, --best-of, --final, --count) într-o comandă înaintea ei</translation>
    </message>
    <message>
        <location filename="../../floor/commands/tournaments.py"/>
        <source>--envelopes and --mystery-from go with --bounty mystery:AMOUNT</source>
        <translation>--envelopes și --mystery-from merg cu --bounty mystery:SUMĂ</translation>
    </message>
    <message>
        <location filename="../../floor/commands/clubs.py"/>
        <source>--structure-to takes one TD file</source>
        <translation>--structure-to primește un singur fișier TD</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>1 card with a different back</source>
        <translation>o carte cu alt spate</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>1 chip</source>
        <translation>1 jeton</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>1 chip came from a race of {raced} chips</source>
        <translation>dintr-un chip race de {raced} jetoane a venit un singur jeton</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>1 chip removed from play</source>
        <translation>Un jeton scos din joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>1 chip removed: {name} disqualified ({row})</source>
        <translation>Un jeton scos — descalificarea lui {name} ({row})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>1 chip removed: {reason}</source>
        <translation>Un jeton scos — {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>1 entry: nobody is paid until at least 2 players have entered</source>
        <translation>o singură intrare: nu se plătește nimic până nu intră cel puțin 2 jucători</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>1 marked card, on purpose</source>
        <translation>o carte marcată (marcaj intenționat)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>1 minute</source>
        <translation>1 minut</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>1 minute added</source>
        <translation>Un minut adăugat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>1 minute taken off</source>
        <translation>Un minut scăzut</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>1 player does not fit in the 0 open seats</source>
        <translation>un jucător nu are niciun loc liber</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>1 player needs 1 seat card; only 0 are stacked</source>
        <translation>un jucător are nevoie de o carte de loc, dar în teanc nu este niciuna</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>1 player still to count ({names})</source>
        <translation>mai este de numărat stack-ul unui jucător ({names})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>1 race card was entered</source>
        <translation>a fost introdusă o carte de chip race</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>1 seat given: the order of action needs at least 2 seats in the hand</source>
        <translation>este dat un singur loc: pentru ordinea acțiunii trebuie cel puțin 2 locuri în mână</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>2-7 Draw</source>
        <translation>Draw 2-7</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>32 cards</source>
        <translation>32 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>36 cards</source>
        <translation>36 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>5-Card Omaha</source>
        <translation>Omaha cu 5 cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>52 cards</source>
        <translation>52 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>53 cards</source>
        <translation>53 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>54 cards</source>
        <translation>54 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>; if it was saved as Windows-1251 (Cyrillic) or Windows-1250 (Central European), import it again choosing that kind of file in the file dialog</source>
        <translation>; dacă a fost salvat în Windows-1251 (chirilic) sau Windows-1250 (Europa Centrală), importați-l din nou alegând acest tip de fișier în fereastra de alegere</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>; if it was saved as Windows-1251 (Cyrillic) or Windows-1250 (Central European), say so with --encoding cp1251 or --encoding cp1250</source>
        <translation>; dacă a fost salvat în Windows-1251 (chirilic) sau Windows-1250 (Europa Centrală), spuneți-o cu --encoding cp1251 sau --encoding cp1250</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A caller of the river bet may see the last aggressor's hand; any other request is the TD's choice.</source>
        <translation>Cel care a dat call la pariul de pe river poate vedea mâna ultimului agresor; orice altă cerere este la latitudinea directorului de turneu.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A card with a different back found only in the stub, never dealt.</source>
        <translation>O carte cu alt spate găsită doar în stub, niciodată împărțită.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A carryover nobody can win yet</source>
        <translation>Un report pe care încă nu-l poate câștiga nimeni</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A claim made before the next hand begins voids the hand; after that the result stands.</source>
        <translation>O contestație făcută înainte să înceapă mâna următoare anulează mâna; după aceea rezultatul rămâne valabil.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A deck with more or fewer cards than this is defective.</source>
        <translation>Un pachet cu mai multe sau mai puține cărți este defect.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A defect found after the pot was paid</source>
        <translation>Defect găsit după plata potului</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A defect noticed once the pot was paid, or pushed with the losing hands gone.</source>
        <translation>Un defect observat după ce potul a fost plătit sau împins spre câștigător, cu mâinile pierzătoare duse.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A defective deck: void the hand (house rules §5.5)</source>
        <translation>Pachet defect: mâna se anulează (regulamentul casei §5.5)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A device used with a live hand</source>
        <translation>Dispozitiv folosit cu mâna în joc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A different back in the stub</source>
        <translation>Alt spate în stub</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A full-ring table three or more players short of the fullest stops once its blinds are affected, until a player is moved to it.</source>
        <translation>O masă full-ring cu trei sau mai mulți jucători mai puțin decât masa cea mai plină se oprește când îi sunt afectate blindurile, până i se aduce un jucător.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A late entrant, alternate or re-entry buys a full stack and draws a seat from the same pool, the same way, as everyone else.</source>
        <translation>Un jucător înscris târziu, o rezervă sau o reintrare cumpără un stack întreg și trage un loc din același set de locuri, în același fel, ca toți ceilalți.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A late entrant, alternate or re-entry draws a seat like everyone else; this says which open seats are in the draw.</source>
        <translation>Un jucător întârziat, o rezervă sau o reintrare trage un loc ca toți ceilalți; aici se alege ce locuri libere intră la tragere.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A misdeal before substantial action, a blank after (TDA rule 35)</source>
        <translation>Misdeal înainte de acțiunea substanțială, carte nulă după (regula TDA 35)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A phone call, ringtone, music or video at the table</source>
        <translation>Un apel telefonic, un ton de apel, muzică sau video la masă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A phone or device lying on the table</source>
        <translation>Un telefon sau un dispozitiv lăsat pe masă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A player asks for spectators to be moved back</source>
        <translation>Un jucător cere ca spectatorii să fie mutați mai în spate</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A player shows his live cards to, or discusses them with, someone else</source>
        <translation>Un jucător își arată cărțile în joc altcuiva sau le discută cu altcineva</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A player the floor finds knew of a defect and bet or raised on it.</source>
        <translation>Un jucător despre care floor-ul stabilește că știa de un defect și a pariat sau a dat raise profitând de el.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A player who cannot be identified</source>
        <translation>Un jucător care nu poate fi identificat</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A player who moves or stays away to avoid a blind is penalised for dodging blinds.</source>
        <translation>Un jucător care se mută sau lipsește ca să evite un blind este penalizat pentru evitarea blindurilor.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A player who uses a phone or other device while his hand is live is penalised; this says whether the hand dies too.</source>
        <translation>Un jucător care folosește un telefon sau alt dispozitiv cu mâna în joc este penalizat; aici se alege dacă și mâna devine moartă.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A player who would have no chips left after the race keeps one.</source>
        <translation>Un jucător care ar rămâne fără jetoane după chip race păstrează unul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A player with a live hand uses a device</source>
        <translation>Un jucător cu o mână în joc folosește un dispozitiv</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A spectator comments on a hand or advises a player</source>
        <translation>Un spectator comentează o mână sau sfătuiește un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>A spectator points out a misread or a miscount</source>
        <translation>Un spectator semnalează o mână citită greșit sau o numărătoare greșită</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A straight beats three of a kind</source>
        <translation>Chinta bate trei de un fel</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A table breaks when its players fit into the empty seats elsewhere, in the house's order.</source>
        <translation>O masă se desființează când jucătorii ei încap pe locurile libere de la celelalte mese, în ordinea stabilită de club.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A table breaks when its players fit into the empty seats elsewhere.</source>
        <translation>O masă se desființează când jucătorii ei încap pe locurile libere de la celelalte mese.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>A table three or more players short of the fullest stops once its blinds fall on an empty seat, until a player arrives.</source>
        <translation>O masă cu trei sau mai mulți jucători mai puțin decât masa cea mai plină se oprește când blindul ei cade pe un loc gol, până sosește un jucător.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Absent players' seats get a card too.</source>
        <translation>Și locurile jucătorilor absenți primesc o carte.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>After a player busts, the button and blinds move by this rule.</source>
        <translation>După ce un jucător este eliminat, butonul și blindurile se mută după această regulă.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>After every bust-out the tables are kept within the house's tolerance of the fullest table, more tightly near the end.</source>
        <translation>După fiecare eliminare, mesele sunt ținute în toleranța clubului față de masa cea mai plină, mai strict spre final.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>After the race he gets one chip of the lowest denomination still in play.</source>
        <translation>După chip race primește un jeton de cea mai mică valoare rămasă în joc.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>All the player's cards (Robert's Rules of Poker)</source>
        <translation>Toate cărțile jucătorului (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Always</source>
        <translation>Întotdeauna</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Always round down</source>
        <translation>Mereu în jos</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Always round up</source>
        <translation>Mereu în sus</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>An absent player's seat gets no card.</source>
        <translation>Locul unui jucător absent nu primește carte.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Announcement cleared</source>
        <translation>Anunțul a fost șters</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Announcement on the screens: {text}</source>
        <translation>Anunț pe ecrane: {text}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Any open seat</source>
        <translation>Orice loc liber</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Any player dealt in (Robert's Rules of Poker)</source>
        <translation>Orice jucător care a primit cărți (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Any rest makes one more new chip.</source>
        <translation>Orice rest face încă un jeton nou.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Any uncalled part of the bet goes back to {who}.</source>
        <translation>Partea neegalată a mizei, dacă există, se întoarce la jucătorul care a pariat: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Anyone dealt in may ask to see a called hand, a privilege the floor can withdraw.</source>
        <translation>Oricine a primit cărți poate cere să vadă o mână la care s-a dat call, un privilegiu pe care floor-ul îl poate retrage.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As a defective deck: every player gets back what he put in.</source>
        <translation>Ca la un pachet defect: fiecare jucător primește înapoi ce a pus.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As after a hand played to the end.</source>
        <translation>Ca după o mână jucată până la capăt.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As for misdeals under the TDA rules.</source>
        <translation>Ca la misdeal-uri după regulile TDA.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As in seven-card stud.</source>
        <translation>Ca la stud cu 7 cărți.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As in the other stud games.</source>
        <translation>Ca la celelalte jocuri stud.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As the TDA rules say for full-ring events.</source>
        <translation>Cum prevăd regulile TDA pentru turneele full-ring.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>As the re-deal of a misdeal (TDA rule 35-C).</source>
        <translation>Ca la reîmpărțirea după un misdeal (regula TDA 35-C).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Asking to see a hand</source>
        <translation>Cererea de a vedea o mână</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>At a new table, or a full redraw, the highest card takes the button.</source>
        <translation>La o masă nouă sau la o reașezare completă, cartea cea mai mare ia butonul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>At the final table either everyone draws a new seat and the button is drawn, or only the arrivals draw and the button goes on.</source>
        <translation>La masa finală fie toți trag locuri noi și butonul se trage la sorți, fie trag doar cei care sosesc, iar butonul merge mai departe.</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Backed up to {path}</source>
        <translation>Copie de rezervă salvată în {path}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Before substantial action the hand is dealt again; after it the joker is set aside and the next card dealt.</source>
        <translation>Înainte de acțiunea substanțială mâna se împarte din nou; după ea jokerul se pune deoparte și se dă următoarea carte.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Betting on a known defect</source>
        <translation>Pariuri pe un defect cunoscut</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Blind structure changed: 1 level</source>
        <translation>Structura blindurilor a fost schimbată: un singur nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Blind structure changed: {levels} levels, 1 break</source>
        <translation>Structura blindurilor a fost schimbată — niveluri: {levels}, o pauză</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Blind structure changed: {levels} levels, no breaks</source>
        <translation>Structura blindurilor a fost schimbată — niveluri: {levels}, fără pauze</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Blind structure changed: {levels} levels, {breaks} breaks</source>
        <translation>Structura blindurilor a fost schimbată — niveluri: {levels}, pauze: {breaks}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>Bounties: {won:,} won · {heads:,} on heads</source>
        <translation>Bounty-uri: {won:,} câștigate · {heads:,} pe capete</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Button after a void hand</source>
        <translation>Butonul după o mână anulată</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Button and blind use</source>
        <translation>Butonul și blindurile</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Button on seat {seat} at table {table} (Floor's draw, {rules})</source>
        <translation>Butonul pe locul {seat} la masa {table} (tras de Floor, {rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Button on seat {seat} at table {table} (drawn at the table, {rules})</source>
        <translation>Butonul pe locul {seat} la masa {table} (tras la masă, {rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Button put on seat {seat} at table {table} by hand (BT-07: {reason})</source>
        <translation>Butonul pus manual pe locul {seat} la masa {table} (BT-07: {reason})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Cards in each game's deck</source>
        <translation>Numărul de cărți din pachetul fiecărui joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Chip race at table {table}, color-up of the {chips} chips: none removed from play</source>
        <translation>Chip race la masa {table}, color-up pentru jetoanele de {chips}: nimic scos din joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Chip race at table {table}, color-up of the {chips} chips: {added:,} more in play</source>
        <translation>Chip race la masa {table}, color-up pentru jetoanele de {chips}: cu {added:,} mai mult în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Chip race at table {table}, color-up of the {chips} chips: {removed:,} removed from play</source>
        <translation>Chip race la masa {table}, color-up pentru jetoanele de {chips}: {removed:,} scoase din joc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Chip race, pots and stud</source>
        <translation>Chip race, poturi și stud</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Chips counted: {count} players, {total:,} in all</source>
        <translation>Jetoane numărate — jucători: {count}, în total {total:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Chips counted: {name} has {chips:,}</source>
        <translation>Jetoane numărate: {name} are {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Chips in the chip race</source>
        <translation>Jetoanele din chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock moved back to the previous level or break</source>
        <translation>Ceasul s-a întors la nivelul sau pauza anterioară</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock moved back to {where}</source>
        <translation>Ceasul s-a întors la {where}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock moved on to the next level or break</source>
        <translation>Ceasul a trecut la nivelul sau pauza următoare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock moved on to {where}</source>
        <translation>Ceasul a trecut la {where}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock paused</source>
        <translation>Ceasul a fost oprit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock paused at {where}, {left} left</source>
        <translation>Ceasul a fost oprit la {where}, au rămas {left}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock resumed</source>
        <translation>Ceasul a repornit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock resumed at {where}, {left} left</source>
        <translation>Ceasul a repornit la {where}, au rămas {left}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Clock started</source>
        <translation>Ceasul a pornit</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button moves on as after a played hand (void_hand_button = advance).</source>
        <translation>Strângeți toate cărțile și împărțiți din nou: butonul avansează ca după o mână jucată (void_hand_button = advance).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button stays on seat {button}, big blind on seat {big}.</source>
        <translation>Strângeți toate cărțile și împărțiți din nou: butonul rămâne pe locul {button}, big blind pe locul {big}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button stays on seat {button}, small blind on seat {small} and big blind on seat {big}.</source>
        <translation>Strângeți toate cărțile și împărțiți din nou: butonul rămâne pe locul {button}, small blind pe locul {small} și big blind pe locul {big}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button stays on seat {button}, small blind on seat {small}.</source>
        <translation>Strângeți toate cărțile și împărțiți din nou: butonul rămâne pe locul {button}, small blind pe locul {small}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the button stays on seat {button}.</source>
        <translation>Strângeți toate cărțile și împărțiți din nou: butonul rămâne pe locul {button}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Collect every card and deal again: the same button and blinds.</source>
        <translation>Strângeți toate cărțile și împărțiți din nou: același buton și aceleași blinduri.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Dead button (TDA rule 32)</source>
        <translation>Buton mort (regula TDA 32)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Dead button: the big blind always moves on one seat; the small blind and the button may fall on an empty seat.</source>
        <translation>Buton mort: big blind-ul se mută mereu cu un loc mai departe; small blind-ul și butonul pot cădea pe un loc gol.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Deal by ICM agreed by {agreed}: {paid}</source>
        <translation>Înțelegere ICM, acceptată de {agreed}: {paid}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Deal by chip chop agreed by {agreed}: {paid}</source>
        <translation>Înțelegere chip chop, acceptată de {agreed}: {paid}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Deal taken back: the payout sheet pays again</source>
        <translation>Înțelegere retrasă: se plătește din nou după grila de premii</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Deal typed by hand agreed by {agreed}: {paid}</source>
        <translation>Înțelegere introdusă manual, acceptată de {agreed}: {paid}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Deal {who} the missing card or cards.</source>
        <translation>Dați cartea sau cărțile care lipsesc: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Decks and misdeals</source>
        <translation>Pachete și misdeal-uri</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Defective card threshold</source>
        <translation>Pragul pentru cartea defectă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Drawn at random</source>
        <translation>Trasă la sorți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Each player draws a card: the ace is seat 1, a two seat 2, and so on.</source>
        <translation>Fiecare jucător trage o carte: asul este locul 1, doiul locul 2 și așa mai departe.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Each player is dealt a card; the highest takes the top seat card of a shuffled stack, and so on.</source>
        <translation>Fiecare jucător primește o carte; cea mai mare ia cartea de loc de deasupra dintr-un teanc amestecat și așa mai departe.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Etiquette</source>
        <translation>Etichetă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every card the player holds counts.</source>
        <translation>Contează fiecare carte a jucătorului.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every empty seat is in the draw.</source>
        <translation>Fiecare loc gol intră la tragere.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every finalist draws a seat and the button is drawn by high card.</source>
        <translation>Fiecare finalist trage un loc, iar butonul se trage după cartea mare.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Every live hand</source>
        <translation>Toate mâinile în joc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Every losing hand</source>
        <translation>Toate mâinile care pierd</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Every player gets back exactly what he put in this hand (enter each seat's contributions to see the amounts).</source>
        <translation>Fiecare jucător primește înapoi exact ce a pus în această mână (introduceți cât a pus fiecare loc, ca să vedeți sumele).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every seat is drawn at random; this says how the draw is made.</source>
        <translation>Fiecare loc se trage la sorți; aici se alege cum se face tragerea.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every seat with chips</source>
        <translation>Fiecare loc cu jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Every tournament seat is drawn at random; no player chooses a seat.</source>
        <translation>Fiecare loc din turneu se trage la sorți; niciun jucător nu își alege locul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Everyone draws a new seat</source>
        <translation>Toți trag un loc nou</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Exact replay: the same button, the same limits, nobody new dealt in.</source>
        <translation>Reluare exactă: același buton, aceleași limite, niciun jucător nou nu primește cărți.</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Exported {count} files to {folder}</source>
        <translation>Exportate {count} fișiere în {folder}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Final table drawn: {players} players at table {table} ({rules})</source>
        <translation>Masa finală trasă la sorți — jucători: {players}, masa {table} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Final table: table {table} broken, {count} players moved ({rules})</source>
        <translation>Masa finală: masa {table} desființată, jucători mutați: {count} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Final table: tables {tables} broken, {count} players moved ({rules})</source>
        <translation>Masa finală: mesele {tables} desființate, jucători mutați: {count} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Five Card Draw</source>
        <translation>Draw cu 5 cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Five Card Stud</source>
        <translation>Stud cu 5 cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Five-card stud: who acts first</source>
        <translation>Stud cu 5 cărți: cine acționează primul</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Floor draws a random seat for each player and prints it on a seat card.</source>
        <translation>Floor trage un loc la întâmplare pentru fiecare jucător și îl tipărește pe un cartonaș de loc.</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>Floor failed on this request ({kind}); please report it</source>
        <translation>Floor nu a reușit să proceseze această cerere ({kind}); vă rugăm să raportați eroarea</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Floor found event {event} changed outside Floor (it did not match the one before it)</source>
        <translation>Floor a constatat că evenimentul {event} a fost modificat în afara Floor (nu se potrivea cu cel dinaintea lui)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Floor found holes in this log ({present} of events 1 to {last} were there): the file was changed outside Floor</source>
        <translation>Floor a găsit goluri în acest jurnal (existau {present} din evenimentele de la 1 la {last}): fișierul a fost modificat în afara Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Floor found the actions after event {last} missing (it had saved {saved}): the file (or the journal beside it) was changed outside Floor</source>
        <translation>Floor a constatat că lipsesc acțiunile de după evenimentul {last} (salvase {saved}): fișierul (sau jurnalul de lângă el) a fost modificat în afara Floor</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Floor proposes nothing.</source>
        <translation>Floor nu propune nimic.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Floor proposes the carryover; the floor may refund everyone instead.</source>
        <translation>Floor propune reportul; floor-ul poate, în schimb, să returneze tuturor ce au pus.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Floor's reading of it</source>
        <translation>așa îl interpretează Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Floor's seat cards</source>
        <translation>cărțile de loc ale Floor</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>For short-handed or turbo events, where the TD decides.</source>
        <translation>Pentru turneele short-handed sau turbo, unde decide directorul de turneu.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Halt a short table</source>
        <translation>Oprirea unei mese cu prea puțini jucători</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Hand rankings sheet</source>
        <translation>Fișa cu ierarhia mâinilor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} ({game}) recorded</source>
        <translation>Mâna {hand} la masa {table} ({game}) a fost înregistrată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} ({game}): {won}</source>
        <translation>Mâna {hand} la masa {table} ({game}): {won}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} corrected ({reason}): {moved}</source>
        <translation>Mâna {hand} la masa {table} corectată ({reason}): {moved}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} voided ({ruling}): 1 seat got back {chips:,}</source>
        <translation>Mâna {hand} la masa {table} anulată ({ruling}): unui loc i s-au restituit {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} voided ({ruling}): nothing had been put in</source>
        <translation>Mâna {hand} la masa {table} anulată ({ruling}): nu se pusese nimic</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand {hand} at table {table} voided ({ruling}): {count} seats got back {chips:,} in all</source>
        <translation>Mâna {hand} la masa {table} anulată ({ruling}) — locuri cu restituire: {count}, în total {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand-for-hand off</source>
        <translation>Mână cu mână: oprit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Hand-for-hand on (BB-14)</source>
        <translation>Mână cu mână: pornit (BB-14)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Hand-for-hand: 1 player left, {paid} paid. Every table plays one hand and waits for the others. Players who bust on the same hand share the places paid on that hand; all-in hands stay face down until the floor says so.</source>
        <translation>Mână cu mână: a rămas un singur jucător, {paid} locuri plătite. Fiecare masă joacă o mână și le așteaptă pe celelalte. Jucătorii eliminați în aceeași mână împart locurile plătite în acea mână; mâinile all-in rămân cu fața în jos până când spune floor-ul.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Hand-for-hand: {left} players left, {paid} paid. Every table plays one hand and waits for the others. Players who bust on the same hand share the places paid on that hand; all-in hands stay face down until the floor says so.</source>
        <translation>Mână cu mână: jucători rămași — {left}, locuri plătite — {paid}. Fiecare masă joacă o mână și le așteaptă pe celelalte. Jucătorii eliminați în aceeași mână împart locurile plătite în acea mână; mâinile all-in rămân cu fața în jos până când spune floor-ul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>He loses any claim; the others get back what they put in; his chips go to the next deal for the players of this one.</source>
        <translation>Pierde orice drept; ceilalți primesc înapoi ce au pus; jetoanele lui trec în mâna următoare pentru jucătorii acestei mâini.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>He takes one of the new chips before anyone else is awarded one.</source>
        <translation>Ia unul dintre jetoanele noi înainte ca altcineva să primească vreunul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>High card, then shuffled seat cards</source>
        <translation>Carte mare, apoi cărțile de loc amestecate</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Highest table number first</source>
        <translation>Întâi masa cu numărul cel mai mare</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>His chips go to a carryover (house rules §5.3)</source>
        <translation>Jetoanele lui merg într-un report (regulamentul casei §5.3)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Hold'em</source>
        <translation>Hold'em</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Hold'em dealing errors</source>
        <translation>Erori de împărțire la hold'em</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Hold'em rule sheet</source>
        <translation>Fișa clubului cu regulile hold'em</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Hold'em rules article</source>
        <translation>Articolul clubului despre regulile hold'em</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>House rules</source>
        <translation>Regulamentul casei</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>House settings changed: {changes}</source>
        <translation>Setările clubului au fost schimbate: {changes}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>How many new chips the left-over low chips are worth in the race.</source>
        <translation>Câte jetoane noi valorează în chip race jetoanele mici rămase.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>How seats are drawn</source>
        <translation>Cum se trag locurile</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>How the button moves</source>
        <translation>Cum se mută butonul</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>How the finalists are seated when the last tables come together.</source>
        <translation>Cum sunt așezați finaliștii când ultimele mese se unesc.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>ICM is worked out for at most {most} players, not {count}: deal by chip chop or play on until {most} are left</source>
        <translation>ICM se calculează pentru cel mult {most} jucători, nu pentru {count}: faceți înțelegerea prin chip chop sau jucați până rămân {most}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>If the floor sees fit (house rules §6.1)</source>
        <translation>Dacă floor-ul consideră necesar (regulamentul casei §6.1)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Imported {count} tournaments from The Tournament Director ({skipped} imported before): {titles}</source>
        <translation>Importate din The Tournament Director: {count} turnee ({skipped} importate înainte): {titles}</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Imported {title} from The Tournament Director as tournament {number} ({skipped} imported before)</source>
        <translation>Importat din The Tournament Director: {title}, ca turneul {number} ({skipped} importate înainte)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>In five-card stud the house says whether the low card brings in or the high card acts first.</source>
        <translation>La stud cu 5 cărți clubul stabilește dacă bring-in-ul îl pune cartea mică sau dacă acționează primul cartea mare.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>In stud and razz the odd chip of a split pot goes by the winners' high card by suit.</source>
        <translation>La stud și razz, jetonul impar al unui pot împărțit merge după cartea cea mai mare a câștigătorilor, ținând cont de culoare.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>In stud the odd chip of a split pot goes to the high card by suit.</source>
        <translation>La stud, jetonul impar al unui pot împărțit merge la cartea cea mai mare, ținând cont de culoare.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>In stud, when two best hands showing are equal, the house says who acts first.</source>
        <translation>La stud, când două cele mai bune mâini la vedere sunt egale, clubul stabilește cine acționează primul.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Incident {row} ({title}): {who} — {action}</source>
        <translation>Incidentul {row} ({title}): {who} — {action}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Incident {row} at table {table} ({title}): {who} — {action}</source>
        <translation>Incidentul {row} la masa {table} ({title}): {who} — {action}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Irregularities</source>
        <translation>Nereguli</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>It rolls to the next deal</source>
        <translation>Trece la mâna următoare</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Jokers</source>
        <translation>Jokeri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Jumped to item {index} of the structure</source>
        <translation>Salt la elementul {index} al structurii</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Jumped to {where}</source>
        <translation>Salt la {where}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Kill every losing hand.</source>
        <translation>Declarați moarte toate mâinile care pierd.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Misdeal threshold</source>
        <translation>Pragul de misdeal</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Misdeals</source>
        <translation>Împărțiri greșite</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Missing cards</source>
        <translation>Cărți lipsă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Most players apart before a move</source>
        <translation>Diferența maximă de jucători înainte de mutare</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Move the player.</source>
        <translation>Mutați jucătorul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Move the spectators behind the rail.</source>
        <translation>Mutați spectatorii în spatele barierei.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Moving button</source>
        <translation>Buton mobil</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Moving button: the button always moves to the next player and the blinds adjust; allowed only if the house opts out of the dead button.</source>
        <translation>Buton mobil: butonul trece mereu la următorul jucător, iar blindurile se ajustează; permis doar dacă clubul renunță la butonul mort.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>Mystery bounties: {won:,} won · {count:,} envelopes left ({left:,})</source>
        <translation>Mystery bounty: {won:,} câștigate · plicuri rămase: {count:,} ({left:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Mystery bounty for busting {name}: an envelope of {amount:,} (drawn by Floor)</source>
        <translation>Mystery bounty pentru eliminarea lui {name}: un plic de {amount:,} (tras de Floor)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Mystery bounty for busting {name}: an envelope of {amount:,} (drawn by hand)</source>
        <translation>Mystery bounty pentru eliminarea lui {name}: un plic de {amount:,} (tras manual)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>Mystery bounty: {names} busted {name}: draw an envelope</source>
        <translation>Mystery bounty: {names} l-a eliminat pe {name}: trageți un plic</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Never a misdeal: a blank (Robert's Rules of Poker)</source>
        <translation>Niciodată misdeal: carte nulă (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Next hand at table {table}: button on seat {seat} ({rules})</source>
        <translation>Mâna următoare la masa {table}: butonul pe locul {seat} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>No carryover: everyone gets back what he put in, and he is penalised for cheating.</source>
        <translation>Fără report: fiecare primește înapoi ce a pus, iar el este penalizat pentru trișare.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>No: it plays on</source>
        <translation>Nu: jocul continuă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Nobody is raced out of the tournament: a player left without chips keeps one.</source>
        <translation>Nimeni nu este eliminat din turneu de chip race: un jucător rămas fără jetoane păstrează unul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Nobody raced out</source>
        <translation>Nimeni eliminat de chip race</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Nothing new from The Tournament Director: every save was imported before</source>
        <translation>Nimic nou din The Tournament Director: toate salvările au fost importate înainte</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Omaha Hi-Lo</source>
        <translation>Omaha Hi-Lo</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Once anyone has checked, bet, called, raised or folded, the holder plays the hand as dealt.</source>
        <translation>Odată ce cineva a dat check, a pariat, a dat call, raise sau fold, jucătorul joacă mâna așa cum a fost împărțită.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>One lowest chip after the race (TDA rule 24)</source>
        <translation>Un jeton mic după chip race (regula TDA 24)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>One more new chip when the rest is at least half of one (Robert's Rules of Poker).</source>
        <translation>Un jeton nou în plus când restul este cel puțin jumătate dintr-unul (Robert's Rules of Poker).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Only seats that keep the tables balanced</source>
        <translation>Doar locurile care păstrează mesele echilibrate</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Only the arrivals draw</source>
        <translation>Trag doar cei care sosesc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Only the cards of the hand that won count.</source>
        <translation>Contează doar cărțile mâinii care a câștigat.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Only the players present</source>
        <translation>Doar jucătorii prezenți</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>PHH has no code for five-card Omaha</source>
        <translation>PHH nu are cod pentru Omaha cu cinci cărți</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>PHH has no code for five-card draw</source>
        <translation>PHH nu are cod pentru draw cu cinci cărți</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>PHH has no code for five-card stud</source>
        <translation>PHH nu are cod pentru stud cu cinci cărți</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>PHH has no code for this game</source>
        <translation>PHH nu are cod pentru acest joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Payouts back to the table</source>
        <translation>Premiile revin la tabel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Payouts set by hand: {places}</source>
        <translation>Premii stabilite manual: {places}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Penalty for {who}, starting {starts}.</source>
        <translation>Penalizare: {who}. Penalizarea începe {starts}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Penalty for {who}: {hands} hands ({seated} seated x 1 round), starting {starts}.</source>
        <translation>Penalizare: {who}; mâini ratate: {hands} (jucători la masă: {seated}, o tură). Penalizarea începe {starts}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Penalty for {who}: {hands} hands ({seated} seated x {rounds} rounds), starting {starts}.</source>
        <translation>Penalizare: {who}; mâini ratate: {hands} (jucători la masă: {seated}, ture: {rounds}). Penalizarea începe {starts}.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} disqualified, {chips:,} chips removed from play ({reason})</source>
        <translation>Penalizare {row}: descalificarea lui {name}, jetoane scoase din joc: {chips:,} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} misses 1 hand ({reason})</source>
        <translation>Penalizare {row}: {name} ratează o mână ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} misses 1 round, {hands} hands ({reason})</source>
        <translation>Penalizare {row}: {name}, o tură ratată — mâini: {hands} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} misses {hands} hands ({reason})</source>
        <translation>Penalizare {row}: {name}, mâini ratate: {hands} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} misses {rounds} rounds, {hands} hands ({reason})</source>
        <translation>Penalizare {row}: {name}, ture ratate: {rounds} — mâini: {hands} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Penalty {row}: {name} warned ({reason})</source>
        <translation>Penalizare {row}: avertisment pentru {name} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Play goes on and the deck is replaced after the hand.</source>
        <translation>Jocul continuă, iar pachetul se înlocuiește după mână.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Play goes on.</source>
        <translation>Jocul continuă.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Play stops, every player gets back what he put in, and the hand is dealt again with another deck.</source>
        <translation>Jocul se oprește, fiecare jucător primește înapoi ce a pus, iar mâna se împarte din nou cu alt pachet.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Player #{number} renamed {name}</source>
        <translation>Jucătorul #{number} redenumit {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Player-page token given to 1 player</source>
        <translation>Cheie de pagină de jucător dată unui jucător</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Player-page tokens given to {count} players</source>
        <translation>Chei de pagini de jucător date, jucători: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Players already at the final table keep their seats; the button goes on.</source>
        <translation>Jucătorii aflați deja la masa finală își păstrează locurile; butonul merge mai departe.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Poker history and home games</source>
        <translation>Istoria pokerului și variantele de acasă</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>PostgreSQL refused: {reason}</source>
        <translation>PostgreSQL a refuzat: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>PostgreSQL's programs are not installed on this machine (no pg_basebackup, pg_ctl, pg_rewind): apt-get install postgresql</source>
        <translation>Programele PostgreSQL nu sunt instalate pe acest calculator (lipsesc pg_basebackup, pg_ctl, pg_rewind): apt-get install postgresql</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Rank cards at one table</source>
        <translation>Cărți de rang la o singură masă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Razz odd chip</source>
        <translation>Jetonul impar la razz</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>Redone #{seq}: {what}</source>
        <translation>Refăcut #{seq}: {what}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Refund everyone and penalise him (TDA rules)</source>
        <translation>Se returnează tuturor ce au pus și el este penalizat (regulile TDA)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Registered 1 player from {file}</source>
        <translation>Înregistrat 1 jucător din {file}</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>Registered {count} players from {file}</source>
        <translation>Înregistrați {count} jucători din {file}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Registered {name} (#{number})</source>
        <translation>Jucător înscris: {name} (#{number})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Remove the spectator from the area.</source>
        <translation>Îndepărtați spectatorul din zona de joc.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Replace the card, or the deck, after the hand.</source>
        <translation>Înlocuiți cartea sau pachetul după mână.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Replace the card.</source>
        <translation>Înlocuiți cartea.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Replace the deck.</source>
        <translation>Înlocuiți pachetul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Robert's Rules of Poker</source>
        <translation>Robert's Rules of Poker</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Robert's Rules of Poker, section “{section}”</source>
        <translation>Robert's Rules of Poker, secțiunea „{section}”</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Round half or more up</source>
        <translation>Jumătate sau mai mult se rotunjește în sus</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Ruling {row} overridden ({reason}): {title}</source>
        <translation>Decizia {row} modificată de floor ({reason}): {title}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Ruling {row} {where} overridden ({reason}): {title}</source>
        <translation>Decizia {row} {where} modificată de floor ({reason}): {title}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Ruling {row} {where}: {title}</source>
        <translation>Decizia {row} {where}: {title}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Ruling {row}: {title}</source>
        <translation>Decizia {row}: {title}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>SP-03 is a player's request: name the player who asked (house rules §6.1)</source>
        <translation>SP-03 este cererea unui jucător: indicați jucătorul care a cerut (regulamentul casei §6.1)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seat cards: Floor draws every seat</source>
        <translation>Cartonașe de loc: Floor trage fiecare loc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat}</source>
        <translation>Locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} (the last aggressor) shows his hand.</source>
        <translation>Locul {seat} (ultimul agresor) își arată mâna.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} ({why}) shows first.</source>
        <translation>Locul {seat} ({why}) arată primul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} ({why}) shows first; then seats {seats}, clockwise.</source>
        <translation>Locul {seat} ({why}) arată primul; apoi locurile {seats}, în sensul acelor de ceasornic.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} gets back {amount:,} that nobody called.</source>
        <translation>Locul {seat} primește înapoi {amount:,}, partea pe care n-a egalat-o nimeni.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} gets back {amount:,}.</source>
        <translation>Locul {seat} primește înapoi {amount:,}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} is on penalty: dealt in, the hand killed; the two deals count as one hand.</source>
        <translation>Locul {seat} este penalizat: primește cărți, iar mâna îi este declarată moartă; cele două împărțiri contează ca o singură mână.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>Seat {seat} lost the race and gets one chip so he is not knocked out (CR-06)</source>
        <translation>Locul {seat} a pierdut chip race-ul și primește un jeton, ca să nu fie eliminat (CR-06)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>Seat {seat} takes a chip first: the race cannot knock him out (CR-06)</source>
        <translation>Locul {seat} primește primul un jeton: chip race-ul nu îl poate elimina (CR-06)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat} takes the pot of {pot:,} without showing.</source>
        <translation>Locul {seat} ia potul de {pot:,} fără să arate cărțile.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>Seat {seat} wins a chip with {card} (CR-05)</source>
        <translation>Locul {seat} câștigă un jeton cu {card} (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seat {seat}, the only eligible player still live, takes {amount}.</source>
        <translation>Locul {seat}, singurul jucător eligibil încă în joc, ia {amount}.</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>Seat {seat}: {name} is in seat {other} in this hand already, and a player sits in one seat. Give seat {other} another player (or empty it) first.</source>
        <translation>Locul {seat}: {name} este deja pe locul {other} în această mână, iar un jucător ocupă un singur loc. Dați întâi locului {other} alt jucător (sau eliberați-l).</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>Seat {seat}: {name} is not in the tournament any more.</source>
        <translation>Locul {seat}: {name} nu mai este în turneu.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Seating</source>
        <translation>Așezarea la masă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seating at the final table</source>
        <translation>Așezarea la masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seats a late entrant draws from</source>
        <translation>Locurile din care trage un jucător întârziat</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seats and tables</source>
        <translation>Locuri și mese</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Seats drawn: {players} players at table {table} ({method})</source>
        <translation>Tragerea locurilor — jucători: {players}, masa {table} ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Seats drawn: {players} players at {tables} tables ({method})</source>
        <translation>Tragerea locurilor — jucători: {players}, mese: {tables} ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Seats redrawn: {players} players at table {table} ({method})</source>
        <translation>Locuri trase din nou — jucători: {players}, masa {table} ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Seats redrawn: {players} players at {tables} tables ({method})</source>
        <translation>Locuri trase din nou — jucători: {players}, mese: {tables} ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seats {seats}</source>
        <translation>Locurile {seats}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Seats {seats} are on penalty: dealt in, their hands killed; the two deals count as one hand.</source>
        <translation>Locurile {seats} sunt penalizate: primesc cărți, iar mâinile lor sunt declarate moarte; cele două împărțiri contează ca o singură mână.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Seven Card Stud</source>
        <translation>Stud cu 7 cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Seven to ace: some short variants.</source>
        <translation>De la 7 la as: unele variante scurte.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Short Deck</source>
        <translation>Short Deck</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Short deck: three of a kind or a straight</source>
        <translation>Short deck: trei de un fel sau chintă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Showdown and the room</source>
        <translation>Showdown și sala</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Shuffle the stub face down before dealing on.</source>
        <translation>Amestecați stub-ul (restul pachetului) cu fața în jos înainte de a împărți mai departe.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Six to ace: the short deck.</source>
        <translation>De la 6 la as: pachetul scurt.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Spectators moved back on request</source>
        <translation>Spectatori mutați la cerere</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>Spectators near a table, distracting the players</source>
        <translation>Spectatori lângă o masă, care distrag jucătorii</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>Strategy tools or outside help at the table</source>
        <translation>Instrumente de strategie sau ajutor din afară la masă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>Stud Hi-Lo</source>
        <translation>Stud Hi-Lo</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Stud odd chip: the cards that count</source>
        <translation>Jetonul impar la stud: cărțile care contează</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Stud: equal hands showing</source>
        <translation>Stud: mâini egale la vedere</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA forum discussion</source>
        <translation>Discuție pe forumul TDA</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA illustration addendum, rule {rule}</source>
        <translation>Anexa cu ilustrații a regulilor TDA, regula {rule}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA recommended procedure {number}</source>
        <translation>Procedura recomandată TDA {number}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA rule {rule}</source>
        <translation>Regula TDA {rule}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>TDA rules</source>
        <translation>Regulile TDA</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Table {source} has {most} players, table {destination} has {fewest} (more than {tolerance} apart)</source>
        <translation>La masa {source} sunt {most} jucători, la masa {destination} — {fewest} (diferența depășește {tolerance})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Table {table} broken: 1 player moved ({rules})</source>
        <translation>Masa {table} desființată: un jucător mutat ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>Table {table} broken: {count} players moved ({rules})</source>
        <translation>Masa {table} desființată — jucători mutați: {count} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Table {table} calls the floor: {situation}</source>
        <translation>Masa {table} cheamă floor-ul: {situation}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>Table {table} calls the floor: {situation} ({note})</source>
        <translation>Masa {table} cheamă floor-ul: {situation} ({note})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Table {table} has 1 player, {short} fewer than the fullest ({fullest})</source>
        <translation>La masa {table} este un singur jucător, cu {short} mai puțin decât la masa cea mai plină ({fullest})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>Table {table} has {count} players, {short} fewer than the fullest ({fullest})</source>
        <translation>La masa {table} sunt {count} jucători, cu {short} mai puțin decât la masa cea mai plină ({fullest})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Table {who} now.</source>
        <translation>Întoarceți cărțile pe masă acum: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Tables are kept within this many players of the fullest table.</source>
        <translation>Mesele nu au cu mai mult de atâția jucători mai puțin decât masa cea mai plină.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Tables break in the order posted before the start.</source>
        <translation>Mesele se desființează în ordinea afișată înainte de start.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Tables left when balancing tightens</source>
        <translation>Mese rămase când echilibrarea devine mai strictă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The TDA rules have no rule for five-card stud.</source>
        <translation>Regulile TDA nu au o regulă pentru stud cu 5 cărți.</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>The Tournament Director's saves are imported at the desk that holds the database</source>
        <translation>Salvările The Tournament Director se importă la biroul care ține baza de date</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The action stands (Robert's Rules of Poker)</source>
        <translation>Acțiunea rămâne valabilă (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The best hand among seats {seats} takes {amount}.</source>
        <translation>Cea mai bună mână dintre locurile {seats} ia {amount}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The big blind always moves on; the button or the small blind may fall on an empty seat.</source>
        <translation>Big blind-ul merge mereu mai departe; butonul sau small blind-ul pot cădea pe un loc gol.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The button always moves on one player; there may be two big blinds. Only if the house opts out of the TDA rule.</source>
        <translation>Butonul trece mereu la următorul jucător; pot exista doi big blinds. Doar dacă clubul renunță la regula TDA.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The button moves on</source>
        <translation>Butonul merge mai departe</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The carryover rolls to the next deal; only seats {seats} may win it.</source>
        <translation>Reportul trece la mâna următoare; îl pot câștiga doar locurile {seats}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The chips (enter the count) of {who} leave play: to no player and no pot.</source>
        <translation>Jetoanele ({who}) ies din joc (introduceți numărul lor): nu merg la niciun jucător și în niciun pot.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count is 1 chip fewer than should be in play (counted {counted:,}, expected {expected:,})</source>
        <translation>Numărătoarea arată cu 1 jeton mai puțin decât ar trebui să fie în joc (numărat {counted:,}, așteptat {expected:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count is 1 chip more than should be in play (counted {counted:,}, expected {expected:,})</source>
        <translation>Numărătoarea arată cu 1 jeton mai mult decât ar trebui să fie în joc (numărat {counted:,}, așteptat {expected:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count is {gap:,} chips fewer than should be in play (counted {counted:,}, expected {expected:,})</source>
        <translation>Numărătoarea arată mai puțin decât ar trebui să fie în joc, diferența: {gap:,} (numărat {counted:,}, așteptat {expected:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count is {gap:,} chips more than should be in play (counted {counted:,}, expected {expected:,})</source>
        <translation>Numărătoarea arată mai mult decât ar trebui să fie în joc, diferența: {gap:,} (numărat {counted:,}, așteptat {expected:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>The count matches: {expected:,} chips in play</source>
        <translation>Numărătoarea se potrivește: jetoane în joc — {expected:,}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>The deck is complete: deal with it.</source>
        <translation>Pachetul este complet: împărțiți cu el.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The draw leaves out seats at tables that are already fuller.</source>
        <translation>Tragerea lasă deoparte locurile de la mesele deja mai pline.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The eligible seats</source>
        <translation>Locurile eligibile</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The exploiter</source>
        <translation>Jucătorul care a profitat</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The first new chip (Robert's Rules of Poker)</source>
        <translation>Primul jeton nou (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The first of them clockwise from the dealer acts first.</source>
        <translation>Acționează primul cel dintre ei care urmează primul după dealer, în sensul acelor de ceasornic.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The five cards of the winning hand (TDA rule 20)</source>
        <translation>Cele cinci cărți ale mâinii câștigătoare (regula TDA 20)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The floor answers call #{call}: {answer}</source>
        <translation>Floor-ul răspunde la apelul #{call}: {answer}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The floor chooses (Robert's Rules of Poker)</source>
        <translation>Alege floor-ul (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The floor decides</source>
        <translation>Decide floor-ul</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The floor decides (TDA rule 1).</source>
        <translation>Decide floor-ul (regula TDA 1).</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The floor went on without the standby {standby}: from then on each write is kept on {server} only, until a standby is set up again; the standby could not be reached: it must not be promoted (its log stops before this)</source>
        <translation>Sala a continuat fără serverul de rezervă {standby}: de acum fiecare scriere este păstrată doar pe {server}, până când se configurează din nou un server de rezervă; serverul de rezervă nu a putut fi contactat: nu trebuie promovat (jurnalul lui se oprește înainte de aceasta)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The floor went on without the standby {standby}: from then on each write is kept on {server} only, until a standby is set up again; the standby was stopped and marked so that it is never promoted</source>
        <translation>Sala a continuat fără serverul de rezervă {standby}: de acum fiecare scriere este păstrată doar pe {server}, până când se configurează din nou un server de rezervă; serverul de rezervă a fost oprit și marcat ca să nu fie promovat niciodată</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The full deck.</source>
        <translation>Pachetul întreg.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The hand asked for is shown.</source>
        <translation>Mâna cerută se arată.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand is dead</source>
        <translation>Mâna este moartă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand is killed and the player is penalised.</source>
        <translation>Mâna este omorâtă, iar jucătorul este penalizat.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The hand of {who} is dead.</source>
        <translation>Mâna este moartă: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The hand of {who} stays live.</source>
        <translation>Mâna rămâne în joc: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand stands (Robert's Rules of Poker)</source>
        <translation>Mâna rămâne valabilă (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand stays live (TDA rule 5)</source>
        <translation>Mâna rămâne în joc (regula TDA 5)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The hand with the highest card by suit acts first.</source>
        <translation>Acționează prima mâna cu cartea cea mai mare, după culoare.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The high card acts first, no bring-in</source>
        <translation>Cartea mare acționează prima, fără bring-in</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The high card by suit (TDA recommended procedure 10-D)</source>
        <translation>Cartea cea mai mare, după culoare (procedura recomandată TDA 10-D)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The high card by suit (TDA rule 20)</source>
        <translation>Cartea cea mai mare, după culoare (regula TDA 20)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The highest card showing acts first and nobody posts a bring-in.</source>
        <translation>Acționează primul jucătorul cu cea mai mare carte la vedere și nimeni nu pune bring-in.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The highest card takes the button at a new table.</source>
        <translation>La o masă nouă, cartea cea mai mare ia butonul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The house rules say the floor may move them behind the rail.</source>
        <translation>Regulamentul casei spune că floor-ul îi poate muta în spatele barierei.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The joker is replaced by the next card; if its holder acted without reporting it, his hand is dead.</source>
        <translation>Jokerul se înlocuiește cu următoarea carte; dacă jucătorul care îl are a acționat fără să-l semnaleze, mâna lui este moartă.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The last bettor or raiser shows first; with no bet, the first player to act.</source>
        <translation>Arată primul ultimul jucător care a pariat sau a dat raise; dacă nu a pariat nimeni, primul jucător care acționează.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The left-over low chips are raced for as many new chips as their value makes, rounded as the house says.</source>
        <translation>Jetoanele mici rămase se joacă la chip race pentru atâtea jetoane noi câte face valoarea lor, rotunjită cum stabilește clubul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The low card brings in</source>
        <translation>Cartea mică pune bring-in-ul</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The low card by suit (Robert's Rules of Poker)</source>
        <translation>Cartea cea mai mică, după culoare (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The lowest card by suit takes it.</source>
        <translation>O ia cartea cea mai mică, după culoare.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The player is penalised; the hand plays on.</source>
        <translation>Jucătorul este penalizat; mâna continuă.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The player nearest the dealer's left</source>
        <translation>Jucătorul cel mai apropiat de stânga dealerului</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The posted list</source>
        <translation>Lista afișată</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The pot stands (house rules §5.4)</source>
        <translation>Potul rămâne valabil (regulamentul casei §5.4)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The ranking most short-deck rooms use.</source>
        <translation>Ierarhia folosită în cele mai multe săli de short deck.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The ranking of the full deck.</source>
        <translation>Ierarhia din pachetul întreg.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The rest leaves play.</source>
        <translation>Restul iese din joc.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The river caller (TDA rule 18)</source>
        <translation>Cel care a dat call pe river (regula TDA 18)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The same button deals again</source>
        <translation>Aceeași poziție a butonului la reîmpărțire</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The seat concerned</source>
        <translation>Locul în cauză</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>The spectator</source>
        <translation>Spectatorul</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The spectators are moved behind the rail whenever a player asks.</source>
        <translation>Spectatorii sunt mutați în spatele barierei ori de câte ori cere un jucător.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The table to break is drawn when it is time, which the TDA suggests against stalling.</source>
        <translation>Masa de desființat se trage la sorți când îi vine rândul, cum sugerează TDA împotriva tragerii de timp.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The table with the highest number breaks first.</source>
        <translation>Prima se desființează masa cu numărul cel mai mare.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The tournament is over (as imported)</source>
        <translation>Turneul s-a încheiat (conform importului)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The tournament is over: {reason}</source>
        <translation>Turneul s-a încheiat: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>The tournament is reopened: {reason}</source>
        <translation>Turneul este redeschis: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>The winner keeps the pot; the deck is replaced.</source>
        <translation>Câștigătorul păstrează potul; pachetul se înlocuiește.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Three of a kind beats a straight</source>
        <translation>Trei de un fel bate chinta</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Ties</source>
        <translation>Egalități</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Tournament created: {name}, buy-in {buy_in:,}, starting stack {stack:,}</source>
        <translation>Turneu creat: {name}, buy-in {buy_in:,}, stack de start {stack:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>Tournament settings changed: {changes}</source>
        <translation>Setările turneului au fost schimbate: {changes}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>Tournaments, §15</source>
        <translation>Turnee, §15</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Treat the card as a blank: set it aside and deal the next card in its place.</source>
        <translation>Considerați cartea nulă: puneți-o deoparte și împărțiți în locul ei următoarea carte.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Two actions with chips put in, or any three actions, after the blinds.</source>
        <translation>Două acțiuni cu jetoane puse sau oricare trei acțiuni, după blinduri.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Two players after the blinds have acted on their hands.</source>
        <translation>Doi jucători de după blinduri au acționat.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>Undone #{seq}: {what}</source>
        <translation>Anulat #{seq}: {what}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Until betting begins (house rules §4.3)</source>
        <translation>Până încep pariurile (regulamentul casei §4.3)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Until substantial action</source>
        <translation>Până la acțiunea substanțială</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Until substantial action (TDA rule 36)</source>
        <translation>Până la acțiunea substanțială (regula TDA 36)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Until two players have acted (Robert's Rules of Poker)</source>
        <translation>Până au acționat doi jucători (Robert's Rules of Poker)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Up to when a dealing error is a misdeal; after it the hand goes on.</source>
        <translation>Până când o eroare de împărțire este misdeal; după acest moment mâna continuă.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Up to when a defective face-down card means a new deal.</source>
        <translation>Până când o carte defectă cu fața în jos înseamnă o nouă împărțire.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Void if claimed before the next hand (TDA rule 22)</source>
        <translation>Anulare dacă se contestă înainte de mâna următoare (regula TDA 22)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Void the hand (house rules §5.1.1)</source>
        <translation>Mâna se anulează (regulamentul casei §5.1.1)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Void the hand (house rules §5.1.3)</source>
        <translation>Mâna se anulează (regulamentul casei §5.1.3)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>Warn {who}.</source>
        <translation>Avertisment: {who}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>What a joker counts as in a game played without one.</source>
        <translation>Ce înseamnă un joker într-un joc fără joker.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>What the floor does when a player asks for the spectators to be moved back.</source>
        <translation>Ce face floor-ul când un jucător cere ca spectatorii să fie mutați mai departe.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>When no eligible player is still live at the end of the next deal.</source>
        <translation>Când la finalul mâinii următoare nu mai este în joc niciun jucător eligibil.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Where the button is when a void hand is dealt again.</source>
        <translation>Unde stă butonul când o mână anulată se împarte din nou.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Whether a deck found short of cards during a hand spoils the hand.</source>
        <translation>Dacă un pachet căruia îi lipsesc cărți în timpul unei mâini strică mâna.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Which card decides who gets the odd chip of a split razz pot.</source>
        <translation>Ce carte decide cine primește jetonul impar al unui pot împărțit la razz.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Which of the two ranks higher in short deck (36 cards).</source>
        <translation>Care dintre cele două este mai mare la short deck (36 de cărți).</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Which table breaks next</source>
        <translation>Ce masă se desființează următoarea</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Who acts first on a later street when two best hands showing are equal.</source>
        <translation>Cine acționează primul pe rundele următoare când două cele mai bune mâini la vedere sunt egale.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Who gets a card in the button draw</source>
        <translation>Cine primește carte la tragerea butonului</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Who may ask to see a hand after the showdown.</source>
        <translation>Cine poate cere să vadă o mână după showdown.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>With one joker.</source>
        <translation>Cu un joker.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>With the same list of eligible players.</source>
        <translation>Cu aceeași listă de jucători eligibili.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>With this many tables or fewer left, tables are kept within one player.</source>
        <translation>Când rămân atâtea mese sau mai puține, diferența dintre mese este de cel mult un jucător.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>With two jokers.</source>
        <translation>Cu doi jokeri.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/house_words.py"/>
        <source>Yes: it stops until a player arrives</source>
        <translation>Da: se oprește până sosește un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>a Floor file has no {table} table for the {count} rows of it on {server} (this Floor cannot keep them in a file): nothing was moved</source>
        <translation>un fișier Floor nu are tabelul {table} pentru cele {count} rânduri ale lui de pe {server} (acest Floor nu le poate păstra într-un fișier): nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a PIN is {low} to {high} digits</source>
        <translation>un PIN are între {low} și {high} cifre</translation>
    </message>
    <message>
        <location filename="../../floor/commands/migrate.py"/>
        <source>a PostgreSQL database needs the psycopg driver: pip install 'floor[postgres]'</source>
        <translation>o bază de date PostgreSQL are nevoie de driverul psycopg: pip install 'floor[postgres]'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a big-blind ante needs an amount above 0, or the kind 'none'</source>
        <translation>un ante de big blind are nevoie de o sumă mai mare de 0 sau de tipul 'none'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a blind structure is a JSON object with 'chips' and 'items'</source>
        <translation>structura de blinduri este un obiect JSON cu 'chips' și 'items'</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a call names its situation</source>
        <translation>un apel indică situația</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>a call to the floor is for one of: {known}</source>
        <translation>floor-ul se cheamă pentru una dintre situațiile: {known}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>a card appears twice (SR-14)</source>
        <translation>o carte apare de două ori (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>a card is a rank (2-10, T, J, Q, K, A or Т К Д В) and a suit (s h d c or ♠ ♥ ♦ ♣), or Jk for a joker</source>
        <translation>o carte este un rang (2-10, T, J, Q, K, A sau Т К Д В) și o culoare (s h d c sau ♠ ♥ ♦ ♣), ori Jk pentru joker</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a chip denomination</source>
        <translation>valoarea jetonului</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a chip is colored up twice: {map}</source>
        <translation>un jeton apare de două ori la color-up: {map}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>a chip set has at most {most} denominations, not {count}</source>
        <translation>un set are cel mult {most} valori, nu {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a chip set is a list of chips, not {data!r}</source>
        <translation>un set de jetoane este o listă de jetoane, nu {data!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>a chip set needs at least one chip</source>
        <translation>un set are nevoie de cel puțin un jeton</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>a chip set of {count} denominations</source>
        <translation>un set de jetoane cu {count} valori</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a chip to color up</source>
        <translation>un jeton pentru color-up</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>a chip's value must be a whole number above 0, not {value!r}</source>
        <translation>valoarea unui jeton trebuie să fie un număr întreg mai mare decât 0, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>a clock on a player</source>
        <translation>ceasul pentru un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>a constructor's name after 'new'</source>
        <translation>numele unui constructor după 'new'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a copied payout table has brackets, not {copy!r}</source>
        <translation>un tabel de premii copiat are intervale, nu {copy!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/address.py"/>
        <source>a database on a PostgreSQL server is copied by its synchronous standby (`floor standby setup`) and by pg_dump or pg_basebackup, not by `floor backup` or `floor restore`, which copy a Floor file; `floor migrate` exports the server's database to a file</source>
        <translation>o bază de date de pe un server PostgreSQL este copiată de serverul ei de rezervă sincron (`floor standby setup`) și de pg_dump sau pg_basebackup, nu de `floor backup` sau `floor restore`, care copiază un fișier Floor; `floor migrate` exportă baza de date a serverului într-un fișier</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>a deal by hand needs an amount for each of the {players} players, not {count}</source>
        <translation>o înțelegere manuală are nevoie de o sumă pentru fiecare dintre cei {players} jucători, nu {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a deal by hand needs an amount for every player still playing: {missing} has none</source>
        <translation>o înțelegere manuală are nevoie de o sumă pentru fiecare jucător rămas în joc: {missing} nu are</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a deal is already in force: take it back before making another</source>
        <translation>o înțelegere este deja în vigoare: retrageți-o înainte de a face alta</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a deal is in force: its amounts are the prizes of the players in it; take it back before changing the payouts</source>
        <translation>o înțelegere este în vigoare: sumele ei sunt premiile jucătorilor din ea; retrageți-o înainte de a schimba premiile</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>a deal needs at least 2 players, not {count}</source>
        <translation>o înțelegere are nevoie de cel puțin 2 jucători, nu {count}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intents.py"/>
        <source>a dealer station acts at its own table: name it</source>
        <translation>stația dealerului acționează doar la masa ei: numiți-o</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a dealer tablet is paired for a table: name it</source>
        <translation>o tabletă de dealer se asociază unei mese: indicați masa</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a deck check is one JSON object</source>
        <translation>o verificare a pachetului este un singur obiect JSON</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a deck has {most} jokers at most</source>
        <translation>un pachet are cel mult {most} jokeri</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a deck has {sizes} cards</source>
        <translation>un pachet are {sizes} de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>a deck holds 0, 1 or 2 jokers, not {jokers}</source>
        <translation>un pachet are 0, 1 sau 2 jokeri, nu {jokers}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a deck is checked between hands (HS0) or during the hand (HS4)</source>
        <translation>pachetul se verifică între mâini (HS0) sau în timpul mâinii (HS4)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>a defective card</source>
        <translation>o carte defectă</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a device is paired as one of: {roles}</source>
        <translation>un dispozitiv se asociază cu unul dintre rolurile: {roles}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>a different outcome is an override: type the reason for it</source>
        <translation>un alt rezultat înseamnă că floor-ul decide altfel decât regulamentul: tastați motivul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>a dispute</source>
        <translation>o contestație</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>a disqualification removes the player and his chips: use disqualify()</source>
        <translation>descalificarea scoate din joc jucătorul și jetoanele lui: folosiți disqualify()</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>a file name cannot hold a NUL character</source>
        <translation>un nume de fișier nu poate conține caracterul NUL</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>a final table needs at least two players</source>
        <translation>masa finală are nevoie de cel puțin doi jucători</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a floor phone is paired for a person: give their name</source>
        <translation>un telefon de floor se asociază unei persoane: indicați-i numele</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>a formula has {most:,} characters at most</source>
        <translation>o formulă are cel mult {most:,} de caractere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>a hand</source>
        <translation>o mână</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand is one JSON object</source>
        <translation>o mână este un singur obiect JSON</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand lists its seats (11 at most)</source>
        <translation>o mână își enumeră locurile (cel mult 11)</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand names each seat once</source>
        <translation>o mână numește fiecare loc o singură dată</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand sent for recording names its hand number and its submission id</source>
        <translation>o mână trimisă spre înregistrare indică numărul mâinii și id-ul trimiterii</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand sent to be voided names its hand number and its submission id</source>
        <translation>o mână trimisă spre anulare își numește numărul și identificatorul trimiterii</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a hand's options are one JSON object</source>
        <translation>opțiunile unei mâini sunt un singur obiect JSON</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>a joker in {game}, which is played without one</source>
        <translation>un joker în pachet, dar {game} se joacă fără jokeri</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a joker is not a card found twice: count it under the jokers found</source>
        <translation>un joker nu este o carte găsită de două ori: numărați-l la jokerii găsiți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>a joker too many in {game}, which is played with {jokers}</source>
        <translation>un joker în plus: {game} se joacă cu {jokers}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>a key</source>
        <translation>o cheie</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>a league's name</source>
        <translation>numele unei ligi</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>a list of registrations is imported at the desk that holds the database</source>
        <translation>o listă de înscrieri se importă la biroul care are baza de date</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>a member id is 1 to {most} letters, digits or signs without spaces, not {member_id!r}</source>
        <translation>un id de membru are între 1 și {most} litere, cifre sau semne fără spații, nu {member_id!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>a member needs a name of 1 to {most} characters on one line</source>
        <translation>un membru are nevoie de un nume de 1 până la {most} caractere pe un rând</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a member request names the member in text ({fields})</source>
        <translation>o cerere despre un membru îl indică prin text ({fields})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>a misdeal</source>
        <translation>un misdeal</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a mixed game needs a list of at least one game</source>
        <translation>un joc mixt are nevoie de o listă cu cel puțin un joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>a move by hand needs a reason (it goes in the log)</source>
        <translation>o mutare manuală are nevoie de un motiv (intră în jurnal)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/proposal.py"/>
        <source>a move needs the table it is from and the table it is to</source>
        <translation>pentru o mutare trebuie indicate ambele mese: cea de unde pleacă jucătorul și cea unde merge</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>a mystery bounty has 1 to {most} envelopes</source>
        <translation>un mystery bounty are între 1 și {most} plicuri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>a mystery bounty has at most {most} envelopes, not {count}</source>
        <translation>un mystery bounty are cel mult {most} plicuri, nu {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>a mystery bounty needs its envelopes declared</source>
        <translation>un mystery bounty are nevoie de plicurile declarate</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>a nickname is at most {most} characters on one line</source>
        <translation>o poreclă are cel mult {most} caractere pe un rând</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>a note to the floor is {most} characters at most</source>
        <translation>o notă pentru floor are cel mult {most} de caractere</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>a number a double can hold</source>
        <translation>un număr reprezentabil ca double</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a pairing code is {digits} digits, as the desk shows it</source>
        <translation>un cod de asociere are {digits} cifre, cum îl arată biroul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>a payout template needs a name</source>
        <translation>un șablon de premii are nevoie de un nume</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>a penalty is a warning, missed hands, missed rounds or a disqualification, not {kind!r}</source>
        <translation>o penalizare este un avertisment, mâini ratate, ture ratate sau o descalificare, nu {kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>a penalty is given to a player; a spectator is warned or removed (SP-02)</source>
        <translation>penalizarea se aplică unui jucător; un spectator este avertizat sau îndepărtat (SP-02)</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a penalty names the player, its kind and the reason ({most} characters at most), and for missed hands or rounds how many</source>
        <translation>o penalizare numește jucătorul, felul ei și motivul (cel mult {most} de caractere), iar pentru mâini sau runde pierdute, câte</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a player</source>
        <translation>un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>a player has finished in the money: the payout table and the rounding of prizes stay as they are</source>
        <translation>un jucător a terminat deja pe un loc plătit: tabelul de premii și rotunjirea premiilor rămân cum sunt</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>a player has re-entered: the price and chips stay, and re-entries can only be ended at a level</source>
        <translation>un jucător a făcut deja reintrare: prețul și jetoanele rămân, iar reintrările pot fi doar încheiate la un nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>a player has rebought: the price and chips stay, and rebuys can only be ended at a level</source>
        <translation>un jucător a făcut deja rebuy: prețul și jetoanele rămân, iar rebuy-urile pot fi doar încheiate la un nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>a player has taken an add-on: the price and chips stay, and add-ons can only be ended at a level</source>
        <translation>un jucător a luat deja add-on: prețul și jetoanele rămân, iar add-on-urile pot fi doar încheiate la un nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>a player has two seats at table {number}</source>
        <translation>un jucător are două locuri la masa {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a player must be allowed at least 1 add-on, not {value}</source>
        <translation>un jucător trebuie să aibă voie la cel puțin 1 add-on, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a player must be allowed at least 1 re-entry, not {value}</source>
        <translation>un jucător trebuie să aibă voie la cel puțin 1 reintrare, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a player must be allowed at least 1 rebuy, not {value}</source>
        <translation>un jucător trebuie să aibă voie la cel puțin 1 rebuy, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>a player needs a name</source>
        <translation>jucătorul trebuie să aibă un nume</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>a player received a chip that no award gives him</source>
        <translation>un jucător a primit un jeton pe care nu i-l dă nicio acordare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>a player's number</source>
        <translation>numărul jucătorului</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>a prize pool of {pool:,} is too small to pay {shares_count} places in units of {unit:,}: {shares_count_2} place would get nothing</source>
        <translation>fondul de premii de {pool:,} este prea mic pentru a plăti locurile premiate ({shares_count}) în unități de {unit:,}: locul {shares_count_2} nu ar primi nimic</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/proposal.py"/>
        <source>a proposal is a {kinds}, not {kind!r}</source>
        <translation>o propunere poate fi doar de tipul: {kinds}, nu {kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>a rank-card draw (mode B) seats one table</source>
        <translation>tragerea cu cărți de rang (modul B) așază o singură masă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>a rank-card draw happens at the table: record who drew which card (PLAYER=CARD)</source>
        <translation>tragerea cu cărți de rang are loc la masă: înregistrați cine ce carte a tras (PLAYER=CARD)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>a rank-card draw seats one table: {players_count} players do not fit {size} seats (use A or C)</source>
        <translation>tragerea cu cărți de rang așază o singură masă: jucătorii ({players_count}) nu încap pe cele {size} locuri (folosiți A sau C)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a re-entry must bring at least 1 chip, not {value}</source>
        <translation>o reintrare trebuie să aducă cel puțin 1 jeton, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a rebuy must bring at least 1 chip, not {value}</source>
        <translation>un rebuy trebuie să aducă cel puțin 1 jeton, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>a recorded draw is not dealt again: give the cards or the random source, not both</source>
        <translation>o tragere înregistrată nu se mai împarte o dată: dați fie cărțile, fie generatorul de numere aleatoare, nu pe amândouă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>a reinstated player's stack must be a positive number of chips, not {chips!r}</source>
        <translation>stack-ul unui jucător readus în joc trebuie să fie un număr pozitiv de jetoane, nu {chips!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>a request cannot carry the events it made</source>
        <translation>o cerere nu poate purta evenimentele pe care le-a făcut</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/rulings.py"/>
        <source>a ruling is sent as its situation and the row it came to</source>
        <translation>o decizie se trimite ca situația ei și rândul la care a ajuns</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a satellite pays equal seats and the rest in cash: its payouts are not set by hand</source>
        <translation>un satelit plătește locuri egale și restul în bani: premiile lui nu se stabilesc manual</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>a satellite pays equal seats: the payouts set by hand are set aside</source>
        <translation>un satelit plătește locuri egale: premiile stabilite manual sunt puse deoparte</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a satellite's seat</source>
        <translation>locul unui satelit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a satellite's seat must be worth more than its buy-in ({buy_in:,}), not {seat:,}</source>
        <translation>locul unui satelit trebuie să valoreze mai mult decât buy-in-ul lui ({buy_in:,}), nu {seat:,}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>a season</source>
        <translation>un sezon</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>a season needs a points formula, e.g. {example}</source>
        <translation>un sezon are nevoie de o formulă de puncte, de exemplu {example}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>a seat</source>
        <translation>locul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>a seat card is stacked twice</source>
        <translation>o carte de loc apare de două ori în teanc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>a seat card's seat</source>
        <translation>locul de pe cartea de loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>a seat card's table</source>
        <translation>masa de pe cartea de loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>a seat draw needs at least two players</source>
        <translation>tragerea la sorți a locurilor are nevoie de cel puțin doi jucători</translation>
    </message>
    <message>
        <location filename="../../floor/commands/ruling.py"/>
        <source>a seat in {name}</source>
        <translation>un loc din {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>a seat is a number from 1 up, not {seat!r}</source>
        <translation>locul este un număr de la 1 în sus, nu {seat!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>a seat is a number, not {seat!r}</source>
        <translation>locul se indică printr-un număr, nu {seat!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>a seat is a number, not {to_seat!r}</source>
        <translation>locul se indică printr-un număr, nu {to_seat!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/satellites.py"/>
        <source>a seat must be worth more than 0, not {seat!r}</source>
        <translation>un loc trebuie să valoreze mai mult de 0, nu {seat!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>a seat number</source>
        <translation>numărul locului</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a seat's cards</source>
        <translation>cărțile unui loc</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a seat's chips</source>
        <translation>jetoanele unui loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a seat's value ({seat:,}) must be a multiple of the prizes' unit ({unit:,})</source>
        <translation>valoarea unui loc ({seat:,}) trebuie să fie multiplu al unității premiilor ({unit:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>a seat-card draw (mode A) has no playing cards</source>
        <translation>tragerea cu cărți de loc (modul A) nu are cărți de joc</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>a showdown request is one JSON object</source>
        <translation>o cerere de showdown este un singur obiect JSON</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>a situation is a JSON object, e.g. {{"hs": "HS4", "found": "joker"}}</source>
        <translation>o situație este un obiect JSON, ex. {{"hs": "HS4", "found": "joker"}}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>a situation needs at least hs (the hand state) and found (what the floor is looking at)</source>
        <translation>o situație are nevoie cel puțin de hs (starea mâinii) și found (ce examinează floor-ul)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>a spectator</source>
        <translation>un spectator</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>a standby is promoted at its own computer's desk</source>
        <translation>un server de rezervă se promovează de la masa propriului calculator</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>a standby: no writes</source>
        <translation>de rezervă: fără scrieri</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a station sends JSON (Content-Type: application/json)</source>
        <translation>un post trimite JSON (Content-Type: application/json)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a structure needs at least one level</source>
        <translation>structura are nevoie de cel puțin un nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>a structure needs the chip denominations in play, e.g. [25, 100, 500, 1000, 5000]</source>
        <translation>structura are nevoie de valorile jetoanelor în joc, ex. [25, 100, 500, 1000, 5000]</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>a submission id is 8 to 64 letters, digits, '-' or '_'</source>
        <translation>un id de trimitere are între 8 și 64 de litere, cifre, '-' sau '_'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>a table has 2 to 11 seats, not {seats!r}</source>
        <translation>o masă are între 2 și 11 locuri, nu {seats!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>a table has 2 to 11 seats, not {seats_count}</source>
        <translation>o masă are între 2 și 11 locuri, nu {seats_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>a table number</source>
        <translation>numărul mesei</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>a table that stays</source>
        <translation>o masă care rămâne</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a tablet's page acts at the table it was paired for: this device has none</source>
        <translation>pagina tabletei acționează la masa pentru care a fost asociată: acest dispozitiv nu are niciuna</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>a template needs at least one bracket</source>
        <translation>un șablon are nevoie de cel puțin un interval</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>a template's name has at most {most} characters, not {count}</source>
        <translation>numele unui șablon are cel mult {most} caractere, nu {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>a tournament needs a name</source>
        <translation>turneul trebuie să aibă un nume</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>a tournament needs at least two players to draw seats</source>
        <translation>pentru tragerea la sorți a locurilor turneul are nevoie de cel puțin doi jucători</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>a tournament's name</source>
        <translation>numele unui turneu</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>a value</source>
        <translation>o valoare</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>a value has the wrong form ({kind})</source>
        <translation>o valoare are o formă greșită ({kind})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>a value nested less than {most} deep</source>
        <translation>o valoare imbricată pe mai puțin de {most} niveluri</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>a write names its command id (the {header} header: letters, digits, - _ . :, {most} at most)</source>
        <translation>o scriere își numește id-ul comenzii (antetul {header}: litere, cifre, - _ . :, cel mult {most})</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>a {role} device cannot do this</source>
        <translation>un dispozitiv cu rolul {role} nu poate face asta</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>a {size}-card deck is not dealt here: the decks are 52, 36 and 32 cards</source>
        <translation>un pachet de mărimea {size} nu se folosește aici: pachetele sunt de 52, 36 și 32 de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>ace</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>aces</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>add-on</source>
        <translation>add-on</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>add-ons cannot end before level {level}, the level in play</source>
        <translation>add-on-urile nu se pot încheia înainte de nivelul {level}, cel în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>add-ons ended after level {last_level} (the clock is at level {level})</source>
        <translation>add-on-urile s-au încheiat după nivelul {last_level} (ceasul este la nivelul {level})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>add-ons of {chips:,} chips for {price:,}, at most {limit} each</source>
        <translation>add-on-uri: jetoane {chips:,} pentru {price:,}, cel mult {limit} pe jucător</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>add-ons of {chips:,} chips for {price:,}, at most {limit} each, until level {level}</source>
        <translation>add-on-uri: jetoane {chips:,} pentru {price:,}, cel mult {limit} pe jucător, până la nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/timekeeping.py"/>
        <source>adjust needs the time to add or take off</source>
        <translation>adjust are nevoie de timpul de adăugat sau de scăzut</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>after the current hand</source>
        <translation>după mâna curentă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>an add-on must bring at least 1 chip, not {value}</source>
        <translation>un add-on trebuie să aducă cel puțin 1 jeton, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>an answer is {most} characters at most</source>
        <translation>un răspuns are cel mult {most} de caractere</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>an answer names its call and says what the floor decided</source>
        <translation>un răspuns indică apelul și spune ce a decis floor-ul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>an ante needs an amount above 0, or the kind 'none'</source>
        <translation>un ante are nevoie de o sumă mai mare de 0 sau de tipul 'none'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>an ante of {ante} needs its kind: 'ante' (every player) or 'big-blind' (big-blind ante)</source>
        <translation>un ante de {ante} are nevoie de tip: 'ante' (fiecare jucător) sau 'big-blind' (ante de big blind)</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>an empty card was entered</source>
        <translation>a fost introdusă o carte goală</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>an envelope holds a whole number of {unit}s of at least {unit}, not {envelope!r}</source>
        <translation>un plic conține un număr întreg de {unit}, cel puțin {unit}, nu {envelope!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>an envelope's amount is a whole number, not {amount!r}</source>
        <translation>suma unui plic este un număr întreg, nu {amount!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>an event seats 2 to 11 players a table, not {seats_per_table!r}</source>
        <translation>la un turneu stau între 2 și 11 jucători la o masă, nu {seats_per_table!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>an incident falls under a DT-10 row, SP-01 to SP-10, not {row!r}</source>
        <translation>un incident se încadrează la un punct DT-10, de la SP-01 la SP-10, nu la {row!r}</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>an intent names the action and its arguments</source>
        <translation>o intenție numește acțiunea și argumentele ei</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>an intent sends its arguments as a table of values</source>
        <translation>o intenție își trimite argumentele ca un tabel de valori</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>an odd card in the stub: the action stands</source>
        <translation>o carte nepotrivită în stub: acțiunea rămâne valabilă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>an override needs the reason, typed in: why the floor rules otherwise than {id}</source>
        <translation>o decizie diferită cere motivul, tastat: de ce floor-ul decide altfel decât {id}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>and {count} more</source>
        <translation>și încă {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>announcement</source>
        <translation>anunț</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>assign() at character {at} names what it assigns first, in quotes</source>
        <translation>assign() la caracterul {at} numește întâi ce atribuie, între ghilimele</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>at most {most:,} can be left to play for: more would pay 1st place less than 2nd</source>
        <translation>se pot lăsa pentru joc cel mult {most:,}: mai mult ar plăti locul 1 mai puțin decât locul 2</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>at table {table}</source>
        <translation>la masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>at table {table}, hand {hand}</source>
        <translation>la masa {table}, mâna {hand}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step!r}: step, seat and player must be whole numbers</source>
        <translation>acordarea {step!r}: pasul, locul și jucătorul trebuie să fie numere întregi</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step} (seat {seat}) does not match the players</source>
        <translation>acordarea {step} (locul {seat}) nu corespunde jucătorilor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step} (seat {seat}, {rule}) does not match his chips</source>
        <translation>acordarea {step} (locul {seat}, {rule}) nu corespunde jetoanelor lui</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step}: a chip won in the race (CR-05) comes from the race's chips</source>
        <translation>acordarea {step}: un jeton câștigat la chip race (CR-05) provine din jetoanele cursei</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step}: {card!r} is not a race card</source>
        <translation>acordarea {step}: {card!r} nu este o carte de chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>award {step}: {rule!r} is not a chip race award rule</source>
        <translation>acordarea {step}: {rule!r} nu este o regulă de acordare la chip race</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>backups are made at the desk that holds the database</source>
        <translation>copiile de siguranță se fac la biroul care are baza de date</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>balance_max_diff must be a whole number of players, 1 or more, not {value!r}</source>
        <translation>balance_max_diff trebuie să fie un număr întreg de jucători, 1 sau mai mult, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>balancing</source>
        <translation>echilibrare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>balancing overridden: {reason}</source>
        <translation>echilibrare modificată de floor: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>balancing, {rules}</source>
        <translation>echilibrare, {rules}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>best-of and the final's seats are 0 or more</source>
        <translation>numărul celor mai bune rezultate și locurile finalei sunt 0 sau mai mult</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket} pays no places</source>
        <translation>intervalul „{bracket}” nu plătește niciun loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket} pays {places} places but can have as few as {low} entries</source>
        <translation>intervalul „{bracket}”: locuri plătite — {places}, dar intervalul poate avea doar {low} intrări</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket}: the places add up to {total:,} basis points, not {whole:,}</source>
        <translation>intervalul „{bracket}”: suma locurilor în puncte de bază este {total:,}, nu {whole:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket}: {place} place ({share} basis points) gets more than {above} ({above_share})</source>
        <translation>intervalul „{bracket}”: locul {place} (puncte de bază: {share}) primește mai mult decât locul {above} ({above_share})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {bracket}: {place} place must get at least 1 basis point, not {share!r}</source>
        <translation>intervalul „{bracket}”: locul {place} trebuie să primească cel puțin 1 punct de bază, nu {share!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {low!r}-{high!r} entries: a bracket starts at 2 entries or more</source>
        <translation>intervalul de {low!r}-{high!r} intrări: un interval începe de la 2 intrări sau mai mult</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {low!r}-{high!r} entries: it ends before it starts</source>
        <translation>intervalul de {low!r}-{high!r} intrări: se termină înainte să înceapă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {number} pays more places than its {most:,} entries</source>
        <translation>intervalul {number} plătește mai multe locuri decât intrările sale ({most:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {number}: 'entries' must be [fewest, most] with fewest 2 or more (most may be null), not {entries!r}</source>
        <translation>intervalul {number}: 'entries' trebuie să fie [fewest, most], cu fewest 2 sau mai mult (most poate fi null), nu {entries!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {number}: 'places' must be a list of basis points</source>
        <translation>intervalul {number}: 'places' trebuie să fie o listă de puncte de bază</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>bracket {number}: {item!r} is neither basis points nor {{"next": N, "each": B}}</source>
        <translation>intervalul {number}: {item!r} nu este nici puncte de bază, nici {{"next": N, "each": B}}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>break_order is one of {choices}, not {value!r}</source>
        <translation>break_order trebuie să fie unul dintre: {choices}, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>button set</source>
        <translation>buton stabilit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>button_draw_seats</source>
        <translation>button_draw_seats</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>buy-in {value:,}</source>
        <translation>buy-in {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>by hand: {reason}</source>
        <translation>manual: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>call to the floor</source>
        <translation>apel către floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>cannot back up {path}: {reason}</source>
        <translation>{path} nu poate fi salvat într-o copie de siguranță: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>cannot be read ({error})</source>
        <translation>nu poate fi citit ({error})</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>cannot create {path}: {err}; nothing was moved</source>
        <translation>nu se poate crea {path}: {err}; nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>cannot create {p}: the disk is full; free some space there and try again</source>
        <translation>{p} nu poate fi creat: discul este plin; eliberați spațiu pe el și încercați din nou</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>cannot create {p}: {err}</source>
        <translation>nu se poate crea {p}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>cannot open {db_path}: {err}</source>
        <translation>nu se poate deschide {db_path}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>cannot open {path}: {err}</source>
        <translation>nu se poate deschide {path}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>cannot open {p} as a database: {reason}</source>
        <translation>{p} nu poate fi deschis ca bază de date: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>cannot open {p}: {err}</source>
        <translation>nu se poate deschide {p}: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>cannot reach the PostgreSQL server at {server}: {reason}</source>
        <translation>serverul PostgreSQL de la {server} nu poate fi contactat: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>cannot reach the database server {server} ({err}): nothing was moved</source>
        <translation>serverul de baze de date {server} nu poate fi contactat ({err}): nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>cannot reach the database server {server}: {err}</source>
        <translation>serverul bazei de date {server} nu poate fi contactat: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>cannot read {path}: a file name cannot hold a NUL character</source>
        <translation>nu se poate citi {path}: un nume de fișier nu poate conține caracterul NUL</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} nu poate fi citit: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>cannot read {path}: {size:,} bytes is more than any file Floor reads</source>
        <translation>nu se poate citi {path}: {size:,} de octeți înseamnă mai mult decât orice fișier pe care îl citește Floor</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>cannot read {path}: {strerror}</source>
        <translation>nu se poate citi {path}: {strerror}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>cannot remove {chips:,} chips: only {expected:,} are in play</source>
        <translation>nu se pot scoate jetoane în valoare de {chips:,}: în joc sunt doar {expected:,}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>cannot restore from {path}: {reason}</source>
        <translation>nu se poate restaura din {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>cannot take {amount_text} off: only {left} left</source>
        <translation>nu se poate scădea {amount_text}: mai rămân doar {left}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>cannot use {path}: {reason}</source>
        <translation>{path} nu poate fi folosit: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>cards_affected must be 1 or more</source>
        <translation>cards_affected trebuie să fie 1 sau mai mult</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>chip count</source>
        <translation>numărarea jetoanelor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>chip race</source>
        <translation>chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>chips removed</source>
        <translation>jetoane scoase</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>clock</source>
        <translation>ceas</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>count every stack first: {missing} not counted</source>
        <translation>numărați mai întâi toate stack-urile; nu sunt numărate: {missing}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>count {player}'s chips first: a disqualified player's chips are removed from play (PN-07)</source>
        <translation>numărați mai întâi jetoanele lui {player}: jetoanele unui jucător descalificat ies din joc (PN-07)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>counted</source>
        <translation>numărat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>counted at {time}</source>
        <translation>numărat la {time}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>damage noticed</source>
        <translation>deteriorare constatată</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>dead money</source>
        <translation>banii morți</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>deal</source>
        <translation>înțelegere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>deal taken back</source>
        <translation>înțelegere retrasă</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>deck must be 52, 36 or 32, not {deck!r}</source>
        <translation>pachetul trebuie să fie de 52, 36 sau 32 de cărți, nu {deck!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>deck, jokers and house go with a game's name, not with a Game</source>
        <translation>deck, jokers și house se dau împreună cu numele jocului, nu cu un obiect Game</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>deck_spec cannot be {value!r}: a number of cards (52, 36, 32, 53, 54) or one per game</source>
        <translation>deck_spec nu poate fi {value!r}: un număr de cărți (52, 36, 32, 53, 54) sau câte unul pentru fiecare joc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>deck_spec for {game} cannot be {size!r}: choose 52, 36, 32, 53 or 54</source>
        <translation>deck_spec pentru {game} nu poate fi {size!r}: alegeți 52, 36, 32, 53 sau 54</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>deck_spec names {game!r}, which is not a game ({games})</source>
        <translation>deck_spec numește {game!r}, care nu este un joc ({games})</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/devices.py"/>
        <source>device {device} was unpaired already</source>
        <translation>dispozitivul {device} a fost deja dezasociat</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>disqualification</source>
        <translation>descalificare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>draw an envelope from the pool</source>
        <translation>trageți un plic din fond</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>each seat is an object with its "seat" number</source>
        <translation>fiecare loc este un obiect cu numărul său "seat"</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>each seat of a hand is one JSON object</source>
        <translation>fiecare loc al unei mâini este un singur obiect JSON</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>either Floor deals the cards (a random source) or the physical draw is recorded (the cards)</source>
        <translation>fie Floor împarte cărțile (generator de numere aleatoare), fie se înregistrează tragerea făcută la masă (cărțile)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>either Floor deals the cards or the physical draw is recorded</source>
        <translation>fie Floor împarte cărțile, fie se înregistrează tragerea făcută la masă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>either Floor draws (a random source) or a physical draw is recorded (the cards), one of the two</source>
        <translation>una din două: fie trage Floor (generator de numere aleatoare), fie se înregistrează tragerea făcută la masă (cărțile)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/vocabulary.py"/>
        <source>eligible and dealt_in</source>
        <translation>eligible și dealt_in</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/vocabulary.py"/>
        <source>eligible and live</source>
        <translation>eligible și live</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>elimination</source>
        <translation>eliminare</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>ended</source>
        <translation>încheiată</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>ending a penalty early needs the reason, typed in</source>
        <translation>pentru a încheia anticipat o penalizare, scrieți motivul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>enter the low chips that were found</source>
        <translation>introduceți jetoanele mici găsite</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>enter the players at the race</source>
        <translation>introduceți jucătorii care participă la chip race</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>event {seq} ({what}, {when}) cannot be read: {problem}</source>
        <translation>evenimentul {seq} ({what}, {when}) nu poate fi citit: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>event {seq} is a {kind!r}, not a ruling</source>
        <translation>evenimentul {seq} este {kind!r}, nu o decizie a floor-ului</translation>
    </message>
    <message>
        <location filename="../../floor/store/chain.py"/>
        <source>event {seq} of tournament {tid} does not match the one before it: the file was changed outside Floor</source>
        <translation>evenimentul {seq} al turneului {tid} nu se potrivește cu cel dinaintea lui: fișierul a fost modificat în afara Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/events.py"/>
        <source>every action needs the name of the person doing it</source>
        <translation>la fiecare acțiune trebuie indicat numele celui care o face</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>every live hand</source>
        <translation>toate mâinile în joc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>every losing hand</source>
        <translation>toate mâinile care pierd</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>every player at table {number} is absent: someone must be there to draw (button_draw_seats = present_only)</source>
        <translation>toți jucătorii de la masa {number} lipsesc: cineva trebuie să fie prezent la tragere (button_draw_seats = present_only)</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>every seat folded: someone must be left in the hand</source>
        <translation>toate locurile au dat fold: cineva trebuie să rămână în mână</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>every seat is all-in for the ante: there is no betting this hand; deal it out</source>
        <translation>toate locurile sunt all-in pe ante: în această mână nu se mai pariază; împărțiți cărțile până la capăt</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>every seat is taken: open a table before seating player {player}</source>
        <translation>toate locurile sunt ocupate: deschideți o masă înainte de a așeza jucătorul {player}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>every write is on two machines: the standby {name} confirms each one</source>
        <translation>fiecare scriere este pe două calculatoare: serverul de rezervă {name} o confirmă pe fiecare</translation>
    </message>
    <message>
        <location filename="../../floor/store/export.py"/>
        <source>export formats are csv and json, not none</source>
        <translation>formatele de export sunt csv și json, dar nu a fost indicat niciunul</translation>
    </message>
    <message>
        <location filename="../../floor/store/export.py"/>
        <source>export formats are csv and json, not {value}</source>
        <translation>formatele de export sunt csv și json, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>exports are made at the desk that holds the database</source>
        <translation>exporturile se fac la biroul care are baza de date</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>fee {value:,}</source>
        <translation>taxa {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>fewer than {most:,} values in the file</source>
        <translation>mai puțin de {most:,} valori în fișier</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>finalists draw by seat cards ({seat_cards}) or high card ({high_card}), BB-13, not {mode!r}</source>
        <translation>finaliștii trag locurile cu cărți de loc ({seat_cards}) sau după cartea mare ({high_card}), BB-13, nu {mode!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>floor migrate moves a club between a Floor file and a PostgreSQL server: give one of each (a file is copied with `floor backup`); nothing was moved</source>
        <translation>floor migrate mută un club între un fișier Floor și un server PostgreSQL: dați câte unul din fiecare (un fișier se copiază cu `floor backup`); nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>four {rank}</source>
        <translation>careu de {rank}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time} and 1 hand</source>
        <translation>din numărarea de la {time} și 1 mână</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time} and a rebuy or add-on</source>
        <translation>din numărarea de la {time} și un rebuy sau add-on</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time} and {bought} rebuys and add-ons</source>
        <translation>din numărarea de la {time} și {bought} rebuy-uri și add-on-uri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time} and {hands} hands</source>
        <translation>din numărarea de la {time} și {hands} mâini</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time}, 1 hand and a rebuy or add-on</source>
        <translation>din numărarea de la {time}, 1 mână și un rebuy sau add-on</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time}, 1 hand and {bought} rebuys and add-ons</source>
        <translation>din numărarea de la {time}, 1 mână și {bought} rebuy-uri și add-on-uri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time}, {hands} hands and a rebuy or add-on</source>
        <translation>din numărarea de la {time}, {hands} mâini și un rebuy sau add-on</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>from the count at {time}, {hands} hands and {bought} rebuys and add-ons</source>
        <translation>din numărarea de la {time}, {hands} mâini și {bought} rebuy-uri și add-on-uri</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>from the next hand</source>
        <translation>cu mâna următoare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>give at least one player's chips</source>
        <translation>indicați jetoanele a cel puțin unui jucător</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/players.py"/>
        <source>give one starting stack for each player out ({players} players, {stacks} stacks)</source>
        <translation>dați câte un stack de la începutul mâinii pentru fiecare jucător eliminat ({players} jucători, {stacks} stack-uri)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/announce.py"/>
        <source>give the announcement's text, or --clear to take it off the screens</source>
        <translation>dați textul anunțului sau --clear pentru a-l scoate de pe ecrane</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>give the cards showing as seat: cards</source>
        <translation>dați cărțile la vedere în forma „loc: cărți”</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>give the door card as seat: cards</source>
        <translation>dați prima carte la vedere (door card) în forma „loc: cărți”</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>give the member id to link the player to</source>
        <translation>dați id-ul de membru de care se leagă jucătorul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/busts.py"/>
        <source>give the starting stack of every player out in the hand ({label} has none)</source>
        <translation>dați stack-ul de la începutul mâinii al fiecărui jucător eliminat în mână ({label} nu are)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>given</source>
        <translation>aplicată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>guarantee {value:,}</source>
        <translation>garanția {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>halt_short_tables is true or false, not {value!r}</source>
        <translation>halt_short_tables este true sau false, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>hand [{name}]</source>
        <translation>mâna [{name}]</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>hand corrected</source>
        <translation>mână corectată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>hand recorded</source>
        <translation>mână înregistrată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>hand voided</source>
        <translation>mână anulată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>hand {hand} at table {table} was not recorded: there is nothing to correct</source>
        <translation>mâna {hand} la masa {table} nu a fost înregistrată: nu e nimic de corectat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>hand {hand} at table {table} was voided (a defective deck): a voided hand has no result to correct</source>
        <translation>mâna {hand} la masa {table} a fost anulată (pachet defect): o mână anulată nu are rezultat de corectat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>hand {number}</source>
        <translation>mâna {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>hand-for-hand</source>
        <translation>mână cu mână</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>hand-for-hand is off already</source>
        <translation>modul mână cu mână este deja oprit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>hand-for-hand is on already</source>
        <translation>modul mână cu mână este deja pornit</translation>
    </message>
    <message>
        <location filename="../../floor/core/house.py"/>
        <source>house must be an object of house settings</source>
        <translation>house trebuie să fie un obiect cu setările clubului</translation>
    </message>
    <message>
        <location filename="../../floor/core/house.py"/>
        <source>house setting {key} cannot be {value!r}: choose {allowed}</source>
        <translation>setarea clubului {key} nu poate fi {value!r}: alegeți una dintre valorile: {allowed}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>house settings changed</source>
        <translation>setările clubului schimbate</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>how it is run is Floor's own choice</source>
        <translation>modul de aplicare este alegerea Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>in a high-card draw (mode C) every player has a card</source>
        <translation>la tragerea după cartea mare (modul C), fiecare jucător trebuie să aibă o carte</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>incident logged</source>
        <translation>incident înregistrat</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>is a {kind}, which a row cannot test</source>
        <translation>este de tipul {kind}, pe care un punct nu îl poate testa</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>it does not say which action it takes back</source>
        <translation>nu spune ce acțiune anulează</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is a folder, not a file</source>
        <translation>este un dosar, nu un fișier</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is a loop of symbolic links: name the file itself</source>
        <translation>este o buclă de legături simbolice: indicați fișierul însuși</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is not a file but a device</source>
        <translation>nu este un fișier, ci un dispozitiv</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is not a file but a named pipe (FIFO): Floor does not wait on it</source>
        <translation>nu este un fișier, ci un canal cu nume (FIFO): Floor nu așteaptă la el</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>it is not a file but a socket</source>
        <translation>nu este un fișier, ci un socket</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>item {position} (after level {number}): 'kind' must be 'level' or 'break', not {kind!r}</source>
        <translation>elementul {position} (după nivelul {number}): 'kind' trebuie să fie 'level' sau 'break', nu {kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>its PHH fields cannot be rebuilt from _floor_request</source>
        <translation>câmpurile ei PHH nu pot fi refăcute din _floor_request</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>its PHH fields cannot be rebuilt from _floor_request: {message}</source>
        <translation>câmpurile ei PHH nu pot fi refăcute din _floor_request: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>its content is not Floor's JSON</source>
        <translation>conținutul său nu este JSON-ul Floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>its content is not text</source>
        <translation>conținutul său nu este text</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>its journal</source>
        <translation>jurnalul ei</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>its number or kind is damaged</source>
        <translation>numărul sau tipul său este deteriorat</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>its shared memory</source>
        <translation>memoria ei partajată</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>its time is damaged</source>
        <translation>ora sa este deteriorată</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>its write-ahead log</source>
        <translation>jurnalul ei de scriere anticipată</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>jack</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>jacks</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>jokers must be 0, 1 or 2, not {jokers!r}</source>
        <translation>numărul de jokeri trebuie să fie 0, 1 sau 2, nu {jokers!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/timekeeping.py"/>
        <source>jump needs the level (or break) to go to</source>
        <translation>jump are nevoie de nivelul (sau pauza) la care să se treacă</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>keep at least one backup (not {keep})</source>
        <translation>păstrați cel puțin o copie de rezervă (nu {keep})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>king</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>kings</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>late chips worth {value!r} cannot be {exchanged!r} exchanged and {removed_from_play!r} removed</source>
        <translation>jetoanele găsite după chip race, în valoare de {value!r}, nu pot fi împărțite în {exchanged!r} schimbate și {removed_from_play!r} scoase din joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>late registration cannot end before level {level}, the level in play</source>
        <translation>înscrierea târzie nu se poate încheia înainte de nivelul {level}, cel în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>late registration until level {level}</source>
        <translation>înscriere târzie până la nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>late registration with no end</source>
        <translation>înscriere târzie fără limită</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>less nesting (at most {most})</source>
        <translation>mai puține niveluri (cel mult {most})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>level {level_number} is the final level: there is no next</source>
        <translation>nivelul {level_number} este ultimul: nu există unul următor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}</source>
        <translation>nivelul {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the ante ({amount}) is not a multiple of {smallest}, {why}</source>
        <translation>nivelul {number}: ante-ul ({amount}) nu este multiplu de {smallest} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the big blind ({amount}) is not a multiple of {smallest}, {why}</source>
        <translation>nivelul {number}: big blind-ul ({amount}) nu este multiplu de {smallest} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the big blind ({now}) is lower than level {number_2}'s ({before})</source>
        <translation>nivelul {number}: big blind-ul ({now}) este mai mic decât la nivelul {number_2} ({before})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the small blind ({amount}) is not a multiple of {smallest}, {why}</source>
        <translation>nivelul {number}: small blind-ul ({amount}) nu este multiplu de {smallest} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>level {number}: the small blind ({now}) is lower than level {number_2}'s ({before})</source>
        <translation>nivelul {number}: small blind-ul ({now}) este mai mic decât la nivelul {number_2} ({before})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>line {line}: {message}</source>
        <translation>linia {line}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>lists no condition</source>
        <translation>nu are nicio condiție</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>lists no value</source>
        <translation>nu are nicio valoare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>member id</source>
        <translation>numărul de membru</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/members.py"/>
        <source>member id {member_id} is {name} already</source>
        <translation>id-ul de membru {member_id} este deja al lui {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>member linked</source>
        <translation>legat de un membru</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>member {member_id} is {player} (#{number}) in this tournament already</source>
        <translation>membrul {member_id} este deja {player} (nr. {number}) în acest turneu</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>missed hands</source>
        <translation>mâini ratate</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>missed rounds</source>
        <translation>ture ratate</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>missing</source>
        <translation>lipsește</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>more than {size:,} bytes is no Tournament Director save</source>
        <translation>un fișier de peste {size:,} octeți nu este o salvare Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move a player the floor picks from table {table}</source>
        <translation>mutați un jucător ales de floor de la masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move a player the floor picks from table {table} (no button there yet)</source>
        <translation>mutați un jucător ales de floor de la masa {table} (acolo nu există încă buton)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move the next big blind of table {table}, {name} (seat {seat}),</source>
        <translation>mutați următorul big blind de la masa {table}, {name} (locul {seat}),</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move the player who would be the big blind if this were hold'em of table {table}, {name} (seat {seat}),</source>
        <translation>mutați de la masa {table} jucătorul care ar fi big blind dacă s-ar juca hold'em, {name} (locul {seat}),</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move {name} (table {table} seat {seat}, the next player after that seat)</source>
        <translation>mutați-l pe {name} (masa {table}, locul {seat} — următorul jucător după acel loc)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>move {name} (table {table} seat {seat}, the same seat number as the open seat)</source>
        <translation>mutați-l pe {name} (masa {table}, locul {seat} — același număr ca locul liber)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>moving the button by hand needs a reason (it goes in the log)</source>
        <translation>mutarea manuală a butonului are nevoie de un motiv (intră în jurnal)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>must be a table of conditions, or a list of such tables</source>
        <translation>trebuie să fie un tabel de condiții sau o listă de astfel de tabele</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>must be a table of facts</source>
        <translation>trebuie să fie un tabel de fapte</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>must be true or false</source>
        <translation>trebuie să fie true sau false</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>mystery bounty drawn</source>
        <translation>mystery bounty tras</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>name</source>
        <translation>numele</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/house.py"/>
        <source>name at least one house setting, e.g. seat_draw_mode=C_high_card_2step</source>
        <translation>indicați cel puțin o setare a clubului, ex. seat_draw_mode=C_high_card_2step</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>name the chip denomination(s) being colored up</source>
        <translation>indicați valoarea (valorile) jetoanelor scoase la color-up</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>name the denominations colored up, not {removed_set!r}</source>
        <translation>indicați valorile jetoanelor scoase la color-up, nu {removed_set!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>name the penalty given to {who} (or give it with the incident)</source>
        <translation>indicați penalizarea aplicată lui {who} (sau aplicați-o odată cu incidentul)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>name the player (or players) eliminated</source>
        <translation>indicați jucătorul eliminat (sau jucătorii eliminați)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>name the player to move by number, not {player!r}</source>
        <translation>indicați prin număr jucătorul de mutat, nu {player!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>name {value}</source>
        <translation>numele {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>neither a JSON nor a PHH hand history ({err})</source>
        <translation>nu este un istoric de mâini nici JSON, nici PHH ({err})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>next hand</source>
        <translation>mâna următoare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>nickname</source>
        <translation>porecla</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>no .tdt file in {paths}</source>
        <translation>niciun fișier .tdt în {paths}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>no action</source>
        <translation>nicio măsură</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>no add-ons</source>
        <translation>fără add-on-uri</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>no backup was made, so the backups already taken are kept: the events cannot be read ({err})</source>
        <translation>nu s-a făcut nicio copie de rezervă, așa că cele deja făcute sunt păstrate: evenimentele nu pot fi citite ({err})</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>no backup was made, so the backups already taken are kept: {message}</source>
        <translation>nu s-a făcut nicio copie de siguranță, deci copiile deja făcute se păstrează: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>no bracket covers {low:,}-{high:,} entries (between {before} and {after})</source>
        <translation>niciun interval nu acoperă {low:,}-{high:,} intrări (între „{before}” și „{after}”)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>no chip set</source>
        <translation>fără set de jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/history.py"/>
        <source>no chips recorded</source>
        <translation>nu sunt înregistrate jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/players.py"/>
        <source>no dealer has offered a player as out</source>
        <translation>niciun dealer nu a propus un jucător eliminat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>no envelope of {amount:,} is left in the pool (left: {left})</source>
        <translation>nu a mai rămas niciun plic de {amount:,} în fond (rămase: {left})</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/devices.py"/>
        <source>no free pairing code could be drawn: try again in a moment</source>
        <translation>nu s-a putut trage un cod de asociere liber: încercați din nou peste un moment</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>no hand in this PHH file</source>
        <translation>în acest fișier PHH nu există nicio mână</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>no knockout is waiting for an envelope</source>
        <translation>nicio eliminare nu așteaptă un plic</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>no misdeal after substantial action</source>
        <translation>fără misdeal după acțiunea substanțială</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>no money is left to play for: play goes on for the places (the title, the league's points) until one player is left</source>
        <translation>nu mai rămân bani de jucat: jocul continuă pentru locuri (titlul, punctele ligii) până rămâne un singur jucător</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>no old primary is known: it is NOT fenced</source>
        <translation>vechiul server principal nu este cunoscut: NU este blocat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>no payouts yet: the tournament needs at least two entries and a prize pool</source>
        <translation>încă nu există premii: turneul are nevoie de cel puțin două intrări și de un fond de premii</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>no place can get more than 100%, not {share}</source>
        <translation>niciun loc nu poate primi mai mult de 100 %, nu {share}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>no prizes are left to deal</source>
        <translation>nu au mai rămas premii de împărțit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>no prizes to share yet</source>
        <translation>încă nu există premii de împărțit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>no re-entries</source>
        <translation>fără reintrări</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>no rebuys</source>
        <translation>fără rebuy-uri</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>no row of the rulebook covers {what}: a gap, so Floor proposes nothing; the floor decides (TDA rule 1)</source>
        <translation>niciun punct al regulamentului nu acoperă {what}: este o lacună, așa că Floor nu propune nimic; decide floor-ul (regula TDA 1)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>no standby</source>
        <translation>fără rezervă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/records.py"/>
        <source>no such setting</source>
        <translation>nu există o asemenea setare</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>no synchronous standby: each write is kept on this machine only</source>
        <translation>niciun server de rezervă sincron: fiecare scriere este păstrată doar pe acest calculator</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>no table is in play</source>
        <translation>nicio masă nu este în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>no table is in play yet: draw the opening seats first</source>
        <translation>încă nu este nicio masă în joc: trageți mai întâi locurile de start</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>no time to add or take off: the change rounds to 0</source>
        <translation>nu e timp de adăugat sau de scăzut: modificarea se rotunjește la 0</translation>
    </message>
    <message>
        <location filename="../../floor/store/leagues.py"/>
        <source>no tournament of league {league}, season {season} in this database</source>
        <translation>niciun turneu al ligii {league}, sezonul {season}, în această bază de date</translation>
    </message>
    <message>
        <location filename="../../floor/commands/standby.py"/>
        <source>no tournament on this database to put it on record in</source>
        <translation>în această bază de date nu există niciun turneu în care să fie consemnat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>nobody at table {table} has chips to race</source>
        <translation>la masa {table} nimeni nu are jetoane pentru chip race</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>nobody has points in season {season} of league {league} yet</source>
        <translation>nimeni nu are încă puncte în sezonul {season} al ligii {league}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>nobody raced from seat {seat}</source>
        <translation>nimeni de pe locul {seat} nu a participat la chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>nobody races from seat {seat}</source>
        <translation>nimeni de pe locul {seat} nu participă la chip race</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>none</source>
        <translation>niciunul</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>none yet: draw the seats first</source>
        <translation>încă niciuna: trageți mai întâi locurile</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not JSON</source>
        <translation>nu este JSON</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/save.py"/>
        <source>not a Tournament Director file: it holds no tournament ("T: new Tournament")</source>
        <translation>nu este un fișier Tournament Director: nu conține niciun turneu ("T: new Tournament")</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>not a Tournament Director file: the text ends where {expected} was due</source>
        <translation>nu este un fișier Tournament Director: textul se termină unde era de așteptat {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>not a Tournament Director file: {expected} was due, not {found!r}, at character {at:,}</source>
        <translation>nu este un fișier Tournament Director: la caracterul {at:,} era de așteptat {expected}, nu {found!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>not a Tournament Director file: {found!r} at character {at:,}</source>
        <translation>nu este un fișier Tournament Director: {found!r} la caracterul {at:,}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>not a Tournament Director file: {found!r} is no character, at character {at:,}</source>
        <translation>nu este un fișier Tournament Director: {found!r} nu este un caracter, la caracterul {at:,}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/save.py"/>
        <source>not a Tournament Director file: {value} where a number was due</source>
        <translation>nu este un fișier Tournament Director: {value} acolo unde era de așteptat un număr</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>not a card</source>
        <translation>nu este o carte</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>not a card as Floor writes one</source>
        <translation>nu este o carte așa cum o scrie Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a field (the fields are {fields})</source>
        <translation>nu este un câmp (câmpurile sunt: {fields})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a list</source>
        <translation>nu este o listă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a number</source>
        <translation>nu este un număr</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a number as Floor writes one</source>
        <translation>nu este un număr scris cum îl scrie Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not a whole number</source>
        <translation>nu este un număr întreg</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not an object</source>
        <translation>nu este un obiect</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not null</source>
        <translation>nu este null</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not one of {choices}</source>
        <translation>nu este unul dintre: {choices}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not text</source>
        <translation>nu este text</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not true or false</source>
        <translation>nu este true sau false</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not {count} values</source>
        <translation>nu are {count} valori</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>not {value!r}</source>
        <translation>nu este {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>nothing stops this hand: only a defective deck (a card entered twice, a joker not played) voids it; record it, or call the floor</source>
        <translation>nimic nu oprește această mână: doar un pachet defect (o carte introdusă de două ori, un joker nejucat) o anulează; înregistrați-o sau chemați floor-ul</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>nothing to redo</source>
        <translation>nu este nimic de refăcut</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>nothing to undo</source>
        <translation>nu este nimic de anulat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/codec.py"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>observers at a table</source>
        <translation>spectatorii de lângă masă</translation>
    </message>
    <message>
        <location filename="../../floor/commands/standby.py"/>
        <source>on record in tournament {numbers}</source>
        <translation>consemnat în turneul {numbers}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>one card showing is 3rd street: the bring-in decides who acts first (SR-05 to SR-07)</source>
        <translation>o singură carte la vedere înseamnă runda a treia (3rd street): bring-in-ul decide cine acționează primul (SR-05 – SR-07)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>one deck has {deck_count} cards: a high-card draw seats at most {deck_count} players (use seat cards, mode A)</source>
        <translation>un pachet are {deck_count} de cărți: tragerea după cartea mare așază cel mult {deck_count} de jucători (folosiți cărțile de loc, modul A)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>one joker</source>
        <translation>un joker</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>one marked card (a defective card, not a marked deck)</source>
        <translation>o singură carte marcată (o carte defectă, nu un pachet marcat)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>only 1 race card was entered</source>
        <translation>a fost introdusă doar o carte de chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>only a mystery bounty has envelopes and a stage</source>
        <translation>doar un mystery bounty are plicuri și o etapă</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>only a player is told to put his device away (SP-06)</source>
        <translation>doar unui jucător i se cere să-și pună deoparte dispozitivul (SP-06)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>only table {next} is left: it already is the final table</source>
        <translation>a rămas doar masa {next}: este deja masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>only {entered} race cards were entered</source>
        <translation>au fost introduse doar {entered} cărți de chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>overriding the proposal needs a reason (it goes in the log)</source>
        <translation>pentru a trece peste propunere este nevoie de un motiv (intră în jurnal)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>pair of {rank}</source>
        <translation>o pereche de {rank}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r} has no brackets</source>
        <translation>tabelul de premii {name!r} nu are intervale</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r} is not valid JSON: {error}</source>
        <translation>tabelul de premii {name!r} nu este JSON valid: {error}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r} must be an object with a list of 'brackets'</source>
        <translation>tabelul de premii {name!r} trebuie să fie un obiect cu o listă 'brackets'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r} stops at {high:,} entries; this field has {entries:,}</source>
        <translation>numărul maxim de intrări din tabelul de premii {name!r} este {high:,}; acest turneu are {entries:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: brackets {before} and {after} overlap</source>
        <translation>tabelul de premii {name!r}: intervalele „{before}” și „{after}” se suprapun</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: no bracket covers {low:,}-{high:,} entries (between {before} and {after})</source>
        <translation>tabelul de premii {name!r}: niciun interval nu acoperă {low:,}-{high:,} intrări (între „{before}” și „{after}”)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: only the last bracket can be open-ended, but {before} comes before {after}</source>
        <translation>tabelul de premii {name!r}: doar ultimul interval poate fi deschis, dar „{before}” vine înainte de „{after}”</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: the first bracket must start at 2 entries, not {low:,}</source>
        <translation>tabelul de premii {name!r}: primul interval trebuie să înceapă de la 2 intrări, nu de la {low:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>payout table {name!r}: {message}</source>
        <translation>tabelul de premii {name!r}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>payout table {value}</source>
        <translation>tabelul de premii {value}</translation>
    </message>
    <message>
        <location filename="../../floor/store/payout_templates.py"/>
        <source>payout template {name}</source>
        <translation>șablonul de premii „{name}”</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>payouts set</source>
        <translation>premii stabilite</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>penalty (DT-11)</source>
        <translation>penalizare (DT-11)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>penalty ended</source>
        <translation>penalizare încheiată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>penalty given</source>
        <translation>penalizare dată</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>pg_basebackup could not clone {server}: {reason}</source>
        <translation>pg_basebackup nu a putut clona {server}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>pg_ctl promote failed: {reason}</source>
        <translation>pg_ctl promote a eșuat: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>pg_rewind could not bring {folder} back: {reason} (set the standby up afresh into an empty folder: floor standby setup)</source>
        <translation>pg_rewind nu a putut readuce {folder}: {reason} (configurați serverul de rezervă din nou într-un dosar gol: floor standby setup)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>place {place!r} is not paid: only places 1 to {current_count} are</source>
        <translation>locul {place!r} nu este premiat: sunt premiate doar locurile de la 1 la {current_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>places 2 to {current_count} would get {pool:,} of the {pool_2:,} pool, leaving {current:,} for 1st place</source>
        <translation>locurile de la 2 la {current_count} ar primi {pool:,} din fondul de premii de {pool_2:,}, iar pentru locul 1 ar rămâne {current:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>places paid must be a whole number, 1 or more, not {places_paid!r}</source>
        <translation>numărul de locuri premiate trebuie să fie un număr întreg, cel puțin 1, nu {places_paid!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/read.py"/>
        <source>player #{number}</source>
        <translation>jucătorul #{number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>player moved</source>
        <translation>jucător mutat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>player renamed</source>
        <translation>jucător redenumit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>player seated</source>
        <translation>jucător așezat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {name} has {times} cards: one card each</source>
        <translation>jucătorul {name} are mai multe cărți ({times}), dar se dă câte o carte fiecăruia</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>player {player_id} is entered at seat {ids} and seat {seat}</source>
        <translation>jucătorul {player_id} este introdus și pe locul {ids}, și pe locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>player {player}</source>
        <translation>jucătorul {player}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>player {player} already sits at table {to_table} (seat {found}): a balancing move goes to another table</source>
        <translation>jucătorul {player} stă deja la masa {to_table} (locul {found}): la echilibrare, jucătorul este mutat la altă masă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>player {player} already sits at {where}</source>
        <translation>jucătorul {player} are deja loc: {where}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {player} drew a {card}: the rank cards are A, 2 to 10 and J</source>
        <translation>jucătorul {player} a tras {card}: cărțile de rang sunt A, de la 2 la 10 și J</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {player} drew {card!r}: a rank card is A, 2 to 10 or J</source>
        <translation>jucătorul {player} a tras {card!r}: o carte de rang este A, de la 2 la 10 sau J</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {player} has seat {seat} but drew {card!r}</source>
        <translation>jucătorul {player} are locul {seat}, dar a tras {card!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {player} is given {times} seats in one draw</source>
        <translation>jucătorului {player} i s-au dat mai multe locuri ({times}) în aceeași tragere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {player} is in the draw {times} times</source>
        <translation>jucătorul {player} apare de mai multe ori în tragere ({times})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>player {player} is not in the deal: only the players still playing are</source>
        <translation>jucătorul {player} nu este în înțelegere: în ea sunt doar jucătorii rămași în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>player {player} is not seated at any table</source>
        <translation>jucătorul {player} nu stă la nicio masă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>player {player} is seated at table {seen} and at table {number}</source>
        <translation>jucătorul {player} stă și la masa {seen}, și la masa {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>player {player}'s amount</source>
        <translation>suma jucătorului {player}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {player}'s card</source>
        <translation>cartea jucătorului {player}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>player {player}'s stack is {stack!r}: a player without chips is out, not in the deal</source>
        <translation>stack-ul jucătorului {player} este {stack!r}: un jucător fără jetoane este eliminat, nu intră în înțelegere</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>player {p}</source>
        <translation>jucătorul {p}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} drew a card but is not in this draw</source>
        <translation>jucătorul {p} a tras o carte, dar nu participă la această tragere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} drew the {rank_labels}, which is not in the set for a {seats}-seat table ({rank_cards})</source>
        <translation>jucătorul {p} a tras {rank_labels}, care nu face parte din setul pentru o masă de {seats} locuri ({rank_cards})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} has a card but is not in this draw</source>
        <translation>jucătorul {p} are o carte, dar nu participă la această tragere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} has no card: every player in the draw gets one</source>
        <translation>jucătorul {p} nu are carte: fiecare jucător din tragere primește una</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} has not drawn a card: 1 player draws 1 card</source>
        <translation>jucătorul {p} nu a tras nicio carte: un jucător trage o carte</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>player {p} has not drawn a card: {everyone_count} players draw {everyone_count} cards</source>
        <translation>jucătorul {p} nu a tras nicio carte: câți jucători ({everyone_count}), atâtea cărți ({everyone_count})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>player {p} sits at {where} and at {where_2}</source>
        <translation>jucătorul {p} figurează pe două locuri: {where} și {where_2}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>player-page tokens given</source>
        <translation>chei de pagini de jucător date</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>players and awards must be race outcomes and awards</source>
        <translation>jucătorii și acordările trebuie să fie rezultate și acordări de chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>players left must be a whole number, 1 or more, not {players_left!r}</source>
        <translation>numărul de jucători rămași trebuie să fie un număr întreg, cel puțin 1, nu {players_left!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/vocabulary.py"/>
        <source>players_acted (how many players acted after the blinds)</source>
        <translation>players_acted (câți jucători au acționat după blinduri)</translation>
    </message>
    <message>
        <location filename="../../floor/room/address.py"/>
        <source>port {port} is already in use on this computer (another Floor or another program): choose another port in Settings</source>
        <translation>portul {port} este deja folosit pe acest computer (de alt Floor sau de alt program): alegeți alt port în Setări</translation>
    </message>
    <message>
        <location filename="../../floor/room/address.py"/>
        <source>port {port} needs administrator rights: choose a port from 1024 up in Settings</source>
        <translation>portul {port} necesită drepturi de administrator: alegeți în Setări un port de la 1024 în sus</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>primary</source>
        <translation>principal</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>prizes rounded to {value:,}</source>
        <translation>premii rotunjite la {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>queens</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>race cards for seat {seat} are entered twice</source>
        <translation>cărțile de chip race pentru locul {seat} sunt introduse de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>race cards were entered for seat {seat}, but nobody races from seat {seat}</source>
        <translation>s-au introdus cărți de chip race pentru locul {seat}, dar nimeni de pe locul {seat} nu participă la chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>race_out_protection must be {protections}, not {race_out_protection!r}</source>
        <translation>race_out_protection trebuie să fie: {protections}, nu {race_out_protection!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>race_rounding must be {roundings}, not {race_rounding!r}</source>
        <translation>race_rounding trebuie să fie una dintre: {roundings}, nu {race_rounding!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>rank cards drawn at the table</source>
        <translation>cărți de rang trase la masă</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>rank {rank} needs a suit</source>
        <translation>rangul {rank} trebuie să aibă o culoare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>re-entries cannot end before level {level}, the level in play</source>
        <translation>reintrările nu se pot încheia înainte de nivelul {level}, cel în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>re-entries ended after level {last_level} (the clock is at level {level})</source>
        <translation>reintrările s-au încheiat după nivelul {last_level} (ceasul este la nivelul {level})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>re-entries of {chips:,} chips for {price:,}, at most {limit} each</source>
        <translation>reintrări: jetoane {chips:,} pentru {price:,}, cel mult {limit} pe jucător</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>re-entries of {chips:,} chips for {price:,}, at most {limit} each, until level {level}</source>
        <translation>reintrări: jetoane {chips:,} pentru {price:,}, cel mult {limit} pe jucător, până la nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>re-entry</source>
        <translation>reintrare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>rebuy</source>
        <translation>rebuy</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>rebuys and add-ons need at least one entry</source>
        <translation>rebuy-urile și add-on-urile au nevoie de cel puțin o intrare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>rebuys cannot end before level {level}, the level in play</source>
        <translation>rebuy-urile nu se pot încheia înainte de nivelul {level}, cel în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>rebuys ended after level {last_level} (the clock is at level {level})</source>
        <translation>rebuy-urile s-au încheiat după nivelul {last_level} (ceasul este la nivelul {level})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>rebuys of {chips:,} chips for {price:,}, at most {limit} each</source>
        <translation>rebuy-uri: jetoane {chips:,} pentru {price:,}, cel mult {limit} pe jucător</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>rebuys of {chips:,} chips for {price:,}, at most {limit} each, until level {level}</source>
        <translation>rebuy-uri: jetoane {chips:,} pentru {price:,}, cel mult {limit} pe jucător, până la nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>received, not yet replayed: {bytes} bytes</source>
        <translation>primit, încă neaplicat: {bytes} octeți</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>received, not yet replayed: {bytes} bytes; last replayed commit {seconds} s ago</source>
        <translation>primit, încă neaplicat: {bytes} octeți; ultima tranzacție aplicată acum {seconds} s</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>record the players' cards with the stacked seat cards</source>
        <translation>înregistrați cărțile jucătorilor împreună cu cărțile de loc din teanc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>record the seat cards in the order they were stacked, with the players' cards</source>
        <translation>înregistrați cărțile de loc în ordinea din teanc, împreună cu cărțile jucătorilor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>redo</source>
        <translation>refacere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>registration</source>
        <translation>înscriere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>registration closed after level {last} (the clock is at level {level})</source>
        <translation>înscrierea s-a închis după nivelul {last} (ceasul este la nivelul {level})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>reinstatement</source>
        <translation>readus în joc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>replace after play, extended to the stub</source>
        <translation>înlocuire după joc, extinsă și la stub</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>replay semantics</source>
        <translation>ce înseamnă reluarea exactă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>ruling</source>
        <translation>decizia floor-ului</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>say how many hands he misses: a whole number of 1 or more, not {count!r}</source>
        <translation>spuneți câte mâini ratează: un număr întreg de la 1 în sus, nu {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>say how many rounds he misses: a whole number of 1 or more, not {count!r}</source>
        <translation>spuneți câte ture ratează: un număr întreg de la 1 în sus, nu {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>say what the floor decided: the answer is empty</source>
        <translation>spuneți ce a decis floor-ul: răspunsul este gol</translation>
    </message>
    <message>
        <location filename="../../floor/commands/standby.py"/>
        <source>say which PostgreSQL server: --db postgresql://HOST:PORT/DB (or set FLOOR_DB)</source>
        <translation>spuneți care server PostgreSQL: --db postgresql://HOST:PORT/DB (sau setați FLOOR_DB)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>say which PostgreSQL server: host=HOST port=PORT user=NAME, or postgresql://HOST:PORT/DB</source>
        <translation>spuneți care server PostgreSQL: host=HOST port=PORT user=NAME sau postgresql://HOST:PORT/DB</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>say which server the old primary was: --old host=HOST port=PORT user=NAME</source>
        <translation>spuneți care server era vechiul server principal: --old host=HOST port=PORT user=NAME</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>say who it is about: a player, or a spectator described in words (not both)</source>
        <translation>spuneți despre cine e vorba: un jucător sau un spectator descris în cuvinte (nu amândoi)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>say why the hand is corrected: the history keeps the reason</source>
        <translation>spuneți de ce se corectează mâna: istoricul păstrează motivul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>say why the tournament is reopened: the reason is kept in its history</source>
        <translation>spuneți de ce este redeschis turneul: motivul rămâne în istoricul lui</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>season {season} of league {league} has no final: set the final's seats first</source>
        <translation>sezonul {season} al ligii {league} nu are finală: stabiliți mai întâi locurile din finală</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>seat cards (mode A) are drawn by Floor: give the random source</source>
        <translation>cărțile de loc (modul A) sunt trase de Floor: dați generatorul de numere aleatoare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>seat cards (mode A) are drawn by Floor: there are no cards to record</source>
        <translation>cărțile de loc (modul A) sunt trase de Floor: nu există cărți de înregistrat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>seat draw</source>
        <translation>tragerea locurilor</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {missing} has no contribution: give every seat's contribution or none</source>
        <translation>locul {missing} nu are contribuția: dați contribuția fiecărui loc sau a niciunuia</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>seat {seat}</source>
        <translation>locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first and must bet at least the bring-in or fold: seat {due} is due to bring in but is all-in for the ante, so betting starts on his left (SR-09, TDA recommended procedure 10-E)</source>
        <translation>locul {seat} acționează primul și trebuie să parieze cel puțin bring-in-ul sau să renunțe: bring-in-ul îi revine locului {due}, dar acesta este all-in pe ante, așa că pariurile încep din stânga lui (SR-09, procedura recomandată TDA 10-E)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first, no bring-in: {why} ({tag})</source>
        <translation>locul {seat} acționează primul, fără bring-in: {why} ({tag})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: seat {due} is due to act first but is all-in for the ante, so betting starts on his left (SR-09)</source>
        <translation>locul {seat} acționează primul: primul ar trebui să acționeze locul {due}, dar acesta este all-in pe ante, așa că pariurile încep din stânga lui (SR-09)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: {cards} ({name}) is the best hand showing (SR-08)</source>
        <translation>locul {seat} acționează primul: {cards} ({name}) este cea mai bună mână la vedere (SR-08)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: {cards} ({name}) is the lowest hand showing (SR-08)</source>
        <translation>locul {seat} acționează primul: {cards} ({name}) este cea mai mică mână la vedere (SR-08)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: {others} tie with the best hand showing, {name}; {why} (SR-08, {setting})</source>
        <translation>locul {seat} acționează primul: {others} sunt la egalitate cu cea mai bună mână la vedere ({name}); {why} (SR-08, {setting})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} acts first: {others} tie with the lowest hand showing, {name}; {why} (SR-08, {setting})</source>
        <translation>locul {seat} acționează primul: {others} sunt la egalitate cu cea mai mică mână la vedere ({name}); {why} (SR-08, {setting})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>seat {seat} at table {number} is empty</source>
        <translation>locul {seat} la masa {number} este liber</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} at table {number} is empty: it gets no card</source>
        <translation>locul {seat} de la masa {number} este liber: nu primește carte</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} at table {number} is empty: nobody there is absent</source>
        <translation>locul {seat} de la masa {number} este liber: acolo nu stă nimeni care să lipsească</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>seat {seat} at table {number} is taken</source>
        <translation>locul {seat} la masa {number} este ocupat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>seat {seat} at table {table} is empty: nobody there to race</source>
        <translation>locul {seat} de la masa {table} este liber: nu are cine să participe la chip race</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} brings in: {why} ({tag})</source>
        <translation>locul {seat} pune bring-in-ul: {why} ({tag})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} cannot both win a race chip and be protected</source>
        <translation>locul {seat} nu poate și câștiga un jeton la chip race, și primi protecție</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>seat {seat} had nobody in hand {hand} at table {table}: a correction changes the chips and the cards of the seats that played it</source>
        <translation>locul {seat} era gol în mâna {hand} la masa {table}: o corectare schimbă jetoanele și cărțile locurilor care au jucat-o</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} has 1 leftover {denomination} chip</source>
        <translation>locul {seat} are un jeton rămas de {denomination}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} has 1 race card for {chips}</source>
        <translation>locul {seat}: o carte de chip race pentru {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} has a joker: the button draw uses the 52 natural cards, deal another</source>
        <translation>locul {seat} are un joker: butonul se trage cu cele 52 de cărți fără jokeri, dați altă carte</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} has no card: every player present gets one ({seats})</source>
        <translation>locul {seat} nu are carte: fiecare jucător prezent primește una ({seats})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} has no card: every seat with a player gets one ({seats})</source>
        <translation>locul {seat} nu are carte: fiecare loc ocupat de un jucător primește una ({seats})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} has no cards showing</source>
        <translation>locul {seat} nu are cărți la vedere</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} has no door card</source>
        <translation>locul {seat} nu are prima carte la vedere (door card)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} has no leftover chips to race</source>
        <translation>locul {seat} nu are jetoane rămase pentru chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} has {cards} race cards for {chips}</source>
        <translation>locul {seat}: {cards} cărți de chip race pentru {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} has {chips} leftover chips ({listing})</source>
        <translation>locul {seat} are jetoane rămase: {chips} ({listing})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} has {chips} leftover {denomination} chips</source>
        <translation>locul {seat} are jetoane rămase de {denomination}: {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>seat {seat} has {chips} of {denomination}, but {denomination} is not being colored up (colored up: {denominations})</source>
        <translation>locul {seat} are {chips} de {denomination}, dar jetoanele de {denomination} nu sunt scoase la color-up (scoase: {denominations})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat} has {times} cards: one card per seat</source>
        <translation>locul {seat} are mai multe cărți ({times}): o singură carte pe loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>seat {seat} is all in with {put:,} but has {known:,} ({basis})</source>
        <translation>locul {seat} este all-in cu {put:,}, dar are {known:,} ({basis})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>seat {seat} is entered twice</source>
        <translation>locul {seat} este introdus de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} is left with no chips (CR-06)</source>
        <translation>locul {seat} rămâne fără jetoane (CR-06)</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat} is listed twice</source>
        <translation>locul {seat} apare de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} is nearest the dealer's left</source>
        <translation>locul {seat} este cel mai apropiat în stânga dealerului</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>seat {seat} of table {table} changed since this entry began ({name} is no longer there): check the table and enter the hand again</source>
        <translation>locul {seat} de la masa {table} s-a schimbat de când a început această înregistrare ({name} nu mai este acolo): verificați masa și introduceți mâna din nou</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>seat {seat} put in {put:,} but has {known:,} ({basis})</source>
        <translation>locul {seat} a pus {put:,}, dar are {known:,} ({basis})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat} races chips he does not have ({raced!r})</source>
        <translation>locul {seat} joacă jetoane pe care nu le are ({raced!r})</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} shows a joker: Floor does not rank a joker for the order of action; the floor decides (TDA rule 1)</source>
        <translation>locul {seat} are un joker la vedere: Floor nu stabilește rangul jokerului pentru ordinea acțiunii; decide floor-ul (regula TDA 1)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} shows {read_count} cards; cards showing are at most {most} cards</source>
        <translation>locul {seat}: cărți la vedere — {read_count}, dar pot fi cel mult {most}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat} shows {read_count} cards; the door card is one card</source>
        <translation>locul {seat}: cărți la vedere — {read_count}, dar prima carte la vedere (door card) este una singură</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat} was given a joker: race cards come from a 52-card deck without jokers; deal him another card</source>
        <translation>jucătorul de pe locul {seat} a primit un joker: cărțile de chip race se împart dintr-un pachet de 52 de cărți fără jokeri; dați-i altă carte</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>seat {seat} won {chips:,}</source>
        <translation>locul {seat} a câștigat {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>seat {seat} {name} won {chips:,}</source>
        <translation>locul {seat} ({name}) a câștigat {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/history.py"/>
        <source>seat {seat} {name} {amount:,}</source>
        <translation>locul {seat} {name} {amount:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {seat}'s card: {message}</source>
        <translation>cartea locului {seat}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: 1 complete set and {raced} raced do not make his {low} in low chips</source>
        <translation>locul {seat}: un set complet și {raced} în chip race nu fac cei {low} ai lui în jetoane mici</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: a change of {change} does not match his chips</source>
        <translation>locul {seat}: o modificare de {change} nu corespunde jetoanelor lui</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: dead money ({dead}) is part of what it contributed ({contributed}) and cannot exceed it</source>
        <translation>locul {seat}: banii morți ({dead}) fac parte din ce a pus ({contributed}) și nu pot depăși această sumă</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: dead money needs the seat's contribution</source>
        <translation>locul {seat}: banii morți se dau doar împreună cu contribuția locului</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: exchanged {exchanged!r}, change {change!r}</source>
        <translation>locul {seat}: schimbat {exchanged!r}, modificare {change!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: folded is true or false</source>
        <translation>locul {seat}: folded este true sau false</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: the best card is {best}, not {stored!r}</source>
        <translation>locul {seat}: cea mai bună carte este {best}, nu {stored!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: the race cards must be natural cards</source>
        <translation>locul {seat}: cărțile de chip race trebuie să fie cărți naturale (nu jokeri)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: the race chip and the protection chip are yes or no</source>
        <translation>locul {seat}: jetonul de cursă și jetonul de protecție sunt da sau nu</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: unknown field {unknown!r}</source>
        <translation>locul {seat}: câmp necunoscut {unknown!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>seat {seat}: what it put in must be a whole number of chips, not {chips!r}</source>
        <translation>locul {seat}: ce a pus în pot trebuie să fie un număr întreg de jetoane, nu {chips!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat}: {item!r} is not a card</source>
        <translation>locul {seat}: {item!r} nu este o carte</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {seat}: {message}</source>
        <translation>locul {seat}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>seat {seat}: {sets} complete sets and {raced} raced do not make his {low} in low chips</source>
        <translation>locul {seat}: seturile complete ({sets}) și {raced} în chip race nu fac cei {low} ai lui în jetoane mici</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>seat {seat}: {value!r} is not a list of cards</source>
        <translation>locul {seat}: {value!r} nu este o listă de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: {what} must be a whole number of at least {minimum}, not {value!r}</source>
        <translation>locul {seat}: {what}: trebuie un număr întreg, cel puțin {minimum}, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: {what} must be a whole number of chips, not {value!r}</source>
        <translation>locul {seat}: {what}: trebuie un număr întreg de jetoane, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>seat {seat}: {what} {amount} is not a whole number of the smallest chip ({chip})</source>
        <translation>locul {seat}: {what} = {amount} nu este un multiplu al celui mai mic jeton ({chip})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>seat {to_seat} at table {to_table} is taken by player {player_at}</source>
        <translation>locul {to_seat} de la masa {to_table} este ocupat de jucătorul {player_at}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>seat {to_seat} at table {to_table} is taken by {label}</source>
        <translation>locul {to_seat} la masa {to_table} este ocupat de {label}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seat {unknown} is all-in but has no door card</source>
        <translation>locul {unknown} este all-in, dar nu are prima carte la vedere (door card)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>seat {winner} has the highest card, so it has the button, not seat {button}</source>
        <translation>locul {winner} are cartea cea mai mare, deci butonul îi revine lui, nu locului {button}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>seats per table must be 2 to 11, not {seats_per_table!r}</source>
        <translation>numărul de locuri la masă trebuie să fie între 2 și 11, nu {seats_per_table!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>seats {seats}</source>
        <translation>locurile {seats}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>served</source>
        <translation>ispășită</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>show one, show all</source>
        <translation>arăți unuia, arăți tuturor</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>someone must be left: that would eliminate every player still playing</source>
        <translation>trebuie să rămână cineva: astfel ar fi eliminați toți jucătorii rămași în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>something else</source>
        <translation>altceva</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>spectator removed from the area</source>
        <translation>spectator îndepărtat din zona de joc</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>spectators moved behind the rail</source>
        <translation>spectatori mutați în spatele barierei</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>standard input</source>
        <translation>intrarea standard</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby</source>
        <translation>de rezervă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>standby dropped</source>
        <translation>fără serverul de rezervă</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby {name} at {address}: {state}</source>
        <translation>serverul de rezervă {name} la {address}: {state}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby {name} at {address}: {state}, {lag}</source>
        <translation>serverul de rezervă {name} la {address}: {state}, {lag}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby {name} gone: writes wait</source>
        <translation>rezerva {name} lipsește: scrierile așteaptă</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>standby {name} in sync</source>
        <translation>rezerva {name} sincronizată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>starting stack {value:,}</source>
        <translation>stack de start {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>structure changed</source>
        <translation>structură schimbată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>stud_move_selection is one of {choices}, not {value!r}</source>
        <translation>stud_move_selection trebuie să fie unul dintre: {choices}, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>table broken</source>
        <translation>masă desființată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table numbers start at 1, not {number}</source>
        <translation>numerele meselor încep de la 1, nu de la {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>table {number} already has its button (seat {button}): the button is drawn for a new table</source>
        <translation>masa {number} are deja buton (locul {button}): butonul se trage la sorți doar la o masă nouă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number} has 1 player: stack exactly 1 seat card, not {stacked_count}</source>
        <translation>la masa {number} este un singur jucător: puneți în teanc exact o carte de loc, nu {stacked_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} has fewer than two players</source>
        <translation>la masa {number} sunt mai puțin de doi jucători</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} has no button yet: draw for it first</source>
        <translation>masa {number} nu are încă buton: trageți-l mai întâi la sorți</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} has no other player after seat {seat}</source>
        <translation>la masa {number} nu mai este niciun alt jucător după locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} has seats 1 to {size}, not {seat}</source>
        <translation>masa {number} are locurile de la 1 la {size}; locul {seat} nu există</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number} has {players_count} players: stack exactly {players_count} seat cards, not {stacked_count}</source>
        <translation>masa {number} are {players_count} jucători: puneți în teanc exact {players_count} cărți de loc, nu {stacked_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number} has {size} seats, the final table {seats_per_table}: with a different table, redraw every seat (full_redraw)</source>
        <translation>masa {number} are {size} locuri, iar masa finală {seats_per_table}: cu o masă diferită, trageți din nou toate locurile (full_redraw)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>table {number} is filed as table {number_2}</source>
        <translation>masa {number} este înregistrată ca masa {number_2}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number} is the last table: it cannot break</source>
        <translation>masa {number} este ultima: nu poate fi desființată</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>table {number} needs two players to deal a hand</source>
        <translation>la masa {number} este nevoie de doi jucători pentru a împărți o mână</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>table {number} needs two players to draw for the button</source>
        <translation>pentru tragerea la sorți a butonului la masa {number} sunt necesari cel puțin doi jucători</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number}'s 1 player does not fit in the 0 open seats at the other tables: a table breaks when its players fit elsewhere (BB-09)</source>
        <translation>singurul jucător al mesei {number} nu are niciun loc liber la celelalte mese: o masă se închide când jucătorii ei încap în altă parte (BB-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number}'s {moving} players do not fit in the 1 open seat at the other tables: a table breaks when its players fit elsewhere (BB-09)</source>
        <translation>jucătorii mesei {number} ({moving}) nu încap: la celelalte mese este liber un singur loc; o masă se închide când jucătorii ei încap în altă parte (BB-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>table {number}'s {moving} players do not fit in the {room} open seats at the other tables: a table breaks when its players fit elsewhere (BB-09)</source>
        <translation>jucătorii mesei {number} ({moving}) nu încap pe locurile libere de la celelalte mese ({room}): o masă se desființează când jucătorii ei încap în altă parte (BB-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>table {table} hand {hand}</source>
        <translation>masa {table}, mâna {hand}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>table {table} hand {hand}: differs: {differences}</source>
        <translation>masa {table}, mâna {hand}: diferă: {differences}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>table {table} hand {hand}: same result</source>
        <translation>masa {table}, mâna {hand}: același rezultat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>table {table} has raced its chips at this break already</source>
        <translation>masa {table} a făcut deja chip race-ul în această pauză</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>table {table} has raced its chips at this level already</source>
        <translation>masa {table} a făcut deja chip race-ul la acest nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>table {table} has {count} players: seats per table cannot be fewer</source>
        <translation>la masa {table} sunt {count} jucători: locurile la masă nu pot fi mai puține</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>table {table} has {size} seats: the button cannot be on seat {seat}</source>
        <translation>masa {table} are {size} locuri: butonul nu poate fi pe locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>table {table} has {size} seats: there is no seat {seat}</source>
        <translation>masa {table} are {size} locuri: locul {seat} nu există</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>table {table} is at hand {now_at}, and this entry was made for hand {hand}: another hand was recorded meanwhile; check the table and enter the hand again</source>
        <translation>masa {table} este la mâna {now_at}, iar această înregistrare a fost făcută pentru mâna {hand}: între timp a fost înregistrată altă mână; verificați masa și introduceți mâna din nou</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>table {table} is not in play</source>
        <translation>masa {table} nu este în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>table {table}, seat {seat}</source>
        <translation>masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>the PHH field {field} no longer agrees with _floor_request and _floor_result</source>
        <translation>câmpul PHH {field} nu mai corespunde cu _floor_request și _floor_result</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>the PHH fields {fields} no longer agree with _floor_request and _floor_result</source>
        <translation>câmpurile PHH {fields} nu mai corespund cu _floor_request și _floor_result</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>the PIN is not the one given at the desk</source>
        <translation>PIN-ul nu este cel dat la birou</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the TDA rules are silent</source>
        <translation>regulile TDA nu spun nimic despre asta</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>the action taken is one of {actions}, not {action!r}</source>
        <translation>măsura luată este una dintre: {actions}, nu {action!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>the action was not saved: {err}</source>
        <translation>acțiunea nu a fost salvată: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the add-on price</source>
        <translation>prețul add-on-ului</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the add-ons in the tournament</source>
        <translation>add-on-urile din turneu</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the amounts add up to {sum:,}, {gap:,} less than the {total:,} left to share</source>
        <translation>sumele adună {sum:,}, cu {gap:,} mai puțin decât cei {total:,} rămași de împărțit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the amounts add up to {sum:,}, {gap:,} more than the {total:,} left to share</source>
        <translation>sumele adună {sum:,}, cu {gap:,} mai mult decât cei {total:,} rămași de împărțit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>the announcement</source>
        <translation>anunțul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>the announcement holds a line break or a control character (U+{code:04X}, at character {position}): it is shown on one line</source>
        <translation>anunțul conține un salt de rând sau un caracter de control (U+{code:04X}, la caracterul {position}): se afișează pe un singur rând</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>the announcement is empty: type what the room should read</source>
        <translation>anunțul este gol: scrieți ce trebuie să citească sala</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>the announcement is {length} characters long: {most} at most, so that it fits the screens</source>
        <translation>anunțul are {length} de caractere: cel mult {most}, ca să încapă pe ecrane</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the ante</source>
        <translation>ante-ul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the ante kind must be 'none', 'ante' or 'big-blind', not {ante_kind!r}</source>
        <translation>tipul de ante trebuie să fie 'none', 'ante' sau 'big-blind', nu {ante_kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>the backup could not be copied next to {live}: {value}</source>
        <translation>copia de rezervă nu a putut fi copiată lângă {live}: {value}</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>the backup could not be made: {err}</source>
        <translation>copia de rezervă nu a putut fi făcută: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>the backup could not be read: {err}</source>
        <translation>copia de rezervă nu a putut fi citită: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>the backup could not be written to {where}: the disk is full</source>
        <translation>copia de siguranță nu a putut fi scrisă în {where}: discul este plin</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>the backup could not be written to {where}: {value}</source>
        <translation>copia de rezervă nu a putut fi scrisă în {where}: {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the big blind</source>
        <translation>big blind-ul</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board</source>
        <translation>board-ul</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has 1 card; {name} needs 3 to {board}</source>
        <translation>pe board este 1 carte; la {name} trebuie să fie între 3 și {board}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has 1 card; {name} shows down with {board}</source>
        <translation>pe board este 1 carte; la {name}, showdown-ul se face cu {board}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has {board_count} cards; {name} has no board, only one community card when the deck runs short on seventh street (RP-10-H)</source>
        <translation>cărți pe board: {board_count}; {name} nu are board, ci doar o carte comună, când pachetul nu ajunge pentru runda a șaptea (7th street) (RP-10-H)</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has {board_count} cards; {name} needs 3 to {board}</source>
        <translation>cărți pe board: {board_count}; la {name} trebuie să fie între 3 și {board}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the board has {board_count} cards; {name} shows down with {board}</source>
        <translation>cărți pe board: {board_count}; la {name}, showdown-ul se face cu {board}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>the bounties cannot change once a player has entered</source>
        <translation>bounty-urile nu se pot schimba după ce a intrat un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the bounty ({bounty}) is part of the buy-in ({buy_in}) and cannot exceed it</source>
        <translation>bounty-ul ({bounty}) face parte din buy-in ({buy_in}) și nu îl poate depăși</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>the bounty must be a whole number of {unit}s of at least {unit}, not {amount!r}</source>
        <translation>bounty-ul trebuie să fie un număr întreg de {unit}, cel puțin {unit}, nu {amount!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the bounty rule is a kind, an amount and a unit, not {bounty!r}</source>
        <translation>regula de bounty este un tip, o sumă și o unitate, nu {bounty!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>the bounty unit must be a whole number of at least 1, not {unit!r}</source>
        <translation>unitatea de bounty trebuie să fie un număr întreg de cel puțin 1, nu {unit!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the break after level {number}</source>
        <translation>pauza de după nivelul {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>the break order is random_at_break: pass a random source to draw the table</source>
        <translation>ordinea de desființare a meselor este random_at_break: dați un generator de numere aleatoare pentru a trage masa la sorți</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the button</source>
        <translation>butonul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/tables.py"/>
        <source>the button cannot start on seat {button}: nobody sits there</source>
        <translation>butonul nu poate începe pe locul {button}: acolo nu stă nimeni</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>the button draw at table {table} has no cards</source>
        <translation>tragerea la sorți a butonului la masa {table} nu are nicio carte</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>the button draw lists each seat once, clockwise from seat 1</source>
        <translation>tragerea la sorți a butonului enumeră fiecare loc o singură dată, în sensul acelor de ceasornic, de la locul 1</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>the button draw method</source>
        <translation>metoda de tragere a butonului</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the button is needed to split a pot in draw games: the odd chip goes to the first winner left of the button (PT-08)</source>
        <translation>pentru a împărți potul în jocurile de draw este nevoie de buton: jetonul impar merge la primul câștigător din stânga butonului (PT-08)</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the button is needed to split a pot in flop games: the odd chip goes to the first winner left of the button (PT-08)</source>
        <translation>pentru a împărți potul în jocurile cu flop este nevoie de buton: jetonul impar merge la primul câștigător din stânga butonului (PT-08)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>the button rule is dead or moving, not {rule!r}</source>
        <translation>regula butonului este dead sau moving, nu {rule!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the buy-in</source>
        <translation>buy-in-ul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>the buy-in, the fee and the starting stack cannot change once a player has entered</source>
        <translation>buy-in-ul, taxa și stack-ul de start nu se mai pot schimba după ce a intrat un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the buy-ins in the tournament</source>
        <translation>buy-in-urile din turneu</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the cards counted</source>
        <translation>cărțile numărate</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the cards found twice are a list of cards</source>
        <translation>cărțile găsite de două ori sunt o listă de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the cards with another back</source>
        <translation>cărțile cu alt spate</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the carryover</source>
        <translation>reportul</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the carryover of {amount:,}</source>
        <translation>reportul de {amount:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>the chip race record does not add up: {detail}</source>
        <translation>înregistrarea chip race-ului nu se potrivește: {detail}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the chips</source>
        <translation>jetoanele</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the chips colored up must be a list of denominations, not {removed!r}</source>
        <translation>jetoanele scoase la color-up trebuie date ca listă de valori, nu {removed!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>the chips found must be given as denomination and count, not {chips!r}</source>
        <translation>jetoanele găsite se indică prin valoare și număr, nu {chips!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the chips go from the smallest up: {chip} comes before {previous}</source>
        <translation>jetoanele merg de la cel mai mic în sus: {chip} vine înaintea lui {previous}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>the chips removed</source>
        <translation>jetoanele scoase</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the chips to color up must be a list of denominations, not {color_up!r}</source>
        <translation>jetoanele pentru color-up trebuie date ca listă de valori, nu {color_up!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock cannot be running and paused at once</source>
        <translation>ceasul nu poate merge și fi pe pauză în același timp</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock has already started and is paused: resume it</source>
        <translation>ceasul a pornit deja și este pe pauză: reluați-l</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock has not started yet</source>
        <translation>ceasul nu a pornit încă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock has not started yet: start it</source>
        <translation>ceasul nu a pornit încă: porniți-l</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock is already paused</source>
        <translation>ceasul este deja pe pauză</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock is already running</source>
        <translation>ceasul merge deja</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/restructure.py"/>
        <source>the clock is at {where}: the new structure must keep it (it has only 1 level)</source>
        <translation>ceasul este la „{where}”: noua structură trebuie să păstreze acest punct (ea are un singur nivel)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/restructure.py"/>
        <source>the clock is at {where}: the new structure must keep it (it has only {levels_count} levels)</source>
        <translation>ceasul este la „{where}”: noua structură trebuie să păstreze acest punct (numărul de niveluri din ea este doar {levels_count})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>the clock is not at a break with a color-up: name the chips to race (CR-08)</source>
        <translation>ceasul nu este la o pauză cu color-up: indicați jetoanele pentru chip race (CR-08)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/restructure.py"/>
        <source>the clock is on a break ({where}): the new structure must have a break there too</source>
        <translation>ceasul este pe o pauză ({where}): noua structură trebuie să aibă tot o pauză în acel loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/restructure.py"/>
        <source>the clock is on a level ({where}): the new structure must have a level there too</source>
        <translation>ceasul este pe un nivel ({where}): noua structură trebuie să aibă tot un nivel în acel loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the clock's used time cannot be negative</source>
        <translation>timpul scurs al ceasului nu poate fi negativ</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>the color-up leaves no chip in play</source>
        <translation>după color-up nu mai rămâne niciun jeton în joc</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>the connection to {server} was lost as the copy was committed ({err}): look with `floor --db ... tournament list` whether it is there</source>
        <translation>conexiunea cu {server} s-a pierdut în timp ce copia era confirmată ({err}): verificați cu `floor --db ... tournament list` dacă este acolo</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>the copy failed SQLite's integrity check ({verdict})</source>
        <translation>copia nu a trecut verificarea de integritate SQLite ({verdict})</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>the copy on {target} does not match its source ({difference}): it was not kept; nothing was moved</source>
        <translation>copia de pe {target} nu corespunde sursei ({difference}): nu a fost păstrată; nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>the corrected hand {hand} at table {table} moves the same chips as the one recorded: there is nothing to correct</source>
        <translation>mâna corectată {hand} la masa {table} mută aceleași jetoane ca cea înregistrată: nu e nimic de corectat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>the correction would leave {name} with {chips:,} chips ({known:,} now, {change:+,} by the correction): count the table again if the stack is wrong</source>
        <translation>corectarea l-ar lăsa pe {name} cu {chips:,} jetoane ({known:,} acum, {change:+,} prin corectare): numărați din nou masa dacă stiva e greșită</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>the count must be a whole number of 0 or more, not {value!r}</source>
        <translation>numărătoarea trebuie să fie un număr întreg de la 0 în sus, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the count of {chip} chips must be a whole number of at least 0, not {count!r}</source>
        <translation>numărul jetoanelor de {chip} trebuie să fie un număr întreg de cel puțin 0, nu {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the data folder {folder} belongs to root: PostgreSQL's server never runs as root (chown it to the postgres user)</source>
        <translation>dosarul de date {folder} aparține lui root: serverul PostgreSQL nu rulează niciodată ca root (dați-l utilizatorului postgres cu chown)</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>the database could not be saved before the restore ({err}); nothing was restored</source>
        <translation>baza de date nu a putut fi salvată înainte de restaurare ({err}); nu s-a restaurat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>the database is busy or locked ({err}); try again</source>
        <translation>baza de date este ocupată sau blocată ({err}); încercați din nou</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>the database server {server} cannot be reached ({err}); nothing more was saved: do it again once it is back</source>
        <translation>serverul bazei de date {server} nu poate fi contactat ({err}); nu s-a mai salvat nimic: repetați când revine</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>the database server {server} has waited {seconds} s for its standby to confirm this write: it is kept once the standby is back, or once the floor goes on without it (floor standby drop)</source>
        <translation>serverul bazei de date {server} așteaptă de {seconds} s ca serverul de rezervă să confirme această scriere: ea este păstrată când serverul de rezervă revine sau când sala continuă fără el (floor standby drop)</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>the database server {server} takes no writes (a standby, or a fenced old primary): nothing was changed</source>
        <translation>serverul bazei de date {server} nu acceptă scrieri (un server de rezervă sau un vechi server principal izolat): nu s-a schimbat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>the deck has {counted} cards; a {game} deck has {expected}</source>
        <translation>cărți în pachet: {counted}, iar un pachet de {game} are {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the deck is complete: there is no ruling to record</source>
        <translation>pachetul este complet: nu există nicio decizie de înregistrat</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>the disk holding {path} is full: Floor cannot open it until some space is freed there (the file is intact and was left untouched)</source>
        <translation>discul pe care se află {path} este plin: Floor nu îl poate deschide până nu se eliberează spațiu acolo (fișierul este intact și a fost lăsat neatins)</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>the disk is full: the action was not saved (nothing of it was written); free some space and try again</source>
        <translation>discul este plin: acțiunea nu a fost salvată (nimic din ea nu a fost scris); eliberați spațiu și încercați din nou</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the eligible seats</source>
        <translation>locurile eligibile</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/notation.py"/>
        <source>the end of the file</source>
        <translation>sfârșitul fișierului</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the end of the line</source>
        <translation>sfârșitul rândului</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the entries (players, with re-entries)</source>
        <translation>intrările (jucătorii, cu reintrările)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the exploiter</source>
        <translation>jucătorul care a profitat</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>the exploiter, seat {seat}, was not dealt in (dealt in: {seats})</source>
        <translation>jucătorul care a profitat, locul {seat}, nu a primit cărți (au primit cărți: {seats})</translation>
    </message>
    <message>
        <location filename="../../floor/store/export.py"/>
        <source>the export could not be written to {where}: {value}</source>
        <translation>exportul nu a putut fi scris în {where}: {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the fee</source>
        <translation>taxa</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>the field {field} is missing</source>
        <translation>lipsește câmpul {field}</translation>
    </message>
    <message>
        <location filename="../../floor/cli.py"/>
        <source>the file name given to {option} holds bytes that are not text (at character {position}): rename the file with letters Floor can show</source>
        <translation>numele fișierului dat la {option} conține octeți care nu sunt text (la caracterul {position}): redenumiți fișierul cu litere pe care Floor le poate afișa</translation>
    </message>
    <message>
        <location filename="../../floor/cli.py"/>
        <source>the file name holds bytes that are not text (at character {position}): rename the file with letters Floor can show</source>
        <translation>numele fișierului conține octeți care nu sunt text (la caracterul {position}): redenumiți fișierul cu litere pe care Floor le poate afișa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>the file {name} is not a PNG or JPEG image: choose the logo as PNG or JPEG</source>
        <translation>fișierul {name} nu este o imagine PNG sau JPEG: alegeți sigla ca PNG sau JPEG</translation>
    </message>
    <message>
        <location filename="../../floor/store/leagues.py"/>
        <source>the final of season {season} of league {league} is tournament {tournament} already</source>
        <translation>finala sezonului {season} al ligii {league} este deja turneul {tournament}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>the final table's number</source>
        <translation>numărul mesei finale</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>the final-table redraw</source>
        <translation>reașezarea la masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>the first bracket must start at 2 entries, not {low:,}</source>
        <translation>primul interval trebuie să înceapă de la 2 intrări, nu de la {low:,}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the first live seat left of the button</source>
        <translation>primul loc în joc din stânga butonului</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/seating.py"/>
        <source>the floor chooses this move at the desk</source>
        <translation>floor-ul alege această mutare la birou</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the floor went on without the standby of {folder}: its log stops before the primary's last writes, so it is never promoted (set it up again from the primary into an empty folder)</source>
        <translation>floorul a continuat fără serverul de rezervă din {folder}: jurnalul său se oprește înaintea ultimelor scrieri ale serverului principal, deci nu este promovat niciodată (configurați-l din nou de la serverul principal într-un dosar gol)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>the floor's answer</source>
        <translation>răspunsul floor-ului</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the folder {folder} is not empty: a standby is cloned into an empty folder (choose another, or empty it)</source>
        <translation>dosarul {folder} nu este gol: un server de rezervă se clonează într-un dosar gol (alegeți altul sau goliți-l)</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula calls {name}(), which Floor does not know (functions: {known})</source>
        <translation>formula apelează {name}(), pe care Floor nu o cunoaște (funcții: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula cannot be read at character {at}: {found!r}</source>
        <translation>formula nu poate fi citită la caracterul {at}: {found!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula counts past any number at character {at} ({a:g} {op} {b:g})</source>
        <translation>formula depășește orice număr la caracterul {at} ({a:g} {op} {b:g})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula divides by zero at character {at}</source>
        <translation>formula împarte la zero la caracterul {at}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula ends where {expected} was due</source>
        <translation>formula se termină unde era de așteptat {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula has more than {most} operations inside one another at character {at}: split it into steps with assign()</source>
        <translation>formula are mai mult de {most} operații una în alta la caracterul {at}: împărțiți-o în pași cu assign()</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula has {found!r} at character {at} where {expected} was due</source>
        <translation>formula are {found!r} la caracterul {at} unde era de așteptat {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula reads {name}, which is neither a tournament's variable nor assigned before (character {at})</source>
        <translation>formula citește {name}, care nu este nici o variabilă a turneului, nici atribuită înainte (caracterul {at})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula uses the text {text!r} at character {at} where a number is due</source>
        <translation>formula folosește textul {text!r} la caracterul {at} unde trebuie un număr</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the formula's points are the text {text!r}, not a number</source>
        <translation>punctele formulei sunt textul {text!r}, nu un număr</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>the game form is one of {choices}, not {value!r}</source>
        <translation>forma de joc trebuie să fie una dintre: {choices}, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the guarantee</source>
        <translation>garanția</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>the guarantee cannot be lowered once a player has entered (it is {guarantee:,})</source>
        <translation>garanția nu mai poate fi micșorată după ce a intrat un jucător (acum este {guarantee:,})</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>the hand</source>
        <translation>mâna</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>the hand history</source>
        <translation>istoricul mâinilor</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the hand number</source>
        <translation>numărul mâinii</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the hands are asked for a table by its number</source>
        <translation>mâinile se cer pentru o masă după numărul ei</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the house may name further fouled-deck conditions</source>
        <translation>clubul poate stabili și alte condiții de pachet defect</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>the house moves the spectators behind the rail whenever a player asks (rail_clear_on_request = mandatory)</source>
        <translation>clubul mută spectatorii în spatele barierei ori de câte ori cere un jucător (rail_clear_on_request = mandatory)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>the house runs the rulebook {wanted!r}, but the rulebook loaded is {version!r}: load the right rulebook or change rulebook_version</source>
        <translation>clubul folosește regulamentul {wanted!r}, dar regulamentul încărcat este {version!r}: încărcați regulamentul corect sau schimbați rulebook_version</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/house.py"/>
        <source>the house setting {key} is {value!r}, not one of its words</source>
        <translation>setarea casei {key} este {value!r}, nu unul dintre cuvintele ei</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the jokers</source>
        <translation>jokerii</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the jokers found</source>
        <translation>jokerii găsiți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the last aggressor</source>
        <translation>ultimul agresor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the last level</source>
        <translation>ultimul nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the last level of late registration</source>
        <translation>ultimul nivel al înscrierii târzii</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the length in minutes</source>
        <translation>durata în minute</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the limit per player</source>
        <translation>limita pe jucător</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the log is asked for after an action's number</source>
        <translation>jurnalul se cere de după numărul unei acțiuni</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>the logo {name} cannot be read as an image: save it again as PNG or JPEG</source>
        <translation>sigla {name} nu poate fi citită ca imagine: salvați-o din nou ca PNG sau JPEG</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>the logo {name} is larger than 20 MB: save it smaller</source>
        <translation>sigla {name} are peste 20 MB: salvați-o mai mică</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>the logo {name} is {width}x{height} pixels: {most} at most on a side</source>
        <translation>sigla {name} are {width}x{height} pixeli: cel mult {most} pe latură</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the marked cards</source>
        <translation>cărțile marcate</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the member id</source>
        <translation>numărul de membru</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the member id has {count} characters; an id is at most {most}</source>
        <translation>numărul de membru are {count} caractere; un număr are cel mult {most}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the money left to play for</source>
        <translation>suma lăsată pentru joc</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the money of every add-on</source>
        <translation>banii tuturor add-on-urilor</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the money of every buy-in</source>
        <translation>banii tuturor buy-in-urilor</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the money of every rebuy</source>
        <translation>banii tuturor rebuy-urilor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>the mystery stage starts with at least 2 players left, not {players!r}</source>
        <translation>etapa mystery începe cu cel puțin 2 jucători rămași, nu {players!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>the name</source>
        <translation>numele</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the name has {count} characters; a name is at most {most}, so that a seat card and a phone show it whole</source>
        <translation>numele este prea lung ({count}); un nume are cel mult {most} de caractere, ca să încapă întreg pe cartonașul de loc și pe telefon</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>the name is longer than the system takes ({count} characters): give a shorter one</source>
        <translation>numele este mai lung decât acceptă sistemul ({count} de caractere): dați unul mai scurt</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>the name of who did it is damaged</source>
        <translation>numele celui care a făcut-o este deteriorat</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>the name of who did it is missing</source>
        <translation>lipsește numele celui care a făcut-o</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the new chip must be a denomination above 0, not {new_chip!r}</source>
        <translation>noul jeton trebuie să aibă o valoare mai mare de 0, nu {new_chip!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>the new chip must be the smallest chip left in play, not {new_chip}</source>
        <translation>noul jeton trebuie să fie cel mai mic jeton rămas în joc, nu {new_chip}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>the new file could not be written ({err}): nothing was moved</source>
        <translation>fișierul nou nu a putut fi scris ({err}): nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the new {new_chip} chip is not a whole number of {chip} chips: complete sets cannot be exchanged (CR-02)</source>
        <translation>noul jeton de {new_chip} nu valorează un număr întreg de jetoane de {chip}: seturile complete nu pot fi schimbate (CR-02)</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>the newest backup is {file}: `floor restore {file}` puts it in place (the file as it is now is kept)</source>
        <translation>cea mai nouă copie de siguranță este {file}: `floor restore {file}` o pune la loc (fișierul de acum se păstrează)</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>the nickname</source>
        <translation>porecla</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the nickname has {count} characters; a nickname is at most {most}</source>
        <translation>porecla este prea lungă ({count}); o poreclă are cel mult {most} de caractere</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the number at character {at} is too large to count with</source>
        <translation>numărul de la caracterul {at} este prea mare pentru a calcula cu el</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the number of add-ons</source>
        <translation>numărul de add-on-uri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the number of entries</source>
        <translation>numărul de intrări</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the number of levels per game</source>
        <translation>numărul de niveluri pe joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>the number of players</source>
        <translation>numărul de jucători</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the number of rebuys</source>
        <translation>numărul de rebuy-uri</translation>
    </message>
    <message>
        <location filename="../../floor/commands/standby.py"/>
        <source>the old primary at {server} did not answer within {seconds} s: it is not fenced</source>
        <translation>vechiul server principal de la {server} nu a răspuns în {seconds} s: nu este izolat</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the old primary was stopped and fenced, but this standby has not replayed its last writes within {seconds} s: not promoted (start the old primary again: it comes up as a standby)</source>
        <translation>vechiul server principal a fost oprit și izolat, dar acest server de rezervă nu i-a aplicat ultimele scrieri în {seconds} s: nu a fost promovat (porniți din nou vechiul server principal: pornește ca server de rezervă)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the old primary {server} could not be reached and is NOT fenced: keep its server from starting, or fence it when it is back (floor standby fence --old ... --watch), then floor standby rejoin on its machine</source>
        <translation>vechiul server principal {server} nu a putut fi contactat și NU este blocat: împiedicați pornirea serverului lui sau blocați-l când revine (floor standby fence --old ... --watch), apoi floor standby rejoin pe mașina lui</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the old primary {server} is already a standby</source>
        <translation>vechiul server principal {server} este deja server de rezervă</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the old primary {server} was stopped and fenced: it starts as a standby</source>
        <translation>vechiul server principal {server} a fost oprit și blocat: pornește ca server de rezervă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>the overrides no longer fit ({message}): the table applies</source>
        <translation>modificările manuale nu se mai potrivesc ({message}): se aplică tabelul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the payout rounding unit</source>
        <translation>unitatea de rotunjire a premiilor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the payouts add up to {sum:,}, {gap:,} less than the prize pool of {pool:,}</source>
        <translation>premiile însumează {sum:,}, cu {gap:,} mai puțin decât fondul de premii de {pool:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the payouts add up to {sum:,}, {gap:,} more than the prize pool of {pool:,}</source>
        <translation>premiile însumează {sum:,}, cu {gap:,} mai mult decât fondul de premii de {pool:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>the player in seat {seat} is absent: with button_draw_seats = present_only an absent seat gets no card</source>
        <translation>jucătorul de pe locul {seat} lipsește: cu button_draw_seats = present_only, jucătorul absent nu primește carte</translation>
    </message>
    <message>
        <location filename="../../floor/room/address.py"/>
        <source>the player pages could not start on {host}:{port}: {reason}</source>
        <translation>paginile jucătorilor nu au putut porni pe {host}:{port}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/player_pages.py"/>
        <source>the player pages could not start: {reason}</source>
        <translation>paginile jucătorilor nu au putut porni: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the player's add-ons</source>
        <translation>add-on-urile jucătorului</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the player's place</source>
        <translation>locul jucătorului</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the player's prize</source>
        <translation>premiul jucătorului</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the player's rebuys</source>
        <translation>rebuy-urile jucătorului</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the players must be a list, not {players!r}</source>
        <translation>jucătorii trebuie dați ca listă, nu {players!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the players the player knocked out</source>
        <translation>jucătorii eliminați de jucător</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>the players to seat</source>
        <translation>numărul de jucători de așezat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/records.py"/>
        <source>the players who agreed are not the players paid</source>
        <translation>jucătorii care au acceptat nu sunt jucătorii plătiți</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>the pool has no envelope left</source>
        <translation>în fond nu a mai rămas niciun plic</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>the posted list holds table numbers (1 or more), not {value!r}</source>
        <translation>lista afișată conține numere de mese (1 sau mai mult), nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>the posted list names a table twice: {tables}</source>
        <translation>lista afișată numește o masă de două ori: {tables}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the price</source>
        <translation>prețul</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the primary at {server} is running and writes without this standby: this standby may lack its latest writes, so it is not promoted (keep the primary)</source>
        <translation>serverul principal de la {server} funcționează și scrie fără acest server de rezervă: aici pot lipsi ultimele sale scrieri, deci nu este promovat (păstrați serverul principal)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the prize for {place} place</source>
        <translation>premiul pentru locul {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the prize for {place} place ({prize:,}) is more than for {above} ({above_prize:,}): list the prizes 1st first</source>
        <translation>premiul pentru locul {place} ({prize:,}) este mai mare decât pentru locul {above} ({above_prize:,}): enumerați premiile începând cu locul 1</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the prize pool</source>
        <translation>fondul de premii</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/satellites.py"/>
        <source>the prize pool cannot be negative ({pool!r})</source>
        <translation>fondul de premii nu poate fi negativ ({pool!r})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/satellites.py"/>
        <source>the prize pool of {pool:,} does not reach one seat ({seat:,})</source>
        <translation>fondul de premii de {pool:,} nu ajunge pentru un loc ({seat:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>the prize pool of {pool:,} does not reach one seat ({seat:,}): the payout table applies</source>
        <translation>fondul de premii de {pool:,} nu ajunge pentru un loc ({seat:,}): se aplică tabelul de premii</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>the race cards must be given per seat, not {cards!r}</source>
        <translation>cărțile de chip race trebuie date pe locuri, nu {cards!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>the reason</source>
        <translation>motivul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>the reason has {count} characters; a reason is at most {most}</source>
        <translation>motivul are {count} caractere; un motiv are cel mult {most}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the rebuy price</source>
        <translation>prețul rebuy-ului</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>the rebuys in the tournament</source>
        <translation>rebuy-urile din turneu</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>the refusal {code!r} is not a defective deck</source>
        <translation>refuzul {code!r} nu înseamnă un pachet defect</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the replay, by analogy</source>
        <translation>reluarea, prin analogie</translation>
    </message>
    <message>
        <location filename="../../floor/commands/report.py"/>
        <source>the report could not be made: {reason}</source>
        <translation>raportul nu a putut fi întocmit: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/report.py"/>
        <source>the report could not be written to {path}: {reason}</source>
        <translation>raportul nu a putut fi scris în {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the request is not JSON</source>
        <translation>cererea nu este JSON</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the request is not what a station sends</source>
        <translation>cererea nu este una pe care o trimite un post</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>the request is refused now: {message}</source>
        <translation>acum cererea este refuzată: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the request lists no seats</source>
        <translation>cererea nu conține niciun loc</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the request lists {count} seats; no table has more than {most}</source>
        <translation>numărul de locuri din cerere este {count}; nicio masă nu are mai mult de {most}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>the request names no game</source>
        <translation>cererea nu indică jocul</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the request names the view it was made from</source>
        <translation>cererea indică starea afișată pe care se bazează</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>the restore failed before the database was replaced ({value}); the database is as it was</source>
        <translation>restaurarea a eșuat înainte ca baza de date să fie înlocuită ({value}); baza de date a rămas cum era</translation>
    </message>
    <message>
        <location filename="../../floor/store/export.py"/>
        <source>the results and chip counts are as they stood before event {seq}</source>
        <translation>rezultatele și numărătorile de jetoane sunt cele de dinaintea evenimentului {seq}</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>the room service answered in a way this Floor does not know: update Floor</source>
        <translation>serviciul sălii a răspuns într-un fel pe care acest Floor nu îl cunoaște: actualizați Floor</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service answered {status}</source>
        <translation>serviciul sălii a răspuns {status}</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service at {server} does not answer ({err})</source>
        <translation>serviciul sălii de la {server} nu răspunde ({err})</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service at {server} is not the one the desk shows: its certificate's fingerprint is not the one in the pairing code. Another computer on the network may be pretending to be the room's service: nothing was sent to it. Check the address and the code at the desk</source>
        <translation>serviciul sălii de la {server} nu este cel pe care îl arată masa: amprenta certificatului său nu este cea din codul de asociere. Un alt calculator din rețea se poate da drept serviciul sălii: nu i s-a trimis nimic. Verificați adresa și codul la masă</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service at {server} showed a certificate the room's authority did not sign: another computer may be pretending to be it, so nothing was sent. If the room's certificate was made again, pair this computer again with the code the desk shows</source>
        <translation>serviciul sălii de la {server} a prezentat un certificat pe care autoritatea sălii nu l-a semnat: un alt calculator se poate da drept el, așa că nu s-a trimis nimic. Dacă certificatul sălii a fost refăcut, asociați din nou acest calculator cu codul pe care îl arată masa</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>the room service at {server} speaks HTTPS: pair with the code and the fingerprint the desk shows (123456-…, or the whole pairing address)</source>
        <translation>serviciul sălii de la {server} folosește HTTPS: asociați cu codul și amprenta pe care le arată masa (123456-… sau toată adresa de asociere)</translation>
    </message>
    <message>
        <location filename="../../floor/room/service.py"/>
        <source>the room service has reached this computer's limit of open files ({limit}): new connections wait until others close; raise the limit (ulimit -n 4096) and start it again</source>
        <translation>serviciul sălii a atins limita de fișiere deschise a acestui calculator ({limit}): conexiunile noi așteaptă să se închidă altele; ridicați limita (ulimit -n 4096) și porniți-l din nou</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the room service is busy: nothing was done; try again</source>
        <translation>serviciul sălii este ocupat: nu s-a făcut nimic; încercați din nou</translation>
    </message>
    <message>
        <location filename="../../floor/player_pages.py"/>
        <source>the room service is off: turn the player pages on first, then pair the device</source>
        <translation>serviciul sălii este oprit: porniți întâi paginile jucătorilor, apoi asociați dispozitivul</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>the room service is starting: try again</source>
        <translation>serviciul sălii pornește: încercați din nou</translation>
    </message>
    <message>
        <location filename="../../floor/room/members.py"/>
        <source>the room service sent the members in a form Floor cannot read</source>
        <translation>serviciul sălii a trimis membrii într-o formă pe care Floor nu o poate citi</translation>
    </message>
    <message>
        <location filename="../../floor/room/certificates.py"/>
        <source>the room's certificate could not be kept in {folder}: {reason}</source>
        <translation>certificatul sălii nu a putut fi păstrat în {folder}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/room/certificates.py"/>
        <source>the room's certificate is for the room's own network: {address} is not a private address (serve HTTPS on the room's network, e.g. 192.168.x.x or 10.x.x.x)</source>
        <translation>certificatul sălii este doar pentru rețeaua sălii: {address} nu este o adresă privată (serviți HTTPS în rețeaua sălii, de ex. 192.168.x.x sau 10.x.x.x)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>the rounding unit</source>
        <translation>unitatea de rotunjire</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tournament.py"/>
        <source>the rulebook Floor has is {version!r}: a house cannot run {wanted!r}</source>
        <translation>Floor are regulamentul {version!r}: o casă nu poate folosi {wanted!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulebook.py"/>
        <source>the rulebook has no row {row_id!r}</source>
        <translation>regulamentul nu are punctul {row_id!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/calls.py"/>
        <source>the rulebook has no rule {row}: give its id as the rulebook writes it (MD-01), or none</source>
        <translation>regulamentul nu are regula {row}: dați numărul ei așa cum îl scrie regulamentul (MD-01) sau niciunul</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/rulings.py"/>
        <source>the rulebook rules {row} on this situation now, not {sent}: look at it again</source>
        <translation>regulamentul decide acum {row} pentru această situație, nu {sent}: priviți din nou</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>the ruling {row} does not void the hand: only a ruling that does (DD-05) voids it</source>
        <translation>decizia {row} nu anulează mâna: doar o decizie care o prevede (DD-05) o anulează</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>the same player is named twice</source>
        <translation>același jucător este indicat de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>the save has no blind structure Floor plays{why}</source>
        <translation>salvarea nu are o structură de blinduri pe care Floor o joacă{why}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>the save's league</source>
        <translation>Liga din salvare</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>the save's season</source>
        <translation>Sezonul din salvare</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>the save's title</source>
        <translation>Titlul din salvare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the seat card for {where} is for a seat that is taken</source>
        <translation>cartea de loc pentru {where} indică un loc ocupat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>the seat card for {where} is not an open seat of this draw</source>
        <translation>cartea de loc pentru {where} nu este un loc liber al acestei trageri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the seat card for {where} is not for {where_2}</source>
        <translation>cartea de loc pentru {where} nu este pentru: {where_2}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>the seat card for {where} is stacked twice</source>
        <translation>cartea de loc pentru {where} apare de două ori în teanc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>the seat cards bring table {n} to {final} players while table {lowest} would have {final_2}: offer seats at the tables with the fewest players first</source>
        <translation>cu aceste cărți de loc, masa {n} ar ajunge la {final} jucători, iar masa {lowest} ar avea {final_2}: oferiți mai întâi locuri la mesele cu cei mai puțini jucători</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>the seat cards to offer are missing</source>
        <translation>lipsesc cărțile de loc puse la tragere</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the seat concerned</source>
        <translation>locul în cauză</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>the seat draw method is A, B or C, not {method!r}</source>
        <translation>metoda de tragere a locurilor este A, B sau C, nu {method!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the seat draw mode</source>
        <translation>modul de tragere a locurilor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/draw.py"/>
        <source>the seat pool policy</source>
        <translation>regula setului de locuri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>the seats are drawn already: a new draw moves everyone (use a full redraw)</source>
        <translation>locurile sunt deja trase: o tragere nouă îi mută pe toți (folosiți tragerea nouă completă)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the seats do not follow the high cards: the highest card takes the top seat card (SR-02)</source>
        <translation>locurile nu urmează ordinea cărților: cartea cea mai mare ia cartea de loc de deasupra (SR-02)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>the seats show {few} to {many} cards: on one street every seat in the hand shows the same number</source>
        <translation>locurile au la vedere între {few} și {many} cărți: în aceeași rundă, fiecare loc din mână are la vedere același număr de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the server of {folder} did not start: {reason}</source>
        <translation>serverul din {folder} nu a pornit: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the server of {folder} is not a standby: only a standby is promoted</source>
        <translation>serverul din {folder} nu este de rezervă: doar un server de rezervă se promovează</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the set's {chip}s run out: {entries} entries need {need}, the set has {have}</source>
        <translation>jetoanele de {chip} nu ajung: {entries} intrări au nevoie de {need}, setul are {have}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the small blind</source>
        <translation>small blind-ul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the small blind ({small_blind}) is higher than the big blind ({big_blind})</source>
        <translation>small blind-ul ({small_blind}) este mai mare decât big blind-ul ({big_blind})</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the smallest chip</source>
        <translation>cel mai mic jeton</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the smallest chip in play</source>
        <translation>cel mai mic jeton în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>the smallest chip in play must be a denomination above 0, not {smallest_in_play!r}</source>
        <translation>cel mai mic jeton în joc trebuie să aibă o valoare mai mare de 0, nu {smallest_in_play!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the smallest chip is one of the structure's: {chips}</source>
        <translation>cel mai mic jeton este unul din structură: {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the smallest chip left after the color-up at {where}</source>
        <translation>cel mai mic jeton rămas după color-up-ul de la {where}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>the spectator</source>
        <translation>spectatorul</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the standby at {server} has been promoted: this server is the old primary and must not go on (floor standby rejoin makes it the new one's standby)</source>
        <translation>serverul de rezervă de la {server} a fost promovat: acest server este vechiul server principal și nu trebuie să continue (floor standby rejoin îl face server de rezervă al celui nou)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the standby {name} is not connected: writes wait until the standby is back, or until the floor goes on without it (floor standby drop)</source>
        <translation>serverul de rezervă {name} nu este conectat: scrierile așteaptă până revine sau până când floorul continuă fără el (floor standby drop)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the standby {name} started but did not become synchronous within {seconds} s; the primary does not wait for it (see {log})</source>
        <translation>serverul de rezervă {name} a pornit, dar nu a devenit sincron în {seconds} s; serverul principal nu îl așteaptă (vedeți {log})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>the starting stack</source>
        <translation>stack-ul de start</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the starting stack ({stack:,}) cannot be made from the set: it is not a multiple of the smallest chip ({chip})</source>
        <translation>stack-ul de start ({stack:,}) nu poate fi format din set: nu este un multiplu al celui mai mic jeton ({chip})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the stored clock has no structure</source>
        <translation>ceasul salvat nu are structură</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the stored clock is damaged: {key} is {value!r}</source>
        <translation>ceasul salvat este deteriorat: {key} este {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the stored clock is not a JSON object</source>
        <translation>ceasul salvat nu este un obiect JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>the stored clock is on item {index}, which its structure does not have</source>
        <translation>ceasul salvat este la elementul {index}, pe care structura sa nu îl are</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure</source>
        <translation>structura</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure ends with {where}: the last item must be a level (the final level runs until the tournament ends)</source>
        <translation>structura se termină cu „{where}”: ultimul element trebuie să fie un nivel (ultimul nivel durează până la sfârșitul turneului)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure has no item {index}: it has {items_count} levels and breaks</source>
        <translation>structura nu are elementul {index}: numărul total de niveluri și pauze este {items_count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure has no {key!r}</source>
        <translation>structura nu are câmpul {key!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure has {count:,} levels and breaks: at most {most:,}</source>
        <translation>structura are {count:,} niveluri și pauze: cel mult {most:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure names {count:,} chip denominations: at most {most}</source>
        <translation>structura numește {count:,} valori de jetoane: cel mult {most}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure starts with a break: the first item must be a level</source>
        <translation>structura începe cu o pauză: primul element trebuie să fie un nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure's 'items' must be a list of levels and breaks</source>
        <translation>câmpul 'items' al structurii trebuie să fie o listă de niveluri și pauze</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the structure's {key!r} must be text</source>
        <translation>câmpul {key!r} al structurii trebuie să fie text</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>the submission</source>
        <translation>trimiterea</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>the tables</source>
        <translation>numărul de mese</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/seating.py"/>
        <source>the tables changed since this proposal was shown: read the new one and confirm again</source>
        <translation>mesele s-au schimbat de când a fost afișată propunerea: citiți-o pe cea nouă și confirmați din nou</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/hands.py"/>
        <source>the tournament moved on while the correction was sent: look at the hand again and correct it again</source>
        <translation>turneul a mers mai departe cât se trimitea corectarea: priviți din nou mâna și corectați-o din nou</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>the two-step high-card draw at the table</source>
        <translation>tragerea în doi pași după cartea mare, la masă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>the two-step high-card draw, dealt by Floor</source>
        <translation>tragerea în doi pași după cartea mare, împărțită de Floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>the user {user} may not replicate from {server}: ALTER ROLE {user} REPLICATION on the primary</source>
        <translation>utilizatorul {user} nu are voie să replice de pe {server}: ALTER ROLE {user} REPLICATION pe serverul principal</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the winner shows, the losers may</source>
        <translation>câștigătorul arată, cei care pierd pot arăta</translation>
    </message>
    <message>
        <location filename="../../floor/cli.py"/>
        <source>the {argument}</source>
        <translation>argumentul {argument}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the {chip} chip is colored up, so the smallest chip still in play must be bigger than {chip}, not {new_chip}</source>
        <translation>jetonul de {chip} este scos la color-up, deci cel mai mic jeton rămas în joc trebuie să fie mai mare de {chip}, nu {new_chip}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the {chip} chip is in the set twice</source>
        <translation>jetonul de {chip} apare de două ori în set</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>the {chip} chip is listed twice among the chips in play</source>
        <translation>jetonul de {chip} apare de două ori printre jetoanele în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chipsets.py"/>
        <source>the {chip} chip's colour must be written #rrggbb, not {colour!r}</source>
        <translation>culoarea jetonului de {chip} se scrie #rrggbb, nu {colour!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>the {denomination} chip was colored up, so the smallest chip in play must be bigger than {denomination}, not {smallest_in_play}</source>
        <translation>jetonul de {denomination} a fost scos la color-up, deci cel mai mic jeton în joc trebuie să fie mai mare decât {denomination}, nu {smallest_in_play}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>the {rank_labels} is drawn twice (players {map}): the set has one card per seat</source>
        <translation>cartea {rank_labels} a fost trasă de două ori (jucătorii {map}): setul are câte o carte pe loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the {small} and {big} chips do not divide into each other: color them up one at a time</source>
        <translation>jetoanele de {small} și de {big} nu se divid unul la altul: faceți color-up pentru ele pe rând</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>the {twice} chip is listed twice among the chips colored up</source>
        <translation>jetonul de {twice} apare de două ori printre jetoanele scoase la color-up</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>the “Important” paragraph</source>
        <translation>paragraful „Important”</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>there are no payouts to change</source>
        <translation>nu există premii de modificat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>there are no tables yet: draw the seats first</source>
        <translation>încă nu există mese: trageți mai întâi locurile</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>there are two breaks in a row after level {number}: make them one break</source>
        <translation>după nivelul {number} sunt două pauze la rând: uniți-le într-o singură pauză</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>there are two tables numbered {number}</source>
        <translation>există două mese cu numărul {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>there is a payout template called {name} already: choose another name</source>
        <translation>există deja un șablon de premii numit „{name}”: alegeți alt nume</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>there is no Floor database on {server} yet: check --db; nothing was created</source>
        <translation>pe {server} nu există încă o bază de date Floor: verificați --db; nu s-a creat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>there is no Floor database on {server}: nothing was moved</source>
        <translation>pe {server} nu există nicio bază de date Floor: nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>there is no Floor file at {path}: nothing was moved</source>
        <translation>nu există niciun fișier Floor la {path}: nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>there is no announcement on the screens to clear</source>
        <translation>pe ecrane nu este niciun anunț de șters</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>there is no backup of it in {folder}</source>
        <translation>în {folder} nu există nicio copie de siguranță a sa</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/calls.py"/>
        <source>there is no call #{call}</source>
        <translation>nu există apelul #{call}</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>there is no database at {path}: check the path (--db); nothing was created</source>
        <translation>la {path} nu există nicio bază de date: verificați calea (--db); nu s-a creat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>there is no database at {path}: nothing to back up</source>
        <translation>nu există nicio bază de date la {path}: nu este nimic de copiat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>there is no deal method called {method!r}: use 'chip chop', 'icm' or 'hand'</source>
        <translation>nu există metoda de înțelegere {method!r}: folosiți 'chip chop', 'icm' sau 'hand'</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/prizes.py"/>
        <source>there is no deal to take back</source>
        <translation>nu există nicio înțelegere de retras</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/devices.py"/>
        <source>there is no device {device}: `floor devices` lists them</source>
        <translation>nu există dispozitivul {device}: `floor devices` le afișează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/logo.py"/>
        <source>there is no file {name}: choose the logo again</source>
        <translation>fișierul {name} nu există: alegeți sigla din nou</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>there is no file {path}</source>
        <translation>fișierul {path} nu există</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>there is no game {game!r} (games: {games})</source>
        <translation>nu există jocul {game!r} (jocuri: {games})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>there is no item {index!r} to go to: the structure has {count} levels and breaks</source>
        <translation>elementul {index!r} nu există, nu se poate trece la el: numărul de niveluri și pauze din structură este {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>there is no level {number}: the structure has 1 level</source>
        <translation>nu există nivelul {number}: structura are un singur nivel</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>there is no level {number}: the structure has {indexes_count} levels</source>
        <translation>nu există nivelul {number}: numărul de niveluri din structură este {indexes_count}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>there is no member with id {member_id!r}</source>
        <translation>nu există niciun membru cu id-ul {member_id!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>there is no payout table called {name!r}</source>
        <translation>nu există tabelul de premii {name!r}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/tournaments.py"/>
        <source>there is no payout table called {name!r} (the tables: {known})</source>
        <translation>nu există tabelul de premii {name!r} (tabelele: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/store/payout_templates.py"/>
        <source>there is no payout template called {name}</source>
        <translation>nu există niciun șablon de premii numit „{name}”</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>there is no penalty number {penalty}</source>
        <translation>nu există penalizarea cu numărul {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/state.py"/>
        <source>there is no player called {ref!r}</source>
        <translation>nu există niciun jucător cu numele {ref!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/state.py"/>
        <source>there is no player number {ref}</source>
        <translation>nu există jucătorul cu numărul {ref}</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>there is no postgres user on this machine to run the standby's server: apt-get install postgresql</source>
        <translation>pe acest calculator nu există utilizatorul postgres care să ruleze serverul de rezervă: apt-get install postgresql</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>there is no prize money left to deal</source>
        <translation>nu au mai rămas bani de premii de împărțit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/settings.py"/>
        <source>there is no purchase called {kind!r}</source>
        <translation>nu există nicio achiziție numită {kind!r}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>there is no season {season} of league {league}: set its formula first</source>
        <translation>nu există sezonul {season} al ligii {league}: stabiliți mai întâi formula</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>there is no structure template {name!r}: the templates are {known}</source>
        <translation>nu există șablonul de structură {name!r}: șabloanele sunt {known}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>there is no such action ({name})</source>
        <translation>nu există o asemenea acțiune ({name})</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>there is no such request</source>
        <translation>nu există o astfel de cerere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>there is no table {number}</source>
        <translation>nu există masa {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>there is no table {number} (tables: none yet: draw the seats first)</source>
        <translation>nu există masa {number} (încă nu sunt mese: trageți mai întâi locurile)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>there is no table {number} (tables: {known})</source>
        <translation>nu există masa {number} (mese: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>there is no table {stays} to stay as the final table</source>
        <translation>nu există masa {stays} care să rămână masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>there is no table {table}</source>
        <translation>masa {table} nu există</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>there is no table {table} (tables: none yet: draw the seats first)</source>
        <translation>nu există masa {table} (încă nu sunt mese: trageți mai întâi locurile)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>there is no table {table} (tables: {known})</source>
        <translation>masa {table} nu există (mese: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>there is no table {to_table!r} (tables in play: none)</source>
        <translation>nu există masa {to_table!r} (nu sunt mese în joc)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>there is no table {to_table!r} (tables in play: {known})</source>
        <translation>masa {to_table!r} nu există (mese în joc: {known})</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>there is no tournament number {tournament_id}</source>
        <translation>nu există turneul cu numărul {tournament_id}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>there is no tournament setting called {field!r}</source>
        <translation>turneul nu are nicio setare numită {field!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>there is no tournament yet: create one with `floor tournament new`</source>
        <translation>nu există încă niciun turneu: creați unul cu `floor tournament new`</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>there is only one table: it is the final table already</source>
        <translation>există o singură masă: este deja masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>these are the tournament's settings already: nothing to change</source>
        <translation>acestea sunt deja setările turneului: nu e nimic de schimbat</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/players.py"/>
        <source>these players are not offered as out any more (confirmed or changed elsewhere): look again</source>
        <translation>acești jucători nu mai sunt propuși ca eliminați (confirmat sau schimbat în altă parte): uitați-vă din nou</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/announcements.py"/>
        <source>this announcement is on the screens already</source>
        <translation>acest anunț este deja pe ecrane</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>this command id was used already by another device or tournament: send a new one</source>
        <translation>acest id de comandă a fost deja folosit de alt dispozitiv sau turneu: trimiteți unul nou</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>this command id was used already for another action: send a new one</source>
        <translation>acest id de comandă a fost deja folosit pentru altă acțiune: trimiteți unul nou</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>this computer has no certificate of the room service at {server}: pair it again with the code the desk shows (its fingerprint included)</source>
        <translation>acest calculator nu are certificatul serviciului sălii de la {server}: asociați-l din nou cu codul pe care îl arată masa (cu amprenta inclusă)</translation>
    </message>
    <message>
        <location filename="../../floor/room/address.py"/>
        <source>this computer has no network address {host} (did the network change?): choose the network in Settings</source>
        <translation>acest computer nu are adresa de rețea {host} (s-a schimbat rețeaua?): alegeți rețeaua în Setări</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>this computer is not paired with {server}: start it once with --code CODE, the code the desk shows (Room › Devices, or `floor devices pair`)</source>
        <translation>acest computer nu este asociat cu {server}: porniți-l o dată cu --code CODE, codul pe care îl arată biroul (Sală › Dispozitive sau `floor devices pair`)</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>this computer is paired with {server} as a {role} device: pair it again with a code for this window</source>
        <translation>acest computer este asociat cu {server} ca dispozitiv cu rolul {role}: asociați-l din nou cu un cod pentru această fereastră</translation>
    </message>
    <message>
        <location filename="../../floor/app.py"/>
        <source>this computer is table {mine}'s station: start it with --table {mine}, or pair it again for table {table}</source>
        <translation>acest computer este postul mesei {mine}: porniți-l cu --table {mine} sau asociați-l din nou pentru masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/state.py"/>
        <source>this database holds an event Floor does not know ({kind!r}): it was written by a newer Floor</source>
        <translation>această bază de date conține un eveniment pe care Floor nu îl cunoaște ({kind!r}): a fost scrisă de o versiune mai nouă a Floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>this database is not a file (it lives in memory): there is nothing to back up</source>
        <translation>această bază de date nu este un fișier (există doar în memorie): nu este nimic de copiat</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this device is not paired: scan the desk's pairing code</source>
        <translation>acest dispozitiv nu este asociat: scanați codul de asociere de la birou</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this device was unpaired at the desk: scan a new pairing code</source>
        <translation>acest dispozitiv a fost dezasociat la birou: scanați un cod de asociere nou</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>this draw uses seat cards ({seat_cards}) or the high-card draw ({high_card}), not {mode!r}</source>
        <translation>această tragere se face cu cărți de loc ({seat_cards}) sau după cartea mare ({high_card}), nu {mode!r}</translation>
    </message>
    <message>
        <location filename="../../floor/room/remote.py"/>
        <source>this is done at the desk that holds the database</source>
        <translation>aceasta se face la biroul care păstrează baza de date</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>this is the first level: there is no previous level</source>
        <translation>acesta este primul nivel: nu există nivel anterior</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this pairing code expired: ask the desk for a new one</source>
        <translation>acest cod de asociere a expirat: cereți unul nou la birou</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this pairing code is not known: ask the desk for a new one</source>
        <translation>acest cod de asociere nu este cunoscut: cereți unul nou la birou</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this pairing code was used already: ask the desk for a new one</source>
        <translation>acest cod de asociere a fost deja folosit: cereți unul nou la birou</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>this race needs {needed} cards, one per leftover chip, but it is dealt from one {deck_size}-card deck (SR-14): color up in smaller steps</source>
        <translation>acest chip race necesită {needed} de cărți, câte una pentru fiecare jeton rămas, dar se împarte dintr-un singur pachet de {deck_size} de cărți (SR-14): faceți color-up în pași mai mici</translation>
    </message>
    <message>
        <location filename="../../floor/room/service.py"/>
        <source>this room's stations speak HTTPS only: open the pairing address the desk shows</source>
        <translation>stațiile acestei săli folosesc doar HTTPS: deschideți adresa de asociere pe care o arată masa</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulings.py"/>
        <source>this ruling opens or closes a carryover, which belongs to a table: name the table</source>
        <translation>această decizie deschide sau închide un report în potul următor, care aparține unei mese: indicați masa</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>this server is a standby of {upstream}: it takes no writes; floor promote makes it the primary</source>
        <translation>acest server este de rezervă pentru {upstream}: nu primește scrieri; floor promote îl face principal</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/pairing.py"/>
        <source>this station is table {mine}'s: it cannot act at table {table}</source>
        <translation>acest post este al mesei {mine}: nu poate acționa la masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>this tablet asked for more results at once than the room computes: it asks again</source>
        <translation>această tabletă a cerut mai multe rezultate deodată decât calculează sala: va întreba din nou</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>this tournament has no add-ons</source>
        <translation>acest turneu nu are add-on-uri</translation>
    </message>
    <message>
        <location filename="../../floor/commands/bounties.py"/>
        <source>this tournament has no bounties</source>
        <translation>acest turneu nu are bounty-uri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/envelopes.py"/>
        <source>this tournament has no mystery bounty</source>
        <translation>acest turneu nu are mystery bounty</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>this tournament has no re-entries</source>
        <translation>acest turneu nu are reintrări</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>this tournament has no rebuys</source>
        <translation>acest turneu nu are rebuy-uri</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>this tournament's house settings</source>
        <translation>setările clubului pentru acest turneu</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>three {rank}</source>
        <translation>3 de același fel: {rank}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>threes</source>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/policy.py"/>
        <source>tight_balance_from_tables must be a number of tables, 0 or more, not {value!r}</source>
        <translation>tight_balance_from_tables trebuie să fie un număr de mese, 0 sau mai mult, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>time unknown</source>
        <translation>ora necunoscută</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table} seat {seat} — the worst position, the big blind in {hands} hands</source>
        <translation>la masa {table}, locul {seat} — cea mai proastă poziție, big blind peste {hands} mâini</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table} seat {seat} — the worst position, the next big blind</source>
        <translation>la masa {table}, locul {seat} — cea mai proastă poziție, următorul big blind</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table} seat {seat}, the most recently vacated seat</source>
        <translation>la masa {table}, locul {seat}, cel mai recent eliberat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table}, in a seat the floor picks (every open seat is the next small blind or dealt out)</source>
        <translation>la masa {table}, pe un loc ales de floor (fiecare loc liber este următorul small blind sau nu primește cărți)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table}, in a seat the floor picks (no button there yet)</source>
        <translation>la masa {table}, pe un loc ales de floor (acolo nu există încă buton)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>to table {table}, in a seat the floor picks (no record of the seats that opened)</source>
        <translation>la masa {table}, pe un loc ales de floor (nu există evidența locurilor eliberate)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>told to put the device away</source>
        <translation>i s-a cerut să pună deoparte dispozitivul</translation>
    </message>
    <message>
        <location filename="../../floor/room/stations.py"/>
        <source>too many pairing attempts: wait a minute and try again</source>
        <translation>prea multe încercări de asociere: așteptați un minut și încercați din nou</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>tournament created</source>
        <translation>turneu creat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>tournament over</source>
        <translation>turneu încheiat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>tournament reopened</source>
        <translation>turneu redeschis</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>tournament settings changed</source>
        <translation>setările turneului schimbate</translation>
    </message>
    <message>
        <location filename="../../floor/commands/context.py"/>
        <source>tournament {number}, {name}: the latest (--tournament N for another)</source>
        <translation>turneul {number}, {name}: ultimul (--tournament N pentru altul)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/context.py"/>
        <source>tournament {number}, {name}: the latest not started (--tournament N for another)</source>
        <translation>turneul {number}, {name}: ultimul neînceput (--tournament N pentru altul)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/context.py"/>
        <source>tournament {number}, {name}: the running one (--tournament N for another)</source>
        <translation>turneul {number}, {name}: cel în desfășurare (--tournament N pentru altul)</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>tournament {tid} ({name}): its log has holes ({count} of events 1 to {last} are there)</source>
        <translation>turneul {tid} ({name}): jurnalul are goluri (din evenimentele 1–{last} există {count})</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>tournament {tid} ({name}): the actions after {last} are missing (Floor had saved {saved}): the file or its -wal was changed outside Floor</source>
        <translation>turneul {tid} ({name}): lipsesc acțiunile de după {last} (Floor salvase {saved}): fișierul sau -wal-ul său a fost schimbat în afara Floor</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>tournament {tid} does not fold to the same state</source>
        <translation>turneul {tid} nu ajunge la aceeași stare</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>tournament {tid} is missing from the file (Floor had saved {saved} actions of it)</source>
        <translation>turneul {tid} lipsește din fișier (Floor îi salvase {saved} acțiuni)</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>tournament {tournament_id} has no creation event</source>
        <translation>turneul {tournament_id} nu are un eveniment de creare</translation>
    </message>
    <message>
        <location filename="../../floor/store/server.py"/>
        <source>tournament {tournament_id}: event {seq} was changed outside Floor (its checksum does not follow the chain)</source>
        <translation>turneul {tournament_id}: evenimentul {seq} a fost modificat în afara Floor (suma lui de control nu urmează lanțul)</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>tournament {tournament} cannot both count and not count</source>
        <translation>turneul {tournament} nu poate și să conteze, și să nu conteze</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>two pair, {high} and {low}</source>
        <translation>2 perechi: {high} și {low}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/report.py"/>
        <source>two tournaments given ({first} and {second}): name one</source>
        <translation>s-au dat două turnee ({first} și {second}): numiți unul</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>twos</source>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>type the reason for the penalty to {player}: the log keeps it</source>
        <translation>scrieți motivul penalizării pentru {player}: jurnalul îl păstrează</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>undo</source>
        <translation>anulare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/timekeeping.py"/>
        <source>unknown clock action {action!r}: {actions}</source>
        <translation>acțiune de ceas necunoscută {action!r}: {actions}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>unknown fact</source>
        <translation>fapt necunoscut</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>unknown field {unknown!r} in the request</source>
        <translation>câmp necunoscut {unknown!r} în cerere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>unknown game {game!r} in the rotation: the games are {games}</source>
        <translation>joc necunoscut {game!r} în rotație: jocurile sunt {games}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>unknown game {game!r}: the games are {games}</source>
        <translation>joc necunoscut {game!r}: jocurile sunt {games}</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>unknown game {name!r}: the games are {games}</source>
        <translation>joc necunoscut {name!r}: jocurile disponibile sunt {games}</translation>
    </message>
    <message>
        <location filename="../../floor/store/eventrows.py"/>
        <source>unknown kind</source>
        <translation>tip necunoscut</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>verbal warning</source>
        <translation>avertisment verbal</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>warning</source>
        <translation>avertisment</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{action} is for spectators; {who} is a player (penalise a player instead, DT-11)</source>
        <translation>„{action}” este o măsură pentru spectatori; {who} este jucător (unui jucător i se aplică o penalizare, DT-11)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{action} {penalty}</source>
        <translation>{action} {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{action}, asked by {player}</source>
        <translation>{action}, cerut de {player}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{allowed} jokers</source>
        <translation>{allowed} jokeri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{amount:,} is left to play for: play goes on until one player is left</source>
        <translation>{amount:,} rămâne de jucat: jocul continuă până rămâne un singur jucător</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{amount:,} rolls to the next deal; only seats {seats} may win it.</source>
        <translation>Reportul ({amount:,}) trece la mâna următoare; îl pot câștiga doar locurile {seats}.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{before} (#{number}) renamed {name}</source>
        <translation>{before} (#{number}) redenumit {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{before} and {after} overlap</source>
        <translation>intervalele „{before}” și „{after}” se suprapun</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{before} has no end, so no bracket can come after it ({after})</source>
        <translation>intervalul „{before}” nu are sfârșit, deci niciun interval nu poate urma după el ({after})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: a bracket starts at 2 entries or more</source>
        <translation>{bracket}: un interval începe de la cel puțin 2 intrări</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: it ends before it starts</source>
        <translation>{bracket}: intervalul se termină înainte să înceapă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: no place is paid</source>
        <translation>{bracket}: niciun loc nu este plătit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: the places add up to {total}, not 100%</source>
        <translation>{bracket}: locurile însumează {total}, nu 100 %</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: {places} places are paid, but the field can be as small as {low}</source>
        <translation>{bracket}: sunt plătite {places} locuri, dar pot fi doar {low} intrări</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: {place} place ({share}) gets more than {above} ({above_share})</source>
        <translation>{bracket}: locul {place} ({share}) primește mai mult decât locul {above} ({above_share})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{bracket}: {place} place gets nothing</source>
        <translation>{bracket}: locul {place} nu primește nimic</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{buster} wins {amount:,} for busting {name}</source>
        <translation>{buster} câștigă {amount:,} pentru eliminarea lui {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{buster} wins {amount:,} for busting {name}, and {onto:,} more on their head</source>
        <translation>{buster} câștigă {amount:,} pentru eliminarea lui {name}, plus {onto:,} pe propriul cap</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{bytes} bytes behind</source>
        <translation>în urmă cu {bytes} octeți</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{bytes} bytes behind, {seconds} s</source>
        <translation>în urmă cu {bytes} octeți, {seconds} s</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{cards_count} seats given: the order of action needs at least 2 seats in the hand</source>
        <translation>locuri date: {cards_count}; pentru ordinea acțiunii trebuie cel puțin 2 locuri în mână</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{cards} more than once</source>
        <translation>cărți care apar de mai multe ori: {cards}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} at seat {seat}</source>
        <translation>{card} la locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{card} is entered twice ({places}): two identical cards mean the deck is defective (DD-02)</source>
        <translation>{card} este introdusă de două ori ({places}): două cărți identice înseamnă că pachetul este defect (DD-02)</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{card} is entered twice: two identical cards mean the deck is defective (DD-02)</source>
        <translation>{card} este introdusă de două ori: două cărți identice înseamnă că pachetul este defect (DD-02)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>{card} is recorded for seats {map}: a draw uses one deck, so two cards cannot be the same; redeal to those {seats_count} seats only (SR-14)</source>
        <translation>{card} este înregistrată la locurile {map}: tragerea se face cu un singur pachet, deci două cărți nu pot fi identice; împărțiți din nou doar celor {seats_count} locuri (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{card} is recorded for {names}: a draw uses one deck, so two cards cannot be the same; redeal to those {names_count} only (SR-14)</source>
        <translation>{card} este înregistrată la: {names}; tragerea se face cu un singur pachet, deci două cărți nu pot fi identice; împărțiți din nou doar acestora ({names_count}) (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest card by suit (TDA recommended procedure 10-D)</source>
        <translation>{card} este cartea cea mai mare după culoare (procedura recomandată TDA 10-D)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest card by suit (ace low) (TDA recommended procedure 10-D)</source>
        <translation>{card} este cartea cea mai mare după culoare (asul e mic) (procedura recomandată TDA 10-D)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest door card</source>
        <translation>{card} este cea mai mare primă carte la vedere</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest door card (ace high)</source>
        <translation>{card} este cea mai mare primă carte la vedere (asul e mare)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the highest door card (ace low)</source>
        <translation>{card} este cea mai mare primă carte la vedere (asul e mic)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the lowest door card</source>
        <translation>{card} este cea mai mică primă carte la vedere</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{card} is the lowest door card (ace high)</source>
        <translation>{card} este cea mai mică primă carte la vedere (asul e mare)</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>{changed}; nothing was saved: do it again to carry on (the change is then kept in the tournament's history)</source>
        <translation>{changed}; nu s-a salvat nimic: repetați acțiunea pentru a continua (modificarea rămâne atunci în istoricul turneului)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{chip!r} is not a chip denomination</source>
        <translation>{chip!r} nu este o valoare de jeton</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{chips:,} chips of {who} leave play: to no player and no pot.</source>
        <translation>Jetoanele ({who}), în valoare de {chips:,}, ies din joc: nu merg la niciun jucător și în niciun pot.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{chips:,} chips removed from play</source>
        <translation>Jetoane scoase din joc: {chips:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{chips:,} chips removed: {name} disqualified ({row})</source>
        <translation>Jetoane scoase: {chips:,} — descalificarea lui {name} ({row})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{chips:,} chips removed: {reason}</source>
        <translation>Jetoane scoase: {chips:,} — {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>{chips} are not in play (chips in play: {in_play})</source>
        <translation>jetoanele de {chips} nu sunt în joc (jetoane în joc: {in_play})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>{chip} is not in play (chips in play: {in_play})</source>
        <translation>jetonul de {chip} nu este în joc (jetoane în joc: {in_play})</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>{code} is not a pairing code: six digits, as the desk shows them (over HTTPS, with the fingerprint after a dash)</source>
        <translation>{code} nu este un cod de asociere: șase cifre, cum le arată masa (prin HTTPS, cu amprenta după o cratimă)</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>{code} is not a pairing code: the fingerprint after the dash has 64 hex digits</source>
        <translation>{code} nu este un cod de asociere: amprenta de după cratimă are 64 de cifre hexazecimale</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{conninfo} is not a PostgreSQL connection string (write e.g. postgresql://HOST:PORT/DB or host=HOST port=PORT user=NAME)</source>
        <translation>{conninfo} nu este un șir de conectare PostgreSQL (scrieți de ex. postgresql://HOST:PORT/DB sau host=HOST port=PORT user=NAME)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>{count!r} chips of {denomination}: a number of chips is a whole number, 0 or more</source>
        <translation>jetoane de {denomination}: {count!r} — numărul de jetoane trebuie să fie un număr întreg, 0 sau mai mult</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>{count!r} new chips raced</source>
        <translation>jetoane noi în chip race: {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{count} card</source>
        <translation>{count} carte</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{count} cards</source>
        <translation>cărți — {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} cards with a different back</source>
        <translation>cărți cu alt spate: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{count} chips</source>
        <translation>{count} jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>{count} chips came from a race of 1 chip</source>
        <translation>dintr-un chip race de un jeton au venit {count} jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>{count} chips came from a race of {raced} chips</source>
        <translation>dintr-un chip race de {raced} jetoane au venit {count} jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{count} hole card</source>
        <translation>cărți proprii — {count}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{count} hole cards</source>
        <translation>cărți proprii — {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} jokers in {game}, which is played without one</source>
        <translation>jokeri în pachet: {count}, dar {game} se joacă fără jokeri</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} jokers too many in {game}, which is played with {jokers}</source>
        <translation>jokeri în plus: {count}; {game} se joacă cu {jokers}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} marked cards</source>
        <translation>cărți marcate: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{count} marked cards, on purpose</source>
        <translation>cărți marcate: {count} (marcaje intenționate)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>{count} players do not fit in the 1 open seat</source>
        <translation>jucătorii ({count}) nu încap: este liber un singur loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>{count} players do not fit in the {sum} open seats</source>
        <translation>jucătorii ({count}) nu încap pe locurile libere ({sum})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{count} players still to count ({names})</source>
        <translation>mai sunt de numărat stack-uri de jucători: {count} ({names})</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>{c} is not in the {name}: it runs from {symbol} to A</source>
        <translation>cartea {c} nu face parte din pachet ({name}): acesta are cărți de la {symbol} la A</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{db_path} cannot be written ({err}): it is read-only or marked immutable (chattr +i); nothing was changed</source>
        <translation>{db_path} nu poate fi scris ({err}): este doar pentru citire sau marcat imuabil (chattr +i); nu s-a schimbat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{db_path} is in use by another Floor window or command: close it, then restore again (nothing was changed)</source>
        <translation>{db_path} este folosit de altă fereastră sau comandă Floor: închideți-o, apoi restaurați din nou (nu s-a schimbat nimic)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{deal}; {play_for:,} left to play for</source>
        <translation>{deal}; {play_for:,} lăsați pentru joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/race.py"/>
        <source>{denomination!r} chips are not a colored-up denomination (colored up: {denominations}): count them with the stack</source>
        <translation>jetoanele de {denomination!r} nu au fost scoase la color-up (scoase: {denominations}): numărați-le împreună cu stack-ul</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{engine} {version} at {server}: {role}</source>
        <translation>{engine} {version} la {server}: {role}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>{entered} race cards were entered</source>
        <translation>cărți de chip race introduse: {entered}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{entries} entries: nobody is paid until at least 2 players have entered</source>
        <translation>intrări: {entries}: nu se plătesc premii până nu intră cel puțin 2 jucători</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>{everyone_count} players do not fit at a {seats}-seat table</source>
        <translation>jucătorii ({everyone_count}) nu încap la o masă de {seats} locuri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>{everyone_count} players need {everyone_count} seat cards; only 1 is stacked</source>
        <translation>jucătorii ({everyone_count}) au nevoie de tot atâtea cărți de loc ({everyone_count}), dar în teanc este doar una</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/carddraws.py"/>
        <source>{everyone_count} players need {everyone_count} seat cards; only {stack_count} are stacked</source>
        <translation>numărul de jucători ({everyone_count}) cere tot atâtea cărți de loc ({everyone_count}); în teanc sunt doar {stack_count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{fact!r} must be a fact the situation gives, set to one value</source>
        <translation>{fact!r} trebuie să fie un fapt dat de situație, cu o singură valoare</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{fact} (true or false)</source>
        <translation>{fact} (true sau false)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{fact} ({values})</source>
        <translation>{fact} ({values})</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{file} was not imported: {reason}; nothing was imported</source>
        <translation>{file} nu a fost importat: {reason}; nu s-a importat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{file} was not imported: {reason}; the save before it was imported and is kept (tournament {first}), {left} were not: import again once that is fixed (what was imported is skipped)</source>
        <translation>{file} nu a fost importat: {reason}; fișierul dinaintea lui a fost importat și se păstrează (turneul {first}), neimportate: {left}; importați din nou după ce se rezolvă (ce s-a importat este sărit)</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{file} was not imported: {reason}; the {saved} saves before it were imported and are kept (tournaments {first} to {last}), {left} were not: import again once that is fixed (what was imported is skipped)</source>
        <translation>{file} nu a fost importat: {reason}; fișierele dinaintea lui ({saved}) au fost importate și se păstrează (turneele {first}–{last}), neimportate: {left}; importați din nou după ce se rezolvă (ce s-a importat este sărit)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/tournaments.py"/>
        <source>{file}: {message}</source>
        <translation>{file}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{first} and {last}</source>
        <translation>{first} și {last}</translation>
    </message>
    <message>
        <location filename="../../floor/core/errors.py"/>
        <source>{first} or {last}</source>
        <translation>{first} sau {last}</translation>
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
        <translation>{folder} urmează din nou {server}, dar nu a devenit serverul său de rezervă sincron în {seconds} s; serverul principal nu îl așteaptă</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{folder} is not a PostgreSQL data folder</source>
        <translation>{folder} nu este un dosar de date PostgreSQL</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{found} at {hs}</source>
        <translation>{found} la {hs}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{game} has no big blind, so it cannot have a big-blind ante</source>
        <translation>jocul {game} nu are big blind, deci nu poate avea ante de big blind</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hand missed ({status})</source>
        <translation>mâini ratate: {hands} ({status})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hand missed, {to_go} to go</source>
        <translation>mâini ratate: {hands}, rămase {to_go}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hand missed, {to_go} to go (starts after the current hand)</source>
        <translation>mâini ratate: {hands}, rămase {to_go} (începe după mâna curentă)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hands missed ({status})</source>
        <translation>mâini ratate: {hands} ({status})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hands missed, {to_go} to go</source>
        <translation>mâini ratate: {hands}, rămase {to_go}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{hands} hands missed, {to_go} to go (starts after the current hand)</source>
        <translation>mâini ratate: {hands}, rămase {to_go} (începe după mâna curentă)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>{has} but {cards} (CR-04: one card per leftover chip)</source>
        <translation>{has}, dar {cards} (CR-04: câte o carte pentru fiecare jeton rămas)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{head}: halt before the next hand — its big blind would fall on empty seat {seat} (BB-02); the floor may waive the halt</source>
        <translation>{head}: opriți jocul înainte de mâna următoare — big blind-ul ar cădea pe locul gol {seat} (BB-02); floor-ul poate renunța la oprire</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{head}: halt until a player arrives (BB-02); the floor may waive the halt</source>
        <translation>{head}: opriți jocul până sosește un jucător (BB-02); floor-ul poate renunța la oprire</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{head}: {mover} {where}</source>
        <translation>{head}: {mover} {where}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{hs} is before any voluntary action, yet players_acted is {count}</source>
        <translation>{hs} este înaintea oricărei acțiuni voluntare, dar players_acted este {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{incident} — {count} before</source>
        <translation>{incident} — anterior: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{incident}: {note}</source>
        <translation>{incident}: {note}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>{intent} needs its {name}</source>
        <translation>{intent}: trebuie dat {name}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/intent.py"/>
        <source>{intent} takes no {name}</source>
        <translation>{intent} nu primește {name}</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>{item!r} is not a card: {hint}</source>
        <translation>{item!r} nu este o carte: {hint}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{jokers} jokers entered, but the {name} holds {jokers_2}: the deck is defective (DD-02)</source>
        <translation>jokeri introduși: {jokers}, dar pachetul ({name}) are {jokers_2}: pachetul este defect (DD-02)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{key!r} is not a fact Floor knows (the facts are {facts})</source>
        <translation>{key!r} nu este un fapt cunoscut de Floor (faptele sunt: {facts})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{key} = {value}</source>
        <translation>{key} = {value}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/profile.py"/>
        <source>{key} cannot be a date or a time ({value}): a house setting is a word, a number or true/false</source>
        <translation>{key} nu poate fi o dată sau o oră ({value}): o setare a casei este un cuvânt, un număr sau true/false</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/result.py"/>
        <source>{key} is stored as {stored!r} but the players add up to {total}</source>
        <translation>{key} este salvat ca {stored!r}, dar jucătorii însumează {total}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>{kind!r} is not a kind of bounty (knockout, progressive or mystery)</source>
        <translation>{kind!r} nu este un tip de bounty (knockout, progressive sau mystery)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/sentence.py"/>
        <source>{kind}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>{label} already sits at table {table}, seat {seat}</source>
        <translation>{label} stă deja la masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} cannot have knocked out a player in this hand: {label} is out too</source>
        <translation>{label} nu poate elimina un jucător în această mână: {label} iese și el</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>{label} has already had {count} add-ons: the limit cannot be lower</source>
        <translation>{label}: add-on-uri luate deja — {count}; limita nu poate fi mai mică</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>{label} has already had {count} re-entries: the limit cannot be lower</source>
        <translation>{label}: reintrări făcute deja — {count}; limita nu poate fi mai mică</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/retune.py"/>
        <source>{label} has already had {count} rebuys: the limit cannot be lower</source>
        <translation>{label}: rebuy-uri făcute deja — {count}; limita nu poate fi mai mică</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had 1 add-on; the limit is {limit}</source>
        <translation>{label} a avut deja 1 add-on; limita este {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had 1 re-entry; the limit is {limit}</source>
        <translation>{label} a avut deja 1 reintrare; limita este {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had 1 rebuy; the limit is {limit}</source>
        <translation>{label} a avut deja 1 rebuy; limita este {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had {count} add-ons; the limit is {limit}</source>
        <translation>{label}: add-on-uri făcute — {count}; limita este {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had {count} re-entries; the limit is {limit}</source>
        <translation>{label}: reintrări făcute — {count}; limita este {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} has had {count} rebuys; the limit is {limit}</source>
        <translation>{label}: rebuy-uri făcute — {count}; limita este {limit}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label} has no chips left: eliminate the player instead</source>
        <translation>{label} nu mai are jetoane: marcați în schimb eliminarea jucătorului</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>{label} has no seat to move from</source>
        <translation>{label} nu are un loc de pe care să fie mutat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is already out</source>
        <translation>{label} a ieșit deja din turneu</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is already out (finished {place})</source>
        <translation>{label} a ieșit deja din turneu (locul {place})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label} is counted twice</source>
        <translation>{label}: stack-ul este numărat de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/busts.py"/>
        <source>{label} is not among the players out in this hand</source>
        <translation>{label} nu este printre jucătorii eliminați în această mână</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is out of the tournament</source>
        <translation>{label} a ieșit din turneu</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is out of the tournament: a rebuy is for a player still playing (re-enter instead)</source>
        <translation>{label} a ieșit din turneu: rebuy-ul este pentru un jucător încă în joc (faceți în schimb reintrare)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label} is out of the tournament: no chips to count</source>
        <translation>{label} nu mai este în turneu: nu are jetoane de numărat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/actions.py"/>
        <source>{label} is out of the tournament: re-enter or reinstate first</source>
        <translation>{label} a ieșit din turneu: faceți mai întâi reintrarea sau readuceți jucătorul în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is still playing: nothing to reinstate</source>
        <translation>{label} este încă în joc: nu are ce fi readus în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{label} is still playing: only an eliminated player re-enters</source>
        <translation>{label} este încă în joc: doar un jucător eliminat poate face reintrare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/colorup.py"/>
        <source>{label} was counted at {chips:,} but has {value:,} in leftovers: count the stack again</source>
        <translation>{label}: la numărare avea {chips:,}, dar resturile valorează {value:,}: renumărați stack-ul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label}'s count</source>
        <translation>stack-ul lui {label}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{label}'s count of {chips:,} cannot be made with the chips in play: the smallest is {smallest:,} (count again, or confirm the count)</source>
        <translation>numărătoarea lui {label}, {chips:,}, nu se poate face cu jetoanele în joc: cel mai mic jeton este {smallest:,} (numărați din nou sau confirmați numărătoarea)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/busts.py"/>
        <source>{label}'s starting stack must be a whole number of chips above 0, not {chips!r}</source>
        <translation>stack-ul lui {label} de la începutul mâinii trebuie să fie un număr întreg de jetoane peste 0, nu {chips!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>{label}: {no_phh_reason}; export it as JSON</source>
        <translation>{label}: {no_phh_reason}; exportați mâna ca JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/tablebreaks.py"/>
        <source>{left} players are left: a final table of {seats_per_table} seats forms when {seats_per_table} remain (BB-12)</source>
        <translation>jucători rămași: {left}; masa finală de {seats_per_table} locuri se formează când rămân {seats_per_table} jucători (BB-12)</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{live} is a folder, not a database file</source>
        <translation>{live} este un folder, nu un fișier de bază de date</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{low:,}+ entries</source>
        <translation>{low:,}+ intrări</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{low:,}-{high:,} entries</source>
        <translation>{low:,}-{high:,} intrări</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>{mark!r}</source>
        <translation>{mark!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/state.py"/>
        <source>{matches_count} players are called {ref!r}: use a number ({numbers})</source>
        <translation>numele {ref!r} se potrivește mai multor jucători ({matches_count}): folosiți un număr ({numbers})</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{message}; nothing was restored</source>
        <translation>{message}; nu s-a restaurat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>{message}; {remedy}</source>
        <translation>{message}; {remedy}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>{minutes} minutes</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{minutes} minutes added</source>
        <translation>Minute adăugate: {minutes}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{minutes} minutes taken off</source>
        <translation>Minute scăzute: {minutes}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
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
        <translation>{names} l-a eliminat pe {name}: un plic de tras (mystery bounty)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{names} drew an envelope of {amount:,} for busting {name}</source>
        <translation>{names} a tras un plic de {amount:,} pentru eliminarea lui {name}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{names} out in the same hand</source>
        <translation>{names} au ieșit în aceeași mână</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{names} out in the same hand: {places}</source>
        <translation>{names} au ieșit în aceeași mână: {places}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{names} out in the same hand: {place}</source>
        <translation>{names} au ieșit în aceeași mână: locul {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{names} out in the same hand: {place}, {prize:,} each</source>
        <translation>{names} au ieșit în aceeași mână: locul {place}, câte {prize:,} fiecare</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/members.py"/>
        <source>{name} and {other} are the same member already</source>
        <translation>{name} și {other} sunt deja același membru</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} cannot be {value!r} (see `floor ruling list`)</source>
        <translation>{name} nu poate fi {value!r} (vedeți `floor ruling list`)</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} cannot be {value!r} ({values})</source>
        <translation>{name} nu poate fi {value!r} ({values})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{name} cannot take {party!r}</source>
        <translation>{name} nu poate primi {party!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{name} cannot take {party!r} (only {parties})</source>
        <translation>{name} nu poate primi {party!r} (doar {parties})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} finished {place}</source>
        <translation>{name} a terminat pe locul {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} finished {place}, wins {prize:,}</source>
        <translation>{name} a terminat pe locul {place} și câștigă {prize:,}</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{name} has no board; each seat holds all its cards</source>
        <translation>{name} nu are board: fiecare loc își are toate cărțile în mână</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} is back in</source>
        <translation>{name} a revenit în joc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} is back in (chips {chips:,})</source>
        <translation>{name} a revenit în joc (jetoane: {chips:,})</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>{name} is dealt from its own deck; only draw5 and stud5 take another</source>
        <translation>{name} se împarte doar din pachetul său; numai draw5 și stud5 acceptă alt pachet</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>{name} is finished ({winner} won): nothing can change it until it is reopened (Tournament › Reopen…, or floor tournament reopen --reason)</source>
        <translation>turneul {name} s-a încheiat (a câștigat {winner}): nimic nu se mai poate schimba până nu este redeschis (Turneu › Redeschide… sau floor tournament reopen --reason)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>{name} is finished: nothing can change it until it is reopened (Tournament › Reopen…, or floor tournament reopen --reason)</source>
        <translation>turneul {name} s-a încheiat: nimic nu se mai poate schimba până nu este redeschis (Turneu › Redeschide… sau floor tournament reopen --reason)</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{name} is not a stud game: the bring-in and the order of action by the cards showing are for stud, stud-hilo, razz and stud5</source>
        <translation>{name} nu este un joc de stud: bring-in-ul și ordinea acțiunii după cărțile la vedere se aplică la stud, stud-hilo, razz și stud5</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/closing.py"/>
        <source>{name} is not finished: there is nothing to reopen</source>
        <translation>turneul {name} nu s-a încheiat: nu este nimic de redeschis</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} is out</source>
        <translation>{name} a ieșit din turneu</translation>
    </message>
    <message>
        <location filename="../../floor/core/hands.py"/>
        <source>{name} is played for the low only: ask for its low hand</source>
        <translation>{name} se joacă doar pe low: cereți mâna low</translation>
    </message>
    <message>
        <location filename="../../floor/core/games.py"/>
        <source>{name} is played without jokers; only draw5 and stud5 take them</source>
        <translation>{name} se joacă fără jokeri; numai draw5 și stud5 îi acceptă</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{name} is player #{number} already: give {player} (#{id}) another name</source>
        <translation>{name} este deja jucătorul #{number}: dați lui {player} (#{id}) alt nume</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line} holds a NUL byte: this is not a text file of players</source>
        <translation>{name}, linia {line} conține un octet NUL: nu este un fișier text cu jucători</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line} is not CSV: {reason}</source>
        <translation>{name}, linia {line} nu este CSV: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: a field of more than {limit:,} characters: this is not a list of players</source>
        <translation>{name}, linia {line}: un câmp de peste {limit:,} de caractere: nu este o listă de jucători</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: a quote (") inside a field: put the whole field in quotes and write the quote twice</source>
        <translation>{name}, linia {line}: ghilimele (") în interiorul unui câmp: puneți tot câmpul între ghilimele și scrieți ghilimelele de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: a quote (") opened here is never closed</source>
        <translation>{name}, linia {line}: ghilimelele (") deschise aici nu se mai închid</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: the name is empty</source>
        <translation>{name}, linia {line}: numele lipsește</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: the {field}</source>
        <translation>{name}, linia {line}: {field}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: {message}</source>
        <translation>{name}, linia {line}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{name} line {line}: {row_count} columns; expected name, nickname, member id</source>
        <translation>{name}, linia {line}: {row_count} coloane; se așteaptă: nume, poreclă, număr de membru</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} linked to member {member_id}</source>
        <translation>{name} a fost legat(ă) de membrul {member_id}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>{name} moved from seat {from_seat} to seat {to_seat} at table {table} ({why})</source>
        <translation>Mutare: {name}, la masa {table} de pe locul {from_seat} pe locul {to_seat} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {to_table} seat {to_seat} ({why})</source>
        <translation>Mutare: {name}, de la masa {from_table} locul {from_seat} la masa {to_table} locul {to_seat} ({why})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} must be a list of seat numbers</source>
        <translation>{name} trebuie să fie o listă de numere de loc</translation>
    </message>
    <message>
        <location filename="../../floor/commands/ruling.py"/>
        <source>{name} must be a seat number (1 or more), not {value!r}</source>
        <translation>{name}: trebuie un număr de loc (1 sau mai mult), nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/deckcheck.py"/>
        <source>{name} must be a whole number of 0 or more, not {value!r}</source>
        <translation>{name}: trebuie un număr întreg de la 0 în sus, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} must be true or false, not {value!r}</source>
        <translation>{name} trebuie să fie true sau false, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/ruling.py"/>
        <source>{name} must map seats to chips, e.g. {{"3": 1200}}</source>
        <translation>{name} trebuie să asocieze jetoane locurilor, ex. {{"3": 1200}}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} names a seat twice</source>
        <translation>{name} numește un loc de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} names seat {seat}, which was not dealt in</source>
        <translation>{name} numește locul {seat}, care nu a primit cărți</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/situations.py"/>
        <source>{name} of seat {seat}</source>
        <translation>{name} pentru locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} re-entered</source>
        <translation>{name} a făcut reintrare</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} re-entered (entry {entry})</source>
        <translation>{name} a făcut reintrare (intrarea {entry})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} rebought</source>
        <translation>{name} a făcut rebuy</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} rebought ({chips:,} chips)</source>
        <translation>{name} a făcut rebuy (jetoane: {chips:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/tables.py"/>
        <source>{name} seated at table {table}, seat {seat}</source>
        <translation>Loc pentru {name}: masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} took the add-on</source>
        <translation>{name} a luat add-on-ul</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} took the add-on ({chips:,} chips)</source>
        <translation>{name} a luat add-on-ul (jetoane: {chips:,})</translation>
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
        <translation>{name} pe locul {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name} {place} ({prize:,})</source>
        <translation>{name} pe locul {place} ({prize:,})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>{name} {section}</source>
        <translation>{name} {section}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/bounties.py"/>
        <source>{name}'s bounty of {amount:,} is not won by anyone</source>
        <translation>bounty-ul lui {name} ({amount:,}) nu l-a câștigat nimeni</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>{name}'s bust is confirmed already: reinstate {name} first, then correct the hand</source>
        <translation>eliminarea lui {name} e deja confirmată: reintroduceți-l pe {name} întâi, apoi corectați mâna</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name}'s penalty (#{penalty}) ended early ({reason})</source>
        <translation>Penalizarea #{penalty} a lui {name} a fost încheiată anticipat ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name}'s penalty (#{penalty}) ended early, 1 hand unserved ({reason})</source>
        <translation>Penalizarea #{penalty} a lui {name} a fost încheiată anticipat, a rămas o mână neispășită ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name}'s penalty (#{penalty}) ended early, {left} hands unserved ({reason})</source>
        <translation>Penalizarea #{penalty} a lui {name} a fost încheiată anticipat, mâini neispășite: {left} ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{name}'s penalty (#{penalty}) marked served</source>
        <translation>Penalizarea #{penalty} a lui {name} a fost marcată ca ispășită</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>{name}() at character {at} takes {wanted} values, not {count}</source>
        <translation>{name}() la caracterul {at} primește {wanted} valori, nu {count}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/formula.py"/>
        <source>{name}({args}) has no value</source>
        <translation>{name}({args}) nu are valoare</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulebook.py"/>
        <source>{name}: cannot be read ({error})</source>
        <translation>{name}: nu se poate citi ({error})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/rulebook.py"/>
        <source>{name}: the file is not in the rulebook folder</source>
        <translation>{name}: fișierul nu se află în folderul regulamentului</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{p!r} is not a race player</source>
        <translation>{p!r} nu este un jucător din chip race</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} cannot be read (SQLite's check: {verdict}): it is damaged, or its -wal file was removed while a Floor had it open; close every Floor window, and if it persists restore a backup with `floor restore` (the file was left untouched)</source>
        <translation>{path} nu poate fi citit (verificarea SQLite: {verdict}): este deteriorat sau fișierul său -wal a fost șters cât timp un Floor îl avea deschis; închideți toate ferestrele Floor, iar dacă persistă, restaurați o copie de siguranță cu `floor restore` (fișierul a rămas neatins)</translation>
    </message>
    <message>
        <location filename="../../floor/store/tournaments.py"/>
        <source>{path} cannot be read ({err}): it may be damaged, or its -wal file was removed while a Floor had it open; close every Floor window, then restore the newest backup with `floor restore` if this persists</source>
        <translation>{path} nu poate fi citit ({err}): poate fi deteriorat sau fișierul său -wal a fost șters cât timp un Floor îl avea deschis; închideți toate ferestrele Floor, apoi, dacă persistă, restaurați cea mai nouă copie de siguranță cu `floor restore`</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{path} cannot be read ({err}): nothing was moved</source>
        <translation>{path} nu poate fi citit ({err}): nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} nu poate fi citit: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} cannot be restored: {message}; nothing was restored</source>
        <translation>{path} nu poate fi restaurat: {message}; nu s-a restaurat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path} cannot be written: {reason}</source>
        <translation>{path} nu poate fi scris: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{path} exists already: floor migrate writes a new file, it never replaces one (give another name); nothing was moved</source>
        <translation>{path} există deja: floor migrate scrie un fișier nou, nu înlocuiește niciodată unul existent (dați alt nume); nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>{path} holds more than {limit:,} bytes: no showdown request is that long</source>
        <translation>{path} conține mai mult de {limit:,} octeți: nicio cerere de showdown nu este atât de lungă</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>{path} is a database (Floor's, or a backup of it): Floor does not write over it; give another file name</source>
        <translation>{path} este o bază de date (a lui Floor sau o copie de siguranță a ei): Floor nu scrie peste ea; dați alt nume de fișier</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is a database of another program, not Floor's: it was left untouched</source>
        <translation>{path} este baza de date a altui program, nu a aplicației Floor: fișierul a rămas neatins</translation>
    </message>
    <message>
        <location filename="../../floor/commands/report.py"/>
        <source>{path} is a folder: give the name of the PDF file to write</source>
        <translation>{path} este un dosar: dați numele fișierului PDF de scris</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is damaged (SQLite's integrity check: {verdict}): it was left untouched</source>
        <translation>fișierul {path} este deteriorat (verificarea de integritate SQLite: {verdict}): a rămas neatins</translation>
    </message>
    <message>
        <location filename="../../floor/store/backup.py"/>
        <source>{path} is damaged (SQLite's integrity check: {verdict}): no backup was taken, so the backups before it are kept; restore the newest good one with `floor restore`</source>
        <translation>{path} este deteriorat (verificarea de integritate SQLite: {verdict}): nu s-a făcut nicio copie de siguranță, așa că cele dinainte se păstrează; restaurați-o pe cea mai nouă bună cu `floor restore`</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is damaged: {message}; nothing was restored</source>
        <translation>{path} este deteriorat: {message}; nu s-a restaurat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{path} is empty (0 bytes)</source>
        <translation>{path} este gol (0 octeți)</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is empty: it is not a Floor backup (it was left untouched)</source>
        <translation>fișierul {path} este gol: nu este o copie de rezervă Floor (a rămas neatins)</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is marked as Floor's but its {table} table is not Floor's: it is damaged, and it was left untouched (restore a backup with `floor restore`)</source>
        <translation>{path} este marcat ca fișier Floor, dar tabelul său {table} nu este al Floor: este deteriorat și a rămas neatins (restaurați o copie de siguranță cu `floor restore`)</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is not a Floor database: it was left untouched</source>
        <translation>{path} nu este o bază de date Floor: fișierul a rămas neatins</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is not a database Floor can read (it is not an SQLite file, or it is cut short): it was left untouched</source>
        <translation>{path} nu este o bază de date pe care Floor o poate citi (nu este un fișier SQLite sau este trunchiat): a rămas neatins</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is not a database Floor can read ({err}): it may be damaged or another kind of file, and it was left untouched</source>
        <translation>{path} nu este o bază de date pe care Floor o poate citi ({err}): fișierul poate fi deteriorat sau de alt tip și a rămas neatins</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{path} is not a database Floor can read ({err}): it was left untouched</source>
        <translation>{path} nu este o bază de date pe care Floor o poate citi ({err}): fișierul a rămas neatins</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path} is not a structure file: Floor writes a structure to a new file, or over a structure file, never over another file</source>
        <translation>{path} nu este un fișier de structură: Floor scrie o structură într-un fișier nou sau peste un fișier de structură, niciodată peste alt fișier</translation>
    </message>
    <message>
        <location filename="../../floor/core/files.py"/>
        <source>{path} is part of the database {database} ({what}): Floor does not write over it; give another file name</source>
        <translation>{path} face parte din baza de date {database} ({what}): Floor nu scrie peste el; dați alt nume de fișier</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} is read-only (the file or its folder): nothing was changed</source>
        <translation>{path} este doar pentru citire (fișierul sau dosarul său): nu s-a schimbat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>{path} was not there, though Floor had saved {count} tournaments in it: a new one is being made; {remedy}</source>
        <translation>{path} nu era acolo, deși Floor salvase în el {count} turnee: se face unul nou; {remedy}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{path} was written by a newer version of Floor: update Floor to open it (the file was left untouched)</source>
        <translation>fișierul {path} a fost scris de o versiune mai nouă a Floor: actualizați Floor pentru a-l deschide (fișierul a rămas neatins)</translation>
    </message>
    <message>
        <location filename="../../floor/store/td_import.py"/>
        <source>{path}: no such file or folder</source>
        <translation>{path}: nu există acest fișier sau dosar</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{path}: recorded {recorded}, replayed {replayed}</source>
        <translation>{path}: înregistrat {recorded}, la reluare {replayed}</translation>
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
        <translation>{payout_table!r} nu este numele unui tabel de premii</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/bounties.py"/>
        <source>{piece!r} is not an envelope: write an amount, or an amount x how many</source>
        <translation>{piece!r} nu este un plic: scrieți o sumă sau o sumă x câte</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{place} has a joker, but {name} is played without one: the deck is defective (DD-07)</source>
        <translation>{place}: a apărut un joker, dar {name} se joacă fără jokeri: pachetul este defect (DD-07)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/ordinals.py"/>
        <source>{place} place</source>
        <translation>Locul {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{place} place ({current:,}) would get more than {place_2} ({current_2:,})</source>
        <translation>locul {place} ({current:,}) ar primi mai mult decât locul {place_2} ({current_2:,})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{place} place's payout</source>
        <translation>premiul pentru locul {place}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/people.py"/>
        <source>{place} {amount:,}</source>
        <translation>locul {place} — {amount:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{player} (#{number}) is called that already</source>
        <translation>{player} (#{number}) se numește deja așa</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player} has no seat: a missed round is the players seated at his table x the rounds (PN-02); seat him, or give missed hands</source>
        <translation>{player} nu are loc: o tură ratată înseamnă jucătorii așezați la masa lui x turele (PN-02); așezați-l sau aplicați mâini ratate</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{player} is member {member_id} already</source>
        <translation>{player} este deja membrul {member_id}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/players.py"/>
        <source>{player} is member {member_id}: a player is linked to one member</source>
        <translation>{player} este membrul {member_id}: un jucător se leagă de un singur membru</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player} is out of the tournament: no penalty to give</source>
        <translation>{player} nu mai este în turneu: nu i se poate aplica nicio penalizare</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player}'s {kind} (penalty {penalty}) has nothing to serve</source>
        <translation>{player}: {kind} (penalizarea {penalty}) — nu este nimic de ispășit</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player}'s {kind} (penalty {penalty}) is served already</source>
        <translation>{player}: {kind} (penalizarea {penalty}) este deja ispășită</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player}'s {kind} (penalty {penalty}) was ended already</source>
        <translation>{player}: {kind} (penalizarea {penalty}) a fost deja încheiată</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/league.py"/>
        <source>{player}: the season's points count past any number</source>
        <translation>{player}: punctele sezonului depășesc orice număr</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{player}: {penalty} — {row}, {reason}</source>
        <translation>{player}: {penalty} — {row}, {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/player_pages.py"/>
        <source>{port} is not a port: choose one from 1024 to 65535</source>
        <translation>{port} nu este un port: alegeți unul între 1024 și 65535</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{prizes} prizes are left but only {players} players: list only the places still to be paid</source>
        <translation>au rămas {prizes} premii, dar doar {players} jucători: enumerați doar locurile care mai sunt de plătit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/record.py"/>
        <source>{problem}: correct the chips, or count the table again if the stack is wrong</source>
        <translation>{problem}: corectați jetoanele sau numărați din nou masa dacă stiva e greșită</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>{problem}; {remedy}</source>
        <translation>{problem}; {remedy}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{p} could not be prepared: {err}</source>
        <translation>baza de date {p} nu a putut fi pregătită: {err}</translation>
    </message>
    <message>
        <location filename="../../floor/store/database.py"/>
        <source>{p} is a folder, not a database file</source>
        <translation>{p} este un folder, nu un fișier de bază de date</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{ranks} low</source>
        <translation>{ranks} low</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{rank} high</source>
        <translation>cea mai mare carte: {rank}</translation>
    </message>
    <message>
        <location filename="../../floor/core/cards.py"/>
        <source>{rank} is not a card rank (2 to 14)</source>
        <translation>{rank} nu este un rang de carte (de la 2 la 14)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/phh.py"/>
        <source>{reason} ({game})</source>
        <translation>{reason} ({game})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{row!r} is not a row of the rulebook like PN-02</source>
        <translation>{row!r} nu este un punct al regulamentului de felul PN-02</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{row} {who}</source>
        <translation>{row} {who}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{row} {who} (table {table})</source>
        <translation>{row} {who} (masa {table})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/penalties.py"/>
        <source>{row}: {player} disqualified ({reason})</source>
        <translation>{row}: {player} descalificat ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/store/logcheck.py"/>
        <source>{said}; the file as it was before the last restore is {copy}</source>
        <translation>{said}; fișierul așa cum era înainte de ultima restaurare este {copy}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{seat!r} is not a seat number (1 or more)</source>
        <translation>{seat!r} nu este un număr de loc (1 sau mai mare)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{seconds} s behind</source>
        <translation>în urmă cu {seconds} s</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{server} already holds a club's history ({count} rows in its {table} table): floor migrate moves a club into an empty database only, it never merges two histories; nothing was moved</source>
        <translation>{server} conține deja istoria unui club ({count} rânduri în tabelul {table}): floor migrate mută un club doar într-o bază de date goală, nu unește niciodată două istorii; nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{server} could not be read ({err}): nothing was moved</source>
        <translation>{server} nu a putut fi citit ({err}): nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} does not let this machine replicate: add a line "host replication {user} ADDRESS/32 scram-sha-256" to the primary's pg_hba.conf and reload it ({reason})</source>
        <translation>{server} nu permite acestui calculator să replice: adăugați linia "host replication {user} ADDRESS/32 scram-sha-256" în pg_hba.conf al serverului principal și reîncărcați-l ({reason})</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} is a standby itself: a standby is cloned from the primary</source>
        <translation>{server} este el însuși server de rezervă: un server de rezervă se clonează de pe cel principal</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} is a standby: a node rejoins the primary</source>
        <translation>{server} este server de rezervă: un nod revine la serverul principal</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} is a standby: the floor goes on without the standby at the primary</source>
        <translation>{server} este server de rezervă: continuarea fără serverul de rezervă se face pe serverul principal</translation>
    </message>
    <message>
        <location filename="../../floor/room/link.py"/>
        <source>{server} is not a room service's address (http://ADDRESS:PORT/, as its QR code gives it)</source>
        <translation>{server} nu este adresa unui serviciu al sălii (http://ADRESĂ:PORT/, cum o dă codul său QR)</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} is the primary ({seconds} s); {old}</source>
        <translation>{server} este serverul principal ({seconds} s); {old}</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{server} refused the copy ({err}): nothing was moved</source>
        <translation>{server} a refuzat copia ({err}): nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/replication.py"/>
        <source>{server} waits for no standby: there is nothing to go on without</source>
        <translation>{server} nu așteaptă niciun server de rezervă: nu există nimic fără care să continue</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{server}'s {table} table and a Floor file's differ (column {column}): its rows cannot be moved as they are; nothing was moved</source>
        <translation>tabelul {table} de pe {server} diferă de cel al unui fișier Floor (coloana {column}): rândurile lui nu pot fi mutate așa cum sunt; nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>{size}-card deck</source>
        <translation>pachet de {size} de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>{size}-card deck and a joker</source>
        <translation>pachet de {size} de cărți cu un joker</translation>
    </message>
    <message>
        <location filename="../../floor/core/decks.py"/>
        <source>{size}-card deck and two jokers</source>
        <translation>pachet de {size} de cărți cu doi jokeri</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{small}/{big}, ante {ante}</source>
        <translation>{small}/{big}, ante {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{small}/{big}, big-blind ante {ante}</source>
        <translation>{small}/{big}, ante de big blind {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/citations.py"/>
        <source>{source} ({note})</source>
        <translation>{source} ({note})</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{source} cannot be moved: {why}; nothing was moved</source>
        <translation>{source} nu poate fi mutat: {why}; nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/restore.py"/>
        <source>{source} is the database itself: choose a backup file</source>
        <translation>{source} este chiar baza de date: alegeți un fișier de copie de rezervă</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>{source} line {line}</source>
        <translation>{source}, linia {line}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>{symbol} is entered for seat {seat} and seat {seat_2}: a race is dealt from one 52-card deck, so no card can appear twice (SR-14)</source>
        <translation>cartea {symbol} este introdusă și pentru locul {seat}, și pentru locul {seat_2}: chip race-ul se împarte dintr-un singur pachet de 52 de cărți, deci nicio carte nu poate apărea de două ori (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/cards.py"/>
        <source>{symbol} is entered twice for seat {seat}: a race is dealt from one 52-card deck, so no card can appear twice (SR-14)</source>
        <translation>cartea {symbol} este introdusă de două ori pentru locul {seat}: chip race-ul se împarte dintr-un singur pachet de 52 de cărți, deci nicio carte nu poate apărea de două ori (SR-14)</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{table}: row {n} differs</source>
        <translation>{table}: rândul {n} diferă</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{table}: {count} rows written, {found} found</source>
        <translation>{table}: {count} rânduri scrise, {found} găsite</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{target} has no {table} table for the {count} rows of it to move (this Floor cannot keep them there yet): nothing was moved</source>
        <translation>{target} nu are tabelul {table} pentru cele {count} rânduri de mutat (acest Floor nu le poate păstra încă acolo): nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/store/migrate.py"/>
        <source>{target}'s {table} table has no column {column} for the rows to move: nothing was moved</source>
        <translation>tabelul {table} de pe {target} nu are coloana {column} pentru rândurile de mutat: nu s-a mutat nimic</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{text!r} is not one of {words}</source>
        <translation>{text!r} nu este unul dintre: {words}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payout_drafts.py"/>
        <source>{text} is not a percentage such as 12{mark}50</source>
        <translation>{text} nu este un procent de forma 12{mark}50</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{time} added</source>
        <translation>Adăugat {time}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{time} taken off</source>
        <translation>Scăzut {time}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{title} ({note})</source>
        <translation>{title} ({note})</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>{title}: fewer than two players bought in: there is no tournament to import</source>
        <translation>{title}: mai puțin de doi jucători au cumpărat intrarea: nu există niciun turneu de importat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (drawn at random); its players draw new seats (BB-10)</source>
        <translation>jucătorii ({total}) încap la {fewer} mese de câte {size} ({seats} locuri): închideți masa {table} (trasă la sorți); jucătorii ei trag locuri noi (BB-10)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (first on the posted break order {order}); its players draw new seats (BB-10)</source>
        <translation>jucătorii ({total}) încap la {fewer} mese de câte {size} ({seats} locuri): închideți masa {table} (prima în ordinea de închidere afișată {order}); jucătorii ei trag locuri noi (BB-10)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (the highest table number); its players draw new seats (BB-10)</source>
        <translation>jucătorii ({total}) încap la {fewer} mese de câte {size} ({seats} locuri): închideți masa {table} (cel mai mare număr de masă); jucătorii ei trag locuri noi (BB-10)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/balancing/balance.py"/>
        <source>{total} players left fit one final table of {final} (TDA recommended procedure 9): combine tables {tables} and seat the final table (BB-13)</source>
        <translation>jucătorii rămași ({total}) încap la o singură masă finală de {final} (procedura recomandată TDA 9): uniți mesele {tables} și așezați masa finală (BB-13)</translation>
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
        <translation>{value!r} nu poate fi păstrat în înregistrarea deciziei</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{value!r} is not a value of {fact}</source>
        <translation>{value!r} nu este o valoare a lui {fact}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/conditions.py"/>
        <source>{value!r} is not a value of {fact} ({values})</source>
        <translation>{value!r} nu este o valoare a lui {fact} ({values})</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>{value} is not a text encoding Floor knows (try utf-8, utf-16, cp1251 or cp1250)</source>
        <translation>{value} nu este o codificare pe care Floor o cunoaște (încercați utf-8, utf-16, cp1251 sau cp1250)</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>{value} is not a whole number</source>
        <translation>{value} nu este un număr întreg</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/describe/running.py"/>
        <source>{value} seats per table</source>
        <translation>locuri la masă: {value}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{what} (row {row})</source>
        <translation>{what} (punctul {row})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{what} cannot be negative ({value:,})</source>
        <translation>{what}: nu poate fi negativ ({value:,})</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{what} could be {rows}: Floor needs {facts}</source>
        <translation>{what} poate fi {rows}: Floor are nevoie de {facts}</translation>
    </message>
    <message>
        <location filename="../../floor/cli.py"/>
        <source>{what} holds a NUL character (at character {position})</source>
        <translation>{what} conține caracterul NUL (la caracterul {position})</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} holds a character that turns the text around (U+{code:04X}, at character {position}): type the name without it</source>
        <translation>{what} conține un caracter care întoarce textul (U+{code:04X}, la caracterul {position}): scrieți numele fără el</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} holds a line break or a control character (U+{code:04X}, at character {position}): a name is one line</source>
        <translation>{what} conține un sfârșit de rând sau un caracter de control (U+{code:04X}, la caracterul {position}): un nume se scrie pe un singur rând</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} holds bytes that are not text (at character {position}): type it again</source>
        <translation>{what} conține octeți care nu sunt text (la caracterul {position}): tastați din nou</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/leagues.py"/>
        <source>{what} is 1 to {most} characters</source>
        <translation>{what} are între 1 și {most} caractere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{what} is a joker: a draw uses the 52 natural cards, deal another</source>
        <translation>{what}: este joker; tragerea se face cu cele 52 de cărți fără jokeri, dați altă carte</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>{what} is a whole number</source>
        <translation>{what}: trebuie un număr întreg</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>{what} is empty: each line is one JSON request</source>
        <translation>{what}: linie goală; fiecare linie trebuie să fie o cerere JSON</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} is not JSON: {reason} at line {line} column {column}</source>
        <translation>{what} nu este JSON: {reason} la rândul {line}, coloana {column}</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} is not {encoding} text</source>
        <translation>{what} nu este text {encoding}</translation>
    </message>
    <message>
        <location filename="../../floor/usecases/tablet.py"/>
        <source>{what} is text of {most} characters at most</source>
        <translation>{what}: trebuie un text de cel mult {most} de caractere</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{what} is {allowed} or {allowed_2}, not {value!r}</source>
        <translation>{what}: valori permise {allowed} sau {allowed_2}, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/buttondraw.py"/>
        <source>{what} is {allowed}, not {value!r}</source>
        <translation>{what}: valori permise {allowed}, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/clubs/td/importing.py"/>
        <source>{what} is {length:,} characters long: Floor takes {most} at most</source>
        <translation>{what}: {length:,} caractere, iar Floor acceptă cel mult {most}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/showdown.py"/>
        <source>{what} line {line} is not {encoding} text{hint}</source>
        <translation>{what}, rândul {line}: nu este text {encoding}{hint}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{what} line {line}: a number of thousands of digits</source>
        <translation>{what}, rândul {line}: un număr cu mii de cifre</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{what} matches {rows} at once: the rulebook is ambiguous here, so Floor proposes nothing; the floor decides (TDA rule 1)</source>
        <translation>{what} corespunde simultan punctelor {rows}: regulamentul este ambiguu aici, așa că Floor nu propune nimic; decide floor-ul (regula TDA 1)</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{what} must be a whole number of at least {minimum}, not {value!r}</source>
        <translation>{what}: trebuie un număr întreg, cel puțin {minimum}, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chips.py"/>
        <source>{what} must be a whole number of chips above 0, not {value!r}</source>
        <translation>{what}: trebuie un număr întreg de jetoane, mai mare de 0, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{what} must be a whole number of chips, not {value!r}</source>
        <translation>{what}: trebuie un număr întreg de jetoane, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{what} must be a whole number, not {key!r}</source>
        <translation>{what}: este necesar un număr întreg, nu {key!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{what} must be a whole number, not {value!r}</source>
        <translation>{what}: este necesar un număr întreg, nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{what} must be at least 0, not {value}</source>
        <translation>{what}: trebuie să fie cel puțin 0, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>{what} must be at least {low}, not {value}</source>
        <translation>{what}: trebuie cel puțin {low}, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/inputs.py"/>
        <source>{what} must be at most {high:,}, not {value}</source>
        <translation>{what}: trebuie cel mult {high:,}, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{what} must be from 1 to {most} (no table has more seats), not {value!r}</source>
        <translation>{what}: trebuie un număr de la 1 la {most} (nicio masă nu are mai multe locuri), nu {value!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/payouts.py"/>
        <source>{what} must be more than 0, not {value:,}</source>
        <translation>{what}: trebuie să fie mai mare de 0, nu {value:,}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{what} must be more than 0, not {value}</source>
        <translation>{what}: trebuie să fie mai mare de 0, nu {value}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{what} nests more than {limit} levels deep: it is not a file Floor reads</source>
        <translation>{what} are peste {limit} niveluri de imbricare: nu este un fișier pe care Floor îl citește</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what} nests more than {limit} levels deep: it is not a request Floor reads</source>
        <translation>{what} are peste {limit} niveluri de imbricare: nu este o cerere pe care Floor o citește</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{what}: not valid TOML: {error}</source>
        <translation>{what}: nu este TOML valid: {error}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/engine.py"/>
        <source>{what}: rows {rows} send the situation round in a circle</source>
        <translation>{what}: punctele {rows} trimit situația în cerc</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what}: the number {number}… has more than {limit} digits</source>
        <translation>{what}: numărul {number}… are mai mult de {limit} cifre</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/importing.py"/>
        <source>{what}: {key}: the number {number}… has more than {limit} digits</source>
        <translation>{what}: {key}: numărul {number}… are mai mult de {limit} cifre</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{what}: {message}</source>
        <translation>{what}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/core/textinput.py"/>
        <source>{what}: {number} is not a finite number</source>
        <translation>{what}: {number} nu este un număr finit</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where} (table {table} hand {hand})</source>
        <translation>{where} (masa {table}, mâna {hand})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/clock.py"/>
        <source>{where} cannot have more time taken off than it lasts</source>
        <translation>{where}: nu se poate scădea mai mult timp decât durează</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where} colors up every chip: at least one denomination must stay</source>
        <translation>{where}: color-up-ul scoate toate jetoanele; cel puțin o valoare trebuie să rămână</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where} colors up the {chip} chip, which is not in play</source>
        <translation>{where}: color-up pentru jetonul de {chip} nu este posibil (nu este în joc)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where} colors up the {chip} chip, which was already colored up</source>
        <translation>{where}: color-up pentru jetonul de {chip} nu este posibil (a fost deja scos la color-up)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{where} has no _floor_request and _floor_result: only hands exported by Floor can be replayed</source>
        <translation>{where}: lipsesc _floor_request și _floor_result; se pot relua doar mâinile exportate din Floor</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where} has no chips at all: eliminate the player, there is nothing to race</source>
        <translation>{where}: nu are deloc jetoane — eliminați jucătorul, nu are ce juca în chip race</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where} has no {key!r}</source>
        <translation>{where}: lipsește {key!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where} has {count} chips of {denomination}: a number of chips cannot be negative</source>
        <translation>{where}: {count} jetoane de {denomination} — numărul de jetoane nu poate fi negativ</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/seating/drawrecord.py"/>
        <source>{where} is given to {times} players in one draw</source>
        <translation>{where}: în aceeași tragere, locul a fost dat mai multor jucători ({times})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where} is not a JSON object</source>
        <translation>{where}: nu este un obiect JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{where}: _floor_request</source>
        <translation>{where}: _floor_request</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{where}: _floor_request and _floor_result must be JSON text</source>
        <translation>{where}: _floor_request și _floor_result trebuie să fie text JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/replay.py"/>
        <source>{where}: _floor_result</source>
        <translation>{where}: _floor_result</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{where}: cards are a list like ["As", "Kd"]</source>
        <translation>{where}: cărțile se dau ca listă, de exemplu ["As", "Kd"]</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: color_up must be a list of chip denominations, not {color_up!r}</source>
        <translation>{where}: color_up trebuie să fie o listă de valori de jetoane, nu {color_up!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: color_up: {message}</source>
        <translation>{where}: color_up: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: the leftover chips must be given as denomination and count, not {leftovers!r}</source>
        <translation>{where}: jetoanele rămase trebuie date ca valoare și număr, nu {leftovers!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: the number of {denomination} chips must be a whole number, not {count!r}</source>
        <translation>{where}: numărul de jetoane de {denomination} trebuie să fie un număr întreg, nu {count!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: the player id must be a whole number from 1 up, not {player_id!r}</source>
        <translation>{where}: numărul jucătorului trebuie să fie un număr întreg de la 1 în sus, nu {player_id!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where}: the request and the result are JSON objects</source>
        <translation>{where}: cererea și rezultatul trebuie să fie obiecte JSON</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: the rest of the stack must be a whole number of chips, 0 or more, not {rest!r}</source>
        <translation>{where}: restul stack-ului trebuie să fie un număr întreg de jetoane, 0 sau mai mult, nu {rest!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: unknown field {unknown!r} (the fields are {keys})</source>
        <translation>{where}: câmp necunoscut {unknown!r} (câmpurile sunt: {keys})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where}: unreadable record ({err})</source>
        <translation>{where}: înregistrare ilizibilă ({err})</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/chiprace/setup.py"/>
        <source>{where}: {denomination!r} is not a chip denomination</source>
        <translation>{where}: {denomination!r} nu este o valoare de jeton</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: {key!r} is missing</source>
        <translation>{where}: lipsește {key!r}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: {key}</source>
        <translation>{where}: {key}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/structure.py"/>
        <source>{where}: {key} must be one of {choices}, not {raw!r}</source>
        <translation>{where}: {key} trebuie să fie unul dintre: {choices}, nu {raw!r}</translation>
    </message>
    <message>
        <location filename="../../floor/core/showdown.py"/>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/recorded.py"/>
        <source>{where}: {value!r} is not a whole number</source>
        <translation>{where}: {value!r} nu este un număr întreg</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{who} has {held}; a seat that wins {name} uncontested holds {fewest} to {most}</source>
        <translation>{who}: {held}, dar locul care câștigă la {name} fără adversar are între {fewest} și {most} cărți</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{who} has {held}; beside the community card (RP-10-H) {name} needs {hole}</source>
        <translation>{who}: {held}, dar lângă cartea comună (RP-10-H) {name} cere {hole} proprii</translation>
    </message>
    <message>
        <location filename="../../floor/core/checks.py"/>
        <source>{who} has {held}; {name} needs {hole}</source>
        <translation>{who}: {held}, dar {name} cere {hole}</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} is disqualified.</source>
        <translation>{who}: descalificare.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} loses any claim: everything he put in this hand carried to the next deal; only seats {seats} may win it.</source>
        <translation>{who} pierde orice drept asupra potului: tot ce a pus în această mână se reportează în mâna următoare; reportul îl pot câștiga doar locurile {seats}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} loses any claim: {amount:,} chips carried to the next deal; only seats {seats} may win it.</source>
        <translation>{who} pierde orice drept asupra potului: jetoanele sale ({amount:,}) se reportează în mâna următoare; reportul îl pot câștiga doar locurile {seats}.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} must table all his cards, face up and readable.</source>
        <translation>{who}: toate cărțile trebuie întoarse pe masă, cu fața în sus și lizibile.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} must table all {count} of his cards, face up and readable.</source>
        <translation>{who}: toate cele {count} cărți trebuie întoarse pe masă, cu fața în sus și lizibile.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/outcomes.py"/>
        <source>{who} takes the pot.</source>
        <translation>{who} ia potul.</translation>
    </message>
    <message>
        <location filename="../../floor/procedures/incidents.py"/>
        <source>{who} — {action}</source>
        <translation>{who} — {action}</translation>
    </message>
    <message>
        <location filename="../../floor/commands/chips.py"/>
        <source>{who}'s chips</source>
        <translation>jetoanele lui {who}</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{why}; {others} are the same rank and {suit} is the higher suit</source>
        <translation>{why}; {others} au același rang, iar {suit} este culoarea mai mare</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{why}; {others} are the same rank and {suit} is the lower suit</source>
        <translation>{why}; {others} au același rang, iar {suit} este culoarea mai mică</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{why}; {others} is the same rank and {suit} is the higher suit</source>
        <translation>{why}; {others} are același rang, iar {suit} este culoarea mai mare</translation>
    </message>
    <message>
        <location filename="../../floor/core/stud.py"/>
        <source>{why}; {others} is the same rank and {suit} is the lower suit</source>
        <translation>{why}; {others} are același rang, iar {suit} este culoarea mai mică</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>2-7 Draw</source>
        <translation>2-7 Draw</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>5-Card Omaha</source>
        <translation>Omaha cu 5 cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Five Card Draw</source>
        <translation>Draw cu 5 cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Five Card Stud</source>
        <translation>Stud cu 5 cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Hold'em</source>
        <translation>Hold'em</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Omaha Hi-Lo</source>
        <translation>Omaha Hi-Lo</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Seven Card Stud</source>
        <translation>Stud cu 7 cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Short Deck</source>
        <translation>Short Deck</translation>
    </message>
    <message>
        <location filename="../../floor/ui/clock/board.py"/>
        <source>Stud Hi-Lo</source>
        <translation>Stud Hi-Lo</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>a seat still in the hand (every seat is folded or out)</source>
        <translation>un loc încă în mână (toate locurile au dat fold sau nu sunt în mână)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>seat {seat} ({entered} of {needed} cards)</source>
        <translation>locul {seat} ({entered} din {needed} cărți)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>seat {seat}: '{text}' is not a number of chips (type 1200, or 200+400+600)</source>
        <translation>locul {seat}: „{text}” nu este un număr de jetoane (tastați 1200 sau 200+400+600)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>seat {seat}: dead money '{text}' is not a number of chips (type 200, or 0)</source>
        <translation>locul {seat}: banii morți „{text}” nu sunt un număr de jetoane (tastați 200 sau 0)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>seat {seat}: {text} is negative: type the chips the seat put in (1200, or 200+400+600)</source>
        <translation>locul {seat}: {text} este negativ: scrieți jetoanele puse de loc (1200 sau 200+400+600)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>the board ({entered} of {needed} cards)</source>
        <translation>board-ul ({entered} din {needed} cărți)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>the chips of seat {seat}</source>
        <translation>jetoanele locului {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/entry.py"/>
        <source>the chips of seats {seats}</source>
        <translation>jetoanele locurilor {seats}</translation>
    </message>
</context>
<context>
    <name>HotKeysDialog</name>
    <message>
        <location filename="../../floor/ui/setup/hotkeys_dialog.py"/>
        <source>Click an action's key and press the new one (Ctrl, Alt or Shift with it, as you like). A key can start one action only.</source>
        <translation>Dă clic pe tasta unei acțiuni și apasă-o pe cea nouă (cu Ctrl, Alt sau Shift, cum vrei). O tastă pornește o singură acțiune.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/hotkeys_dialog.py"/>
        <source>Floor — hot keys</source>
        <translation>Floor — taste rapide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/hotkeys_dialog.py"/>
        <source>No key</source>
        <translation>Fără tastă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/hotkeys_dialog.py"/>
        <source>The keys Floor came with are back: OK keeps them</source>
        <translation>Tastele implicite au revenit: OK le păstrează</translation>
    </message>
</context>
<context>
    <name>Hotkeys</name>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Hot keys saved</source>
        <translation>Tastele rapide au fost salvate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Next level</source>
        <translation>Nivelul următor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>One minute less</source>
        <translation>Un minut în minus</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>One minute more</source>
        <translation>Un minut în plus</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Pause ({key})</source>
        <translation>Pauză ({key})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Previous level</source>
        <translation>Nivelul anterior</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Register: to the name field</source>
        <translation>Înscriere: la câmpul numelui</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Resume</source>
        <translation>Continuă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Resume ({key})</source>
        <translation>Continuă ({key})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Take back the last action</source>
        <translation>Anulează ultima acțiune</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Take back the last action ({key})</source>
        <translation>Anulează ultima acțiune ({key})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} alone is kept for the clock: add Ctrl or Alt</source>
        <translation>Tasta {key} singură e rezervată ceasului: adaugă Ctrl sau Alt</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} alone moves or edits in the text fields and lists: add Ctrl or Alt</source>
        <translation>Tasta {key} singură mută sau editează în câmpurile de text și în liste: adaugă Ctrl sau Alt</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} alone would be typed into the text fields: add Ctrl or Alt</source>
        <translation>Tasta {key} singură s-ar scrie în câmpurile de text: adaugă Ctrl sau Alt</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} copies, cuts, pastes or selects in the text fields: choose another</source>
        <translation>Tasta {key} copiază, taie, lipește sau selectează în câmpurile de text: alege alta</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} is already the key of “{action}”</source>
        <translation>Tasta {key} este deja a acțiunii „{action}”</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} is not a single key Floor can use</source>
        <translation>{key} nu este o tastă pe care Floor o poate folosi</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>{key} opens the menus: add Ctrl</source>
        <translation>Tasta {key} deschide meniurile: adaugă Ctrl</translation>
    </message>
</context>
<context>
    <name>HouseDialog</name>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>House settings</source>
        <translation>Setările clubului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>The house rules this tournament runs with. A change applies from now on; the log keeps which setting each earlier decision was made with. Point at a setting to read the rules it chooses between.</source>
        <translation>Regulile casei cu care se joacă acest turneu. O schimbare se aplică de acum înainte; jurnalul păstrează setarea cu care a fost luată fiecare decizie anterioară. Țineți indicatorul pe o setare ca să citiți regulile dintre care alege.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{explanation} ({rules})</source>
        <translation>{explanation} ({rules})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{explanation} By default: {choice}.</source>
        <translation>{explanation} Implicit: {choice}.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/house_dialog.py"/>
        <source>{explanation} This is the default.</source>
        <translation>{explanation} Aceasta este valoarea implicită.</translation>
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
        <translation>Un turneu separat, cu jucătorii marcați cu steluță înscriși, cu setările ultimului turneu al sezonului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Create the final</source>
        <translation>Creează finala</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Hits</source>
        <translation>Eliminări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Played</source>
        <translation>Jucate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Points</source>
        <translation>Puncte</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Points formula</source>
        <translation>Formula punctelor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Results that count (best of)</source>
        <translation>Rezultate care contează (cele mai bune)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Save as PDF…</source>
        <translation>Salvează ca PDF…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Save the season</source>
        <translation>Salvează sezonul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Season</source>
        <translation>Sezon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Season saved: {league}, {season}</source>
        <translation>Sezon salvat: {league}, {season}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Seats in the final</source>
        <translation>Locuri în finală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Standings as PDF</source>
        <translation>Clasamentul ca PDF</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Standings saved to {path}</source>
        <translation>Clasament salvat în {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>The final is tournament {number}</source>
        <translation>Finala este turneul {number}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>The leagues are kept at the desk that holds the database</source>
        <translation>Ligile sunt păstrate la biroul care ține baza de date</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>The standings could not be saved to {path}: {reason}</source>
        <translation>Clasamentul nu a putut fi salvat în {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>This tournament counts for the season</source>
        <translation>Acest turneu contează pentru sezon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>Wins</source>
        <translation>Victorii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>every result</source>
        <translation>toate rezultatele</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>no final</source>
        <translation>fără finală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>plays the final</source>
        <translation>joacă în finală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>type the formula, e.g. {example}</source>
        <translation>scrieți formula, de exemplu {example}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>{league}, season {season}: standings</source>
        <translation>{league}, sezonul {season}: clasament</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/league.py"/>
        <source>{title} is tournament {number}: {count} players registered. Start the console again to run it (it opens the latest tournament).</source>
        <translation>{title} este turneul {number}: {count} jucători înscriși. Porniți din nou consola pentru a-l conduce (ea deschide ultimul turneu).</translation>
    </message>
</context>
<context>
    <name>Members</name>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Add member</source>
        <translation>Adaugă membru</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Bounties</source>
        <translation>Bounty-uri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Entries</source>
        <translation>Intrări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Find a member: name, nickname or id</source>
        <translation>Caută un membru: nume, poreclă sau id</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Hits</source>
        <translation>Eliminări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Link to the selected member</source>
        <translation>Leagă de membrul selectat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Member added: {name}, id {member_id}</source>
        <translation>Membru adăugat: {name}, id {member_id}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Members of the club</source>
        <translation>Membrii clubului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Merge the selected into…</source>
        <translation>Unește-l pe cel selectat cu…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Nickname</source>
        <translation>Poreclă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Place</source>
        <translation>Loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Prize</source>
        <translation>Premiu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Reading the results of {name}…</source>
        <translation>Se citesc rezultatele lui {name}…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Same person as</source>
        <translation>Aceeași persoană ca</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Select a member to see every tournament they played.</source>
        <translation>Selectați un membru ca să vedeți toate turneele jucate.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>The members are kept at the desk that holds the database</source>
        <translation>Membrii sunt păstrați la biroul care ține baza de date</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>Tournament</source>
        <translation>Turneu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>a player of this tournament: number or name</source>
        <translation>un jucător din acest turneu: număr sau nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>empty: Floor makes one</source>
        <translation>gol: Floor face unul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>playing</source>
        <translation>în joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>the member they are: type a name, pick from the list</source>
        <translation>membrul care este: scrieți un nume, alegeți din listă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>{duplicate} is now {name}: their results are one member's</source>
        <translation>{duplicate} este acum {name}: rezultatele lor sunt ale unui singur membru</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>{name} · tournaments played: {count} · won: {won}</source>
        <translation>{name} · turnee jucate: {count} · câștigat: {won}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/members.py"/>
        <source>{player} is now member {name} ({member_id})</source>
        <translation>{player} este acum membrul {name} ({member_id})</translation>
    </message>
</context>
<context>
    <name>PagesControl</name>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Player pages off: phones see nothing until they are turned on again</source>
        <translation>Paginile jucătorilor sunt oprite: telefoanele nu văd nimic până nu sunt repornite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Player pages on: {url} — the lobby QR is on the clock display</source>
        <translation>Paginile jucătorilor sunt pornite: {url} — codul QR al lobby-ului e pe ecranul ceasului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Player pages: off</source>
        <translation>Paginile jucătorilor: oprite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Player pages: {url}</source>
        <translation>Paginile jucătorilor: {url}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>The player pages are not available in this window</source>
        <translation>Paginile jucătorilor nu sunt disponibile în această fereastră</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>The player pages could not be brought up to date: {reason}</source>
        <translation>Paginile jucătorilor nu au putut fi actualizate: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>The player pages did not start: {reason}</source>
        <translation>Paginile jucătorilor nu au pornit: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Turn off</source>
        <translation>Oprește</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>Turn on</source>
        <translation>Pornește</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>the player pages are not available in this window</source>
        <translation>paginile jucătorilor nu sunt disponibile în această fereastră</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/pages_control.py"/>
        <source>the player pages are off, so the address on the paper would not answer: turn them on first (status bar)</source>
        <translation>paginile jucătorilor sunt oprite, deci adresa de pe hârtie nu ar răspunde: porniți-le întâi (bara de stare)</translation>
    </message>
</context>
<context>
    <name>PairDialog</name>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>4 to 8 digits, typed on the phone too</source>
        <translation>4–8 cifre, tastate și pe telefon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Device:</source>
        <translation>Dispozitiv:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Floor — pair a device</source>
        <translation>Floor — asocierea unui dispozitiv</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Person:</source>
        <translation>Persoana:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Scan the code with the device, or open the address and type the six digits</source>
        <translation>Scanați codul cu dispozitivul sau deschideți adresa și tastați cele șase cifre</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Show the pairing code</source>
        <translation>Arată codul de asociere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>Table:</source>
        <translation>Masa:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>The room service is off: turn the player pages on first (status bar), then pair the device</source>
        <translation>Serviciul sălii este oprit: porniți mai întâi paginile jucătorilor (bara de stare), apoi asociați dispozitivul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>The room's certificate: {fingerprint}
A tablet shows how to trust it once; a Floor window on another computer: --server {server} --code {code}-{digits}</source>
        <translation>Certificatul sălii: {fingerprint}
Tableta arată cum să aibă încredere în el o dată; o fereastră Floor pe alt calculator: --server {server} --code {code}-{digits}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>name of the floor person</source>
        <translation>numele persoanei de la floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>no tables yet</source>
        <translation>încă nu sunt mese</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/devices.py"/>
        <source>valid until {time}</source>
        <translation>valabil până la {time}</translation>
    </message>
</context>
<context>
    <name>PayoutTemplates</name>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Add a bracket</source>
        <translation>Adăugare interval</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Add a place</source>
        <translation>Adăugare loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Brackets by field size</source>
        <translation>Intervale după numărul de intrări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Cancel</source>
        <translation>Anulare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Close</source>
        <translation>Închidere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Delete</source>
        <translation>Ștergere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Every bracket adds up to 100%: the template can be saved</source>
        <translation>Fiecare interval însumează 100 %: șablonul poate fi salvat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>From (entries)</source>
        <translation>De la (intrări)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Name of the new template</source>
        <translation>Numele noului șablon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Payout templates</source>
        <translation>Șabloane de premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Payout templates are kept at the desk that holds the database: edit them there</source>
        <translation>Șabloanele de premii sunt păstrate la calculatorul care are baza de date: modificați-le acolo</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Place</source>
        <translation>Locul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Places paid</source>
        <translation>Locuri plătite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Places paid: {bracket}</source>
        <translation>Locuri plătite: {bracket}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Remove the bracket</source>
        <translation>Eliminare interval</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Remove the last place</source>
        <translation>Eliminare ultimul loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Save</source>
        <translation>Salvare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Save as…</source>
        <translation>Salvare ca…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Share of the pool, %</source>
        <translation>Parte din fond, %</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Template</source>
        <translation>Șablon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Template {name} deleted; tournaments made with it keep their copy</source>
        <translation>Șablonul „{name}” a fost șters; turneele create cu el își păstrează copia</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Template {name} saved: tournaments created from now on pay by it</source>
        <translation>Șablonul „{name}” a fost salvat: turneele create de acum înainte plătesc după el</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>To (empty: and up)</source>
        <translation>Până la (gol: și peste)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Together: {total}</source>
        <translation>Împreună: {total}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>Use Save as… to keep a copy of your own</source>
        <translation>Folosiți „Salvare ca…” pentru a păstra o copie proprie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>bracket {number}: the first field size</source>
        <translation>intervalul {number}: cel mai mic număr de intrări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>bracket {number}: the last field size</source>
        <translation>intervalul {number}: cel mai mare număr de intrări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>{bracket}, {place} place: {problem}</source>
        <translation>{bracket}, locul {place}: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>{name} (shipped with Floor, read-only)</source>
        <translation>{name} (livrat cu Floor, doar citire)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/payout_templates.py"/>
        <source>{name} is shipped with Floor and stays as it is: Save as… keeps a copy of your own to edit</source>
        <translation>„{name}” vine cu Floor și rămâne cum este: „Salvare ca…” păstrează o copie proprie de modificat</translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Back to the table</source>
        <translation>Înapoi la tabel</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Chip chop deal for {count} players (shown, not recorded)</source>
        <translation>Înțelegere chip chop, jucători: {count} (afișată, neînregistrată)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal recorded: its amounts are the prizes of the players in it</source>
        <translation>Înțelegere înregistrată: sumele ei sunt premiile jucătorilor din ea</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal taken back: the payout sheet pays again</source>
        <translation>Înțelegere retrasă: se plătește din nou după grila de premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal: ICM</source>
        <translation>Înțelegere: ICM</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal: chip chop</source>
        <translation>Înțelegere: chip chop</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Deal…</source>
        <translation>Înțelegere…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Finished</source>
        <translation>A terminat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>ICM deal for {count} players (shown, not recorded)</source>
        <translation>Înțelegere ICM, jucători: {count} (afișată, neînregistrată)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Payouts back to the table</source>
        <translation>Premiile revin la tabel</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Payouts saved: 1st place takes up the difference</source>
        <translation>Premiile au fost salvate: locul 1 preia diferența</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Place</source>
        <translation>Locul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize</source>
        <translation>Premiu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize pool {pool} from {entries} entries</source>
        <translation>Fond de premii {pool}, intrări: {entries}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize pool {pool} from {entries} entries (set by hand)</source>
        <translation>Fond de premii {pool}, intrări: {entries} (stabilit manual)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize pool {pool} from {entries} entries: {seats} seats of {seat}</source>
        <translation>Fond de premii {pool} din {entries} intrări: {seats} locuri de {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Prize pool {pool} from {entries} entries: {seats} seats of {seat}, and {cash} in cash to the next place</source>
        <translation>Fond de premii {pool} din {entries} intrări: {seats} locuri de {seat} și {cash} în bani locului următor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Save payouts</source>
        <translation>Salvează premiile</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Seat ({value})</source>
        <translation>Loc ({value})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Take back the deal</source>
        <translation>Retrage înțelegerea</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>Takes now</source>
        <translation>Primește acum</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>the prize for {place} place</source>
        <translation>Premiul locului {place}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>{line}. A deal is in force: its amounts are the prizes of the players in it</source>
        <translation>{line}. O înțelegere este în vigoare: sumele ei sunt premiile jucătorilor din ea</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/payouts_tab.py"/>
        <source>{line}. Note: {problem}</source>
        <translation>{line}. Notă: {problem}</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <location filename="../../floor/web/snapshot.py"/>
        <source>Ante {ante}</source>
        <translation>Ante {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Average</source>
        <translation>Stack mediu</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>BREAK</source>
        <translation>PAUZĂ</translation>
    </message>
    <message>
        <location filename="../../floor/web/snapshot.py"/>
        <source>Big-blind ante {ante}</source>
        <translation>Ante de big blind {ante}</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>Bounties won: {won}</source>
        <translation>Bounty câștigate: {won}</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>Bounty on you: {head} · bounties won: {won}</source>
        <translation>Bounty pe capul tău: {head} · bounty câștigate: {won}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Break in {time}</source>
        <translation>Pauză în {time}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Find your name</source>
        <translation>Căutați-vă numele</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>In the deal · prize {prize}</source>
        <translation>În înțelegere · premiu {prize}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>League standings</source>
        <translation>Clasamentul ligii</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>League: no points yet this season</source>
        <translation>Liga: încă niciun punct în acest sezon</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>League: {place} of {count} · {points} points</source>
        <translation>Liga: locul {place} din {count} · puncte: {points}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Level {level}</source>
        <translation>Nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Next: {blinds}</source>
        <translation>Urmează: {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>OK, got it</source>
        <translation>Am înțeles</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Open the lobby: the clock and the seating chart</source>
        <translation>Deschideți lobby-ul: ceasul și așezarea la mese</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>PAUSED</source>
        <translation>OPRIT</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Page not found</source>
        <translation>Pagina nu a fost găsită</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Payouts</source>
        <translation>Premii</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Seat</source>
        <translation>Locul</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Seat {seat}</source>
        <translation>Locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Seating</source>
        <translation>Așezarea la mese</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>Table {table}</source>
        <translation>Masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>This link is old or mistyped: a player’s own page opens from the code on the seat card.</source>
        <translation>Acest link este vechi sau greșit: pagina proprie a jucătorului se deschide din codul de pe cartonașul de loc.</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>You have been moved: table {table}, seat {seat}</source>
        <translation>Ați fost mutat: masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>You won the tournament</source>
        <translation>Ați câștigat turneul</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>lobby</source>
        <translation>lobby</translation>
    </message>
    <message>
        <location filename="../../floor/web/pages.py"/>
        <source>not updated since {time}</source>
        <translation>neactualizat de la {time}</translation>
    </message>
    <message>
        <location filename="../../floor/web/words.py"/>
        <source>{place} · prize {prize}</source>
        <translation>{place} · premiu {prize}</translation>
    </message>
</context>
<context>
    <name>PlayerPicker</name>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>Empty seat</source>
        <translation>Loc liber</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>Seat {seat}, this hand only:</source>
        <translation>Locul {seat}, doar pentru această mână:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>Type a name to search</source>
        <translation>Tastați un nume pentru căutare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>not in this hand</source>
        <translation>nu este în această mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>not seated</source>
        <translation>fără loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>seat {seat}</source>
        <translation>locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/players.py"/>
        <source>table {table}, seat {seat}</source>
        <translation>masa {table}, locul {seat}</translation>
    </message>
</context>
<context>
    <name>PlayerQrPanel</name>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>Seat card…</source>
        <translation>Cartonaș de loc…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>Select a player to show the QR of his page</source>
        <translation>Selectați un jucător pentru a afișa codul QR al paginii lui</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>Table {table} · Seat {seat}</source>
        <translation>Masa {table} · Locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>Turn on the player pages (status bar) to show this player's QR and print a seat card</source>
        <translation>Porniți paginile jucătorilor (bara de stare) ca să arătați codul QR al jucătorului și să tipăriți un card de loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>no seat yet</source>
        <translation>fără loc încă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/player_qr.py"/>
        <source>out of the tournament</source>
        <translation>eliminat din turneu</translation>
    </message>
</context>
<context>
    <name>Poster</name>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Find your seat</source>
        <translation>Găsiți-vă locul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Lobby: {tournament}</source>
        <translation>Lobby: {tournament}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Or type this address into the browser:</source>
        <translation>Sau introduceți această adresă în browser:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Scan with your phone's camera: your table and seat, the clock, the payouts.</source>
        <translation>Scanați cu camera telefonului: masa și locul dvs., ceasul, premiile.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>Your phone must be on the room's network (Wi-Fi).</source>
        <translation>Telefonul trebuie să fie conectat la rețeaua sălii (Wi-Fi).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/poster.py"/>
        <source>cannot write {path}</source>
        <translation>nu se poate scrie {path}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Drive</source>
        <translation>Unitate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Folder</source>
        <translation>Dosar</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Shortcut</source>
        <translation>Scurtătură</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Unknown</source>
        <translation>Necunoscut</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Select All</source>
        <translation>&amp;Selectează tot</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Step up</source>
        <translation>Un pas în &amp;sus</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Step &amp;down</source>
        <translation>Un pas în &amp;jos</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 există deja.
Vreți să-l înlocuiți?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Choose</source>
        <translation>&amp;Alege</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Delete</source>
        <translation>Ș&amp;terge</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Caută în:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;New Folder</source>
        <translation>Dosar &amp;nou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Open</source>
        <translation>&amp;Deschide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Rename</source>
        <translation>&amp;Redenumește</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>All Files (*)</source>
        <translation>Toate fișierele (*)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Change to detail view mode</source>
        <translation>Afișează cu detalii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Change to list view mode</source>
        <translation>Afișează ca listă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Create New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Create a New Folder</source>
        <translation>Creează un dosar nou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Detail View</source>
        <translation>Detalii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Directory:</source>
        <translation>Dosar:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>File &amp;name:</source>
        <translation>&amp;Nume fișier:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Files</source>
        <translation>Fișiere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Files of &amp;type:</source>
        <translation>Fișiere de &amp;tipul:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Files of type:</source>
        <translation>Fișiere de tipul:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Go back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Go forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Go to the parent directory</source>
        <translation>Mergi la dosarul părinte</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>List View</source>
        <translation>Listă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>List of places and bookmarks</source>
        <translation>Locuri și marcaje</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Look in:</source>
        <translation>Caută în:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>New Folder</source>
        <translation>Dosar nou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Parent Directory</source>
        <translation>Dosarul părinte</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Recent Places</source>
        <translation>Locuri recente</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Save As</source>
        <translation>Salvează ca</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Show &amp;hidden files</source>
        <translation>Arată fișierele &amp;ascunse</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Sidebar</source>
        <translation>Bară laterală</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Computer</source>
        <translation>Calculator</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Date Modified</source>
        <translation>Data modificării</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Size</source>
        <translation>Mărime</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Enter a value:</source>
        <translation>Introduceți o valoare:</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Press shortcut</source>
        <translation>Apasă tastele</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Paste</source>
        <translation>&amp;Lipește</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Taie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Hide Details...</source>
        <translation>Ascunde detaliile...</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Show Details...</source>
        <translation>Arată detaliile...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Abort</source>
        <translation>Abandonează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Apply</source>
        <translation>Aplică</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Discard</source>
        <translation>Renunță</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Ignore</source>
        <translation>Ignoră</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;u la toate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Restore Defaults</source>
        <translation>Valorile implicite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Retry</source>
        <translation>Reîncearcă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Save All</source>
        <translation>Salvează tot</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Yes to &amp;All</source>
        <translation>Da la &amp;toate</translation>
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
        <translation>Jos</translation>
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
        <translation>Stânga</translation>
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
        <translation>Dreapta</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Space</source>
        <translation>Spațiu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/hotkeys.py"/>
        <source>Up</source>
        <translation>Sus</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Paste</source>
        <translation>&amp;Lipește</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Taie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/language.py"/>
        <source>Select All</source>
        <translation>Selectează tot</translation>
    </message>
</context>
<context>
    <name>Rename</name>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Nickname</source>
        <translation>Poreclă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Rename</source>
        <translation>Redenumește</translation>
    </message>
    <message>
        <location filename="../../floor/ui/console/rename.py"/>
        <source>Rename #{number}</source>
        <translation>Redenumește #{number}</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Cannot settle: {reason}</source>
        <translation>Nu se poate calcula: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Eligible</source>
        <translation>Eligibili</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Hand</source>
        <translation>Combinație</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>High</source>
        <translation>High</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Low</source>
        <translation>Low</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Main pot</source>
        <translation>Pot principal</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Push</source>
        <translation>De dat</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Push the chips:</source>
        <translation>Dați jetoanele:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Seat</source>
        <translation>Loc</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Side pot {number}</source>
        <translation>Pot secundar {number}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Still to enter: {missing}</source>
        <translation>Mai rămâne de introdus: {missing}</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Stop: the deck is defective ({procedure}).
{fact}.</source>
        <translation>Stop: pachetul este defect ({procedure}).
{fact}.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Stop: the deck is defective.
{fact}.</source>
        <translation>Stop: pachetul este defect.
{fact}.</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>Uncalled bet returned to seat {seat}: {amount}</source>
        <translation>Miza neegalată, returnată locului {seat}: {amount}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/result.py"/>
        <source>Won by</source>
        <translation>Câștigat de</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>first winner left of the button (PT-08)</source>
        <translation>primul câștigător din stânga butonului (PT-08)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>highest card by suit in its five-card hand (PT-09)</source>
        <translation>cea mai mare carte după culoare din mâna sa de cinci cărți (PT-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>highest card by suit of all its cards (PT-09)</source>
        <translation>cea mai mare carte după culoare dintre toate cărțile sale (PT-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>lowest card by suit in its five-card hand (PT-09)</source>
        <translation>cea mai mică carte după culoare din mâna sa de cinci cărți (PT-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>lowest card by suit of all its cards (PT-09)</source>
        <translation>cea mai mică carte după culoare dintre toate cărțile sale (PT-09)</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>no low</source>
        <translation>fără low</translation>
    </message>
    <message>
        <location filename="../../floor/tournament/hands/reading.py"/>
        <source>{pot}: odd chip {amount} to seat {seat}: {reason}</source>
        <translation>{pot}: jetonul impar {amount} la locul {seat}: {reason}</translation>
    </message>
</context>
<context>
    <name>ResultsReport</name>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>A4, 1 page</source>
        <translation>A4, 1 pagină</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>A4, {pages} pages</source>
        <translation>A4, pagini: {pages}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Add-ons</source>
        <translation>Add-on-uri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Big blind</source>
        <translation>Big blind</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Bounties</source>
        <translation>Recompense</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Break</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Collected</source>
        <translation>Încasat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Ended</source>
        <translation>Sfârșit</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Ended in</source>
        <translation>S-a încheiat la</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Entries</source>
        <translation>Intrări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Guarantee</source>
        <translation>Garanție</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Hits</source>
        <translation>Eliminări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Minutes</source>
        <translation>Minute</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Nickname</source>
        <translation>Poreclă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>No players registered</source>
        <translation>Niciun jucător înscris</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Now in</source>
        <translation>Acum se joacă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Overlay</source>
        <translation>Completare la garanție</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Page {page} of {pages}</source>
        <translation>Pagina {page} din {pages}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Place</source>
        <translation>Loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Places paid</source>
        <translation>Locuri plătite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Points</source>
        <translation>Puncte</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Print…</source>
        <translation>Tipărește…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Prize</source>
        <translation>Premiu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Prize pool</source>
        <translation>Fondul de premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Re-entries</source>
        <translation>Reintrări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Rebuys</source>
        <translation>Rebuy-uri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report</source>
        <translation>Raportul rezultatelor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report saved to {path} (1 page)</source>
        <translation>Raportul rezultatelor a fost salvat în {path} (1 pagină)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report saved to {path} ({pages} pages)</source>
        <translation>Raportul rezultatelor a fost salvat în {path} (pagini: {pages})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report sent to {printer}</source>
        <translation>Raportul rezultatelor a fost trimis la {printer}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Results report · {date}</source>
        <translation>Raportul rezultatelor · {date}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Save as PDF…</source>
        <translation>Salvează ca PDF…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Save the results report</source>
        <translation>Salvați raportul rezultatelor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Small blind</source>
        <translation>Small blind</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Standings</source>
        <translation>Clasament</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Standings (continued)</source>
        <translation>Clasament (continuare)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Started</source>
        <translation>Început</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Still running: {count} players left</source>
        <translation>Turneul continuă, jucători rămași: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Structure played</source>
        <translation>Structura jucată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Structure played (continued)</source>
        <translation>Structura jucată (continuare)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>The printer refused the report: {reason}</source>
        <translation>Imprimanta a refuzat raportul: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>The report could not be saved to {path}: {reason}</source>
        <translation>Raportul nu a putut fi salvat în {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>Won by {name}</source>
        <translation>Câștigător: {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>cannot start another page</source>
        <translation>nu se poate începe o altă pagină</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>color-up: {chips}</source>
        <translation>schimbarea jetoanelor: {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>level {level}</source>
        <translation>nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>the break after level {level}</source>
        <translation>pauza după nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>the printer</source>
        <translation>imprimanta</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>the printer or the file cannot be written</source>
        <translation>imprimanta sau fișierul nu pot fi scrise</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>{ante} (BB)</source>
        <translation>{ante} (BB)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>{players} players in the standings, {levels} levels and breaks played</source>
        <translation>Jucători în clasament: {players}; niveluri și pauze jucate: {levels}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/results_report.py"/>
        <source>{tournament} — results report</source>
        <translation>{tournament} — raportul rezultatelor</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <location filename="../../floor/ui/common/sending.py"/>
        <source>Room service</source>
        <translation>Serviciul sălii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sending.py"/>
        <source>Sending to the room service… (while it does not answer, Floor sends the action again; it is done once)</source>
        <translation>Se trimite serviciului sălii… (cât timp nu răspunde, Floor trimite acțiunea din nou; ea se face o singură dată)</translation>
    </message>
</context>
<context>
    <name>RulingsDecide</name>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>1. Hand state</source>
        <translation>1. Stadiul mâinii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>2. What was found</source>
        <translation>2. Ce s-a găsit</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>3. The facts (blank = not known)</source>
        <translation>3. Faptele (gol = necunoscut)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Choose the hand state and what was found.</source>
        <translation>Alegeți stadiul mâinii și ce s-a găsit.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Confirm the ruling</source>
        <translation>Confirmă decizia</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Hand</source>
        <translation>Mâna</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Override…</source>
        <translation>Altă decizie…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Ruling {row} confirmed (#{event})</source>
        <translation>Decizia {row} a fost confirmată (#{event})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Ruling {row} confirmed (#{event}) at table {table}</source>
        <translation>Decizia {row} a fost confirmată (#{event}) la masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Ruling {row} overridden (#{event})</source>
        <translation>Decizia {row} a fost modificată de floor (#{event})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Ruling {row} overridden (#{event}) at table {table}</source>
        <translation>Decizia {row} a fost modificată de floor (#{event}) la masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Search the rulebook: e.g. boxed card, joker, phone</source>
        <translation>Căutare în regulament: ex. carte întoarsă, joker, telefon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>There is no ruling to confirm yet: give the facts Floor asks for</source>
        <translation>Încă nu există o decizie de confirmat: dați faptele cerute de Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>What the floor rules instead (optional)</source>
        <translation>Ce decide floor-ul în schimb (opțional)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>Why the floor rules otherwise (required to override)</source>
        <translation>De ce floor-ul decide altfel (obligatoriu)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>hand no.</source>
        <translation>nr. mâinii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>the hand number</source>
        <translation>Numărul mâinii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>{row} is reached from another row: pick the situation it names</source>
        <translation>La {row} se ajunge din alt punct: alegeți situația pe care o numește acesta</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/decide.py"/>
        <source>{row}: {title} — now give the facts</source>
        <translation>{row}: {title} — acum dați faptele</translation>
    </message>
</context>
<context>
    <name>RulingsFacts</name>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>3rd street</source>
        <translation>runda a treia (3rd street)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>4th street</source>
        <translation>runda a patra (4th street)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>5th street</source>
        <translation>runda a cincea (5th street)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>6th street</source>
        <translation>runda a șasea (6th street)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>7th street</source>
        <translation>runda a șaptea (7th street)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Any action taken?</source>
        <translation>A existat vreo acțiune?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Big blind seat</source>
        <translation>Locul big blind</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Button seat</source>
        <translation>Locul butonului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Cards affected (blank: 1)</source>
        <translation>Cărți afectate (gol: 1)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Cards exposed</source>
        <translation>Cărți expuse</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Carryover (chips)</source>
        <translation>Report în potul următor (jetoane)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Chips put in, per seat</source>
        <translation>Jetoane puse, pe locuri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Deliberate? (blank: no)</source>
        <translation>Intenționat? (gol: nu)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Face up or down</source>
        <translation>Cu fața în sus sau în jos</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Floor needs: {facts}.</source>
        <translation>Floor trebuie să știe: {facts}.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Found by</source>
        <translation>Găsit de</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Happened before? (blank: no)</source>
        <translation>S-a mai întâmplat? (gol: nu)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Holder acted?</source>
        <translation>Deținătorul a acționat?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Last aggressor's seat</source>
        <translation>Locul ultimului agresor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>More than one row of the rulebook applies here, so Floor proposes nothing: the floor decides (TDA rule 1).</source>
        <translation>Aici se aplică mai multe puncte ale regulamentului, așa că Floor nu propune nimic: decide floor-ul (regula TDA 1).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>No row of the rulebook covers this situation, so Floor proposes nothing: the floor decides (TDA rule 1).</source>
        <translation>Niciun punct al regulamentului nu acoperă această situație, așa că Floor nu propune nimic: decide floor-ul (regula TDA 1).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>No ruling yet.</source>
        <translation>Încă nicio decizie.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Offence</source>
        <translation>Abatere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Players seated at the table</source>
        <translation>Jucători la masă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Players who acted after the blinds</source>
        <translation>Jucători care au acționat după blinduri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Recoverable 100%?</source>
        <translation>Recuperabil 100%?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Requester called the river?</source>
        <translation>Solicitantul a dat call pe river?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Requester holds his cards?</source>
        <translation>Solicitantul își ține cărțile?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Requester won?</source>
        <translation>Solicitantul a câștigat?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Rounds</source>
        <translation>Ture</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seat concerned</source>
        <translation>Locul în cauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seat that exploited it</source>
        <translation>Locul care a profitat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seats dealt in</source>
        <translation>Locuri care au primit cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seats eligible for the carryover</source>
        <translation>Locuri eligibile pentru report</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seats on penalty</source>
        <translation>Locuri penalizate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Seats still live</source>
        <translation>Locuri încă în joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Small blind seat</source>
        <translation>Locul small blind</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Sources</source>
        <translation>Surse</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Still possible:</source>
        <translation>Încă posibile:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Street</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Then</source>
        <translation>Apoi</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>What happens</source>
        <translation>Ce se întâmplă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Where is the odd card</source>
        <translation>Unde este cartea diferită</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>Winning seats</source>
        <translation>Locuri câștigătoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>a number</source>
        <translation>un număr</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>a product default: the house must approve it</source>
        <translation>valoare implicită Floor: clubul trebuie să o aprobe</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>a seat number</source>
        <translation>numărul locului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>abuse</source>
        <translation>comportament abuziv</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>after substantial action</source>
        <translation>după acțiunea substanțială</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>all in betting over</source>
        <translation>all-in, pariurile s-au încheiat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>all-in run-out</source>
        <translation>all-in, întoarcerea cărților rămase</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>award dispute</source>
        <translation>contestație privind acordarea potului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>award pot</source>
        <translation>acordarea potului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>betting begun, before substantial action</source>
        <translation>pariurile au început, înainte de acțiunea substanțială</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>bettor discarded</source>
        <translation>cel care a pariat a aruncat cărțile</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>between hands</source>
        <translation>între mâini</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>boxed card</source>
        <translation>carte întoarsă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>boxed cards</source>
        <translation>cărți întoarse (două sau mai multe)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>button short</source>
        <translation>butonul a primit prea puține cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>card dealt too early</source>
        <translation>carte împărțită prea devreme</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>carryover pot</source>
        <translation>report în potul următor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>cheating</source>
        <translation>trișat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>chip dumping</source>
        <translation>chip dumping</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>chips out of view</source>
        <translation>jetoane scoase din raza vizuală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>claim pot</source>
        <translation>revendicarea potului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>collusion</source>
        <translation>coluziune</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealer exposed card</source>
        <translation>carte expusă de dealer</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealer handover</source>
        <translation>schimbarea dealerului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealer killed hand</source>
        <translation>mână omorâtă de dealer</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dealing error</source>
        <translation>eroare de împărțire</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>dealt, no voluntary action</source>
        <translation>cărți împărțite, nicio acțiune voluntară</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>deck change request</source>
        <translation>cerere de schimbare a pachetului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>defective card</source>
        <translation>carte defectă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>deliberate miscall</source>
        <translation>anunțare intenționat greșită a mâinii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>device misuse</source>
        <translation>folosirea necorespunzătoare a dispozitivelor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>device on table</source>
        <translation>dispozitiv pe masă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>device use live hand</source>
        <translation>folosirea unui dispozitiv cu mâna în joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>different back</source>
        <translation>carte cu alt spate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>discarded face down</source>
        <translation>cărți aruncate cu fața în jos</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>disqualification</source>
        <translation>descalificare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>disruptive</source>
        <translation>comportament perturbator</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>dodging blinds</source>
        <translation>evitarea blindurilor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>draw</source>
        <translation>schimbul de cărți (draw)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>duplicate card</source>
        <translation>carte duplicat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>etiquette</source>
        <translation>încălcarea etichetei</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>exposing cards action pending</source>
        <translation>expunerea cărților cât timp acțiunea nu s-a încheiat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>extra cards</source>
        <translation>cărți în plus</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>face down</source>
        <translation>cu fața în jos</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>face up</source>
        <translation>cu fața în sus</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>floor</source>
        <translation>floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>flop</source>
        <translation>flop</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>flop without burn</source>
        <translation>flop fără burn</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>four card flop</source>
        <translation>flop cu patru cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>hand concluded</source>
        <translation>mână încheiată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>house setting {setting}: {choice}</source>
        <translation>setarea clubului {setting}: {choice}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>house setting “{setting}”: {choice}</source>
        <translation>setarea clubului „{setting}”: {choice}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>in the cards dealt</source>
        <translation>în cărțile împărțite</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>in the stub</source>
        <translation>în stub (restul pachetului)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>initial deal in progress</source>
        <translation>împărțirea inițială în curs</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>kill winning hand</source>
        <translation>mână câștigătoare pe cale să fie omorâtă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>loser mucks</source>
        <translation>cel care pierde dă muck</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>marked cards</source>
        <translation>cărți marcate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>misdeal declared</source>
        <translation>împărțire greșită declarată (misdeal)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>missed round penalty</source>
        <translation>penalizare cu tură ratată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>missing cards</source>
        <translation>cărți lipsă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>mucked thinking won</source>
        <translation>a dat muck crezând că a câștigat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>next hand after substantial action</source>
        <translation>mâna următoare, după acțiunea substanțială</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>next hand begun</source>
        <translation>mâna următoare a început</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>no</source>
        <translation>nu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>non standard card</source>
        <translation>carte care nu aparține jocului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>offence</source>
        <translation>abatere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>one card shown</source>
        <translation>o singură carte arătată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>one of the first two cards</source>
        <translation>una dintre primele două cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>one other card</source>
        <translation>una dintre celelalte cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>one player to a hand</source>
        <translation>încălcarea regulii „un jucător pe mână”</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>other</source>
        <translation>altceva</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>penalty given</source>
        <translation>penalizare aplicată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>phone call</source>
        <translation>convorbire la telefon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>player</source>
        <translation>jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>player exposed card</source>
        <translation>carte expusă de jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>player on penalty</source>
        <translation>jucător penalizat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>pot pushed, hands retrievable</source>
        <translation>pot acordat, mâinile pot fi recuperate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>preflop</source>
        <translation>preflop</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>rabbit hunt</source>
        <translation>rabbit hunt</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>rail request</source>
        <translation>cerere de a muta spectatorii mai departe</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>reached through {rows}</source>
        <translation>ajuns prin {rows}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>river</source>
        <translation>river</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>rulebook {version}</source>
        <translation>regulament {version}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>seat:chips, e.g. 1:50, 2:100, 5:300</source>
        <translation>loc:jetoane, ex. 1:50, 2:100, 5:300</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>seats, e.g. 1, 4, 6</source>
        <translation>locuri, ex. 1, 4, 6</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>see hand request</source>
        <translation>cerere de a vedea o mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>show order</source>
        <translation>ordinea arătării cărților</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>showdown</source>
        <translation>showdown</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>showdown reading</source>
        <translation>citirea mâinilor la showdown</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>showed cards to non player</source>
        <translation>cărți arătate cuiva din afara jocului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>shuffle</source>
        <translation>amestecarea cărților</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>soft play</source>
        <translation>soft play</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>spectator</source>
        <translation>spectator</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>spectator comment</source>
        <translation>comentariul unui spectator</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>spectator points out error</source>
        <translation>greșeală semnalată de un spectator</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>spectators near table</source>
        <translation>spectatori lângă masă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>strategy tool</source>
        <translation>instrumente de strategie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>stub disordered</source>
        <translation>stub căzut sau în dezordine</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>stub short</source>
        <translation>stub-ul nu ajunge</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>stud upcards picked up</source>
        <translation>stud: cărți la vedere ridicate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>throwing cards</source>
        <translation>aruncarea cărților</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>turn</source>
        <translation>turn</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>two or more cards</source>
        <translation>două sau mai multe cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>uncontested</source>
        <translation>pariu la care nu s-a dat call</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>unidentifiable player</source>
        <translation>jucător care nu poate fi identificat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/words.py"/>
        <source>wrong number of cards</source>
        <translation>număr greșit de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>{fact}: {text} is not {expected}</source>
        <translation>{fact}: {text} nu este valid, se așteaptă {expected}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/facts.py"/>
        <source>{part}: write each seat's chips as seat:chips, e.g. 2:100</source>
        <translation>{part}: scrieți jetoanele fiecărui loc ca loc:jetoane, ex. 2:100</translation>
    </message>
</context>
<context>
    <name>RulingsIncidents</name>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source> hands</source>
        <translation> mâini</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source> rounds</source>
        <translation> ture</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>A player</source>
        <translation>Un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>A spectator</source>
        <translation>Un spectator</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Action</source>
        <translation>Acțiune</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Asked by</source>
        <translation>Cerut de</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Before</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Every row</source>
        <translation>Toate punctele</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Incident {row} logged with the penalty: {penalty}</source>
        <translation>Incidentul {row} a fost înregistrat cu penalizarea: {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Incident {row} logged: {incident}</source>
        <translation>Incidentul {row} a fost înregistrat: {incident}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Log an incident (DT-10)</source>
        <translation>Înregistrează un incident (DT-10)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Log the incident</source>
        <translation>Înregistrează incidentul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Note</source>
        <translation>Notă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Row</source>
        <translation>Punct</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Say who it is about: the player's number or name, or the spectator in words</source>
        <translation>Spuneți despre cine e vorba: numărul sau numele jucătorului ori descrierea spectatorului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Show</source>
        <translation>Arată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Table —</source>
        <translation>Masa —</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>Who</source>
        <translation>Cine</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>penalty {penalty}</source>
        <translation>penalizare {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>player who asked (SP-03)</source>
        <translation>jucătorul care a cerut (SP-03)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>player: number or name</source>
        <translation>jucător: număr sau nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>the spectator, in words</source>
        <translation>spectatorul, descris în cuvinte</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>what happened (optional)</source>
        <translation>ce s-a întâmplat (opțional)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>{count} incident</source>
        <translation>{count} incident</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/incidents.py"/>
        <source>{count} incidents</source>
        <translation>Incidente: {count}</translation>
    </message>
</context>
<context>
    <name>RulingsLog</name>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>All tables</source>
        <translation>Toate mesele</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>CSV files (*.csv)</source>
        <translation>Fișiere CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Cannot write {path}: {reason}</source>
        <translation>Nu se poate scrie {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Confirmed</source>
        <translation>Confirmate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Confirmed and overridden</source>
        <translation>Confirmate și modificate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Decision</source>
        <translation>Decizie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Export the rulings</source>
        <translation>Exportul deciziilor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Exported {count} ruling to {path}</source>
        <translation>{count} decizie exportată în {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Exported {count} rulings to {path}</source>
        <translation>Decizii exportate: {count}, fișier {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Hand</source>
        <translation>Mâna</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Overridden</source>
        <translation>Modificate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Row</source>
        <translation>Punct</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Row: DC, DC-02, SP-03…</source>
        <translation>Punct: DC, DC-02, SP-03…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Show</source>
        <translation>Arată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Sources: {sources}</source>
        <translation>Surse: {sources}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>There are no rulings to export (with these filters)</source>
        <translation>Nu există decizii de exportat (cu aceste filtre)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>Time</source>
        <translation>Ora</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>What was ruled</source>
        <translation>Ce s-a decis</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>confirmed</source>
        <translation>confirmată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>overridden</source>
        <translation>modificată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>{count} ruling</source>
        <translation>{count} decizie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>{count} rulings</source>
        <translation>Decizii: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/log.py"/>
        <source>{outcome} (reason: {reason})</source>
        <translation>{outcome} (motiv: {reason})</translation>
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
        <translation> mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source> hands</source>
        <translation> mâini</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source> round</source>
        <translation> tură</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source> rounds</source>
        <translation> ture</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>A hand is in progress at his table (the penalty starts after it)</source>
        <translation>La masa lui se joacă o mână (penalizarea începe după ea)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>End early</source>
        <translation>Încheie anticipat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Give a penalty (DT-11)</source>
        <translation>Aplică o penalizare (DT-11)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Give the penalty</source>
        <translation>Aplică penalizarea</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Given</source>
        <translation>Aplicată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Hands</source>
        <translation>Mâini</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Mark served</source>
        <translation>Marchează ispășită</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Name the player: his number or his name</source>
        <translation>Indicați jucătorul: numărul sau numele lui</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Penalty</source>
        <translation>Penalizare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Penalty given: {penalty}</source>
        <translation>Penalizare aplicată: {penalty}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Penalty {penalty} ended early</source>
        <translation>Penalizarea {penalty} a fost încheiată anticipat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Penalty {penalty} served</source>
        <translation>Penalizarea {penalty} a fost ispășită</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Reason</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Row</source>
        <translation>Punct</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Select the penalty to end in the list</source>
        <translation>Selectați în listă penalizarea de încheiat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Show every penalty given (the record)</source>
        <translation>Arată toate penalizările aplicate (istoric)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Status</source>
        <translation>Stare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>The hands were missed at a table whose hands Floor does not see</source>
        <translation>Mâinile au fost ratate la o masă ale cărei mâini Floor nu le vede</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>To go</source>
        <translation>Rămase</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>chips (default: his last count)</source>
        <translation>jetoane (implicit: ultima numărătoare)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>ended</source>
        <translation>încheiată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>given</source>
        <translation>aplicată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>his chips</source>
        <translation>Jetoanele lui</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>player: number or name</source>
        <translation>jucător: număr sau nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>reason (required)</source>
        <translation>motiv (obligatoriu)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>served</source>
        <translation>ispășită</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>serving</source>
        <translation>în curs</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>starts after the current hand</source>
        <translation>începe după mâna curentă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>why it ends early (required)</source>
        <translation>de ce se încheie anticipat (obligatoriu)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{count} penalties in force</source>
        <translation>Penalizări în vigoare: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{count} penalty in force</source>
        <translation>{count} penalizare în vigoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} disqualified: his chips leave play (PN-07)</source>
        <translation>{player} descalificat: jetoanele lui ies din joc (PN-07)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} has no seat: a missed round needs his table (PN-02)</source>
        <translation>{player} nu are loc: o tură ratată cere masa lui (PN-02)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} is eliminated; his chips ({chips}) leave play (PN-07)</source>
        <translation>{player} este eliminat; jetoanele lui ({chips}) ies din joc (PN-07)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} misses {hands} hands: {seated} seated at table {table} x {rounds} round (PN-02)</source>
        <translation>{player} ratează {hands} mâini: {seated} la masa {table} x {rounds} tură (PN-02)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player} misses {hands} hands: {seated} seated at table {table} x {rounds} rounds (PN-02)</source>
        <translation>{player} ratează {hands} mâini: {seated} la masa {table} x {rounds} ture (PN-02)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/penalties.py"/>
        <source>{player}: type his chips, counted now (PN-07)</source>
        <translation>{player}: introduceți jetoanele lui, numărate acum (PN-07)</translation>
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
        <translation>Decizie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Incidents</source>
        <translation>Incidente</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Log</source>
        <translation>Jurnal</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Penalties</source>
        <translation>Penalizări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Penalties ({count})</source>
        <translation>Penalizări ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/rulings/tab.py"/>
        <source>Ruling {row} confirmed (#{event}): the penalty for {player} is filled in on the Penalties page — give it there</source>
        <translation>Decizia {row} a fost confirmată (#{event}): penalizarea pentru {player} e completată în pagina Penalizări — aplicați-o acolo</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>Seat card: {name}</source>
        <translation>Cartonaș de loc: {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>Seat cards</source>
        <translation>Cartonașe de loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>Seat {seat}</source>
        <translation>Locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>Table {table}</source>
        <translation>Masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>cannot start another page</source>
        <translation>nu se poate începe o pagină nouă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_cards.py"/>
        <source>the printer or the file cannot be written</source>
        <translation>imprimanta sau fișierul nu pot fi scrise</translation>
    </message>
</context>
<context>
    <name>SeatCardDialog</name>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>1 seat card saved to {path}</source>
        <translation>1 cartonaș de loc salvat în {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>1 seat card sent to {printer}</source>
        <translation>1 cartonaș de loc trimis la {printer}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>80 mm receipt paper</source>
        <translation>Hârtie de bon de 80 mm</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>A6 card (105 × 148 mm)</source>
        <translation>Cartonaș A6 (105 × 148 mm)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Cards for</source>
        <translation>Cartonașe pentru</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Nobody has a seat yet: draw the seats first (Tables tab)</source>
        <translation>Nimeni nu are încă loc: trageți întâi la sorți locurile (fila Mese)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Paper</source>
        <translation>Hârtie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Print…</source>
        <translation>Tipărește…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Save as PDF…</source>
        <translation>Salvează ca PDF…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>Save the seat cards</source>
        <translation>Salvează cartonașele de loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>The player pages are off, so the address on a card would not answer: turn them on first (status bar), then print</source>
        <translation>Paginile jucătorilor sunt oprite, deci adresa de pe card nu ar răspunde: porniți-le întâi (bara de stare), apoi tipăriți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>The printer refused the seat cards: {reason}</source>
        <translation>Imprimanta a refuzat cartonașele de loc: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>The seat cards could not be saved to {path}: {reason}</source>
        <translation>Cartonașele de loc nu au putut fi salvate în {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>everyone seated ({count})</source>
        <translation>toți cei așezați ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>none of these players has a seat</source>
        <translation>niciunul dintre acești jucători nu are loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest draw or table break (none yet)</source>
        <translation>jucătorii ultimei trageri la sorți sau desființări de masă (încă nu există)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest final table ({count})</source>
        <translation>jucătorii mesei finale ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest seat draw ({count})</source>
        <translation>jucătorii ultimei trageri la sorți a locurilor ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest table {table} broken ({count})</source>
        <translation>jucătorii de la masa desființată {table} ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest tables {tables} broken ({count})</source>
        <translation>jucătorii de la mesele desființate {tables} ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the players of the latest {what} ({count})</source>
        <translation>jucătorii ultimei schimbări „{what}” ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the printer</source>
        <translation>imprimantă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>the selected players ({count})</source>
        <translation>jucătorii selectați ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>{count} seat cards saved to {path}</source>
        <translation>Cartonașe de loc ({count}) salvate în {path}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>{count} seat cards sent to {printer}</source>
        <translation>Cartonașe de loc ({count}) trimise la {printer}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/printing/seat_card_dialog.py"/>
        <source>{tournament} — seat cards</source>
        <translation>{tournament} — cartonașele locurilor</translation>
    </message>
</context>
<context>
    <name>SeatingActions</name>
    <message>
        <location filename="../../floor/ui/seating/actions.py"/>
        <source>player {number}</source>
        <translation>jucătorul {number}</translation>
    </message>
</context>
<context>
    <name>SeatingCard</name>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>HALTED · {count}/{size}</source>
        <translation>OPRITĂ · {count}/{size}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>Table {table}</source>
        <translation>Masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>empty</source>
        <translation>liber</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>player {number}</source>
        <translation>jucătorul {number}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>waits for the button</source>
        <translation>așteaptă butonul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>{count}/{size} players</source>
        <translation>jucători: {count}/{size}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/card.py"/>
        <source>{name}  (waits)</source>
        <translation>{name}  (așteaptă)</translation>
    </message>
</context>
<context>
    <name>SeatingChart</name>
    <message>
        <location filename="../../floor/ui/seating/chart.py"/>
        <source>No seats yet: press Draw seats when the players are registered.</source>
        <translation>Încă nu sunt locuri: apăsați „Trage locurile” după înscrierea jucătorilor.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/chart.py"/>
        <source>Table {table}  {count}/{size}</source>
        <translation>Masa {table}  {count}/{size}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/chart.py"/>
        <source>Table {table}  {count}/{size}  HALTED</source>
        <translation>Masa {table}  {count}/{size}  OPRITĂ</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/chart.py"/>
        <source>Table {table}, seat {seat}</source>
        <translation>Masa {table}, locul {seat}</translation>
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
        <translation>Butonul pe locul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Floor proposes: {reason} [{rules}]</source>
        <translation>Floor propune: {reason} [{rules}]</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Move a player</source>
        <translation>Mută un jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Reason</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Seat</source>
        <translation>Loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Seat {seat}</source>
        <translation>Locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Seat {seat}  {name}</source>
        <translation>Locul {seat}  {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Set the button at table {table}</source>
        <translation>Pune butonul la masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>Table {table}</source>
        <translation>Masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>The button is on seat {seat}. Put it on the seat where it should be; the blinds follow (BT-07).</source>
        <translation>Butonul este pe locul {seat}. Puneți-l pe locul unde trebuie să fie; blindurile îl urmează (BT-07).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>The table has no button yet. Put it on the seat where it should be; the blinds follow (BT-07).</source>
        <translation>Masa nu are încă buton. Puneți-l pe locul unde trebuie să fie; blindurile îl urmează (BT-07).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>To table</source>
        <translation>La masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>e.g. As, K♥, 10d</source>
        <translation>ex. As, K♥, 10d</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>why (goes in the log)</source>
        <translation>motivul (intră în jurnal)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/dialogs.py"/>
        <source>{name} (table {table} seat {seat})</source>
        <translation>{name} (masa {table}, locul {seat})</translation>
    </message>
</context>
<context>
    <name>SeatingDraws</name>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>A full redraw gives every player still in a new seat, and every table draws for the button again. Redraw all the seats?</source>
        <translation>O tragere nouă completă dă fiecărui jucător rămas în joc un loc nou, iar fiecare masă trage din nou butonul. Trageți din nou toate locurile?</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>A: seat cards</source>
        <translation>A: cărți de loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>B: rank cards, one table</source>
        <translation>B: cărți de rang, o masă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>C: high card, two steps</source>
        <translation>C: carte mare, doi pași</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Draw the seats first</source>
        <translation>Mai întâi trageți locurile</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Full redraw</source>
        <translation>Tragere nouă completă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Late seats drawn (SE-04): {count}</source>
        <translation>Locuri trase pentru cei fără loc (SE-04): {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Next hand at every table ({count}): the button is on {buttons}</source>
        <translation>Mâna următoare la toate mesele ({count}): butonul este la {buttons}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Opening seat draw</source>
        <translation>Tragerea inițială a locurilor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Rank cards at one table (SE-01, SR-02): type the card each player drew. A is seat 1, 2 to 10 are their seats, J is seat 11.</source>
        <translation>Cărți de rang la o singură masă (SE-01, SR-02): introduceți cartea trasă de fiecare jucător. A este locul 1, 2–10 sunt locurile cu același număr, J este locul 11.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Record the button draw at table {table}</source>
        <translation>Înregistrează tragerea butonului la masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Record the seat draw ({method})</source>
        <translation>Înregistrează tragerea locurilor ({method})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seat draw recorded ({rules}, {method}): {players} players at {tables} tables. Draw for the button.</source>
        <translation>Tragerea locurilor a fost înregistrată ({rules}, {method}): jucători {players}, mese {tables}. Trageți butonul.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seat {seat}  {name}</source>
        <translation>Locul {seat}  {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seated (SE-04): {seated}</source>
        <translation>Așezați (SE-04): {seated}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seated (SE-04): {seated} and {more} more</source>
        <translation>Așezați (SE-04): {seated} și încă {more}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seats drawn at random ({rules}): {players} players at {tables} tables. Draw for the button at each table.</source>
        <translation>Locurile au fost trase la întâmplare ({rules}): jucători {players}, mese {tables}. Trageți butonul la fiecare masă.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seats drawn by high card ({rules}): {players} players at {tables} tables. Draw for the button at each table.</source>
        <translation>Locurile au fost trase după cartea mare ({rules}): jucători {players}, mese {tables}. Trageți butonul la fiecare masă.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Seats drawn with rank cards ({rules}): {players} players at {tables} tables. Draw for the button at each table.</source>
        <translation>Locurile au fost trase cu cărți de rang ({rules}): jucători {players}, mese {tables}. Trageți butonul la fiecare masă.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}, next hand [{rules}]: button seat {button}, small blind seat {small} (dead: nobody posts it), big blind seat {big}</source>
        <translation>Masa {table}, mâna următoare [{rules}]: butonul pe locul {button}, small blind pe locul {small} (mort: nu îl pune nimeni), big blind pe locul {big}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}, next hand [{rules}]: button seat {button}, small blind seat {small}, big blind seat {big}</source>
        <translation>Masa {table}, mâna următoare [{rules}]: butonul pe locul {button}, small blind pe locul {small}, big blind pe locul {big}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}: the button is on seat {seat} (BT-01)</source>
        <translation>Masa {table}: butonul este pe locul {seat} (BT-01)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}: the button is on seat {seat} (BT-01, recorded draw)</source>
        <translation>Masa {table}: butonul este pe locul {seat} (BT-01, tragere înregistrată)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Table {table}: the button is on seat {seat}, set by hand (BT-07): {reason}</source>
        <translation>Masa {table}: butonul este pe locul {seat}, pus manual (BT-07): {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>The two-step high-card draw (SR-02, SR-04): type the card dealt face up to each player. The highest card takes the top seat card of the stack Floor shuffles.</source>
        <translation>Tragerea în doi pași după cartea mare (SR-02, SR-04): introduceți cartea dată cu fața în sus fiecărui jucător. Cartea cea mai mare ia cartea de loc de deasupra teancului amestecat de Floor.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>Type the card dealt to each seat (BT-01, SR-03): the highest card takes the button; a tie in rank goes to the higher suit, ♠ ♥ ♦ ♣.</source>
        <translation>Introduceți cartea dată fiecărui loc (BT-01, SR-03): cartea cea mai mare ia butonul; la egalitate de rang câștigă culoarea mai mare, ♠ ♥ ♦ ♣.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>no card was typed: type the card each player drew, or let Floor deal</source>
        <translation>nu s-a introdus nicio carte: introduceți cartea trasă de fiecare jucător sau lăsați Floor să împartă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>no card was typed: type the card each seat drew, or let Floor deal</source>
        <translation>nu s-a introdus nicio carte: introduceți cartea trasă pentru fiecare loc sau lăsați Floor să împartă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>table {table} seat {seat}</source>
        <translation>masa {table} (locul {seat})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>there are no tables yet</source>
        <translation>încă nu sunt mese</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>{name} → table {table} seat {seat}</source>
        <translation>{name} → masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>{name} → table {table} seat {seat} (waits for the button, SE-05)</source>
        <translation>{name} → masa {table}, locul {seat} (așteaptă butonul, SE-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/draws.py"/>
        <source>{name}: table {table} seat {seat} (SE-04)</source>
        <translation>{name}: masa {table}, locul {seat} (SE-04)</translation>
    </message>
</context>
<context>
    <name>SeatingMoves</name>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Choose the player, the table and an empty seat</source>
        <translation>Alegeți jucătorul, masa și un loc liber</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Draw the seats first</source>
        <translation>Mai întâi trageți locurile</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Final table</source>
        <translation>Masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Floor does not propose breaking table {table} now. Break it anyway? Its players draw new seats (BB-10).</source>
        <translation>Floor nu propune acum desființarea mesei {table}. O desființați totuși? Jucătorii ei trag locuri noi (BB-10).</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Hand-for-hand announced (BB-14)</source>
        <translation>S-a anunțat jocul mână cu mână (BB-14)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Hand-for-hand is over</source>
        <translation>Jocul mână cu mână s-a încheiat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Move {name} from table {from_table} seat {from_seat} to table {table} seat {seat}: why? (it goes in the log)</source>
        <translation>Mutați {name} de la masa {from_table}, locul {from_seat}, la masa {table}, locul {seat}: de ce? (intră în jurnal)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Nothing to balance</source>
        <translation>Nimic de echilibrat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Table {table} broken</source>
        <translation>Masa {table} desființată</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>Table {table} is broken (BB-09, BB-10): {players} players drew new seats</source>
        <translation>Masa {table} a fost desființată (BB-09, BB-10): jucători care au tras locuri noi: {players}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>The final table is seated (BB-12, BB-13): {players} players</source>
        <translation>Masa finală este așezată (BB-12, BB-13), jucători: {players}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>The final table is seated (BB-12, BB-13): {players} players. Draw for the button.</source>
        <translation>Masa finală este așezată (BB-12, BB-13), jucători: {players}. Trageți butonul.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {table} seat {seat}, as proposed [{rules}]</source>
        <translation>{name}: mutare de la masa {from_table} (locul {from_seat}) la masa {table} (locul {seat}), conform propunerii [{rules}]</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {table} seat {seat}, as proposed, the floor choosing [{rules}]</source>
        <translation>{name}: mutare de la masa {from_table} (locul {from_seat}) la masa {table} (locul {seat}), conform propunerii, la alegerea floor-ului [{rules}]</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {table} seat {seat}, by hand: {reason}</source>
        <translation>{name}: mutare de la masa {from_table} (locul {from_seat}) la masa {table} (locul {seat}), manual: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/moves.py"/>
        <source>{name} moved from table {from_table} seat {from_seat} to table {table} seat {seat}, overriding the proposal: {reason}</source>
        <translation>{name}: mutare de la masa {from_table} (locul {from_seat}) la masa {table} (locul {seat}), contrar propunerii: {reason}</translation>
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
        <translation>&lt;b&gt;{kind}&lt;/b&gt; [{rules}]: {reason} — &lt;i&gt;alege floor-ul: apăsați Confirmă pentru a alege&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Announce hand-for-hand</source>
        <translation>Anunță mână cu mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Balancing: {problem}</source>
        <translation>Echilibrare: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Break a table</source>
        <translation>Desființarea unei mese</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Confirm</source>
        <translation>Confirmă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>End hand-for-hand</source>
        <translation>Încheie mână cu mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Every table has played its hand: the button and blinds move at each one</source>
        <translation>Toate mesele și-au jucat mâna: butonul și blindurile se mută la fiecare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Final table</source>
        <translation>Masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Hand-for-hand is on (BB-14): every table plays one hand, then waits.</source>
        <translation>Se joacă mână cu mână (BB-14): fiecare masă joacă o mână, apoi așteaptă.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Move a player</source>
        <translation>Mutarea unui jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Move another player, or to another seat, and say why</source>
        <translation>Mutați alt jucător sau pe alt loc și spuneți de ce</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Next hand at every table</source>
        <translation>Mâna următoare la toate mesele</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>No tables yet: draw the seats when the players are registered.</source>
        <translation>Încă nu sunt mese: trageți locurile după înscrierea jucătorilor.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Nothing to balance.</source>
        <translation>Nimic de echilibrat.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Only a move can be overridden here</source>
        <translation>Aici se poate modifica doar o mutare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>Override…</source>
        <translation>Modifică…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>{notice} (BB-14)</source>
        <translation>{notice} (BB-14)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/proposal.py"/>
        <source>… and {count} more halted tables</source>
        <translation>… și alte mese oprite: {count}</translation>
    </message>
</context>
<context>
    <name>SeatingRace</name>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>(none chosen)</source>
        <translation>(nimic ales)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table} (CR-01 to CR-06): the {chips} chips go, the new chip is {chip}. After the complete sets are exchanged, type each seat's leftover chips; tick the seats where they are the whole stack.</source>
        <translation>Chip race la masa {table} (CR-01 – CR-06): se scot jetoanele de {chips}, noul jeton este {chip}. După schimbul seturilor complete, introduceți jetoanele rămase la fiecare loc; bifați locurile unde ele sunt tot stack-ul.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table} (CR-08: the floor's color-up): {won} chip won (CR-05)</source>
        <translation>Chip race la masa {table} (CR-08: color-up decis de floor): {won} jeton câștigat (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table} (CR-08: the floor's color-up): {won} chips won (CR-05)</source>
        <translation>Chip race la masa {table} (CR-08: color-up decis de floor): jetoane câștigate: {won} (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table}: {won} chip won (CR-05)</source>
        <translation>Chip race la masa {table}: {won} jeton câștigat (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chip race at table {table}: {won} chips won (CR-05)</source>
        <translation>Chip race la masa {table}: jetoane câștigate: {won} (CR-05)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Chips that go</source>
        <translation>Jetoane scoase</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Choose a table first</source>
        <translation>Mai întâi alegeți o masă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Color-up at table {table} outside a scheduled break (CR-08): the {chips} chips go, the new chip is {chip}. Type each seat's leftover chips; tick the seats where they are the whole stack.</source>
        <translation>Color-up la masa {table} în afara unei pauze programate (CR-08): se scot jetoanele de {chips}, noul jeton este {chip}. Introduceți jetoanele rămase la fiecare loc; bifați locurile unde ele sunt tot stack-ul.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Floor deals the race cards</source>
        <translation>Floor împarte cărțile de chip race</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>New smallest chip</source>
        <translation>Noul jeton cel mai mic</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Seat</source>
        <translation>Loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>Whole stack</source>
        <translation>Tot stack-ul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>only one chip is in play: there is nothing to color up to</source>
        <translation>în joc este un singur jeton: nu există jeton mai mare pentru color-up</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>player {number}</source>
        <translation>jucătorul {number}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>seat {seat}'s {chip} chips</source>
        <translation>Jetoanele de {chip} ale locului {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>{chips} and {chip}</source>
        <translation>{chips} și {chip}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>{chip}s</source>
        <translation>de {chip}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/race.py"/>
        <source>{race}, {kept} given so nobody is raced out (CR-06)</source>
        <translation>{race}; jetoane de protecție date: {kept} (CR-06: nimeni nu e eliminat prin chip race)</translation>
    </message>
</context>
<context>
    <name>SeatingRecord</name>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Awards in order ({count} new {chip} chips in the race, CR-03):</source>
        <translation>Atribuiri în ordine (jetoane noi de {chip} în joc: {count}, CR-03):</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Button draw at table {table}: one card per seat from seat 1</source>
        <translation>Tragerea butonului la masa {table}: câte o carte pe loc, de la locul 1</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Button draw at table {table}: the cards drawn at the table, recorded</source>
        <translation>Tragerea butonului la masa {table}: cărțile trase la masă, înregistrate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Cards, seat 1 first, each player's all together (CR-04):</source>
        <translation>Cărțile, de la locul 1, toate ale fiecărui jucător împreună (CR-04):</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Chip race at table {table} (DT-5)</source>
        <translation>Chip race la masa {table} (DT-5)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Draw record</source>
        <translation>Înregistrarea tragerii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>No chip to award: the leftovers were worth less than half a new chip (CR-03)</source>
        <translation>Niciun jeton de atribuit: resturile valorau mai puțin de jumătate de jeton nou (CR-03)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Raced {value} in {count} low chips; {gone} left play</source>
        <translation>S-au jucat {value} (jetoane mici: {count}); ieșit din joc: {gone}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Raced {value} in {count} low chips; {more} more in play (rounding up, CR-03/CR-06)</source>
        <translation>S-au jucat {value} (jetoane mici: {count}); în joc cu {more} mai mult (rotunjire în sus, CR-03/CR-06)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat}  {name}: {card}</source>
        <translation>Locul {seat}  {name}: {card}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} has the highest card, {card}: the button (BT-01, SR-03)</source>
        <translation>Locul {seat} are cartea cea mai mare, {card}: butonul (BT-01, SR-03)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} {name}: {cards}</source>
        <translation>Locul {seat} {name}: {cards}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} {name}: {cards} — best {card}</source>
        <translation>Locul {seat} {name}: {cards} — cea mai bună {card}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} {name}: {change}</source>
        <translation>Locul {seat} {name}: {change}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Seat {seat} {name}: {change} ({notes})</source>
        <translation>Locul {seat} {name}: {change} ({notes})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Show all</source>
        <translation>Arată tot</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Small blind seat {small}, big blind seat {big}</source>
        <translation>Small blind pe locul {small}, big blind pe locul {big}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>Totals:</source>
        <translation>Totaluri:</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>kept in with a chip</source>
        <translation>ținut în joc cu un jeton</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>no cards (complete sets only)</source>
        <translation>fără cărți (doar seturi complete)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>won a chip</source>
        <translation>a câștigat un jeton</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{card}  {name} → table {table} seat {seat}</source>
        <translation>{card}  {name} → masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{count} complete set exchanged</source>
        <translation>{count} set complet schimbat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{count} complete sets exchanged</source>
        <translation>seturi complete schimbate: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{name} → table {table} seat {seat}</source>
        <translation>{name} → masa {table}, locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: highest card first takes the top seat card</source>
        <translation>{title} [{rules}]: cartea cea mai mare ia prima cartea de loc de deasupra</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: highest card first takes the top seat card (drawn at the table, recorded)</source>
        <translation>{title} [{rules}]: cartea cea mai mare ia prima cartea de loc de deasupra (trase la masă, înregistrate)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: rank cards (drawn at the table, recorded), A is seat 1</source>
        <translation>{title} [{rules}]: cărți de rang (trase la masă, înregistrate), A este locul 1</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: rank cards, A is seat 1</source>
        <translation>{title} [{rules}]: cărți de rang, A este locul 1</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/record.py"/>
        <source>{title} [{rules}]: seats drawn at random, {players} players</source>
        <translation>{title} [{rules}]: locuri trase la întâmplare, jucători: {players}</translation>
    </message>
</context>
<context>
    <name>SeatingTab</name>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Break this table…</source>
        <translation>Desființează masa…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Chip race…</source>
        <translation>Chip race…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Color up now…</source>
        <translation>Color-up acum…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Draw for the button</source>
        <translation>Trage butonul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Draw seats</source>
        <translation>Trage locurile</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Each draws a seat from the open seats, as a new entrant would (SE-04)</source>
        <translation>Fiecare trage un loc dintre cele libere, ca un jucător nou înscris (SE-04)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Final table</source>
        <translation>Masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Floor deals one card to each seat; the highest takes the button (BT-01)</source>
        <translation>Floor împarte câte o carte fiecărui loc; cea mai mare ia butonul (BT-01)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Floor draws every seat by the method beside it (SE-01)</source>
        <translation>Floor trage toate locurile prin metoda aleasă alături (SE-01)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Full redraw…</source>
        <translation>Tragere nouă…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>House settings changed from now on: {changes}</source>
        <translation>Setările clubului s-au schimbat de acum înainte: {changes}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>House settings…</source>
        <translation>Setările clubului…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Move by hand</source>
        <translation>Mutare manuală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Next hand</source>
        <translation>Mâna următoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>No house setting changed</source>
        <translation>Nicio setare a clubului nu s-a schimbat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Put the button on another seat, with the reason (BT-07)</source>
        <translation>Mutați butonul pe alt loc, cu motivul (BT-07)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Record button draw…</source>
        <translation>Înregistrează tragerea…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Record the draw…</source>
        <translation>Înregistrează tragerea…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Seat cards (A) are drawn by Floor: choose B or C to record a draw made at the table</source>
        <translation>Cărțile de loc (A) sunt trase de Floor: alegeți B sau C pentru a înregistra o tragere făcută la masă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Seat the unseated</source>
        <translation>Așază pe cei fără loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Seat the unseated ({count})</source>
        <translation>Așază pe cei fără loc ({count})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Seating on the big screen</source>
        <translation>Așezarea pe ecranul mare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Set the button…</source>
        <translation>Pune butonul…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Table {table}</source>
        <translation>Masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The big screen shows the clock</source>
        <translation>Ecranul mare arată ceasul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The big screen shows the seating</source>
        <translation>Ecranul mare arată așezarea</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The card dealt to each seat at the table, typed in (BT-01)</source>
        <translation>Cartea dată fiecărui loc la masă, introdusă manual (BT-01)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The cards drawn at the table (B: rank cards, C: high cards), typed in</source>
        <translation>Cărțile trase la masă (B: de rang, C: carte mare), introduse manual</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The clock display shows every player's table and seat, and the moves</source>
        <translation>Ecranul ceasului arată masa și locul fiecărui jucător și mutările</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The floor's own color-up outside a scheduled break: choose the chips that go (CR-08)</source>
        <translation>Color-up decis de floor în afara unei pauze programate: alegeți jetoanele scoase (CR-08)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>The house draws seats by {method} (seat_draw_mode); choose another for this draw</source>
        <translation>Clubul trage locurile astfel: {method} (seat_draw_mode); puteți alege altă metodă pentru această tragere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Without a seat ({count}): {names}</source>
        <translation>Fără loc ({count}): {names}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>Without a seat ({count}): {names} and {more} more</source>
        <translation>Fără loc ({count}): {names} și încă {more}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>full redraw: everyone draws</source>
        <translation>tragere completă: trag toți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>only the arrivals draw</source>
        <translation>trag doar cei sosiți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>there are no seats to redraw yet</source>
        <translation>încă nu există locuri pentru o nouă tragere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/seating/tab.py"/>
        <source>there are no tables yet</source>
        <translation>încă nu sunt mese</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Add the next street's bet</source>
        <translation>Adaugă miza rundei următoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Cards</source>
        <translation>Cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Chips this hand</source>
        <translation>Jetoane în mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Dead</source>
        <translation>Morți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Dead money in seat each's chips: the ante; a big-blind ante is what the big blind put in above the blind, up to the ante (BT-13). It goes to the main pot and makes the seat eligible for no more. Grey: from the level (with classic antes and a seat all in for the ante or less, 0: every seat matched the antes, so they count as live chips). Type an amount to correct it for this hand; clear it to go back to the level's.</source>
        <translation>Bani morți din jetoanele fiecărui loc: ante-ul; un ante de big blind este ce a pus big blind-ul peste blind, cel mult cât ante-ul (BT-13). Merg în potul principal și nu îi dau locului dreptul la nimic în plus. Gri: după nivel (cu ante clasic și un loc all-in pentru ante sau mai puțin, 0: toate locurile au egalat ante-ul, deci contează ca jetoane vii). Tastați o sumă pentru a o corecta pentru această mână; ștergeți-o pentru a reveni la valoarea nivelului.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Dead money in seat {seat}'s chips: the ante; a big-blind ante is what the big blind put in above the blind, up to the ante (BT-13). It goes to the main pot and makes the seat eligible for no more. Grey: from the level (with classic antes and a seat all in for the ante or less, 0: every seat matched the antes, so they count as live chips). Type an amount to correct it for this hand; clear it to go back to the level's.</source>
        <translation>Bani morți din jetoanele locului {seat}: ante-ul; un ante de big blind este ce a pus big blind-ul peste blind, cel mult cât ante-ul (BT-13). Merg în potul principal și nu îi dau locului dreptul la nimic în plus. Gri: după nivel (cu ante clasic și un loc all-in pentru ante sau mai puțin, 0: toate locurile au egalat ante-ul, deci contează ca jetoane vii). Tastați o sumă pentru a o corecta pentru această mână; ștergeți-o pentru a reveni la valoarea nivelului.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>For this hand only: the seating has nobody here</source>
        <translation>Doar pentru această mână: după așezare, aici nu stă nimeni</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>For this hand only: the seating has {name} here</source>
        <translation>Doar pentru această mână: după așezare, aici stă {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>In this hand (untick a seat that was not dealt in)</source>
        <translation>În mână (debifați un loc care nu a primit cărți)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Seat</source>
        <translation>Loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Seat {seat} folded: its chips stay in the pots, it wins none</source>
        <translation>Locul {seat} a dat fold: jetoanele lui rămân în poturi, nu câștigă nimic</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Seat {seat} is all in: if it wins nothing it is offered to the floor as out</source>
        <translation>Locul {seat} este all-in: dacă nu câștigă nimic, este propus floor-ului ca eliminat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Tap a name to seat another player there for this hand</source>
        <translation>Atingeți un nume pentru a așeza acolo alt jucător pentru această mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>Tap to seat another player here for this hand</source>
        <translation>Atingeți pentru a așeza aici alt jucător pentru această mână</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>cards</source>
        <translation>cărți</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>chips</source>
        <translation>jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>empty</source>
        <translation>liber</translation>
    </message>
    <message>
        <location filename="../../floor/ui/dealer/seats.py"/>
        <source>the board: flop, turn, river</source>
        <translation>board: flop, turn, river</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source> (this computer only)</source>
        <translation> (doar acest calculator)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>At the desk</source>
        <translation>La birou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Clock display on</source>
        <translation>Ecranul ceasului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Data folder</source>
        <translation>Dosarul de date</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Floor — settings</source>
        <translation>Floor — setări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Language</source>
        <translation>Limba</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Player pages in</source>
        <translation>Limba paginilor jucătorilor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Player pages on</source>
        <translation>Rețeaua paginilor jucătorilor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Player pages port</source>
        <translation>Portul paginilor jucătorilor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Sounds</source>
        <translation>Sunete</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>Tablets, floor phones, TVs</source>
        <translation>Tablete, telefoanele floor-ului, televizoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>default: the user data folder</source>
        <translation>implicit: dosarul de date al utilizatorului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>each phone's own language</source>
        <translation>limba fiecărui telefon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>every network of this computer</source>
        <translation>toate rețelele acestui calculator</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>left empty: {name} stays</source>
        <translation>lăsat gol: rămâne {name}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>over HTTPS, with the room's own certificate</source>
        <translation>prin HTTPS, cu certificatul propriu al sălii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>play a tone with each alert</source>
        <translation>un semnal sonor la fiecare anunț</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>screen {number}: {name} ({width}x{height})</source>
        <translation>ecranul {number}: {name} ({width}x{height})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>the computer's language</source>
        <translation>limba calculatorului</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>the name stamped on every action</source>
        <translation>numele trecut pe fiecare acțiune</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>the room's network (the one this computer reaches the others on)</source>
        <translation>rețeaua sălii (cea prin care acest computer ajunge la celelalte)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>the screen the window opens on</source>
        <translation>ecranul pe care se deschide fereastra</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/settings_dialog.py"/>
        <source>{address} (not found now)</source>
        <translation>{address} (negăsit acum)</translation>
    </message>
</context>
<context>
    <name>Sounder</name>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>no audio device: alerts are shown, not heard</source>
        <translation>niciun dispozitiv audio: anunțurile se văd, nu se aud</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>sound is not available ({error})</source>
        <translation>sunetul nu este disponibil ({error})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{event} is silent: {reason}</source>
        <translation>{event} — fără sunet: {reason}</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Bell</source>
        <translation>Clopot</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Break</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Break is over</source>
        <translation>Pauza s-a terminat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Bubble</source>
        <translation>Bula</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Buzzer</source>
        <translation>Sonerie</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Chime</source>
        <translation>Clinchet</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Color-up</source>
        <translation>Color-up (schimbarea jetoanelor)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Double beep</source>
        <translation>Bip dublu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Falling notes</source>
        <translation>Note coborâtoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Fanfare</source>
        <translation>Fanfară</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Final table</source>
        <translation>Masa finală</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Late registration closing</source>
        <translation>Se închid înscrierile târzii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Level up</source>
        <translation>Nivel nou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>One minute left</source>
        <translation>A mai rămas un minut</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Rising notes</source>
        <translation>Note urcătoare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Triple beep</source>
        <translation>Bip triplu</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>Winner</source>
        <translation>Câștigătorul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sound_choice.py"/>
        <source>no sound</source>
        <translation>fără sunet</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} cannot be read ({error})</source>
        <translation>{file} nu poate fi citit ({error})</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} is not a WAV sound Floor can play: choose a .wav file (8-, 16- or 32-bit)</source>
        <translation>{file} nu este un sunet WAV pe care Floor îl poate reda: alegeți un fișier .wav (8, 16 sau 32 de biți)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} is not there: choose a WAV file that exists</source>
        <translation>{file} nu există: alegeți un fișier WAV care există</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} is too big for an alert's sound ({megabytes} MB; {most} MB at most)</source>
        <translation>{file} este prea mare pentru sunetul unui anunț ({megabytes} MB; cel mult {most} MB)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/common/sounds.py"/>
        <source>{file} plays for {seconds} seconds: an alert's sound lasts {most} at most</source>
        <translation>{file} durează {seconds} secunde: sunetul unui anunț durează cel mult {most}</translation>
    </message>
</context>
<context>
    <name>SoundsEditor</name>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Cannot play it here: {reason}</source>
        <translation>Nu se poate reda aici: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Choose file…</source>
        <translation>Alegeți fișierul…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Each event's sound on the big screen: one of Floor's, the club's own WAV file, or none.</source>
        <translation>Sunetul fiecărui eveniment pe ecranul mare: unul dintre sunetele Floor, fișierul WAV al clubului sau niciunul.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Event</source>
        <translation>Eveniment</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Floor — sounds</source>
        <translation>Floor — sunete</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Not found, so those events are silent: {files}</source>
        <translation>Negăsite, deci aceste evenimente sunt fără sunet: {files}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Playing {sound} at {volume}%</source>
        <translation>Se redă „{sound}” la {volume}%</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Sound</source>
        <translation>Sunet</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Sound of each event…</source>
        <translation>Sunetul fiecărui eveniment…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Sounds are switched off in the settings: the alerts are only shown. The sounds chosen here play once they are switched on.</source>
        <translation>Sunetele sunt oprite în setări: anunțurile doar se afișează. Sunetele alese aici se aud după ce sunt pornite.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Test</source>
        <translation>Testați</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>The sound for {event}</source>
        <translation>Sunetul pentru „{event}”</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>Volume of {event}</source>
        <translation>Volumul: {event}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>WAV sounds (*.wav);;All files (*)</source>
        <translation>Sunete WAV (*.wav);;Toate fișierele (*)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>{event} has no sound: nothing to play</source>
        <translation>„{event}” nu are sunet: nu e nimic de redat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>{event}: {file} (OK keeps it)</source>
        <translation>{event}: {file} (OK îl păstrează)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>{file} (not found)</source>
        <translation>{file} (negăsit)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/sounds_editor.py"/>
        <source>{volume}%</source>
        <translation>{volume}%</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Blind structure</source>
        <translation>Structura blindurilor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Choose a tournament to open, or create one</source>
        <translation>Alegeți un turneu de deschis sau creați unul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Create</source>
        <translation>Creează</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Finished</source>
        <translation>Încheiate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Import from The Tournament Director…</source>
        <translation>Import din The Tournament Director…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Imported from The Tournament Director</source>
        <translation>Importate din The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Importing from The Tournament Director</source>
        <translation>Se importă din The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>New tournament</source>
        <translation>Turneu nou</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Running and not started</source>
        <translation>În desfășurare și neîncepute</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>The Tournament Director (*.tdt)</source>
        <translation>The Tournament Director (*.tdt)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>The Tournament Director's saves</source>
        <translation>Salvările The Tournament Director</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>Tournaments in this database</source>
        <translation>Turneele din această bază de date</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>finished</source>
        <translation>încheiat</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>not started</source>
        <translation>neînceput</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>running</source>
        <translation>în desfășurare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/start_page.py"/>
        <source>{number}. {name} — {date}, {status} — {entries} entries, {playing} playing</source>
        <translation>{number}. {name} — {date}, {status} — intrări: {entries}, în joc: {playing}</translation>
    </message>
</context>
<context>
    <name>Stations</name>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>All in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>All in and won nothing: {names} (the floor confirms)</source>
        <translation>All-in și fără câștig: {names} (confirmă floor-ul)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Android: Settings › Security › Encryption &amp; credentials › Install a certificate › CA certificate, then choose floor-room.crt from Downloads.</source>
        <translation>Android: Setări › Securitate › Criptare și date de conectare › Instalați un certificat › Certificat CA, apoi alegeți floor-room.crt din Descărcări.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Answer</source>
        <translation>Răspuns</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Average stack</source>
        <translation>Stack mediu</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>BREAK</source>
        <translation>PAUZĂ</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Back</source>
        <translation>Înapoi</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Balancing</source>
        <translation>Echilibrare</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Between hands (HS0)</source>
        <translation>Între mâini (HS0)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Break in {time}</source>
        <translation>Pauză în {time}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Button</source>
        <translation>Buton</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Call sent</source>
        <translation>Apel trimis</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Call the floor</source>
        <translation>Cheamă floor-ul</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Calls to the floor</source>
        <translation>Apeluri către floor</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Cards</source>
        <translation>Cărți</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Cards counted</source>
        <translation>Cărți numărate</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Cards found twice</source>
        <translation>Cărți găsite de două ori</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Cards with a different back</source>
        <translation>Cărți cu alt spate</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Check</source>
        <translation>Verifică</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Chips put in</source>
        <translation>Jetoane puse</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Chrome on a computer: Settings › Privacy and security › Security › Manage certificates › Authorities › Import, choose floor-room.crt and tick Trust this certificate for identifying websites.</source>
        <translation>Chrome pe calculator: Setări › Confidențialitate și securitate › Securitate › Gestionează certificatele › Autorități › Importă, alegeți floor-room.crt și bifați „Ai încredere în acest certificat pentru identificarea site-urilor”.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Clear the hand</source>
        <translation>Golește mâna</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Clock</source>
        <translation>Ceas</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Color-up: {chips} chips</source>
        <translation>Color-up: jetoanele de {chips}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Confirm</source>
        <translation>Confirmă</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Confirm: out</source>
        <translation>Confirmă eliminarea</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Confirmed hands</source>
        <translation>Mâini confirmate</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Correct the hand</source>
        <translation>Corectează mâna</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Correct…</source>
        <translation>Corectează…</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Dealer tablet</source>
        <translation>Tableta dealerului</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Deck</source>
        <translation>Pachetul</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Deck check</source>
        <translation>Verificarea pachetului</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Defective card</source>
        <translation>Carte defectă</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Dispute</source>
        <translation>Contestație</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Disqualify {name}? The player is out and the chips leave play (PN-07).</source>
        <translation>Descalificați: {name}? Jucătorul iese, iar jetoanele lui ies din joc (PN-07).</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Done.</source>
        <translation>Gata.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Download the room's certificate</source>
        <translation>Descărcați certificatul sălii</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>During the hand (HS4)</source>
        <translation>În timpul mâinii (HS4)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Final level</source>
        <translation>Ultimul nivel</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Folded</source>
        <translation>Fold</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Game</source>
        <translation>Jocul</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Give the penalty</source>
        <translation>Dați penalizarea</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Halted</source>
        <translation>Oprită</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hand</source>
        <translation>Combinație</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hand {hand}</source>
        <translation>Mâna {hand}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hand {hand} at table {table}: the showdown as it should have been (seats, cards, chips put in)</source>
        <translation>Mâna {hand} la masa {table}: showdown-ul așa cum ar fi trebuit să fie (locuri, cărți, jetoane puse)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hand {hand} recorded. Next button: seat {button}.</source>
        <translation>Mâna {hand} a fost înregistrată. Butonul următor: locul {button}.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Hands…</source>
        <translation>Mâini…</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>How many (hands or rounds)</source>
        <translation>Câte (mâini sau runde)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>In force</source>
        <translation>În vigoare</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Installed: pair over the secure link</source>
        <translation>Instalat: asociere prin legătura securizată</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Its fingerprint (the desk shows the same):</source>
        <translation>Amprenta lui (masa o arată pe aceeași):</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Jokers</source>
        <translation>Jokeri</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Jokers found</source>
        <translation>Jokeri găsiți</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Kept on this tablet: it is sent when the network is back</source>
        <translation>Păstrat pe această tabletă: se trimite când revine rețeaua</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Level {level}</source>
        <translation>Nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Low</source>
        <translation>Low</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Marked cards</source>
        <translation>Cărți marcate</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Marks made on purpose</source>
        <translation>Semne făcute intenționat</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Misdeal</source>
        <translation>Misdeal</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Next: {blinds}</source>
        <translation>Urmează: {blinds}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No calls.</source>
        <translation>Niciun apel.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No connection to the room service</source>
        <translation>Nu există conexiune cu serviciul sălii</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No hand confirmed at this table yet.</source>
        <translation>Nicio mână confirmată la această masă încă.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No penalty in force.</source>
        <translation>Nicio penalizare în vigoare.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>No player offered as out.</source>
        <translation>Niciun jucător propus ca eliminat.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Not started.</source>
        <translation>Nepornit.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Note for the floor (optional)</source>
        <translation>Notă pentru floor (opțional)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Nothing to balance.</source>
        <translation>Nimic de echilibrat.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>ONE MINUTE LEFT</source>
        <translation>A MAI RĂMAS UN MINUT</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Other</source>
        <translation>Altceva</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Out (offered by the dealers)</source>
        <translation>Eliminați (propuși de dealeri)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>PAUSED</source>
        <translation>OPRIT</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>PIN (floor phones only)</source>
        <translation>PIN (doar pentru telefoanele floor-ului)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pair</source>
        <translation>Asociază</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pair this device</source>
        <translation>Asociază acest dispozitiv</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pairing code (6 digits, as the desk shows it)</source>
        <translation>Codul de asociere (6 cifre, cum îl arată biroul)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pairing…</source>
        <translation>Asociere…</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pause the clock</source>
        <translation>Oprește ceasul</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Paused.</source>
        <translation>În pauză.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Penalties</source>
        <translation>Penalizări</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Penalty</source>
        <translation>Penalizare</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Player clock</source>
        <translation>Ceas pentru jucător</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Players</source>
        <translation>Jucători</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Players / entries</source>
        <translation>Jucători / intrări</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Prize pool</source>
        <translation>Fondul de premii</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Prizes</source>
        <translation>Premii</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Push</source>
        <translation>De dat</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Reason (the log keeps it)</source>
        <translation>Motivul (rămâne în jurnal)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Record the ruling</source>
        <translation>Înregistrează decizia</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Resume the clock</source>
        <translation>Repornește ceasul</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Rule (e.g. MD-01)</source>
        <translation>Regula (de ex. MD-01)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Ruling {row} recorded.</source>
        <translation>Decizia {row} a fost înregistrată.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Running.</source>
        <translation>Merge.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Seat {seat}</source>
        <translation>Locul {seat}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Seating</source>
        <translation>Așezarea la mese</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Seats in it</source>
        <translation>Locuri în pot</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Send</source>
        <translation>Trimite</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Sending…</source>
        <translation>Se trimite…</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Smallest chip</source>
        <translation>Cel mai mic jeton</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Stack {stack}</source>
        <translation>Stack {stack}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>TOURNAMENT OVER</source>
        <translation>TURNEU ÎNCHEIAT</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Table {table}</source>
        <translation>Masa {table}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Tables</source>
        <translation>Mese</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The deck is defective.</source>
        <translation>Pachetul este defect.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The deck is not defective.</source>
        <translation>Pachetul nu este defect.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The floor chooses at the desk.</source>
        <translation>Floor-ul alege la birou.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The floor rules: void the hand</source>
        <translation>Decizia floor-ului: anulează mâna</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The floor's ruling</source>
        <translation>Decizia floor-ului</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The floor: {answer}</source>
        <translation>Floor-ul: {answer}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The result comes when the network is back.</source>
        <translation>Rezultatul vine când revine rețeaua.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>The staff's devices talk to the room's service over an encrypted link that only this room's certificate opens. Install it on this device once, then pair.</source>
        <translation>Dispozitivele personalului vorbesc cu serviciul sălii printr-o legătură criptată pe care o deschide doar certificatul acestei săli. Instalați-l o dată pe acest dispozitiv, apoi asociați-l.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>This device is not paired.</source>
        <translation>Acest dispozitiv nu este asociat.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>This hand: game, button, smallest chip</source>
        <translation>Această mână: jocul, butonul, cel mai mic jeton</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>This is not a showdown as JSON: check the brackets and quotes.</source>
        <translation>Acesta nu este un showdown în JSON: verificați parantezele și ghilimelele.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>This table is not in play any more: ask the floor.</source>
        <translation>Această masă nu mai este în joc: întrebați floor-ul.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Tournament clock</source>
        <translation>Ceasul turneului</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Trust this room's certificate (once)</source>
        <translation>Aveți încredere în certificatul acestei săli (o dată)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>What the floor decided</source>
        <translation>Ce a decis floor-ul</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>What to do:</source>
        <translation>Ce trebuie făcut:</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Why it is corrected (the log keeps it)</source>
        <translation>De ce se corectează (jurnalul păstrează motivul)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Winners</source>
        <translation>Câștigători</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>Your seat on your phone</source>
        <translation>Locul dvs. pe telefon</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>e.g. 52 (empty: not counted)</source>
        <translation>ex. 52 (gol: nenumărate)</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>e.g. Ks 7d</source>
        <translation>ex. Ks 7d</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>iPhone or iPad (in Safari): allow the download, then Settings › Profile Downloaded › Install; then Settings › General › About › Certificate Trust Settings and switch on Floor room.</source>
        <translation>iPhone sau iPad (în Safari): permiteți descărcarea, apoi Configurări › Profil descărcat › Instalează; apoi Configurări › General › Despre › Setări de încredere pentru certificate și activați Floor room.</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>not dealt in</source>
        <translation>nu a primit cărți</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>not updated since {time}</source>
        <translation>neactualizat de la {time}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>waiting for the floor</source>
        <translation>se așteaptă floor-ul</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>{count} cards</source>
        <translation>{count} de cărți</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>{count} players left</source>
        <translation>Jucători rămași: {count}</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>{name} WINS</source>
        <translation>{name} CÂȘTIGĂ</translation>
    </message>
    <message>
        <location filename="../../floor/web/stations.py"/>
        <source>{ruling}

The floor confirms this ruling: the hand is void, every seat gets back what it put in.</source>
        <translation>{ruling}

Floor-ul confirmă această decizie: mâna este anulată, fiecare loc primește înapoi ce a pus.</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>A structure Floor ships; loading it replaces the table</source>
        <translation>O structură livrată cu Floor; încărcarea ei înlocuiește tabelul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ante kind</source>
        <translation>Tip ante</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Big blind</source>
        <translation>Big blind</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Blind structures (*.json)</source>
        <translation>Structuri de blinduri (*.json)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Blind structures (*.json);;All files (*)</source>
        <translation>Structuri de blinduri (*.json);;Toate fișierele (*)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Break</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Chips in play</source>
        <translation>Jetoane în joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Choose one…</source>
        <translation>Alegeți…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Color-up</source>
        <translation>Color-up</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Delete</source>
        <translation>Șterge</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Description</source>
        <translation>Descriere</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Every player</source>
        <translation>Fiecare jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Export the blind structure</source>
        <translation>Export structura de blinduri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Exported to {file}. {status}</source>
        <translation>Exportat în {file}. {status}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Fix this first: {problem}</source>
        <translation>Corectați întâi: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>For the structure sheet: level length, breaks, starting stack</source>
        <translation>Pentru fișa structurii: durata nivelurilor, pauze, stack de start</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Import a blind structure</source>
        <translation>Import structură de blinduri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Imported {file}. {status}</source>
        <translation>Importat: {file}. {status}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Insert break</source>
        <translation>Inserează pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Insert level</source>
        <translation>Inserează nivel</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Kind</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Load template</source>
        <translation>Încarcă șablonul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Minutes</source>
        <translation>Minute</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Move down</source>
        <translation>Mută jos</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Move up</source>
        <translation>Mută sus</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>None</source>
        <translation>Fără</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ready to play: 1 level and 1 break</source>
        <translation>Gata de joc — 1 nivel și 1 pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ready to play: 1 level and {breaks} breaks</source>
        <translation>Gata de joc — 1 nivel, pauze: {breaks}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ready to play: {levels} levels and 1 break</source>
        <translation>Gata de joc — niveluri: {levels}, 1 pauză</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Ready to play: {levels} levels and {breaks} breaks</source>
        <translation>Gata de joc — niveluri: {levels}, pauze: {breaks}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Small blind</source>
        <translation>Small blind</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Template</source>
        <translation>Șablon</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>The denominations on the tables, e.g. 25, 100, 500, 1000, 5000</source>
        <translation>Valorile jetoanelor de pe mese, ex. 25, 100, 500, 1000, 5000</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>cannot write {path}: {reason}</source>
        <translation>nu se poate scrie {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>e.g. Sunday Deepstack</source>
        <translation>ex. Sunday Deepstack</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>fix the structure before exporting it: {problem}</source>
        <translation>corectați structura înainte de export: {problem}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>in the chips in play, {word} is not a chip denomination (whole numbers separated by commas, e.g. 25, 100)</source>
        <translation>la jetoanele în joc, {word} nu este o valoare de jeton (numere întregi despărțite prin virgule, ex. 25, 100)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>level {level}</source>
        <translation>nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the ante</source>
        <translation>ante-ul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the ante kind</source>
        <translation>tipul de ante</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the big blind</source>
        <translation>big blind-ul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the break after level {level}</source>
        <translation>pauza de după nivelul {level}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the color-up</source>
        <translation>color-up-ul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the game</source>
        <translation>jocul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the kind</source>
        <translation>tipul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the length in minutes</source>
        <translation>durata în minute</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>the small blind</source>
        <translation>small blind-ul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>{where}: in the color-up, {word} is not a chip denomination (whole numbers separated by commas, e.g. 25, 100)</source>
        <translation>{where}: la color-up, {word} nu este o valoare de jeton (numere întregi despărțite prin virgule, ex. 25, 100)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>{where}: {what}</source>
        <translation>{where}, {what}</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>{where}: {what} is missing</source>
        <translation>{where}: lipsește {what}</translation>
    </message>
</context>
<context>
    <name>TableCombo</name>
    <message>
        <location filename="../../floor/ui/common/table_combo.py"/>
        <source>Table {table}</source>
        <translation>Masa {table}</translation>
    </message>
</context>
<context>
    <name>Templates</name>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>12-minute levels, a 10-minute break every 6 levels, big-blind ante from level 3. Suits a 20,000 starting stack and a 4-5 hour event.</source>
        <translation>Niveluri de 12 minute, o pauză de 10 minute la fiecare 6 niveluri, ante de big blind de la nivelul 3. Potrivită pentru un stack de start de 20.000 și un turneu de 4–5 ore.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>20-minute levels, a 15-minute break every 5 levels, big-blind ante from level 4. Suits a 30,000 starting stack.</source>
        <translation>Niveluri de 20 de minute, o pauză de 15 minute la fiecare 5 niveluri, ante de big blind de la nivelul 4. Potrivită pentru un stack de start de 30.000.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>40-minute levels, a 20-minute break every 4 levels, big-blind ante from level 4. Suits a 50,000 starting stack.</source>
        <translation>Niveluri de 40 de minute, o pauză de 20 de minute la fiecare 4 niveluri, ante de big blind de la nivelul 4. Potrivită pentru un stack de start de 50.000.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Deep stack</source>
        <translation>Deep stack</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>HORSE</source>
        <translation>HORSE</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Hold'em, Omaha hi-lo, Razz, Stud, Stud eight-or-better, one game per 20-minute level. small_blind/big_blind are the limits (small bet/big bet) in every game; stud games have an ante from every player. A 15-minute break after each round of five games.</source>
        <translation>Hold'em, Omaha hi-lo, Razz, Stud, Stud opt-sau-mai-bine, câte un joc pe nivel de 20 de minute. Small blind și big blind sunt limitele (miza mică și miza mare) în fiecare joc; la stud fiecare jucător plătește ante. O pauză de 15 minute după fiecare tură de cinci jocuri.</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/structure_editor.py"/>
        <source>Turbo</source>
        <translation>Turbo</translation>
    </message>
</context>
<context>
    <name>TournamentDialog</name>
    <message>
        <location filename="../../floor/ui/setup/tournament_dialog.py"/>
        <source>Tournament settings saved</source>
        <translation>Setările turneului au fost salvate</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_dialog.py"/>
        <source>Tournament settings — {name}</source>
        <translation>Setările turneului — {name}</translation>
    </message>
</context>
<context>
    <name>TournamentForm</name>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>A satellite pays as many seats of this value as the prize pool holds, and the rest in cash to the next place</source>
        <translation>Un satelit plătește atâtea locuri de această valoare câte încap în fondul de premii, iar restul în bani locului următor</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Add-ons</source>
        <translation>Add-on-uri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Buy-in (to the prize pool)</source>
        <translation>Buy-in (în fondul de premii)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Buying more chips</source>
        <translation>Cumpărarea de jetoane în plus</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Chips</source>
        <translation>Jetoane</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Entry</source>
        <translation>Intrare</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Every prize but 1st is rounded down to a multiple of this; 1st place gets the rest</source>
        <translation>Fiecare premiu în afară de locul 1 se rotunjește în jos la un multiplu al acestui număr; restul îl primește locul 1</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Fee (to the house)</source>
        <translation>Taxă (pentru casă)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Guarantee</source>
        <translation>Garanție</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Late registration through level</source>
        <translation>Înscriere târzie până la nivelul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Payout table</source>
        <translation>Tabel de premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Per player</source>
        <translation>Per jucător</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Price</source>
        <translation>Preț</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Prizes</source>
        <translation>Premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Prizes in multiples of</source>
        <translation>Premii în multipli de</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Re-entries</source>
        <translation>Reintrări</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Rebuys</source>
        <translation>Rebuy-uri</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Registration and tables</source>
        <translation>Înscriere și mese</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Satellite: seats worth</source>
        <translation>Satelit: valoarea unui loc</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Seats per table</source>
        <translation>Locuri la masă</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Starting stack</source>
        <translation>Stack de start</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>The part of the price that goes to the prize pool</source>
        <translation>Partea din preț care merge în fondul de premii</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>Through level</source>
        <translation>Până la nivelul</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>e.g. Sunday Deepstack</source>
        <translation>de ex. Deepstack de duminică</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>no set end</source>
        <translation>fără termen</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>not a satellite</source>
        <translation>nu e satelit</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>{name} (club template)</source>
        <translation>{name} (șablonul clubului)</translation>
    </message>
    <message>
        <location filename="../../floor/ui/setup/tournament_form.py"/>
        <source>{name} (this tournament's copy)</source>
        <translation>{name} (copia acestui turneu)</translation>
    </message>
</context>
<context>
    <name>Worker</name>
    <message>
        <location filename="../../floor/ui/common/work.py"/>
        <source>The job stopped on a problem Floor did not expect: the tournament itself is safe</source>
        <translation>Lucrarea s-a oprit la o problemă neașteptată: turneul în sine este în siguranță</translation>
    </message>
</context>
</TS>
