<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ActionBar</name>
    <message>
        <source>&amp;Keep hand</source>
        <extracomment>Moves without cards that keep one place in the choices row whichever of them is offered: Sneak&apos;s Pass jumped between Draw&apos;s place and the next. The width of such a slot (a wider label widens its own button). Qt&apos;s QWIDGETSIZE_MAX (not exported by PySide6): no maximum width.</extracomment>
        <translation>交換しない(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>いいえ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Exchange</source>
        <translation>交換する(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>出す(&amp;P)</translation>
    </message>
</context>
<context>
    <name>AutosaveMark</name>
    <message>
        <source>Autosave off</source>
        <translation>自動保存オフ</translation>
    </message>
    <message>
        <source>The saved game %1 is kept as it is; this game is not saved.</source>
        <translation>保存されたゲーム %1 はそのまま残しています。このゲームは保存されません。</translation>
    </message>
    <message>
        <source>⚠ Not saved</source>
        <translation>⚠ 未保存</translation>
    </message>
    <message>
        <source>Autosave to %1 failed: %2. It is tried again after every move.</source>
        <translation>%1 への自動保存に失敗しました: %2。一手ごとに再試行します。</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <source>Autosave to %1 failed: %2. It will be tried again after every move.</source>
        <translation>%1 への自動保存に失敗しました: %2。一手ごとに再試行します。</translation>
    </message>
    <message>
        <source>a player&apos;s name holds a character that cannot be written to a file</source>
        <translation>プレイヤー名にファイルへ書き込めない文字が含まれています</translation>
    </message>
    <message>
        <source>an unexpected error (%1)</source>
        <translation>予期しないエラー (%1)</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>You lose the deal: +%2</source>
        <translation>このディールはあなたの負け(+%2点)</translation>
    </message>
    <message>
        <source>%1 loses the deal: +%2</source>
        <translation>このディールは%1の負け(+%2点)</translation>
    </message>
    <message>
        <source>%1 lose the deal: +%2</source>
        <translation>このディールは%1の負け(+%2点)</translation>
    </message>
    <message>
        <source>Out: %1</source>
        <translation>脱落:%1</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>あなたの勝ち!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1の勝ち!</translation>
    </message>
    <message>
        <source>%1 win the game!</source>
        <translation>%1の勝ち!</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>above the ace</source>
        <translation>Aより上</translation>
    </message>
    <message>
        <source>as an ace</source>
        <translation>Aと同じ</translation>
    </message>
    <message>
        <source>22: A 11, K Q J 10</source>
        <translation>22式:A 11点、K・Q・J 10点</translation>
    </message>
    <message>
        <source>Agurk: A 14, K 13, Q 12, J 11</source>
        <translation>アグルク式:A 14点、K 13点、Q 12点、J 11点</translation>
    </message>
    <message>
        <source>Ogórek: A 1, K 13, Q 12, J 11</source>
        <translation>オグレク式:A 1点、K 13点、Q 12点、J 11点</translation>
    </message>
    <message>
        <source>Norwegian: A K Q J 11</source>
        <translation>ノルウェージャン式:A・K・Q・J 11点</translation>
    </message>
    <message>
        <source>the same as the first deal</source>
        <translation>最初のディールと同じ枚数</translation>
    </message>
    <message>
        <source>the losing card&apos;s points</source>
        <translation>前回の敗者の失点と同じ枚数</translation>
    </message>
    <message>
        <source>one fewer each deal</source>
        <translation>ディールごとに1枚ずつ減らす</translation>
    </message>
    <message>
        <source>down to 1 card, then back up</source>
        <translation>1枚まで減らし、また増やす</translation>
    </message>
    <message>
        <source>the whole deck shared out</source>
        <translation>全カードを均等に配り切る</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>any number, once each</source>
        <translation>各自1回、好きな枚数</translation>
    </message>
    <message>
        <source>as many as the first player</source>
        <translation>最初のプレイヤーと同じ枚数</translation>
    </message>
    <message>
        <source>dealer first, keep 2</source>
        <translation>ディーラーから、手札を2枚以上残す</translation>
    </message>
    <message>
        <source>one fewer each player</source>
        <translation>前の人より1枚少なく</translation>
    </message>
    <message>
        <source>Rassi: free, double, redouble</source>
        <translation>ラッシ式(フリー、ダブル、リダブル)</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>1枚のみ</translation>
    </message>
    <message>
        <source>one card or a set</source>
        <translation>1枚またはセット</translation>
    </message>
    <message>
        <source>the card just played</source>
        <translation>直前に出たカード</translation>
    </message>
    <message>
        <source>the highest card so far</source>
        <translation>場で最も強いカード</translation>
    </message>
    <message>
        <source>after an ace, play your lowest</source>
        <translation>Aが出たら最も弱いカードを出す</translation>
    </message>
    <message>
        <source>one ace per trick</source>
        <translation>1トリックにAは1枚まで</translation>
    </message>
    <message>
        <source>shown all at once</source>
        <translation>全員一斉に公開</translation>
    </message>
    <message>
        <source>played in turn</source>
        <translation>順番に出す</translation>
    </message>
    <message>
        <source>all of them lose</source>
        <translation>全員が敗者</translation>
    </message>
    <message>
        <source>the last to play it scores, the others subtract it</source>
        <translation>最後に出した人だけが失点し、他の人はその点を引く</translation>
    </message>
    <message>
        <source>at least the threshold</source>
        <translation>基準点に達したら</translation>
    </message>
    <message>
        <source>over the threshold</source>
        <translation>基準点を超えたら</translation>
    </message>
    <message>
        <source>when one player is left</source>
        <translation>残りが1人になったとき</translation>
    </message>
    <message>
        <source>at the first elimination</source>
        <translation>最初の脱落者が出たとき</translation>
    </message>
    <message>
        <source>the lowest total wins</source>
        <translation>失点の合計が最も少ない人の勝ち</translation>
    </message>
    <message>
        <source>they all win</source>
        <translation>全員が勝者</translation>
    </message>
    <message>
        <source>the loser</source>
        <translation>敗者</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>時計回りに次の人</translation>
    </message>
    <message>
        <source>who showed the lowest last card</source>
        <translation>最後のトリックで最も弱いカードを出した人</translation>
    </message>
    <message>
        <source>the dealer&apos;s left</source>
        <translation>ディーラーの左隣</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>buy back in (≤3 players left)</source>
        <translation>バイ・イン(残り3人以下)</translation>
    </message>
    <message>
        <source>pay to re-enter once</source>
        <translation>1回だけ支払って復帰</translation>
    </message>
    <message>
        <source>one free reset</source>
        <translation>1回だけ無料リセット</translation>
    </message>
    <message>
        <source>6♣ (21 points)</source>
        <translation>6♣(21点)</translation>
    </message>
    <message>
        <source>7♠ then 7♣ (16, 15 points)</source>
        <translation>7♠、7♣の順(16点、15点)</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <source>out</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>脱落</translation>
    </message>
    <message>
        <source>Deal %1 is over</source>
        <translation>第%1ディール終了</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>このディール</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>%1 loses the deal with %2: %3 × %4 = +%5 points.</source>
        <translation>%1が%2でこのディールの敗者になりました(%3 × %4 = +%5点)。</translation>
    </message>
    <message>
        <source>You lose the deal with %2: %3 × %4 = +%5 points.</source>
        <translation>あなたが%2でこのディールの敗者になりました(%3 × %4 = +%5点)。</translation>
    </message>
    <message>
        <source>Next: %1 deals 1 card each.</source>
        <translation>次は%1が1枚ずつ配ります。</translation>
    </message>
    <message>
        <source>Next: you deal 1 card each.</source>
        <translation>次はあなたが1枚ずつ配ります。</translation>
    </message>
    <message>
        <source>Next: %1 deals %2 cards each.</source>
        <translation>次は%1が%2枚ずつ配ります。</translation>
    </message>
    <message>
        <source>Next: you deal %2 cards each.</source>
        <translation>次はあなたが%2枚ずつ配ります。</translation>
    </message>
    <message>
        <source>The loser deals.</source>
        <translation>負けた人が配ります。</translation>
    </message>
    <message>
        <source>The losers drew cards for the deal.</source>
        <translation>負けた人たちがカードを引いて配る人を決めました。</translation>
    </message>
    <message>
        <source>The loser is out: the others drew cards for the deal.</source>
        <translation>負けた人は脱落したので、残りの人がカードを引いて配る人を決めました。</translation>
    </message>
    <message>
        <source>Whoever showed the lowest last card deals.</source>
        <translation>最後のトリックで最も弱いカードを出した人が配ります。</translation>
    </message>
    <message>
        <source>The deal passes to the left.</source>
        <translation>配る人は左隣に移ります。</translation>
    </message>
    <message>
        <source>Nobody banked a card this deal.</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>このディールでは誰もカードを得点にしませんでした。</translation>
    </message>
    <message>
        <source>You banked the most: 1 card.</source>
        <translation>最も多く得点にしたのはあなたです (1枚)。</translation>
    </message>
    <message>
        <source>You banked the most: %2 cards.</source>
        <translation>最も多く得点にしたのはあなたです (%2枚)。</translation>
    </message>
    <message>
        <source>%1 banked the most: 1 card.</source>
        <translation>最も多く得点にしたのは %1 です (1枚)。</translation>
    </message>
    <message>
        <source>%1 banked the most: %2 cards.</source>
        <translation>最も多く得点にしたのは %1 です (%2枚)。</translation>
    </message>
    <message>
        <source>%1 banked the most: 1 card each.</source>
        <translation>最も多く得点にしたのは %1 です (各1枚)。</translation>
    </message>
    <message>
        <source>%1 banked the most: %2 cards each.</source>
        <translation>最も多く得点にしたのは %1 です (各%2枚)。</translation>
    </message>
    <message>
        <source>%1 wins the game, %2.</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>%1 の勝ちです (%2)。</translation>
    </message>
    <message>
        <source>You win the game, %2.</source>
        <translation>あなたの勝ちです (%2)。</translation>
    </message>
    <message>
        <source>First to %1 games wins the match.</source>
        <translation>先に%1ゲーム勝った方がマッチの勝者です。</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>勝ったゲーム数</translation>
    </message>
    <message>
        <source>First to %1 points wins the match.</source>
        <translation>先に%1点に達した方がマッチの勝者です。</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>マッチの得点</translation>
    </message>
    <message>
        <source>Game %1 is over</source>
        <translation>第%1ゲーム終了</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>このゲーム</translation>
    </message>
    <message>
        <source>Tricks taken by %1: %2 in stage 1, %3 in stage 2.</source>
        <translation>%1 が取ったトリック: 第1段階で%2、第2段階で%3。</translation>
    </message>
    <message>
        <source>Tricks you took: %2 in stage 1, %3 in stage 2.</source>
        <translation>あなたが取ったトリック: 第1段階で%2、第2段階で%3。</translation>
    </message>
</context>
<context>
    <name>Friends</name>
    <message>
        <source>Play with &amp;friends</source>
        <extracomment>Look for tables on the LAN in the join dialog (the tests turn it off: they never touch the machine&apos;s real network).</extracomment>
        <translation>友だちと遊ぶ(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>テーブルを開く(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>テーブルに参加(&amp;J)…</translation>
    </message>
    <message>
        <source>Host again: %1 (%2)</source>
        <translation>もう一度開く: %1 (%2)</translation>
    </message>
    <message>
        <source>Rejoin: %1 as %2 (%3)</source>
        <translation>再参加: %1、%2として(%3)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>The table cannot be shown on your network (%1); send the invitation.</source>
        <translation>このテーブルをネットワークに表示できません(%1)。招待を送ってください。</translation>
    </message>
    <message>
        <source>Host again</source>
        <translation>もう一度開く</translation>
    </message>
    <message>
        <source>This table cannot be hosted again (%1).</source>
        <translation>このテーブルはもう一度開けません(%1)。</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <source>The table cannot listen on port %1 (%2). Pick another port.</source>
        <translation>ポート %1 で待ち受けできません(%2)。別のポートを選んでください。</translation>
    </message>
    <message>
        <source>Rejoin the table?</source>
        <translation>テーブルに戻りますか?</translation>
    </message>
    <message>
        <source>You have a seat at a shared table. %1 — rejoin it now?</source>
        <translation>共有テーブルにあなたの席が残っています。%1 — 今すぐ戻りますか?</translation>
    </message>
</context>
<context>
    <name>GameArchive</name>
    <message>
        <source>&amp;Open record…</source>
        <translation>記録を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Replay a saved .cardtable game</source>
        <translation>保存した .cardtable のゲームを再生します</translation>
    </message>
    <message>
        <source>&amp;Save record as…</source>
        <translation>記録に名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Export the game on the table as a file</source>
        <translation>テーブルのゲームをファイルに書き出します</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>履歴(&amp;H)…</translation>
    </message>
    <message>
        <source>Every finished game, to replay or export</source>
        <translation>終わったすべてのゲーム(再生・書き出し用)</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>成績(&amp;T)…</translation>
    </message>
    <message>
        <source>Your results per game and variant</source>
        <translation>ゲームとバリエーションごとのあなたの成績</translation>
    </message>
    <message>
        <source>The game could not be added to the statistics (%1).</source>
        <translation>このゲームを成績に加えられませんでした(%1)。</translation>
    </message>
    <message>
        <source>The game&apos;s record was saved as %1.</source>
        <translation>このゲームの記録を %1 として保存しました。</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program: this session&apos;s games are kept aside and will be added to it once it is free.</source>
        <translation>成績ファイルは別のプログラムが使用中です。このセッションのゲームは別に保管し、ファイルが空きしだい追加します。</translation>
    </message>
    <message>
        <source>The statistics file is free again: %1 game(s) kept aside were added to it.</source>
        <translation>成績ファイルが使えるようになりました。別に保管していた %1 ゲームを追加しました。</translation>
    </message>
    <message>
        <source>Games kept aside earlier could not be read back (%1); their file was kept with “.unreadable” added to its name.</source>
        <translation>以前に別に保管したゲームを読み込めませんでした(%1)。そのファイルは名前の末尾に「.unreadable」を付けて残しました。</translation>
    </message>
    <message>
        <source>The statistics file cannot be used (%1): statistics are kept in memory until cardtable closes.</source>
        <translation>成績ファイルを使えません(%1)。cardtable を閉じるまで成績はメモリーに保持します。</translation>
    </message>
    <message>
        <source>The statistics file comes from a newer cardtable: it was kept as %1 and a new one was started.</source>
        <translation>成績ファイルは新しい版の cardtable のものです。%1 として残し、新しいファイルを作りました。</translation>
    </message>
    <message>
        <source>The statistics file was damaged: it was kept as %1 and a new one was started.</source>
        <translation>成績ファイルが壊れていました。%1 として残し、新しいファイルを作りました。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>The record of this game was not kept.</source>
        <translation>このゲームの記録は残っていません。</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>記録を開く</translation>
    </message>
    <message>
        <source>cardtable records (%1);;All files (*)</source>
        <translation>cardtable の記録 (%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 を開けません:%2</translation>
    </message>
    <message>
        <source>Save record as</source>
        <translation>記録に名前を付けて保存</translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation>記録を保存できませんでした:%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 に保存しました。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Last trick: play your last card.</source>
        <translation>最後のトリック：残りの1枚を出してください。</translation>
    </message>
    <message>
        <source>Exchange: select 1 card to discard (you draw another), or keep your hand.</source>
        <translation>交換：捨てるカードを1枚選んでください（1枚引きます）。交換しない場合は「交換しない」を押します。</translation>
    </message>
    <message>
        <source>Exchange: select exactly %1 cards to discard (you draw as many), or keep your hand.</source>
        <translation>交換：捨てるカードをちょうど%1枚選んでください（同じ枚数を引きます）。交換しない場合は「交換しない」を押します。</translation>
    </message>
    <message>
        <source>Exchange: select up to %1 cards to discard (you draw as many), or keep your hand.</source>
        <translation>交換：捨てるカードを%1枚まで選んでください（同じ枚数を引きます）。交換しない場合は「交換しない」を押します。</translation>
    </message>
    <message>
        <source>Exchange: select the cards to discard, or keep your hand.</source>
        <translation>交換:捨てるカードを選んでください。交換しない場合は「交換しない」を押します。</translation>
    </message>
    <message>
        <source>Your lead: you must lead your lowest rank (%1): one card, or several (keep at least one in hand).</source>
        <translation>あなたのリードです：最も弱いランク（%1）でリードしなければなりません。1枚でも複数枚でも出せます（手札を最低1枚は残します）。</translation>
    </message>
    <message>
        <source>Your lead: you must lead your lowest card (%1).</source>
        <translation>あなたのリードです：最も弱いカード（%1）でリードしなければなりません。</translation>
    </message>
    <message>
        <source>Your lead: select a card, or several cards of one rank (keep at least one in hand), and play.</source>
        <translation>あなたのリードです：カード1枚、または同じランクのカード複数枚（手札を最低1枚は残します）を選んで出してください。</translation>
    </message>
    <message>
        <source>Your lead: select a card and play it.</source>
        <translation>あなたのリードです：カードを1枚選んで出してください。</translation>
    </message>
    <message>
        <source>%1 No second ace may be played in this trick.</source>
        <translation>%1 このトリックでは2枚目のAは出せません。</translation>
    </message>
    <message>
        <source>Your turn: play a card equal to or higher than %1, or your lowest card (%2).</source>
        <translation>あなたの番です：%1以上のカードか、手札で最も弱いカード（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: play a card higher than %1, or your lowest card (%2).</source>
        <translation>あなたの番です：%1より強いカードか、手札で最も弱いカード（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: play %3 cards that match or beat %1 card for card (highest against highest), or your lowest %3 (%2).</source>
        <translation>あなたの番です：%1と強い順に1枚ずつ比べて同じか強い%3枚か、最も弱い%3枚（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: play %3 cards that beat %1 card for card (highest against highest), or your lowest %3 (%2).</source>
        <translation>あなたの番です：%1と強い順に1枚ずつ比べてすべて強い%3枚か、最も弱い%3枚（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: you must play a card equal to or higher than %1.</source>
        <translation>あなたの番です：%1以上のカードを出さなければなりません。</translation>
    </message>
    <message>
        <source>Your turn: you must play a card higher than %1.</source>
        <translation>あなたの番です：%1より強いカードを出さなければなりません。</translation>
    </message>
    <message>
        <source>Your turn: you must play %3 cards that match or beat %1 card for card (highest against highest).</source>
        <translation>あなたの番です：%1と強い順に1枚ずつ比べて同じか強い%3枚を出さなければなりません。</translation>
    </message>
    <message>
        <source>Your turn: you must play %3 cards that beat %1 card for card (highest against highest).</source>
        <translation>あなたの番です：%1と強い順に1枚ずつ比べてすべて強い%3枚を出さなければなりません。</translation>
    </message>
    <message>
        <source>Your turn: nothing in your hand equals or beats %1, so play your lowest card (%2).</source>
        <translation>あなたの番です：%1以上のカードがないので、手札で最も弱いカード（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: nothing in your hand beats %1, so play your lowest card (%2).</source>
        <translation>あなたの番です：%1より強いカードがないので、手札で最も弱いカード（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: no %3 of your cards match or beat %1 card for card, so play your lowest %3 (%2).</source>
        <translation>あなたの番です：%1と強い順に1枚ずつ比べて同じか強い%3枚がないので、最も弱い%3枚（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: no %3 of your cards beat %1 card for card, so play your lowest %3 (%2).</source>
        <translation>あなたの番です：%1と強い順に1枚ずつ比べてすべて強い%3枚がないので、最も弱い%3枚（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: an ace was just played, so play your lowest card (%2).</source>
        <translation>あなたの番です：直前にAが出たので、手札で最も弱いカード（%2）を出してください。</translation>
    </message>
    <message>
        <source>Your turn: an ace was just played, so play your lowest %3 cards (%2).</source>
        <translation>あなたの番です：直前にAが出たので、手札で最も弱い%3枚（%2）を出してください。</translation>
    </message>
    <message>
        <source>Last trick: lay down your last card.</source>
        <translation>最後のトリック:残りの1枚を出してください。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>The summary between deals (the main window&apos;s; ``None``: no pause).</extracomment>
        <translation>%1が考え中…</translation>
    </message>
    <message>
        <source>Your only legal move: %1 — played for you.</source>
        <translation>出せる手は %1 だけです。自動で出します。</translation>
    </message>
    <message>
        <source>The game cannot go on from here: the rules could not carry out the last move. It is saved as it stood before that move.</source>
        <translation>このゲームはここから先に進めません。最後の手をルールどおりに処理できませんでした。その手の前の状態で保存してあります。</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1 won!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1の勝ち!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>プレイを振り返る</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>失点</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <source>Hints are off at a shared table.</source>
        <extracomment>What a screen reader must say: the hint and why, or why there is none.</extracomment>
        <translation>共有テーブルではヒントは使えません。</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>ヒントは自分の番に出せます。</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>今回はヒントを出せませんでした。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>the hint, then why</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>It is your only legal move.</source>
        <translation>出せる手はこれだけです。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>The next best, %1: loses %2%, %3 points.</source>
        <translation>次善の手「%1」では負け%2%、失点%3点です。</translation>
    </message>
    <message>
        <source>In %1 imagined deals this move loses the deal %2% of the time and takes %3 points on average.</source>
        <translation>想定した%1通りの配り方で、この手でディールに負けるのは%2%、失点は平均%3点です。</translation>
    </message>
    <message>
        <source>The expert weighs a move by its points plus a bonus for reaching 20. In %1 imagined deals this move is worth %4: %2 points on average, 20 or more in %3% of them.</source>
        <translation>エキスパートは手を「得点＋20点に届いたときのボーナス」で評価します。想定した %1 通りの配りで、この手の評価は %4 です（平均 %2 点、%3% で20点以上）。</translation>
    </message>
    <message>
        <source>The next best, %1: worth %4 (%2 points, 20 or more in %3%).</source>
        <translation>次に良い手 %1：評価 %4（%2 点、%3% で20点以上）。</translation>
    </message>
    <message>
        <source>Every card is known now: with perfect play from here this card takes %2 of the remaining tricks.</source>
        <translation>もう全てのカードが分かっています。ここから最善に打てば、このカードで残りのトリックのうち%2回を取れます。</translation>
    </message>
    <message>
        <source>%1 would take %2.</source>
        <translation>「%1」なら%2回です。</translation>
    </message>
    <message>
        <source>Expected gain: about %2 points (the cards it should bring to your score pile, compared with keeping your cards in hand).</source>
        <translation>期待される得: 約%2点 (手札に残しておく場合と比べて、この手で得点になると見込まれるカードの枚数)。</translation>
    </message>
    <message>
        <source>The best other choice, %1: about %2 points.</source>
        <translation>ほかで最もよい手「%1」は約%2点です。</translation>
    </message>
    <message>
        <source>The best other choice, %1: about %2 points. Close choices are mixed, so that nobody can read your play.</source>
        <translation>ほかで最もよい手「%1」は約%2点です。差の小さい手は混ぜて選び、相手に読まれないようにしています。</translation>
    </message>
    <message>
        <source>Your best set wins this challenge in about %2% of %1 imagined hands.</source>
        <translation>想定した%1通りの手札で、あなたの最強の組はこのチャレンジに約%2%勝ちます。</translation>
    </message>
    <message>
        <source>Lost, this bet could cost up to %1 points, more than this game&apos;s %2 allow: answer No.</source>
        <translation>負ければこの賭けは最大 %1 点になり、このゲームの %2 点を超えてしまいます。「いいえ」と答えましょう。</translation>
    </message>
    <message>
        <source>Your lowest card for the last trick, %1, is too high to dodge it: a new hand is likely better.</source>
        <translation>最後のトリック用のいちばん低いカード %1 では負けを避けにくいので、手札を替えたほうがよさそうです。</translation>
    </message>
    <message>
        <source>Your lowest card for the last trick, %1, can still dodge it: keep this hand.</source>
        <translation>最後のトリック用のいちばん低いカード %1 で負けを避けられそうなので、この手札を残しましょう。</translation>
    </message>
    <message>
        <source>Your lowest card for the last trick, %1, is weak and you have %2 points to spare: a new hand is worth the higher stake.</source>
        <translation>最後のトリック用のいちばん低いカード %1 は弱く、脱落まで%2点の余裕があるので、賭けを上げても手札を替える価値があります。</translation>
    </message>
    <message>
        <source>A new hand at a higher stake pays with a weak hand (your lowest card for the last trick %5 or higher) and more than %3 points to spare; yours is %1, with %2 points to spare.</source>
        <translation>賭けを上げて手札を替えるのは、手札が弱く (最後のトリック用のいちばん低いカードが%5以上)、脱落まで%3点より多く余裕があるときです。いまのそのカードは %1、余裕は%2点です。</translation>
    </message>
    <message>
        <source>You hold %4 cards of 4 or lower, the lowest %1, and %2 points to spare: a contra is a good bet.</source>
        <translation>4以下のカードが%4枚 (いちばん低いのは %1) あり、脱落まで%2点の余裕があるので、コントラは良い賭けです。</translation>
    </message>
    <message>
        <source>A contra needs two cards of 4 or lower, the lowest %5 or lower, and more than %3 points to spare; you have %4 of them, the lowest %1, and %2 points.</source>
        <translation>コントラには、4以下のカードが2枚 (いちばん低いのが%5以下) と、脱落まで%3点より多い余裕が必要です。いまは4以下が%4枚、いちばん低いのは %1、余裕は%2点です。</translation>
    </message>
    <message>
        <source>Staying in the game is worth the stake.</source>
        <translation>ゲームに残ることはチップを払う価値があります。</translation>
    </message>
    <message>
        <source>A free reset can only help.</source>
        <translation>無料リセットは使って損がありません。</translation>
    </message>
    <message>
        <source>You are out: buying in keeps you in the game.</source>
        <translation>脱落しているので、買い戻せばゲームに残れます。</translation>
    </message>
    <message>
        <source>You are not out: a buy-in would cost its stake for nothing.</source>
        <translation>脱落していないので、買い戻しはチップの無駄になります。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a button&apos;s label, then cards</comment>
        <translation>%2 を%1</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won by %1</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Place %1 of %2</source>
        <translation>%2人中%1位</translation>
    </message>
    <message>
        <source> (assisted)</source>
        <translation>(アシストあり)</translation>
    </message>
    <message>
        <source> (shared table)</source>
        <translation>(共有テーブル)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリエーション</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>再生(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save record as…</source>
        <translation>記録に名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Re&amp;view my play</source>
        <translation>プレイを振り返る(&amp;V)</translation>
    </message>
    <message>
        <source>Grade your decisions in the selected game by the expert&apos;s values</source>
        <translation>選んだゲームでのあなたの判断を、上級AIの評価で採点します</translation>
    </message>
    <message>
        <source>Watch the selected game again, move by move</source>
        <translation>選んだゲームを一手ずつもう一度見ます</translation>
    </message>
    <message>
        <source>Export the selected game as a .cardtable file</source>
        <translation>選んだゲームを .cardtable ファイルに書き出します</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>終わったゲームはまだありません。</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <extracomment>The port a table listens on unless the host picks another. The default wait before an AI plays a seat left empty, in seconds. Rule rows shown at once (more scroll), and at least; seat rows the same. The dialog opens at most this share of its screen each way, and at least this wide.</extracomment>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>標準ルールに戻す</translation>
    </message>
    <message>
        <source>Friends on other computers can join</source>
        <translation>ほかのコンピューターの友だちも参加できる</translation>
    </message>
    <message>
        <source>never: the game waits</source>
        <translation>なし:ゲームは待つ</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Show the table under Tables on your network</source>
        <translation>「ネットワーク上のテーブル」に表示する</translation>
    </message>
    <message>
        <source>Anyone on your local network can then see the table and join it.</source>
        <translation>同じローカルネットワークの誰でもこのテーブルを見つけて参加できるようになります。</translation>
    </message>
    <message>
        <source>Rules (● changed from the preset)</source>
        <translation>ルール(●:標準ルールから変更)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリエーション</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>An AI plays a seat left empty after</source>
        <translation>空いた席をAIが代わりに打つまで</translation>
    </message>
    <message>
        <source>Undo and hints are off at a shared table. The game is dealt when you press Host; friends take their seats with the invitation you will be shown.</source>
        <translation>共有テーブルでは「元に戻す」とヒントは使えません。「開く」を押すとカードが配られます。友だちは、このあと表示される招待で席に着きます。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>This game cannot be played: %1</source>
        <translation>この設定ではプレイできません：%1</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>友だち</translation>
    </message>
    <message>
        <source>AI · %1</source>
        <translation>AI・%1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>No game is in progress.</source>
        <extracomment>code → (sentence with %1, %2 …, the params that fill them, in order).</extracomment>
        <translation>進行中のゲームがありません。</translation>
    </message>
    <message>
        <source>The game is over: no more moves can be made.</source>
        <translation>ゲームは終了しました。これ以上は手を指せません。</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>まだあなたの番ではありません。</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>%1 は手札にありません。</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>このゲームでは指せない手です。</translation>
    </message>
    <message>
        <source>The table moved on before your move arrived: play again.</source>
        <translation>手が届く前に卓が進みました。もう一度出してください。</translation>
    </message>
    <message>
        <source>You can only move for your own seat.</source>
        <translation>自分の席の手しか出せません。</translation>
    </message>
    <message>
        <source>The table could not read that move.</source>
        <translation>卓がその手を読み取れませんでした。</translation>
    </message>
    <message>
        <source>Exchange first: discard some cards to draw as many, or keep your hand.</source>
        <translation>先に交換してください。捨てた枚数だけ引くか、手札をそのままにします。</translation>
    </message>
    <message>
        <source>Play cards now.</source>
        <translation>今はカードを出す番です。</translation>
    </message>
    <message>
        <source>Play at least one card.</source>
        <translation>カードを1枚以上出してください。</translation>
    </message>
    <message>
        <source>In the last trick each player shows their one card.</source>
        <translation>最後のトリックでは、各自が残りの1枚を見せます。</translation>
    </message>
    <message>
        <source>You can exchange at most %1 cards: that is all the stock holds.</source>
        <translation>交換できるのは最大%1枚です（山札の残りがそれだけです）。</translation>
    </message>
    <message>
        <source>Keep at least 2 cards in your hand when you exchange.</source>
        <translation>交換するときは手札を最低2枚残してください。</translation>
    </message>
    <message>
        <source>Exchange exactly %1 cards, or none.</source>
        <translation>ちょうど%1枚交換するか、交換しないでください。</translation>
    </message>
    <message>
        <source>You cannot exchange that many cards now.</source>
        <translation>今はその枚数を交換できません。</translation>
    </message>
    <message>
        <source>Only one card may be led in this game.</source>
        <translation>このゲームでリードできるのは1枚だけです。</translation>
    </message>
    <message>
        <source>Cards led together must all be the same rank.</source>
        <translation>一緒にリードするカードはすべて同じランクでなければなりません。</translation>
    </message>
    <message>
        <source>A set lead must leave at least one card in your hand for the last trick.</source>
        <translation>複数枚のリードでは、最後のトリック用に手札を最低1枚残してください。</translation>
    </message>
    <message>
        <source>You must lead your lowest card (%1).</source>
        <translation>最も弱いカード（%1）でリードしなければなりません。</translation>
    </message>
    <message>
        <source>That lead is not allowed.</source>
        <translation>そのリードはできません。</translation>
    </message>
    <message>
        <source>Play as many cards as were led (%1).</source>
        <translation>リードされたのと同じ枚数（%1枚）を出してください。</translation>
    </message>
    <message>
        <source>After an ace the next player must play their lowest (%1).</source>
        <translation>Aの次の人は最も弱いカード（%1）を出さなければなりません。</translation>
    </message>
    <message>
        <source>Only one ace may be played in a trick.</source>
        <translation>1トリックに出せるAは1枚までです。</translation>
    </message>
    <message>
        <source>You can beat the cards to beat, so you must.</source>
        <translation>勝てるカードがあるので、勝たなければなりません。</translation>
    </message>
    <message>
        <source>Play cards higher than the cards to beat, or your lowest (%1).</source>
        <translation>勝つべきカードより強いカードか、最も弱いカード（%1）を出してください。</translation>
    </message>
    <message>
        <source>Play cards equal to or higher than the cards to beat, or your lowest (%1).</source>
        <translation>勝つべきカードと同じかそれより強いカードか、最も弱いカード（%1）を出してください。</translation>
    </message>
    <message>
        <source>First you must name the trump suit.</source>
        <translation>先に切り札のスートを指定してください。</translation>
    </message>
    <message>
        <source>First you must name the super-trump rank.</source>
        <translation>先にスーパー切り札のランクを指定してください。</translation>
    </message>
    <message>
        <source>Trumps and super trumps are already named: play a card.</source>
        <translation>切り札とスーパー切り札は指定済みです。カードを出してください。</translation>
    </message>
    <message>
        <source>Choose one of the offered values.</source>
        <translation>示された選択肢から選んでください。</translation>
    </message>
    <message>
        <source>You must follow suit: you hold a card of the suit led (%1).</source>
        <translation>マストフォローです。リードされたスート（%1）のカードを持っています。</translation>
    </message>
    <message>
        <source>You must follow suit: trumps were led and you hold a trump.</source>
        <translation>マストフォローです。切り札がリードされ、あなたは切り札を持っています。</translation>
    </message>
    <message>
        <source>Nobody has led a play to challenge: draw, sneak or flaunt.</source>
        <translation>チャレンジする相手の手がありません。「引く」「スニーク」「フラウント」のどれかを選んでください。</translation>
    </message>
    <message>
        <source>Your hand is empty: you must draw.</source>
        <translation>手札がありません。引かなければなりません。</translation>
    </message>
    <message>
        <source>Nobody else holds a card, so you cannot play: draw.</source>
        <translation>他に手札を持つ人がいないので出せません。引いてください。</translation>
    </message>
    <message>
        <source>You may play at most %1 cards: no other hand holds more.</source>
        <translation>出せるのは最大%1枚です（他の人の手札はそれより多くありません）。</translation>
    </message>
    <message>
        <source>The stock is empty: every turn must be a flaunt.</source>
        <translation>山札がありません。毎回フラウントしなければなりません。</translation>
    </message>
    <message>
        <source>Those cards are no combo.</source>
        <translation>そのカードは役になっていません。</translation>
    </message>
    <message>
        <source>Challenge the play that was led, or pass.</source>
        <translation>出された手にチャレンジするか、パスしてください。</translation>
    </message>
    <message>
        <source>Challenge with exactly %1 cards, as many as were led.</source>
        <translation>出されたのと同じ%1枚でチャレンジしてください。</translation>
    </message>
    <message>
        <source>Those are not cards.</source>
        <translation>それはカードではありません。</translation>
    </message>
    <message>
        <source>Choose at least one card.</source>
        <translation>カードを1枚以上選んでください。</translation>
    </message>
    <message>
        <source>The stock is empty: you must flaunt.</source>
        <translation>山札がありません。フラウントしなければなりません。</translation>
    </message>
    <message>
        <source>Your hand is at the limit (%1 cards): you cannot draw.</source>
        <translation>手札が上限（%1枚）に達しているので引けません。</translation>
    </message>
    <message>
        <source>Your hand is at the limit (%1 cards) and nobody else holds a card: you must pass.</source>
        <translation>手札が上限（%1枚）に達していて、ほかに札を持っている人がいないので、パスするしかありません。</translation>
    </message>
    <message>
        <source>On your first turn of a deal you must draw.</source>
        <translation>各ディールの最初の手番では引かなければなりません。</translation>
    </message>
    <message>
        <source>Say whether you call contra.</source>
        <extracomment>The Cucumber family&apos;s questions (code ``answer``), by the question asked.</extracomment>
        <translation>コントラするかどうか答えてください。</translation>
    </message>
    <message>
        <source>Say whether you take a free new hand.</source>
        <translation>手札を無料で交換するかどうか答えてください。</translation>
    </message>
    <message>
        <source>Say whether you double.</source>
        <translation>ダブルするかどうか答えてください。</translation>
    </message>
    <message>
        <source>Say whether you redouble.</source>
        <translation>リダブルするかどうか答えてください。</translation>
    </message>
    <message>
        <source>Say whether you buy back in.</source>
        <translation>買い戻すかどうか答えてください。</translation>
    </message>
    <message>
        <source>Say whether you pay to re-enter.</source>
        <translation>支払って復帰するかどうか答えてください。</translation>
    </message>
    <message>
        <source>Say whether you use your free reset.</source>
        <translation>無料リセットを使うかどうか答えてください。</translation>
    </message>
    <message>
        <source>Answer the question first.</source>
        <translation>先に質問に答えてください。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>今はその手を指せません。</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <extracomment>How often the list of tables on the network is looked at again (ms).</extracomment>
        <translation>テーブルに参加</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>招待</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>ネットワーク上のテーブル</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>This is not an invitation. An invitation looks like cardtable://host:port/TABLE-CODE: ask your host to copy it again.</source>
        <translation>招待ではありません。招待は cardtable://ホスト:ポート/テーブル-コード の形です。ホストにもう一度コピーしてもらってください。</translation>
    </message>
    <message>
        <source>Please give a name: the others see it at the table.</source>
        <translation>名前を入力してください。テーブルでほかの人に表示されます。</translation>
    </message>
    <message>
        <source>No table found yet on your network.</source>
        <translation>ネットワーク上にまだテーブルが見つかりません。</translation>
    </message>
    <message>
        <source>%1&apos;s table: %2, %3 players, %4 free</source>
        <translation>%1のテーブル:%2、%3人、空き%4席</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Learn to play 22</source>
        <extracomment>The hands as dealt (before the exchange) and the top of the stock: the person draws 2♣ 7♥, the left player 9♥; the right player keeps.</extracomment>
        <translation>22の遊び方を学ぶ</translation>
    </message>
    <message>
        <source>22 is a trick game with one aim: do not be left with the highest card in the last trick. Whoever shows it scores that card&apos;s points (A 11, K, Q and J 10, other cards their number), and a player who reaches 22 points is out; the last one left wins. In this first deal you play at the bottom against two opponents, and the cards are arranged so that every rule turns up.</source>
        <translation>22は、最後のトリックで最も強いカードを残さないことを目指すトリックゲームです。それを出した人はそのカードの点数（Aは11点、K・Q・Jは10点、ほかは数字どおり）を失点として受け取り、合計が22点になると脱落します。最後まで残った人の勝ちです。この最初のディールでは、あなたは下の席で2人の相手と対戦します。すべてのルールが出てくるようにカードを並べてあります。</translation>
    </message>
    <message>
        <source>Before play, each player may once swap cards with the stock: discard any number face down and draw as many. You go first, on the dealer&apos;s left. 8♦ and 9♠ are too low to beat much and too high to be safe at the end: select them and press Exchange.</source>
        <translation>プレイ前に、各プレイヤーは1回だけ手札を山札と交換できます。好きな枚数を伏せて捨て、同じ枚数を引きます。ディーラーの左隣のあなたが最初です。8♦と9♠は、勝つには弱く、最後まで残すには強すぎます。この2枚を選んで「交換する」を押してください。</translation>
    </message>
    <message>
        <source>Keeping your hand is allowed, but then your lowest card is 7♠. A really low card for the last trick is worth looking for: swap 8♦ and 9♠.</source>
        <translation>交換しなくてもかまいませんが、そのとき最も弱いカードは7♠です。最後のトリック用に本当に弱いカードを引く価値があります。8♦と9♠を交換しましょう。</translation>
    </message>
    <message>
        <source>Keep A♥ and J♦: high cards are what you beat others with, and you can get rid of them later by leading them. Swap 8♦ and 9♠.</source>
        <translation>A♥とJ♦は残しましょう。強いカードは相手を上回るためのもので、あとでリードすれば手放せます。8♦と9♠を交換しましょう。</translation>
    </message>
    <message>
        <source>That exchange is allowed too, but this lesson swaps just 8♦ and 9♠, the middle cards that help you least.</source>
        <translation>その交換もできますが、このレッスンでは一番役に立たない中くらいのカード、8♦と9♠だけを交換します。</translation>
    </message>
    <message>
        <source>You drew 2♣ and 7♥: a low card to keep for the last trick, and a pair of 7s. Now the others exchange in turn; you only see how many cards they swap.</source>
        <translation>2♣と7♥を引きました。最後のトリックまで残しておける弱いカードと、7のペアです。次はほかの人が順に交換します。何枚交換したかだけが分かります。</translation>
    </message>
    <message>
        <source>Keep 2♣: your lowest card is your safest card for the last trick.</source>
        <translation>2♣は残しておきましょう。手札で最も弱いカードは、最後のトリックで最も安全なカードです。</translation>
    </message>
    <message>
        <source>A♥ would win this trick, but keep it for now: nobody can beat an ace, so it will win you a trick later, when you need the lead.</source>
        <translation>A♥ならこのトリックを取れますが、今は残しておきましょう。Aを上回るカードはないので、リードが欲しいときにトリックを取ってくれます。</translation>
    </message>
    <message>
        <source>That lead is allowed, but leading the two 7s gets rid of two middle cards at once.</source>
        <translation>そのリードもできますが、7を2枚リードすれば中くらいのカードが一度に2枚なくなります。</translation>
    </message>
    <message>
        <source>Now each of the others must play two cards: either two that beat your 7s card for card (equal is enough, and ranks may be mixed), or their two lowest cards, which is always allowed.</source>
        <translation>ほかの人はそれぞれ2枚出さなければなりません。あなたの7と強い順に1枚ずつ比べて同じか強い2枚（同じでもよく、ランクが混ざってもかまいません）か、最も弱い2枚です。最も弱いカードはいつでも出せます。</translation>
    </message>
    <message>
        <source>Ben, on your left, swapped one card; Chloe, on your right, kept all seven. You lead the first trick: one card, or several of one rank (a set). Lead your two 7s: two middle cards go at once.</source>
        <translation>左のBenは1枚交換し、右のChloeは7枚とも残しました。最初のトリックはあなたのリードです。カード1枚か、同じランクの複数枚（組）を出せます。7を2枚リードしましょう。中くらいのカードが一度に2枚なくなります。</translation>
    </message>
    <message>
        <source>Ben, on your left, beat your 7s with A♠ Q♠, and that is now the best set. Chloe, on your right, must beat A♠ and Q♠ card for card, not your 7s, or play their two lowest cards.</source>
        <translation>左のBenはA♠ Q♠であなたの7を上回り、これが最強の組になりました。右のChloeは、あなたの7ではなくA♠とQ♠に1枚ずつ同じか強いカードを出すか、最も弱い2枚を出さなければなりません。</translation>
    </message>
    <message>
        <source>Chloe, on your right, could not, so they played their two lowest, 3♦ 4♠. The highest card in the trick, A♠, wins it, and Ben, on your left, leads next. Anyone may look through the played cards at any time (View → Show played cards).</source>
        <translation>右のChloeは上回れなかったので、最も弱い2枚、3♦ 4♠を出しました。トリックで最も強いカードA♠が勝ち、次は左のBenがリードします。出たカードは誰でもいつでも見られます（表示 → 出たカードを見る）。</translation>
    </message>
    <message>
        <source>Ben, on your left, led 9♥, and Chloe, on your right, beat it with J♥. Play a card at least as high as J♥, or your lowest card. Play J♦: equal is enough, and among equal highest cards the last one played wins the trick.</source>
        <translation>左のBenが9♥をリードし、右のChloeがJ♥で上回りました。J♥と同じか強いカードか、最も弱いカードを出してください。J♦を出しましょう。同じでよく、最も強いカードが並んだときは最後に出した人がトリックを取ります。</translation>
    </message>
    <message>
        <source>A♥ would win too, but J♦ is enough. Keep the ace: a lead that nobody can beat is worth saving.</source>
        <translation>A♥でも取れますが、J♦で十分です。誰にも上回られないリードができるように、Aは取っておきましょう。</translation>
    </message>
    <message>
        <source>2♣ is your lowest card, so it is always allowed, but it is also your safest card for the last trick. Keep it and play J♦.</source>
        <translation>2♣は最も弱いカードなのでいつでも出せますが、最後のトリックで最も安全なカードでもあります。残しておいてJ♦を出しましょう。</translation>
    </message>
    <message>
        <source>You won the trick with J♦ and lead again. Lead your two 10s: to beat them, the others need two cards of 10 or higher.</source>
        <translation>J♦でトリックを取ったので、またあなたのリードです。10を2枚リードしましょう。上回るには、ほかの人は10以上のカードが2枚必要です。</translation>
    </message>
    <message>
        <source>A♥ would win this trick, but the 10s take two cards away at once. Keep the ace for your next lead.</source>
        <translation>A♥ならこのトリックを取れますが、10なら一度に2枚なくなります。Aは次のリードに取っておきましょう。</translation>
    </message>
    <message>
        <source>One 10 is allowed, but leading both gets rid of two cards at once.</source>
        <translation>10を1枚だけ出すこともできますが、2枚とも出せば一度に2枚なくなります。</translation>
    </message>
    <message>
        <source>Neither opponent had two cards of 10 or higher, so both played their two lowest, and your 10s won. You hold A♥ and 2♣. Lead A♥: no card beats an ace, and your 2♣ stays for the last trick.</source>
        <translation>どちらの相手も10以上のカードを2枚持っていなかったので最も弱い2枚を出し、あなたの10が勝ちました。手札はA♥と2♣です。A♥をリードしましょう。Aより強いカードはなく、2♣を最後のトリックに残せます。</translation>
    </message>
    <message>
        <source>If you lead 2♣, you keep A♥, the highest card there is, for the last trick: you would almost surely lose the deal.</source>
        <translation>2♣をリードすると、最も強いカードA♥が最後のトリックに残ります。ほぼ確実にこのディールの敗者になります。</translation>
    </message>
    <message>
        <source>Nobody could match your ace, so both played their lowest card. Everyone has one card left: this is the last trick. Each player lays their card face down, then all are turned up at once. Lay down your 2♣.</source>
        <translation>誰もAに並べなかったので、2人とも最も弱いカードを出しました。全員の手札が1枚になり、最後のトリックです。各自がカードを伏せて置き、全員そろったら一斉に表にします。2♣を置いてください。</translation>
    </message>
    <message>
        <source>Chloe, on your right, showed K♣, the highest last card: they score 10 points, and the K♣ stays face up in front of them, out of play for the rest of the game. The loser deals next, and everyone gets as many cards as the losing card was worth: 10 this time. Deals go on until players reach 22 and are out; the last one left wins. Now play a game against easy opponents.</source>
        <translation>右のChloeが最後のトリックで最も強いK♣を出しました。10点の失点となり、K♣は右のChloeの前に表向きに置かれ、このゲームの間もう使われません。次は負けた人が配り、負けたカードの点数と同じ枚数、今回は10枚ずつ配ります。ディールを重ね、22点に達した人は脱落し、最後まで残った人の勝ちです。では、弱い相手とふつうのゲームをしてみましょう。</translation>
    </message>
    <message>
        <source>Learn to play the Cucumber family</source>
        <extracomment>The hands as dealt; the stock&apos;s top six replace the person&apos;s hand (free), the next six the left player&apos;s (double).</extracomment>
        <translation>きゅうり系ゲームの遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Rassi deals 6 cards each (Agurk and Kurkku 7, Norwegian 5, Iceland&apos;s Gúrka 10, Mätäpesä the whole deck), then asks three questions, each going round from the dealer&apos;s left. First, “free?”: a player with no K, Q or J may swap the whole hand at no cost. Your cards are all middling: answer Yes.</source>
        <translation>ラッシは6枚ずつ配り（アグルクとクルックは7枚、ノルウェージャンは5枚、アイスランドのグルカは10枚、マタペサは全部）、3つの質問をします。どれもディーラーの左隣から順に聞きます。まず「フリー?」：K・Q・Jを持っていない人は、手札全部を無料で交換できます。あなたの手札は中くらいのカードばかりです。「はい」と答えましょう。</translation>
    </message>
    <message>
        <source>You may keep them, but these middle cards neither beat much nor are safe at the end, and a new hand costs nothing now. Answer Yes.</source>
        <translation>残してもかまいませんが、中くらいのカードは勝つにも弱く、最後まで残すのも危険です。今なら新しい手札は無料です。「はい」と答えましょう。</translation>
    </message>
    <message>
        <source>The Cucumber family are 22&apos;s cousins from the Nordic countries and Poland: again, nobody wants the highest card in the last trick. This lesson plays Rassi, from Finland, and says on the way where the other variants differ. The ace is the highest card, except in Rassi&apos;s last trick, where it is the lowest, below the 2. The loser of a deal scores the last card&apos;s points (ace 14, K 13, Q 12, J 11, other cards their number); at 50 points a player is out, and the last one left wins.</source>
        <translation>きゅうり系ゲームは北欧とポーランドに伝わる 22 のいとこです。ここでも最後のトリックで一番高いカードは誰も出したくありません。このレッスンではフィンランドのラッシを遊び、途中でほかの変種との違いも説明します。エースは一番高いカードですが、ラッシの最後のトリックでだけは一番低く、2 より下になります。ディールの負けは最後のカードの点数（エース 14、K 13、Q 12、J 11、ほかは数字どおり）を得点し、50 点で脱落、最後に残った人が勝ちです。</translation>
    </message>
    <message>
        <source>Your new hand holds A♣: the highest card until the last trick, where an ace is the lowest, a safe card to keep. Next, “double?”: Yes swaps the hand again, but a loss in this deal then counts twice. Your hand is good: answer No.</source>
        <translation>新しい手札には A♣ があります。最後のトリックまでは一番高く、最後のトリックではエースが一番低いので、取っておくと安全なカードです。次は「ダブル？」です。「はい」なら手札をもう一度取り替えますが、このディールで負けると点数が2倍になります。手札は良いので「いいえ」と答えましょう。</translation>
    </message>
    <message>
        <source>Doubling would throw away your A♣ and double the points you could lose. Answer No.</source>
        <translation>ダブルするとA♣を手放すうえ、負けたときの失点が2倍になります。「いいえ」と答えましょう。</translation>
    </message>
    <message>
        <source>The others were not asked “free?”: they hold court cards. Only Rassi has these questions; most variants have no exchange at all, Norwegian lets the dealer swap first, and Agurk with jokers swaps as many cards as the first player did.</source>
        <translation>ほかの2人は絵札を持っているので「フリー?」とは聞かれませんでした。この質問があるのはラッシだけです。ほとんどのルールには交換がなく、ノルウェージャンはディーラーが最初に交換でき、ジョーカー入りアグルクでは最初の人と同じ枚数を交換します。</translation>
    </message>
    <message>
        <source>Ben, on your left, doubled and took a new hand; Chloe, on your right, did not. Last question, “redouble?”: another new hand, and a loss counts four times. (Ogórek&apos;s bet is different: contra, called before play.) Answer No again.</source>
        <translation>左のBenはダブルして新しい手札を取り、右のChloeはダブルしませんでした。最後の質問は「リダブル?」：もう一度手札を交換し、負けると失点が4倍になります（オグレクの賭けは違い、プレイ前にコントラを宣言します）。また「いいえ」と答えましょう。</translation>
    </message>
    <message>
        <source>Nobody redoubled, so play begins. You lead one card: only 22 and Iceland&apos;s Gúrka allow sets. Lead K♦, your most dangerous card: only an ace, the highest card, can beat it.</source>
        <translation>誰もリダブルしなかったので、プレイが始まります。リードは1枚です（セットを出せるのは 22 とアイスランドのグールカだけ）。一番危ないカード K♦ をリードしましょう。これに勝てるのは一番高いカード、エースだけです。</translation>
    </message>
    <message>
        <source>Ben, on your left, could not beat K♦ and played their lowest, 7♦. Chloe, on your right, now only has to beat 7♦, the card just played, not your K♦. (In 22 you beat the best card so far.)</source>
        <translation>左のBenはK♦を上回れず、最も弱い7♦を出しました。右のChloeは、あなたのK♦ではなく、直前に出た7♦より強いカードを出せばよいのです（22ではそれまでの最も強いカードと比べました）。</translation>
    </message>
    <message>
        <source>Chloe, on your right, beat 7♦ with 9♠, but your K♦ is the highest card of the trick and wins it. Lead again: 9♣ is your highest card apart from the ace, so let it go now.</source>
        <translation>右のChloeは9♠で7♦を上回りましたが、トリックで最も強いのはあなたのK♦なので、あなたが取ります。もう一度リードです。9♣はAを除けば一番強いカードなので、今のうちに出しましょう。</translation>
    </message>
    <message>
        <source>Your 9♣ was beaten by 10♥ and then by J♥, so Chloe, on your right, won and led 4♣. Your 4♦ does not beat it: a card must be higher (equal is enough in 22, Ogórek and Iceland&apos;s Gúrka). Play your lowest card, 2♥.</source>
        <translation>あなたの9♣は10♥に、さらにJ♥に上回られ、右のChloeがトリックを取って4♣をリードしました。4♦では上回れません。より強いカードが必要です（22、オグレク、アイスランドのグルカでは同じで十分です）。最も弱い2♥を出しましょう。</translation>
    </message>
    <message>
        <source>Ben, on your left, only had to beat your 2♥, and their J♣ took the trick. They led Q♠, and Chloe, on your right, played their lowest, 5♠. Only your ace beats 5♠: play 3♠.</source>
        <translation>左のBenはあなたの2♥より強ければよく、J♣でトリックを取りました。左のBenがQ♠をリードし、右のChloeは最も弱い5♠を出しました。5♠を上回れるのはAだけです。3♠を出しましょう。</translation>
    </message>
    <message>
        <source>Ben, on your left, is shedding high cards: after doubling they drew a hand full of them. Play 4♦ and keep the ace for the end.</source>
        <translation>左のBenは強いカードを手放しています。ダブルして強いカードばかりの手札を引いたのです。4♦を出し、Aは最後に残しましょう。</translation>
    </message>
    <message>
        <source>Ben, on your left, led K♥ and Chloe, on your right, played an ace. Play your A♣: in this trick it is as low as a card can be.</source>
        <translation>左のBenがK♥をリードし、右のChloeはAを出しました。A♣を出しましょう。このトリックでは、これ以上弱いカードはありません。</translation>
    </message>
    <message>
        <source>K♥ was the highest last card: Ben, on your left, scores 13 points, doubled to 26. Unlike in 22, the losing card goes back into the deck. The other variants differ in points, in where a player is out and in chips: Help → Rules tells each. Now play a game against easy opponents.</source>
        <translation>最後のカードで一番高かったのは K♥ でした。左のBenが13点、ダブルで26点を得点します。22 と違い、負けたカードはデッキに戻ります。ほかの変種は、点数、脱落する点数、チップの有無が違います。それぞれは「ヘルプ → ルール」で確かめられます。では、やさしい相手とゲームを遊びましょう。</translation>
    </message>
    <message>
        <source>Redoubling would throw away your A♣ and make a loss count four times. Answer No.</source>
        <translation>リダブルするとA♣を手放すうえ、負けたときの失点が4倍になります。「いいえ」と答えましょう。</translation>
    </message>
    <message>
        <source>Keep A♣: in Rassi&apos;s last trick an ace is the lowest card, so it is your safe card for the end.</source>
        <translation>A♣は残しましょう。ラッシの最後のトリックではAが最も弱いカードなので、最後のための安全なカードです。</translation>
    </message>
    <message>
        <source>That lead is allowed, but K♦ is the card you most want to be rid of, and only an ace can beat it.</source>
        <translation>そのリードもできますが、一番手放したいのはK♦で、上回れるのはAだけです。</translation>
    </message>
    <message>
        <source>Each follower must play a card higher than the card played just before theirs (an equal card is not enough), or their lowest card. The lowest card is allowed even when you could beat, except in Ogórek.</source>
        <translation>後の人は、直前に出たカードより強いカード（同じでは足りません）か、手札で最も弱いカードを出します。上回れるときでも最も弱いカードを出してかまいません（オグレクを除く）。</translation>
    </message>
    <message>
        <source>That lead is allowed, but 9♣ is your highest card apart from the ace: lead it while you can choose.</source>
        <translation>そのリードもできますが、9♣はAを除けば一番強いカードです。リードで自由に出せるうちに出しましょう。</translation>
    </message>
    <message>
        <source>A♣ would win this trick, but keep it: in Rassi&apos;s last trick an ace is the lowest card, so it is your safe card for the end.</source>
        <translation>A♣ならこのトリックを取れますが、残しておきましょう。ラッシの最後のトリックではAが最も弱いカードなので、最後のための安全なカードです。</translation>
    </message>
    <message>
        <source>The last trick: here it is played in turn like any other (22 shows all last cards at once). Only Rassi makes the ace low in it; Iceland&apos;s Gúrka puts 6♣ above everything. The highest card loses; of tied cards, only the last scores here.</source>
        <translation>最後のトリックです。ここではほかのトリックと同じく順番に出します（22では全員のカードを一斉に見せました）。このトリックでAが最も弱くなるのはラッシだけで、アイスランドのグルカでは6♣がどのカードよりも強くなります。最も強いカードを出した人の負けです。同じカードが並んだら、ここでは最後に出した人だけが失点します。</translation>
    </message>
    <message>
        <source>Learn to play Sneak</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>スニークの遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Sneak is about getting cards into your score pile: when a deal ends, every card in it is one point, whatever its rank. On your turn you draw a card, or play cards face down (a sneak) or face up (a flaunt); the others may challenge a play with cards of their own, and the best set takes all of them. The first to reach 100 points wins. In this lesson you play one whole deal against Ben and Chloe, step by step.</source>
        <translation>スニークは、カードを自分の得点の山に入れていくゲームです。ディールが終わると、山のカードはランクに関係なく1枚1点になります。自分の番には山札から1枚引くか、手札のカードを伏せて出す (スニーク) か、表向きに出します (フラウント)。ほかの人は自分のカードでその手にチャレンジでき、一番強い組を出した人が全部のカードを取ります。先に100点に達した人の勝ちです。このレッスンでは、Ben と Chloe を相手に1ディールを最初から最後まで、一手ずつ遊びます。</translation>
    </message>
    <message>
        <source>The deal is over: each banked card scored a point — you 19, Ben 18, Chloe 15. Every deal goes the same way, dealt by the next player to the left, and the points add up until someone reaches 100. Now play an ordinary game against easy opponents: draw, sneak, flaunt and challenge as you like.</source>
        <translation>ディール終了です。得点にしたカードは1枚1点で、あなた19点、Ben 18点、Chloe 15点でした。以後のディールも同じように進み、ディーラーは左隣へ移り、誰かが100点に達するまで点数を足していきます。では、初級のAIを相手に普通のゲームを遊んでみましょう。「引く」「スニーク」「フラウント」「チャレンジ」を自由に使ってください。</translation>
    </message>
    <message>
        <source>Chloe, the dealer on your right, laid all 52 cards face down as the stock; nobody holds a card yet. The player on the dealer&apos;s left starts — you — and turns pass to the left: you, Ben, Chloe. A first turn is always a draw: press Draw.</source>
        <translation>右隣のディーラー Chloe が、52枚のカードを全部伏せて山札にしました。まだ誰も手札を持っていません。ディーラーの左隣、つまりあなたから始め、番は左回りに、あなた、Ben、Chloe の順に進みます。最初の番は必ず引きます。「引く」を押してください。</translation>
    </message>
    <message>
        <source>Ben and Chloe drew too. From now on you may draw on your turn, or play cards from your hand. With only the 3♠ you have nothing to choose from yet: draw again.</source>
        <translation>Ben と Chloe も引きました。これからは自分の番に、引くか、手札からカードを出せます。3♠だけではまだ選びようがないので、もう1枚引きましょう。</translation>
    </message>
    <message>
        <source>A Q♣: high cards are what you need to challenge, because in a challenge the best cards win. Draw once more.</source>
        <translation>Q♣を引きました。チャレンジでは強いカードが勝つので、高いカードはチャレンジに役立ちます。もう1枚引きましょう。</translation>
    </message>
    <message>
        <source>Ben sneaked: he played one card face down. If nobody challenges, it goes unseen to his score pile, a point for him. Each other player in turn, Chloe first, then you, may challenge it with as many cards, face down.</source>
        <translation>Ben がスニークしました。1枚を伏せて出したのです。誰もチャレンジしなければ、そのカードは誰にも見られずに Ben の得点の山に入り、1点になります。ほかの人は順に (Chloe、次にあなた)、同じ枚数を伏せて出してチャレンジできます。</translation>
    </message>
    <message>
        <source>Chloe passed. Challenge with your Q♣: select it and press Challenge. One card against one card: the higher rank wins, whatever the suit, and the winner takes every card played. Only a king or an ace beats your queen.</source>
        <translation>Chloe はパスしました。Q♣でチャレンジしましょう。Q♣を選んで「チャレンジ」を押してください。1枚対1枚なら、スートに関係なく高いランクが勝ち、勝った人が出されたカードを全部取ります。あなたのQに勝てるのはKかAだけです。</translation>
    </message>
    <message>
        <source>Passing is safe, but then Ben banks his card. Only a king or an ace beats your Q♣: the challenge is worth it.</source>
        <translation>パスすれば安全ですが、Ben がカードを得点にします。あなたのQ♣に勝てるのはKかAだけなので、チャレンジする価値があります。</translation>
    </message>
    <message>
        <source>Challenge with your highest card, the Q♣: a low card loses to almost anything Ben may have sneaked.</source>
        <translation>一番高いQ♣でチャレンジしましょう。低いカードでは、Ben が出したカードにほぼ負けてしまいます。</translation>
    </message>
    <message>
        <source>Turned up: Ben&apos;s 5♦ against your Q♣. You win both: they go face down to your score pile, the row at the bottom right, 2 points when the deal is scored. Had Ben sneaked a king, your queen would be his — that is what a challenge risks. The turn passes to the leader&apos;s left: Chloe draws.</source>
        <translation>公開されました。Ben の5♦に対してあなたのQ♣。あなたの勝ちです。2枚とも伏せたまま、右下の列、あなたの得点の山に入り、ディールの精算で2点になります。Ben がKを出していたら、あなたのQは Ben のものでした。これがチャレンジの危険です。番は出した人の左隣に移り、Chloe が引きます。</translation>
    </message>
    <message>
        <source>Draw. Your 3♠ and 7♦ would lose most challenges, but in the score pile every card counts one point, a 3 as much as an ace.</source>
        <translation>引いてください。3♠と7♦はチャレンジではたいてい負けますが、得点の山に入れば3もAも同じ1点です。</translation>
    </message>
    <message>
        <source>Time for a bluff. Select 2♥, 3♠ and 7♦ and press Sneak: face down, nobody knows how weak they are. Ben holds two cards, too few to challenge three; only Chloe may, and she would risk three cards of her own.</source>
        <translation>ブラフの時です。2♥、3♠、7♦を選んで「スニーク」を押してください。伏せて出せば、弱いカードだとは誰にも分かりません。Ben の手札は2枚で、3枚にはチャレンジできません。チャレンジできるのは Chloe だけで、それには自分のカードを3枚賭けなければなりません。</translation>
    </message>
    <message>
        <source>You could draw, but these low cards will never win a challenge: bank them now, while nobody can see them.</source>
        <translation>引いてもかまいませんが、この低いカードではチャレンジに勝てません。誰にも見られない今のうちに得点にしましょう。</translation>
    </message>
    <message>
        <source>Face up, everyone would see how weak the cards are and beat them easily. Sneak them face down.</source>
        <translation>表向きに出すと、弱いカードだと全員に分かり、簡単に負かされます。伏せてスニークしましょう。</translation>
    </message>
    <message>
        <source>Sneak all three low cards: once banked, each is a point.</source>
        <translation>低いカード3枚を全部スニークしましょう。得点の山に入れば、どれも1点です。</translation>
    </message>
    <message>
        <source>Chloe passed: nobody challenged, so your three cards go to your score pile unseen. The bluff worked — 5 points. Your hand is empty; Ben is next.</source>
        <translation>Chloe はパスしました。誰もチャレンジしなかったので、あなたの3枚は見られないまま得点の山に入ります。ブラフ成功、5点です。手札はなくなりました。次は Ben の番です。</translation>
    </message>
    <message>
        <source>Chloe flaunted 9♣ 9♥: face up. A flaunt is one card or a combo: a match (one rank), a straight flush (a run in one suit), a straight (a run) or a flush (one suit), strongest first. You hold no card, so only Ben may challenge.</source>
        <translation>Chloe が9♣ 9♥を表向きに出しました (フラウント)。フラウントは1枚か役です。役は強い順に、マッチ (同じランク)、ストレートフラッシュ (同じスートの連続)、ストレート (連続)、フラッシュ (同じスート) です。あなたは手札がないので、チャレンジできるのは Ben だけです。</translation>
    </message>
    <message>
        <source>Nobody challenged, so Chloe banks her match: 2 points. A flaunt is beaten only by a higher set of the kind led: a higher match, or against a flush a higher flush, a straight flush counting as one. So a strong flaunt is rarely challenged. With an empty hand you can only draw.</source>
        <translation>誰もチャレンジしなかったので、Chloeはマッチを得点にしました。2点です。フラントに勝てるのは、出された種類のより高い組だけです。マッチならより高いマッチ、フラッシュならより高いフラッシュで、ストレートフラッシュもフラッシュとして数えます。だから強いフラントにはめったにチャレンジされません。手札がないので、「引く」しかできません。</translation>
    </message>
    <message>
        <source>Your three kings are banked: 3 points more, 10 in all. Ben then sneaked three cards; holding one card, you were not asked to answer. Draw.</source>
        <translation>3枚のキングが得点になりました。3点増えて合計10点です。そのあとBenが3枚スニークしましたが、あなたは1枚しか持っていないので、応じるかどうかは聞かれませんでした。「引く」を選びましょう。</translation>
    </message>
    <message>
        <source>You hold 3♦ 4♠ 5♣ 6♦, but may play at most three cards: Chloe&apos;s three are the largest other hand. Flaunt 4♠ 5♣ 6♦: face up, a straight is beaten only by a higher run, in any suits.</source>
        <translation>3♦ 4♠ 5♣ 6♦ を持っていますが、出せるのは3枚までです。ほかの手札で一番多いのがChloeの3枚だからです。4♠ 5♣ 6♦ をフラントしましょう。表向きのストレートに勝てるのは、スートを問わず、より高い連続だけです。</translation>
    </message>
    <message>
        <source>Face down, a match or a straight flush would beat your straight too; face up, only a higher run can, in any suits.</source>
        <translation>裏向きなら、マッチやストレートフラッシュもあなたのストレートに勝ちます。表向きなら、勝てるのはスートを問わず、より高い連続だけです。</translation>
    </message>
    <message>
        <source>Ben sneaked two cards. You hold only one card, so you cannot challenge: a challenge takes exactly as many cards as were played. Chloe can.</source>
        <translation>Ben が2枚をスニークしました。チャレンジには出されたのと同じ枚数が必要なので、手札1枚のあなたはチャレンジできません。Chloe はできます。</translation>
    </message>
    <message>
        <source>Turned up: Ben&apos;s J♦ J♠ against Chloe&apos;s 5♥ 6♥. Against a sneak the better combo wins — match, straight flush, straight, flush, then no combo — so Ben&apos;s match beats Chloe&apos;s straight flush. Ben takes all four cards: Chloe&apos;s challenge cost her two.</source>
        <translation>公開されました。Ben の J♦ J♠ に対して Chloe の5♥ 6♥。スニークには強い役が勝ちます (マッチ、ストレートフラッシュ、ストレート、フラッシュ、最後に役なし)。Ben のマッチが Chloe のストレートフラッシュに勝ち、4枚とも Ben のものです。Chloe はチャレンジで2枚を失いました。</translation>
    </message>
    <message>
        <source>Draw. The number on the small fan under each opponent&apos;s name is how many cards they hold; the row below it is their score pile. It matters: nobody may play more cards at once than the largest hand among the others.</source>
        <translation>引いてください。相手の名前のすぐ下にある小さな手札の数字が、その人の手札の枚数です。その下の列は得点の山です。これは大切です。一度に出せるのは、ほかの人の手札のうち最も多い枚数までです。</translation>
    </message>
    <message>
        <source>Two kings already make a match. Draw again before you play them.</source>
        <translation>Kが2枚で、もうマッチになっています。出す前にもう1枚引きましょう。</translation>
    </message>
    <message>
        <source>Chloe flaunts the Q♥. Against one flaunted card, only a higher card of the same suit wins, and your K♥ is one. Select it and press Challenge; the answers to a flaunt are chosen unseen and turned up together.</source>
        <translation>Chloe がQ♥をフラウントしました。1枚のフラウントに勝てるのは、同じスートの高いカードだけです。あなたのK♥がそうです。K♥を選んで「チャレンジ」を押してください。フラウントへのチャレンジは互いに見えないように選ばれ、一斉に公開されます。</translation>
    </message>
    <message>
        <source>Only the A♥ beats your K♥, and the Q♥ would be yours: challenge.</source>
        <translation>あなたのK♥に勝てるのはA♥だけで、勝てばQ♥はあなたのものです。チャレンジしましょう。</translation>
    </message>
    <message>
        <source>Against a flaunted heart only a higher heart wins: challenge with your K♥.</source>
        <translation>フラウントされたハートに勝てるのは、高いハートだけです。K♥でチャレンジしましょう。</translation>
    </message>
    <message>
        <source>Your K♥ beat the Q♥: both cards are yours, 7 points. The turn passes to Chloe&apos;s left — yours. Draw.</source>
        <translation>あなたのK♥がQ♥に勝ち、2枚ともあなたのものです。7点になりました。番は Chloe の左隣、あなたに移ります。引いてください。</translation>
    </message>
    <message>
        <source>Draw. Two kings are a match; the more cards in it, the more points it banks.</source>
        <translation>引いてください。Kが2枚でマッチですが、枚数が多いほど、得点にできるカードも増えます。</translation>
    </message>
    <message>
        <source>Three kings! Select K♣ K♦ K♠ and press Flaunt. Face up, a match is beaten only by a higher match — here only three aces — so nobody will challenge, and the kings are banked.</source>
        <translation>Kが3枚そろいました。K♣ K♦ K♠を選んで「フラウント」を押してください。表向きのマッチに勝てるのはもっと高いマッチ、ここではAの3枚だけです。誰もチャレンジしないので、Kは得点になります。</translation>
    </message>
    <message>
        <source>Sneaking them works too: only three aces beat them either way. The lesson flaunts them to show you a flaunt of your own.</source>
        <translation>スニークしてもかまいません。どちらでもAの3枚にしか負けません。このレッスンでは、自分のフラウントを体験するために表向きに出します。</translation>
    </message>
    <message>
        <source>Cards in your hand score nothing until they are banked: flaunt your three kings now.</source>
        <translation>手札のカードは得点にするまで点になりません。今Kを3枚フラウントしましょう。</translation>
    </message>
    <message>
        <source>Flaunt all three kings: the bigger the match, the more points it banks.</source>
        <translation>Kを3枚全部フラウントしましょう。マッチの枚数が多いほど、得点も増えます。</translation>
    </message>
    <message>
        <source>Chloe sneaked three cards, and Ben let them pass. Draw: your 4♠ 5♣ are a short run.</source>
        <translation>Chloe が3枚をスニークし、Ben は見送りました。引いてください。4♠ 5♣は短い連続です。</translation>
    </message>
    <message>
        <source>3♦ 4♠ 5♣ are a straight: consecutive ranks (an ace may be high or low). Draw once more.</source>
        <translation>3♦ 4♠ 5♣はストレートです。ランクが連続しています (Aは最高にも最低にもなれます)。もう1枚引きましょう。</translation>
    </message>
    <message>
        <source>Ben sneaks three cards. A challenge costs your three cards if his set is better, and a player who sneaks three at once often has a combo. Your best three, 4♠ 5♣ 6♦, make only a low straight: press Pass.</source>
        <translation>Ben が3枚をスニークしました。チャレンジして Ben の組のほうが強ければ、あなたの3枚も取られます。一度に3枚スニークする人は、役を持っていることが多いものです。あなたの最強の3枚、4♠ 5♣ 6♦は低いストレートにすぎません。「パス」を押してください。</translation>
    </message>
    <message>
        <source>Your low straight loses to any match, straight flush or higher straight, and then Ben takes your cards too: pass.</source>
        <translation>あなたの低いストレートは、どのマッチにも、ストレートフラッシュにも、高いストレートにも負け、そのときは Ben があなたのカードも取ります。パスしましょう。</translation>
    </message>
    <message>
        <source>Play the higher three, 4♠ 5♣ 6♦: a higher straight is harder to beat.</source>
        <translation>高いほうの3枚、4♠ 5♣ 6♦を出しましょう。高いストレートほど負けにくくなります。</translation>
    </message>
    <message>
        <source>Bank your straight now: in your hand it scores nothing.</source>
        <translation>今ストレートを得点にしましょう。手札にあるうちは点になりません。</translation>
    </message>
    <message>
        <source>Nobody challenged: 13 points. Draw.</source>
        <translation>誰もチャレンジしませんでした。13点です。引いてください。</translation>
    </message>
    <message>
        <source>Draw. The stock&apos;s count is in the top-left corner: when it runs out, drawing and sneaking end.</source>
        <translation>引いてください。山札の残り枚数は左上に出ています。山札がなくなると、引くこともスニークもできなくなります。</translation>
    </message>
    <message>
        <source>Sneak 3♦ 9♦ and keep the A♠. Flaunted alone, an ace can never be beaten — no card of its suit is higher — so it is a safe card for the end of the deal, when every turn must be a flaunt.</source>
        <translation>3♦ 9♦をスニークし、A♠は残しましょう。1枚でフラウントしたAには絶対に負けません。同じスートでAより高いカードはないからです。毎回フラウントしなければならないディールの終わりに備えて、安全なカードとして取っておきます。</translation>
    </message>
    <message>
        <source>Keep the A♠ for the end of the deal, and bank the diamonds now: sneak 3♦ 9♦.</source>
        <translation>A♠はディールの終わりのために取っておき、今はダイヤを得点にしましょう。3♦ 9♦をスニークしてください。</translation>
    </message>
    <message>
        <source>Your sneak went unchallenged: 15 points. Draw.</source>
        <translation>あなたのスニークにチャレンジはありませんでした。15点です。引いてください。</translation>
    </message>
    <message>
        <source>Draw.</source>
        <translation>引いてください。</translation>
    </message>
    <message>
        <source>Your second bluff passed too: 17 points. Draw.</source>
        <translation>2回目のブラフも通りました。17点です。引いてください。</translation>
    </message>
    <message>
        <source>Another bluff: sneak 5♠ 7♣ and keep the A♠. While the stock lasts you may sneak any cards at all.</source>
        <translation>もう一度ブラフです。5♠ 7♣をスニークし、A♠は残しましょう。山札があるうちは、どんなカードでもスニークできます。</translation>
    </message>
    <message>
        <source>Sneak the two low cards, 5♠ 7♣, and keep the A♠ for the end.</source>
        <translation>低い2枚、5♠ 7♣をスニークし、A♠は最後まで取っておきましょう。</translation>
    </message>
    <message>
        <source>One card is left in the stock: once it is drawn, nobody may sneak, and every turn must be a flaunt. Sneak your 10♦ now and keep the A♠.</source>
        <translation>山札は残り1枚です。それが引かれると誰もスニークできなくなり、毎回フラウントしなければなりません。今のうちに10♦をスニークし、A♠は残しましょう。</translation>
    </message>
    <message>
        <source>Sneak the 10♦ while you still may, and keep the A♠ for the flaunts to come.</source>
        <translation>スニークできるうちに10♦をスニークし、A♠はこれから続くフラウントのために取っておきましょう。</translation>
    </message>
    <message>
        <source>Chloe drew the last card: the stock is empty. Now every turn must be a flaunt, and players with no cards are skipped. Flaunt your A♠: nobody can beat it.</source>
        <translation>Chloe が最後の1枚を引き、山札がなくなりました。これからは毎回フラウントしなければならず、手札のない人は飛ばされます。A♠をフラウントしましょう。誰も勝てません。</translation>
    </message>
    <message>
        <source>Ben flaunted his last card, the A♥, which nobody can beat either. Then only Chloe holds cards, and a player left alone with cards banks them all: the deal ends.</source>
        <translation>Ben が最後の1枚、A♥をフラウントしました。これにも誰も勝てません。その後は Chloe だけが手札を持っています。手札が残っているのが1人だけになると、その人が全部を得点にして、ディールが終わります。</translation>
    </message>
    <message>
        <source>Played now, your cards make a weaker play than the hand a few more draws can build, and a lost challenge gives them away: draw.</source>
        <translation>今出すと、あと何回か引いて作れる手札より弱いプレイになり、チャレンジに負ければカードを取られてしまいます。「引く」を選びましょう。</translation>
    </message>
    <message>
        <source>That move is allowed, but the lesson plays the one described above: it shows you the next rule.</source>
        <translation>その手もルール上は出せますが、このレッスンでは上で説明した手を指します。次のルールを見せるためです。</translation>
    </message>
    <message>
        <source>%1 wins too, but the lesson plays its cards in order: lead %2.</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>%1 でも勝てますが、このレッスンでは順番に出します。%2 をリードしましょう。</translation>
    </message>
    <message>
        <source>Keep leading your winners: %1.</source>
        <translation>勝てるカードをリードし続けましょう: %1。</translation>
    </message>
    <message>
        <source>Stage 2: the stock is gone, no one draws, and each trick is worth 2 points. Every card not in your hand and not yet played is in your opponent&apos;s hand. Lead your super 9♥: they must follow with a trump if they have one.</source>
        <translation>第2段階です。山札はなくなり、もうカードは引かず、1トリック2点です。あなたの手札になく、まだ出ていないカードはすべて相手の手札にあります。スーパー切り札の 9♥ をリードしましょう。相手は切り札があれば出さなければなりません。</translation>
    </message>
    <message>
        <source>Your opponent had to give their last trump, the super 9♣, but of two super trumps the first played wins. They have no trumps left, so every trump of yours wins: lead K♥.</source>
        <translation>相手は最後の切り札、スーパー切り札の 9♣ を出すしかありませんでしたが、スーパー切り札どうしなら先に出した方が勝ちます。相手にはもう切り札がないので、あなたの切り札はすべて勝てます。K♥ をリードしましょう。</translation>
    </message>
    <message>
        <source>Your only loser is 7♦: your opponent holds higher diamonds. Lead it now, while your trumps can win the lead back whatever they lead next.</source>
        <translation>負けるカードは 7♦ だけです。相手はもっと高いダイヤを持っています。次に何をリードされても切り札でリードを取り返せる今のうちに出しましょう。</translation>
    </message>
    <message>
        <source>Lead 9♥ before %1: nothing can beat it, and it pulls out your opponent&apos;s trumps.</source>
        <translation>%1 より先に 9♥ をリードしましょう。何にも負けず、相手の切り札を引き出します。</translation>
    </message>
    <message>
        <source>%1 wins, but lose 7♦ now, while your trumps can win the lead back.</source>
        <translation>%1 は勝ちますが、切り札でリードを取り返せるうちに 7♦ を負けておきましょう。</translation>
    </message>
    <message>
        <source>Your opponent won 7♦ with 10♦ and leads J♣. You must follow suit with your only club, Q♣, and it wins: A♣ and K♣ are gone.</source>
        <translation>相手は 10♦ で 7♦ に勝ち、J♣ をリードしました。ただ1枚のクラブ Q♣ でフォローしなければなりません。A♣ と K♣ はもう出たので、Q♣ が勝ちます。</translation>
    </message>
    <message>
        <source>Your opponent has no trumps, and each of your cards is higher than theirs in its suit, so every one wins. Lead K♦.</source>
        <translation>相手には切り札がなく、あなたのカードはどれも同じスートの相手のカードより高いので、すべて勝てます。K♦ をリードしましょう。</translation>
    </message>
    <message>
        <source>The last trick: lead 10♠, and the game is over.</source>
        <translation>最後のトリックです。10♠ をリードすればゲーム終了です。</translation>
    </message>
    <message>
        <source>Learn to play Supertrump</source>
        <translation>スーパートランプの遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Supertrump is a trick-taking game for two. Each plays one card to a trick: the higher card of the suit led wins, unless a trump is played, and four super trumps beat every trump. In stage 1 the winner of each trick also takes a face-up card from the stock; in stage 2 the stock is gone and each trick is worth 2 points. Whoever takes 20 of the 39 points wins the game.</source>
        <translation>スーパートランプは2人で遊ぶトリックテイキングゲームです。1トリックに1枚ずつカードを出し、リードされたスートの高いカードが勝ちます。ただし切り札が出れば切り札が勝ち、4枚のスーパー切り札はどの切り札にも勝ちます。第1段階ではトリックの勝者が山札の表向きのカードも取り、第2段階では山札がなくなって1トリック2点になります。39点中20点を取った方がゲームの勝ちです。</translation>
    </message>
    <message>
        <source>You won the game 31 to 8: 7 stage-1 tricks at 1 point and 12 stage-2 tricks at 2. In a match the dealer alternates and games go on until someone has won 3 games or reached 100 points, as chosen in New game. Next, an ordinary game against an easy opponent, with shuffled cards.</source>
        <translation>31対8であなたの勝ちです。第1段階で7トリック (各1点)、第2段階で12トリック (各2点) を取りました。マッチではディーラーを交代しながら、「新しいゲーム」で選んだとおり、どちらかが3ゲーム勝つか100点に達するまで続けます。次は、シャッフルしたカードで初級の相手と普通のゲームを遊びます。</translation>
    </message>
    <message>
        <source>You hold no clubs: with clubs as trumps every trump would be your opponent&apos;s.</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short. How many cards of each suit the person is dealt (for the trump-suit advice).</extracomment>
        <translation>クラブは1枚も持っていません。クラブを切り札にすると、切り札はすべて相手のものになります。</translation>
    </message>
    <message>
        <source>With %1 as trumps you would hold only %2 of them; with hearts you hold six.</source>
        <translation>%1 を切り札にすると、切り札は%2枚しかありません。ハートなら6枚です。</translation>
    </message>
    <message>
        <source>%1 cannot beat A♥: only a super trump can.</source>
        <translation>%1 では A♥ に勝てません。勝てるのはスーパー切り札だけです。</translation>
    </message>
    <message>
        <source>%1 loses to K♠ as well: keep it and play 5♠.</source>
        <translation>%1 でも K♠ には負けます。取っておいて 5♠ を出しましょう。</translation>
    </message>
    <message>
        <source>The super 9♥ cannot win here: of two super trumps the first played takes the trick. Keep it.</source>
        <translation>ここではスーパー切り札の 9♥ でも勝てません。スーパー切り札どうしなら先に出した方がトリックを取ります。取っておきましょう。</translation>
    </message>
    <message>
        <source>No trump beats a super trump: keep %1 and give 2♥.</source>
        <translation>切り札ではスーパー切り札に勝てません。%1 は取っておいて 2♥ を出しましょう。</translation>
    </message>
    <message>
        <source>%1 would win as well, but your lowest trump, %2, is enough.</source>
        <translation>%1 でも勝てますが、一番低い切り札の %2 で十分です。</translation>
    </message>
    <message>
        <source>%1 cannot win: a card of another suit never beats the suit led; only a trump does.</source>
        <translation>%1 では勝てません。リードされたスートに勝てるのは切り札だけで、ほかのスートのカードは決して勝ちません。</translation>
    </message>
    <message>
        <source>%1 is a trump: keep your trumps for stage 2, where each trick is worth 2 points.</source>
        <translation>%1 は切り札です。切り札は、各トリックが2点になる第2段階まで取っておきましょう。</translation>
    </message>
    <message>
        <source>%1 can lose J♣ to a higher card or a trump. Q♠, now the highest spade, is your best chance to win it without a trump.</source>
        <translation>%1 では、より高いカードか切り札に負けて J♣ を取られるかもしれません。いまスペードで一番高い Q♠ が、切り札を使わずに取るための一番の手です。</translation>
    </message>
    <message>
        <source>%1 is a trump: keep your trumps for now. A♠ wins Q♥ unless your opponent has no spades and trumps it.</source>
        <translation>%1 は切り札です。切り札はまだ取っておきましょう。A♠ は、相手がスペードを持たずに切り札で切らない限り Q♥ を取ります。</translation>
    </message>
    <message>
        <source>%1 can lose Q♥ to a higher card of its suit or to a trump. A♠ is the highest spade: only a trump can beat it.</source>
        <translation>%1 では、同じスートのより高いカードか切り札に負けて Q♥ を取られるかもしれません。A♠ はスペードで一番高く、切り札でしか負かせません。</translation>
    </message>
    <message>
        <source>%1 is worth more than the face-up %2: lead %3, a low card.</source>
        <translation>%1 は表向きの %2 より価値があります。低いカード %3 をリードしましょう。</translation>
    </message>
    <message>
        <source>9♥ would win too, but keep your super trump for stage 2: K♣, now the highest club, wins 8♥ if your opponent follows suit.</source>
        <translation>9♥ でも勝てますが、スーパー切り札は第2段階まで取っておきましょう。いまクラブで一番高い K♣ なら、相手がスートに従えば 8♥ を取れます。</translation>
    </message>
    <message>
        <source>%1 can lose 8♥ to a higher card or a trump. Lead K♣, now the highest club: your opponent must follow with a club if they have one.</source>
        <translation>%1 では、より高いカードか切り札に負けて 8♥ を取られるかもしれません。いまクラブで一番高い K♣ をリードしましょう。相手はクラブがあれば出さなければなりません。</translation>
    </message>
    <message>
        <source>%1 does the same job, but the lesson leads %2, your lowest spade.</source>
        <translation>%1 でも同じですが、レッスンでは一番低いスペード %2 をリードします。</translation>
    </message>
    <message>
        <source>Keep %1: your opponent has no spades, so a low spade loses only to a trump and costs you least. Lead %2.</source>
        <translation>%1 は取っておきましょう。相手はスペードを持っていないので、低いスペードは切り札にしか負けず、失うものも一番少なくて済みます。%2 をリードしましょう。</translation>
    </message>
    <message>
        <source>Your opponent dealt, so you name the trump suit: a trump beats any card of another suit. Name hearts (♥): you hold six of them, up to K♥, more than of any other suit.</source>
        <translation>相手がディーラーなので、あなたが切り札のスートを指定します。切り札はほかのスートのどのカードにも勝ちます。ハート (♥) を指定しましょう。K♥ を含めて6枚と、どのスートよりも多く持っています。</translation>
    </message>
    <message>
        <source>You named hearts as trumps. Now the dealer names the super-trump rank: its four cards become super trumps. They beat every trump, are equal to each other, and count as trumps whatever their suit.</source>
        <translation>ハートが切り札になりました。次はディーラーがスーパー切り札のランクを指定します。そのランクの4枚がスーパー切り札になり、どの切り札にも勝ち、互いに同じ強さで、スートに関係なく切り札として扱われます。</translation>
    </message>
    <message>
        <source>Your opponent named 9: 9♠ 9♥ 9♦ 9♣ are super trumps, and your 9♠ is one. The top stock card, Q♥, lies face up: the trick&apos;s winner takes it, the loser draws the next card unseen. Lead A♠: it is the highest spade, so only a trump can beat it.</source>
        <translation>相手は9を指定しました。9♠ 9♥ 9♦ 9♣ がスーパー切り札で、あなたの 9♠ もその1枚です。山札の一番上の Q♥ が表向きです。トリックの勝者がこれを取り、敗者は次のカードを伏せたまま引きます。A♠ をリードしましょう。最高のスペードなので、勝てるのは切り札だけです。</translation>
    </message>
    <message>
        <source>Your opponent had to follow with a spade, so A♠ won: Q♥ is yours, and your opponent drew a hidden card. The new face-up card, 3♦, is worth little: lead a low card, 2♠, and keep your good ones. If you lose, you draw the hidden card instead.</source>
        <translation>相手はスペードでフォローするしかなく、A♠ が勝ちました。Q♥ はあなたのものになり、相手は伏せたカードを引きました。新しい表向きの 3♦ は価値が低いので、低いカード 2♠ をリードして良いカードは取っておきましょう。負ければ代わりに伏せたカードを引きます。</translation>
    </message>
    <message>
        <source>Your opponent won 3♦, and you drew Q♠: only you see the card you draw. Now the face-up card is 9♥, a super trump! Your opponent leads to win it.</source>
        <translation>相手が 3♦ を取り、あなたは Q♠ を引きました。引いたカードはあなたにしか見えません。今度の表向きのカードはスーパー切り札の 9♥ です! 相手はこれを取ろうとリードします。</translation>
    </message>
    <message>
        <source>Your opponent leads A♥, the highest ordinary trump. Only a super trump beats it: play your 9♠. A super trump counts as a trump, so it follows suit too, and you win 9♥ for it.</source>
        <translation>相手は普通の切り札で最高の A♥ をリードしました。これに勝てるのはスーパー切り札だけなので、9♠ を出しましょう。スーパー切り札は切り札として扱われるのでフォローにもなり、代わりに 9♥ が手に入ります。</translation>
    </message>
    <message>
        <source>Your super 9♠ beat the ace, and 9♥ is yours; both players know the face-up cards you take. The face-up 2♦ is worth little: lead a low card, 4♦.</source>
        <translation>スーパー切り札の 9♠ がエースに勝ち、9♥ はあなたのものです。表向きで取ったカードは両方のプレイヤーに知られています。表向きの 2♦ は価値が低いので、低いカード 4♦ をリードしましょう。</translation>
    </message>
    <message>
        <source>Your opponent won 2♦, and you drew 10♠. Now they lead K♠ for the face-up Q♦. You hold spades, so you must follow suit: you may trump only when you have none. No spade of yours beats K♠: play the lowest, 5♠.</source>
        <translation>相手が 2♦ を取り、あなたは 10♠ を引きました。今度は相手が表向きの Q♦ を狙って K♠ をリードしました。スペードを持っているのでマストフォローです。切り札を出せるのはスペードがないときだけです。K♠ に勝てるスペードはないので、一番低い 5♠ を出しましょう。</translation>
    </message>
    <message>
        <source>You drew 7♠. Your opponent leads the super trump 9♦ for the face-up J♥. A led super trump asks for trumps, so you must play a heart or your 9♥. Nothing beats a super played first: give your lowest trump, 2♥.</source>
        <translation>あなたは 7♠ を引きました。相手は表向きの J♥ を狙ってスーパー切り札の 9♦ をリードしました。スーパー切り札がリードされたら切り札でフォローするので、ハートか 9♥ を出さなければなりません。先に出たスーパー切り札には何も勝てないので、一番低い切り札 2♥ を出しましょう。</translation>
    </message>
    <message>
        <source>You drew 6♠. Your opponent leads A♣ for the face-up K♣. You hold no clubs, so you may play any card, and any trump beats a club. Trump it with your lowest trump, 3♥.</source>
        <translation>あなたは 6♠ を引きました。相手は表向きの K♣ を狙って A♣ をリードしました。クラブがないので何を出してもよく、切り札ならどれでもクラブに勝ちます。一番低い切り札 3♥ で切りましょう。</translation>
    </message>
    <message>
        <source>K♣ is yours, and with A♣ played it is now the highest club. The face-up card is 8♥, a trump worth having. Lead K♣: your opponent must follow with a club if they have one.</source>
        <translation>K♣ を取りました。A♣ はもう出たので、これが最高のクラブです。表向きの 8♥ は手に入れたい切り札です。K♣ をリードしましょう。相手はクラブを持っていればクラブを出さなければなりません。</translation>
    </message>
    <message>
        <source>You took 8♥. The face-up card is J♣. Lead Q♠: A♠ and K♠ have been played, so it is the highest spade. It loses only if your opponent has no spades and trumps it.</source>
        <translation>8♥ を取りました。表向きのカードは J♣ です。Q♠ をリードしましょう。A♠ と K♠ は出たので、これが最高のスペードです。負けるのは、相手がスペードを持たずに切り札を出したときだけです。</translation>
    </message>
    <message>
        <source>Your opponent had no spades and trumped Q♠ with J♥, so they took J♣; you drew 5♥. Whoever cannot follow suit may trump, as you did with clubs. Your opponent leads next.</source>
        <translation>相手はスペードがなく、J♥ で Q♠ を切って J♣ を取りました。あなたは 5♥ を引きました。フォローできなければ、クラブのときのあなたのように切り札を出せます。次は相手のリードです。</translation>
    </message>
    <message>
        <source>Your opponent leads A♦ for the face-up 10♦. You must follow with a diamond, and nothing beats the ace: play 8♦ and keep K♦, which is then the highest diamond.</source>
        <translation>相手は表向きの 10♦ を狙って A♦ をリードしました。ダイヤでフォローしなければならず、エースには勝てません。8♦ を出して、このあと最高のダイヤになる K♦ を取っておきましょう。</translation>
    </message>
    <message>
        <source>K♦ loses to the ace too; after this trick it is the highest diamond, so keep it.</source>
        <translation>K♦ でもエースには負けます。このトリックの後は最高のダイヤになるので、取っておきましょう。</translation>
    </message>
    <message>
        <source>You drew 4♥. Your opponent leads 3♣, and the face-up card is J♠. You have no clubs: trump with your lowest trump, 4♥, and take J♠.</source>
        <translation>あなたは 4♥ を引きました。相手は 3♣ をリードし、表向きのカードは J♠ です。クラブがないので、一番低い切り札 4♥ で切って J♠ を取りましょう。</translation>
    </message>
    <message>
        <source>You took J♠. Your opponent has shown they have no spades. Lead 6♠ for the face-up 7♦: they must trump it or throw away another card, and a card of another suit never wins.</source>
        <translation>J♠ を取りました。相手がスペードを持っていないことは分かっています。表向きの 7♦ を狙って 6♠ をリードしましょう。相手は切り札で切るか別のカードを捨てるしかなく、ほかのスートのカードは決して勝ちません。</translation>
    </message>
    <message>
        <source>Your opponent threw away 2♦, so your 6♠ won. This is the last trick of stage 1: the winner takes the face-up Q♣, the loser the last hidden card. Lead 7♠ the same way.</source>
        <translation>相手は 2♦ を捨てたので、あなたの 6♠ が勝ちました。これが第1段階の最後のトリックです。勝者は表向きの Q♣ を、敗者は最後の伏せたカードを取ります。同じように 7♠ をリードしましょう。</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Start</source>
        <extracomment>The pointer&apos;s colour: unlike the gold of a legal card and the cyan of the cards to beat. A refusal&apos;s explanation: a pale box that reads as &quot;not this, and why&quot;.</extracomment>
        <translation>始める</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Play a game against easy opponents</source>
        <translation>初級のAIと対戦する</translation>
    </message>
    <message>
        <source>Leave lesson</source>
        <translation>レッスンをやめる</translation>
    </message>
    <message>
        <source>A pink outline: in your hand, the cards to play now; elsewhere, the cards the text speaks of.</source>
        <translation>ピンクの枠：手札では今出すカード、それ以外では説明に出てくるカードです。</translation>
    </message>
    <message>
        <source>Outlined: %1</source>
        <translation>枠で示したカード：%1</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <source>Your game in progress is kept: Leave lesson brings it back, and after the lesson it waits in Game → Saved games….</source>
        <translation>進行中のゲームは保管されています。「レッスンをやめる」で戻れます。レッスンのあとは「ゲーム → 保存したゲーム…」にあります。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>%1&apos;s move</source>
        <translation>%1の番</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>step, whose move</comment>
        <translation>%1・%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a trick&apos;s title, then its cards</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 — %2 took it</source>
        <translation>%1 — %2が取りました</translation>
    </message>
    <message>
        <source>%1 is allowed, but in this lesson play %2 now.</source>
        <translation>%1 も出せますが、このレッスンでは今は %2 を出してください。</translation>
    </message>
    <message>
        <source>You chose %1. %2</source>
        <translation>%1 を選びました。%2</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>上級</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>contra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <source>free new hand</source>
        <translation>フリー(無料交換)</translation>
    </message>
    <message>
        <source>double</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <source>redouble</source>
        <translation>リダブル</translation>
    </message>
    <message>
        <source>buy-in</source>
        <translation>バイ・イン</translation>
    </message>
    <message>
        <source>re-entry</source>
        <translation>復帰</translation>
    </message>
    <message>
        <source>free reset</source>
        <translation>無料リセット</translation>
    </message>
    <message>
        <source> and </source>
        <translation>と</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Deal %2: %1 deals 1 card each.</source>
        <translation>第%2ディール:%1が1枚ずつ配りました。</translation>
    </message>
    <message>
        <source>Deal %2: you deal 1 card each.</source>
        <translation>第%2ディール:あなたが1枚ずつ配りました。</translation>
    </message>
    <message>
        <source>Deal %2: %1 deals %3 cards each.</source>
        <translation>第%2ディール:%1が%3枚ずつ配りました。</translation>
    </message>
    <message>
        <source>Deal %2: you deal %3 cards each.</source>
        <translation>第%2ディール:あなたが%3枚ずつ配りました。</translation>
    </message>
    <message>
        <source>%1 exchanges 1 card.</source>
        <translation>%1が1枚交換しました。</translation>
    </message>
    <message>
        <source>You exchange 1 card.</source>
        <translation>あなたが1枚交換しました。</translation>
    </message>
    <message>
        <source>%1 exchanges %2 cards.</source>
        <translation>%1が%2枚交換しました。</translation>
    </message>
    <message>
        <source>You exchange %2 cards.</source>
        <translation>あなたが%2枚交換しました。</translation>
    </message>
    <message>
        <source>%1 loses the deal with %2: +%3 points.</source>
        <translation>%1が%2でこのディールの敗者になりました(+%3点)。</translation>
    </message>
    <message>
        <source>You lose the deal with %2: +%3 points.</source>
        <translation>あなたが%2でこのディールの敗者になりました(+%3点)。</translation>
    </message>
    <message>
        <source>%1 tied earlier with %2: −%3 points.</source>
        <translation>%1は先に同じ強さの%2を出していたため、失点が%3点減りました。</translation>
    </message>
    <message>
        <source>You tied earlier with %2: −%3 points.</source>
        <translation>あなたは先に同じ強さの%2を出していたため、失点が%3点減りました。</translation>
    </message>
    <message>
        <source>%1 takes %2 chips from the pot.</source>
        <translation>%1がポットからチップを%2枚獲得しました。</translation>
    </message>
    <message>
        <source>You take %2 chips from the pot.</source>
        <translation>あなたがポットからチップを%2枚獲得しました。</translation>
    </message>
    <message>
        <source>%1 keeps their hand.</source>
        <translation>%1は手札を交換しませんでした。</translation>
    </message>
    <message>
        <source>You keep your hand.</source>
        <translation>あなたは手札を交換しませんでした。</translation>
    </message>
    <message>
        <source>%1 leads %2.</source>
        <translation>%1が%2をリードしました。</translation>
    </message>
    <message>
        <source>You lead %2.</source>
        <translation>あなたが%2をリードしました。</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1が%2を出しました。</translation>
    </message>
    <message>
        <source>You play %2.</source>
        <translation>あなたが%2を出しました。</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1がトリックを取りました。</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>あなたがトリックを取りました。</translation>
    </message>
    <message>
        <source>Last trick: %1.</source>
        <translation>最後のトリック:%1。</translation>
    </message>
    <message>
        <source>%1&apos;s total is now %2.</source>
        <translation>%1の失点合計は%2点になりました。</translation>
    </message>
    <message>
        <source>Your total is now %2.</source>
        <translation>あなたの失点合計は%2点になりました。</translation>
    </message>
    <message>
        <source>%1 is out with %2 points.</source>
        <translation>%1は失点%2点で脱落しました。</translation>
    </message>
    <message>
        <source>You are out with %2 points.</source>
        <translation>あなたは失点%2点で脱落しました。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>%1 answers %2: %3.</source>
        <translation>%1は%2に「%3」と答えました。</translation>
    </message>
    <message>
        <source>You answer %2: %3.</source>
        <translation>あなたは%2に「%3」と答えました。</translation>
    </message>
    <message>
        <source>Everyone antes 1 chip; the pot is %1 chips.</source>
        <translation>全員がアンティとしてチップを1枚払いました。ポットはチップ%1枚です。</translation>
    </message>
    <message>
        <source>Everyone antes %2 chips; the pot is %1 chips.</source>
        <translation>全員がアンティとしてチップを%2枚払いました。ポットはチップ%1枚です。</translation>
    </message>
    <message>
        <source>%1 pays %2 chips to buy back in (they stay out of the pot).</source>
        <translation>%1が買い戻しのためにチップを%2枚払いました（ポットには入りません）。</translation>
    </message>
    <message>
        <source>You pay %2 chips to buy back in (they stay out of the pot).</source>
        <translation>あなたが買い戻しのためにチップを%2枚払いました（ポットには入りません）。</translation>
    </message>
    <message>
        <source>%1 pays 1 chip into the pot; the pot is %3 chips.</source>
        <translation>%1がポットにチップを1枚払いました。ポットはチップ%3枚です。</translation>
    </message>
    <message>
        <source>You pay 1 chip into the pot; the pot is %3 chips.</source>
        <translation>あなたがポットにチップを1枚払いました。ポットはチップ%3枚です。</translation>
    </message>
    <message>
        <source>%1 pays %2 chips into the pot; the pot is %3 chips.</source>
        <translation>%1がポットにチップを%2枚払いました。ポットはチップ%3枚です。</translation>
    </message>
    <message>
        <source>You pay %2 chips into the pot; the pot is %3 chips.</source>
        <translation>あなたがポットにチップを%2枚払いました。ポットはチップ%3枚です。</translation>
    </message>
    <message>
        <source>%1 takes 1 chip from the pot.</source>
        <translation>%1がポットからチップを1枚獲得しました。</translation>
    </message>
    <message>
        <source>You take 1 chip from the pot.</source>
        <translation>あなたがポットからチップを1枚獲得しました。</translation>
    </message>
    <message>
        <source>Game over: you won!</source>
        <translation>ゲーム終了:あなたが勝ちました!</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>ゲーム終了:%1が勝ちました。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>cardtable</source>
        <extracomment>The game, variant and player count of ``start_game`` (menu Demo, Play again). Game → Play with friends (a shared table&apos;s own window has its own menu).</extracomment>
        <translation>cardtable</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Restart this game</source>
        <translation>このゲームを最初からやり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Demo (AIs play every seat)</source>
        <translation>デモ:全席AIでプレイ(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>アニメーションの速さ(&amp;S)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>瞬時</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Show &amp;played cards</source>
        <translation>出たカードを見る(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Auto-play forced moves</source>
        <translation>選べる手が1つだけなら自動でプレイ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>4色スートのトランプ(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>このゲームのルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About cardtable</source>
        <translation>cardtableについて(&amp;A)</translation>
    </message>
    <message>
        <source>Start another game?</source>
        <translation>別のゲームを始めますか？</translation>
    </message>
    <message>
        <source>Start another game? The game in progress is kept in Game → Saved games…, to continue any time.</source>
        <translation>別のゲームを始めますか？ 進行中のゲームは「ゲーム → 保存したゲーム…」に保管され、いつでも続けられます。</translation>
    </message>
    <message>
        <source>Leave the game in progress? Autosave is off, so it cannot be kept: it will be abandoned.</source>
        <translation>進行中のゲームをやめますか？ 自動保存がオフのため保管できず、このゲームは破棄されます。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>About cardtable</source>
        <translation>cardtableについて</translation>
    </message>
    <message>
        <source>&lt;h3&gt;cardtable %1&lt;/h3&gt;&lt;p&gt;22 (Twenty-Two), the Cucumber family, Supertrump and Sneak against AI opponents.&lt;/p&gt;&lt;p&gt;Licence: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;cardtable %1&lt;/h3&gt;&lt;p&gt;22 (トゥエンティツー)、キューカンバー系のゲーム、スーパートランプ、スニークをAI相手に遊べます。&lt;/p&gt;&lt;p&gt;ライセンス: GNU GPL バージョン3以降。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Players per deck</source>
        <translation>1組あたりの人数</translation>
    </message>
    <message>
        <source>One more deck is added for every this many players.</source>
        <translation>プレイヤーがこの人数増えるごとに、トランプを1組追加します。</translation>
    </message>
    <message>
        <source>Most decks</source>
        <translation>最大組数</translation>
    </message>
    <message>
        <source>Never use more decks than this (none: no limit).</source>
        <translation>トランプはこの組数までしか使いません(なし:上限なし)。</translation>
    </message>
    <message>
        <source>Jokers per deck</source>
        <translation>1組あたりのジョーカー</translation>
    </message>
    <message>
        <source>How many jokers are shuffled into each deck.</source>
        <translation>トランプ1組ごとに混ぜるジョーカーの枚数です。</translation>
    </message>
    <message>
        <source>Joker ranks</source>
        <translation>ジョーカーの強さ</translation>
    </message>
    <message>
        <source>Whether a joker beats an ace or counts as an ace.</source>
        <translation>ジョーカーをAより強いカードにするか、Aと同じ強さとして扱うかを決めます。</translation>
    </message>
    <message>
        <source>Special top cards</source>
        <translation>特別な最強カード</translation>
    </message>
    <message>
        <source>Cards that beat everything, in this order (Iceland&apos;s 6 of clubs).</source>
        <translation>どのカードよりも強い特別なカードで、記載の順に強くなります(アイスランドの6♣など)。</translation>
    </message>
    <message>
        <source>Ace low in the last trick</source>
        <translation>最後のトリックではAが最弱</translation>
    </message>
    <message>
        <source>In the last trick an ace ranks below a 2 and is safe (Rassi).</source>
        <translation>最後のトリックではAが2よりも弱くなり、安全なカードになります(ラッシのルール)。</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カードの失点</translation>
    </message>
    <message>
        <source>What a losing ace, king, queen and jack cost; other cards cost their pips.</source>
        <translation>負けたときのA・K・Q・Jの失点です。それ以外のカードは数字どおりの失点になります。</translation>
    </message>
    <message>
        <source>Cards in the first deal</source>
        <translation>最初の配り枚数</translation>
    </message>
    <message>
        <source>How many cards each player gets in the first deal.</source>
        <translation>最初のディールで各プレイヤーに配る枚数です。</translation>
    </message>
    <message>
        <source>Later hand sizes</source>
        <translation>2回目以降の配り枚数</translation>
    </message>
    <message>
        <source>How many cards each player gets in the deals after the first.</source>
        <translation>2回目以降のディールで各プレイヤーに配る枚数の決め方です。</translation>
    </message>
    <message>
        <source>Hand size cap</source>
        <translation>配り枚数の上限</translation>
    </message>
    <message>
        <source>The most cards dealt when hands follow the loser&apos;s points (none: no cap).</source>
        <translation>敗者の失点に合わせて配るときに、1人に配る最大の枚数です(なし:上限なし)。</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>手札の交換</translation>
    </message>
    <message>
        <source>Whether and how players may swap cards with the stock before play.</source>
        <translation>プレイ前に手札を山札と交換できるかどうか、またその方法を決めます。</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>リード</translation>
    </message>
    <message>
        <source>Whether the leader may play a set of cards of one rank.</source>
        <translation>親が同じランクのカードをセットでリードできるかどうかを決めます。</translation>
    </message>
    <message>
        <source>Lead your lowest card</source>
        <translation>最も弱いカードでリード</translation>
    </message>
    <message>
        <source>The leader must always lead their lowest card.</source>
        <translation>親は常に手札で最も弱いカードでリードしなければなりません。</translation>
    </message>
    <message>
        <source>Card to beat</source>
        <translation>超えるべきカード</translation>
    </message>
    <message>
        <source>Whether a follower must beat the card just played or the highest so far.</source>
        <translation>フォローするプレイヤーが超えなければならないのが、直前に出たカードか、場で最も強いカードかを決めます。</translation>
    </message>
    <message>
        <source>Equal cards beat</source>
        <translation>同じランクでも超えたとみなす</translation>
    </message>
    <message>
        <source>A card of the same rank counts as beating the card to beat.</source>
        <translation>超えるべきカードと同じランクのカードを出しても、超えたものとして扱います。</translation>
    </message>
    <message>
        <source>Must beat if able</source>
        <translation>超えられるなら必ず超える</translation>
    </message>
    <message>
        <source>A player who can beat the card to beat must do so.</source>
        <translation>超えるべきカードを超えられるプレイヤーは、必ず超えるカードを出さなければなりません。</translation>
    </message>
    <message>
        <source>Ace rule</source>
        <translation>Aの特別ルール</translation>
    </message>
    <message>
        <source>Special rules about aces in a trick.</source>
        <translation>トリックの中でAが出たときの特別なルールです。</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>最後のトリック</translation>
    </message>
    <message>
        <source>Whether the last cards are shown all at once or played in turn.</source>
        <translation>最後のカードを全員一斉に公開するか、順番に出すかを決めます。</translation>
    </message>
    <message>
        <source>Ties in the last trick</source>
        <translation>最後のトリックで並んだとき</translation>
    </message>
    <message>
        <source>Who loses when several players show the highest last card.</source>
        <translation>最後のトリックで複数のプレイヤーが最も強いカードを出したときに、誰が敗者になるかを決めます。</translation>
    </message>
    <message>
        <source>Out at</source>
        <translation>脱落の基準点</translation>
    </message>
    <message>
        <source>The penalty total at which a player is out.</source>
        <translation>プレイヤーが脱落する失点の合計です。</translation>
    </message>
    <message>
        <source>Out when the total is</source>
        <translation>脱落の条件</translation>
    </message>
    <message>
        <source>Whether reaching the threshold or only passing it puts a player out.</source>
        <translation>失点の合計が基準点に達したら脱落するか、基準点を超えたときだけ脱落するかを決めます。</translation>
    </message>
    <message>
        <source>Exact total resets to 0</source>
        <translation>ぴったりで0点に戻る</translation>
    </message>
    <message>
        <source>A total of exactly this number goes back to 0 (none: never).</source>
        <translation>失点の合計がちょうどこの点数になると0点に戻ります(なし:戻らない)。</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>ゲームの終了</translation>
    </message>
    <message>
        <source>Play until one player is left, or stop at the first elimination.</source>
        <translation>最後の1人になるまで続けるか、最初の脱落者が出た時点で終わるかを決めます。</translation>
    </message>
    <message>
        <source>If everyone goes out</source>
        <translation>全員が脱落したとき</translation>
    </message>
    <message>
        <source>Who wins when all remaining players go out in the same deal.</source>
        <translation>残っているプレイヤー全員が同じディールで脱落したときに、誰を勝者とするかを決めます。</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>次のディーラー</translation>
    </message>
    <message>
        <source>Who deals the next deal.</source>
        <translation>次のディールでカードを配る人を決めます。</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>最初のリード</translation>
    </message>
    <message>
        <source>Who leads the first trick of a deal.</source>
        <translation>各ディールの最初のトリックで誰がリードするかを決めます。</translation>
    </message>
    <message>
        <source>Played cards stay visible</source>
        <translation>出たカードを公開</translation>
    </message>
    <message>
        <source>Everyone may look back at the cards played in this deal.</source>
        <translation>このディールで出たカードを、全員がいつでも見返せるようにします。</translation>
    </message>
    <message>
        <source>Ante (chips)</source>
        <translation>アンティ(チップ)</translation>
    </message>
    <message>
        <source>Chips each player pays into the pot at the start (0: no chips).</source>
        <translation>ゲーム開始時に各プレイヤーがポットに払うチップの枚数です(0:チップを使わない)。</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>最初の所持チップ</translation>
    </message>
    <message>
        <source>How many chips each player has at the start.</source>
        <translation>ゲーム開始時に各プレイヤーが持っているチップの枚数です。</translation>
    </message>
    <message>
        <source>Rescue</source>
        <translation>脱落の回避</translation>
    </message>
    <message>
        <source>Whether a player about to go out can stay in, and how.</source>
        <translation>脱落しそうなプレイヤーがゲームに残れるかどうか、またその方法を決めます。</translation>
    </message>
    <message>
        <source>Contra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <source>Before play a player may call contra: the loser then pays double or more.</source>
        <translation>プレイ前にコントラを宣言できます。宣言されると、敗者の失点が2倍以上になります。</translation>
    </message>
    <message>
        <source>Losing cards leave the deck</source>
        <translation>負けたカードを除外</translation>
    </message>
    <message>
        <source>A card that loses a deal stays out of play in front of its player (22).</source>
        <translation>ディールで負けたカードは敗者の前に置かれ、以降は使いません(22のルール)。</translation>
    </message>
    <message>
        <source>no limit</source>
        <extracomment>What an optional number left empty means, as its spin box says it.</extracomment>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>never</source>
        <translation>しない</translation>
    </message>
</context>
<context>
    <name>OutBar</name>
    <message>
        <source>You are out of this game; the others play on.</source>
        <translation>あなたはこのゲームから脱落しました。他のプレイヤーが続けます。</translation>
    </message>
    <message>
        <source>You are out of this game; finishing it quickly…</source>
        <translation>あなたはこのゲームから脱落しました。残りを早送りしています…</translation>
    </message>
    <message>
        <source>&amp;Finish quickly</source>
        <translation>早送りで終える(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>PlayOn</name>
    <message>
        <source>Played on from %1, game %2, move %3</source>
        <extracomment>The status bar shows this much of a source&apos;s name (all of it in the tooltip).</extracomment>
        <translation>%1 のゲーム %2・%3 手目から続けたゲーム</translation>
    </message>
    <message>
        <source>Played on from %1, deal %2, move %3</source>
        <translation>%1 のディール %2・%3 手目から続けたゲーム</translation>
    </message>
    <message>
        <source>Seat %1: %2 (%3)</source>
        <translation>席%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここからプレイ</translation>
    </message>
    <message>
        <source>Only AIs played this game. Which seat will you take?</source>
        <translation>このゲームはAIだけで対戦されました。どの席に着きますか?</translation>
    </message>
    <message>
        <source>Play on from this position? The game in progress is kept in Saved games, to continue later.</source>
        <translation>この局面から続けてプレイしますか? 進行中のゲームは「保存したゲーム」に保管され、後で続けられます。</translation>
    </message>
    <message>
        <source>The game in progress could not be kept aside (%1); it goes on.</source>
        <translation>進行中のゲームを保管できませんでした (%1)。進行中のゲームはそのまま続きます。</translation>
    </message>
</context>
<context>
    <name>PlayedCardsDialog</name>
    <message>
        <source>Trick %1 — %2</source>
        <translation>第%1トリック — %2</translation>
    </message>
</context>
<context>
    <name>PlayerAids</name>
    <message>
        <source>There is no move of yours to take back in this deal.</source>
        <translation>このディールには取り消せるあなたの手がありません。</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>やり直す手はありません。</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back your last move and the moves after it</source>
        <translation>あなたの最後の手と、その後の手を取り消します</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>やり直す(&amp;D)</translation>
    </message>
    <message>
        <source>Play again what Undo took back</source>
        <translation>「元に戻す」で取り消した手をもう一度行います</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Show the move the expert AI would make</source>
        <translation>エキスパートAIが選ぶ手を示します</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>最後のトリック(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>22 (Twenty-Two)</source>
        <translation>22(トゥエンティ・トゥー)</translation>
    </message>
    <message>
        <source>Agurk (Denmark)</source>
        <translation>アグルク(デンマーク)</translation>
    </message>
    <message>
        <source>Agurk with jokers (Denmark)</source>
        <translation>ジョーカー入りアグルク(デンマーク)</translation>
    </message>
    <message>
        <source>Gurka (Sweden)</source>
        <translation>グルカ(スウェーデン)</translation>
    </message>
    <message>
        <source>Ogórek (Poland)</source>
        <translation>オグレク(ポーランド)</translation>
    </message>
    <message>
        <source>Kurkku (Finland)</source>
        <translation>クルック(フィンランド)</translation>
    </message>
    <message>
        <source>Mätäpesä (Finland)</source>
        <translation>マタペサ(フィンランド)</translation>
    </message>
    <message>
        <source>Rassi (Finland)</source>
        <translation>ラッシ(フィンランド)</translation>
    </message>
    <message>
        <source>Gurka (Norway)</source>
        <translation>グルカ(ノルウェー)</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>ノルウェージャン</translation>
    </message>
    <message>
        <source>Gúrka (Iceland)</source>
        <translation>グルカ(アイスランド)</translation>
    </message>
    <message>
        <source>Gambling Cucumber</source>
        <translation>ギャンブルきゅうり</translation>
    </message>
    <message>
        <source>Agurk (online house rules)</source>
        <translation>アグルク(オンラインのハウスルール)</translation>
    </message>
    <message>
        <source>Leads of several cards, one exchange, losing cards leave the game; out at 22.</source>
        <extracomment>What sets each preset apart, one line: &quot;Gurka (Norway)&quot; and &quot;Norwegian&quot; alone do not say.</extracomment>
        <translation>複数枚のリードあり、交換は1回、負けたカードはゲームから除外。22点で脱落。</translation>
    </message>
    <message>
        <source>7 cards every deal; beat the card just played or play your lowest; out at 21.</source>
        <translation>毎ディール7枚。直前のカードより強いカードか、手札で最も弱いカードを出す。21点で脱落。</translation>
    </message>
    <message>
        <source>Agurk with 3 jokers above the ace and an exchange of as many cards as the first player&apos;s.</source>
        <translation>Aより強いジョーカー3枚入りのアグルク。交換は最初のプレイヤーと同じ枚数。</translation>
    </message>
    <message>
        <source>6 cards, out at 30, played for chips; with 3 or fewer players left you may buy back in.</source>
        <translation>6枚、30点で脱落、チップを賭ける。残り3人以下になったらバイ・インできる。</translation>
    </message>
    <message>
        <source>6 cards; you must beat if you can; an ace scores 1; contra raises the stake; out at 50.</source>
        <translation>6枚。強いカードを出せるなら必ず出す。Aは1点。コントラで賭けが上がる。50点で脱落。</translation>
    </message>
    <message>
        <source>3 or 4 players, 7 cards, played cards stay in view; out at 30.</source>
        <translation>3〜4人、7枚、出たカードは見えるまま。30点で脱落。</translation>
    </message>
    <message>
        <source>The whole deck is dealt out every deal; out at 30.</source>
        <translation>毎ディール、カードを全部配り切る。30点で脱落。</translation>
    </message>
    <message>
        <source>6 cards; before play, a free new hand, double or redouble; the ace is low in the last trick; out at 50.</source>
        <translation>6枚。プレイ前に無料の手札交換、ダブル、リダブルがある。最後のトリックではAが最弱。50点で脱落。</translation>
    </message>
    <message>
        <source>Norway&apos;s Gurka: 7 cards every deal, every tied highest last card loses, played for chips; out at 21.</source>
        <translation>ノルウェーのグルカ: 毎ディール7枚、最後のトリックで並んだ最強カードは全員が負け、チップを賭ける。21点で脱落。</translation>
    </message>
    <message>
        <source>Another Norwegian game: 5 cards, then the losing card&apos;s points (at most 7); the dealer may exchange first; A, K, Q and J score 11.</source>
        <translation>もう一つのノルウェー式: 最初は5枚、以後は負けたカードの点数と同じ枚数 (最大7枚)。ディーラーが最初に交換できる。A・K・Q・Jは11点。</translation>
    </message>
    <message>
        <source>10 cards, one fewer each deal; leads of several cards; the 6♣ beats everything; exactly 21 goes back to 0.</source>
        <translation>10枚から毎ディール1枚ずつ減る。複数枚のリードあり。6♣が最強。ちょうど21点で0点に戻る。</translation>
    </message>
    <message>
        <source>Played for a pot: a player who goes out may pay once to come back in; out at 30.</source>
        <translation>ポットを賭ける。脱落した人は1回だけ支払って復帰できる。30点で脱落。</translation>
    </message>
    <message>
        <source>As in online rooms: 7 cards down to 1 and back, 3 jokers, beat the highest card so far; out over 21.</source>
        <translation>オンラインの部屋のルール: 7枚から1枚まで減ってまた増える、ジョーカー3枚、それまでの最強カードより強いカードを出す。21点を超えると脱落。</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>A game needs at least 2 players.</source>
        <translation>ゲームには2人以上のプレイヤーが必要です。</translation>
    </message>
    <message>
        <source>At most %1 players can sit at the table.</source>
        <translation>テーブルに着けるのは最大%1人です。</translation>
    </message>
    <message>
        <source>The fewest players (%1) is more than the most players (%2).</source>
        <translation>最少人数(%1人)が最大人数(%2人)を上回っています。</translation>
    </message>
    <message>
        <source>The elimination threshold must be more than 0 points.</source>
        <translation>脱落の基準点は0点より大きくしてください。</translation>
    </message>
    <message>
        <source>A total of exactly %1 can never be reset: it must be above 0 and reachable without being eliminated.</source>
        <translation>合計%1点ちょうどでのリセットは起こりえません。0より大きく、脱落せずに到達できる点数にしてください。</translation>
    </message>
    <message>
        <source>The first deal must give each player at least 1 card.</source>
        <translation>最初のディールでは各プレイヤーに1枚以上配ってください。</translation>
    </message>
    <message>
        <source>The hand size cap must be at least 1 card.</source>
        <translation>配り枚数の上限は1枚以上にしてください。</translation>
    </message>
    <message>
        <source>A hand size cap only applies when hands follow the loser&apos;s points.</source>
        <translation>配り枚数の上限は、配り枚数を敗者の失点で決める場合にだけ使えます。</translation>
    </message>
    <message>
        <source>The most decks must be from 1 to %1.</source>
        <translation>最大組数は1〜%1組にしてください。</translation>
    </message>
    <message>
        <source>The dealer-first exchange keeps 2 cards in hand: deal at least 3.</source>
        <translation>ディーラーから始める交換では手札を2枚残すため、3枚以上配ってください。</translation>
    </message>
    <message>
        <source>Chips cannot be negative.</source>
        <translation>チップをマイナスにはできません。</translation>
    </message>
    <message>
        <source>Buying back in costs chips: set an ante above 0.</source>
        <translation>復帰にはチップが必要です。アンティを1以上にしてください。</translation>
    </message>
    <message>
        <source>Each player must start with at least enough chips for the ante.</source>
        <translation>各プレイヤーの最初のチップは、アンティを払える枚数以上にしてください。</translation>
    </message>
    <message>
        <source>A top card is listed twice.</source>
        <translation>同じ最強カードが2回指定されています。</translation>
    </message>
    <message>
        <source>%1 cannot be a top card (allowed: %2).</source>
        <translation>%1は最強カードにできません(指定できるのは%2)。</translation>
    </message>
    <message>
        <source>This game is for %1 to %2 players, not %3.</source>
        <translation>このゲームは%1〜%2人用です(%3人では遊べません)。</translation>
    </message>
    <message>
        <source>%1 players at %2 per deck would need %3 decks; at most %4 can be used.</source>
        <translation>%1人で1組あたり%2人だと%3組必要ですが、使えるのは最大%4組です。</translation>
    </message>
    <message>
        <source>%1 players with %2 cards each need %3 cards, but one deck holds only %5: use more decks (fewer players per deck) or smaller hands.</source>
        <translation>%1人に%2枚ずつ配るには%3枚必要ですが、1組には%5枚しかありません。組数を増やす(1組あたりの人数を減らす)か、配る枚数を減らしてください。</translation>
    </message>
    <message>
        <source>%1 players with %2 cards each need %3 cards, but %4 decks hold only %5: use more decks (fewer players per deck) or smaller hands.</source>
        <translation>%1人に%2枚ずつ配るには%3枚必要ですが、%4組には%5枚しかありません。組数を増やす(1組あたりの人数を減らす)か、配る枚数を減らしてください。</translation>
    </message>
    <message>
        <source>There are not enough cards to give %1 players a card each.</source>
        <translation>%1人に1枚ずつ配るだけのカードがありません。</translation>
    </message>
    <message>
        <source>A deck can hold 0 to 3 jokers.</source>
        <translation>ジョーカーは1組あたり0〜3枚です。</translation>
    </message>
    <message>
        <source>There must be at least 1 player per deck.</source>
        <translation>1組あたりの人数は1人以上にしてください。</translation>
    </message>
    <message>
        <source>With %1 players and penalty cards kept out, the threshold can be at most %2: a higher one could use up the cards before the game ends.</source>
        <translation>%1人で負けたカードを除外する場合、脱落の基準点は最大%2点です。それより高いと、ゲームが終わる前にカードが尽きるおそれがあります。</translation>
    </message>
    <message>
        <source>With %1 players and penalty cards kept out, no threshold is safe: the cards could run out. Use more decks or let penalty cards go back into the deck.</source>
        <translation>%1人で負けたカードを除外すると、どの基準点でもカードが尽きるおそれがあります。組数を増やすか、負けたカードを山札に戻してください。</translation>
    </message>
    <message>
        <source>Penalty cards cannot be kept out of the deck together with an exact reset: totals can go back to 0 again and again, so the cards could run out before the game ends.</source>
        <translation>負けたカードの除外は「ぴったりで0点に戻る」と同時には使えません。合計点が何度でも0点に戻れるため、ゲームが終わる前にカードが尽きるおそれがあります。</translation>
    </message>
    <message>
        <source>Penalty cards cannot be kept out of the deck when tied last cards subtract points: totals can go down again, so the cards could run out before the game ends.</source>
        <translation>最後のトリックで並んだカードが点を減らすルールでは、負けたカードを除外できません。合計点が再び下がるため、ゲームが終わる前にカードが尽きるおそれがあります。</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Call contra? (the loser pays double)</source>
        <translation>コントラを宣言しますか?(敗者の失点が2倍になります)</translation>
    </message>
    <message>
        <source>No court cards: take a free new hand?</source>
        <translation>手札に絵札がありません。手札を無料で交換しますか?</translation>
    </message>
    <message>
        <source>Double? (new hand, a loss counts ×2)</source>
        <translation>ダブルしますか?(手札を交換し、負けると失点が2倍になります)</translation>
    </message>
    <message>
        <source>Redouble? (new hand, a loss counts ×4)</source>
        <translation>リダブルしますか?(手札を交換し、負けると失点が4倍になります)</translation>
    </message>
    <message>
        <source>Buy back in to the highest other total?</source>
        <translation>バイ・インして、失点の合計を他のプレイヤーの最高点まで戻しますか?</translation>
    </message>
    <message>
        <source>Pay one more stake to stay in the game?</source>
        <translation>賭け金をもう一度払って、ゲームに復帰しますか?</translation>
    </message>
    <message>
        <source>Use your free reset to the highest other total?</source>
        <translation>無料リセットを使って、失点の合計を他のプレイヤーの最高点まで戻しますか?</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>There is no such table there any more: its game may have ended.</source>
        <extracomment>code → (sentence with %1 …, the params that fill it, in order).</extracomment>
        <translation>その卓はもうありません。ゲームが終わったのかもしれません。</translation>
    </message>
    <message>
        <source>The invitation&apos;s code is wrong: ask for the invitation again.</source>
        <translation>招待のコードが違います。もう一度招待をもらってください。</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>この卓の席はすべて埋まっています。</translation>
    </message>
    <message>
        <source>Seat %1 is not free.</source>
        <translation>席 %1 は空いていません。</translation>
    </message>
    <message>
        <source>The table has no such seat.</source>
        <translation>この卓にその席はありません。</translation>
    </message>
    <message>
        <source>The table no longer knows your seat (it may have been hosted anew).</source>
        <translation>卓はあなたの席をもう知りません（新しく開き直されたのかもしれません）。</translation>
    </message>
    <message>
        <source>This window is already seated.</source>
        <translation>このウィンドウはもう着席しています。</translation>
    </message>
    <message>
        <source>Please give a name.</source>
        <translation>名前を入れてください。</translation>
    </message>
    <message>
        <source>Nothing answers at %1: the host&apos;s app may be closed, or the address cannot be reached from here.</source>
        <translation>%1 から応答がありません。ホストのアプリが閉じているか、ここからそのアドレスに届きません。</translation>
    </message>
    <message>
        <source>The connection to the table stayed down for five minutes.</source>
        <translation>卓への接続が5分間切れたままでした。</translation>
    </message>
    <message>
        <source>Your seat was taken up in another window.</source>
        <translation>あなたの席は別のウィンドウで座り直されました。</translation>
    </message>
    <message>
        <source>What answers at that address is not a cardtable table.</source>
        <translation>そのアドレスで応答しているのは cardtable の卓ではありません。</translation>
    </message>
    <message>
        <source>The table turned this window away.</source>
        <translation>卓がこのウィンドウの参加を断りました。</translation>
    </message>
</context>
<context>
    <name>Remembered</name>
    <message>
        <source>the whole setup (unreadable)</source>
        <translation>設定全体 (読めません)</translation>
    </message>
    <message>
        <source>the game (unknown here)</source>
        <translation>ゲーム (このバージョンにはありません)</translation>
    </message>
    <message>
        <source>the variant (unknown here)</source>
        <translation>バリエーション (このバージョンにはありません)</translation>
    </message>
    <message>
        <source>the rules (they could not be played)</source>
        <translation>ルール (プレイできない組み合わせでした)</translation>
    </message>
    <message>
        <source>the players (a count this game cannot seat)</source>
        <translation>プレイヤー (このゲームでは座れない人数でした)</translation>
    </message>
    <message>
        <source>player names (missing or too long)</source>
        <translation>プレイヤー名 (空か長すぎます)</translation>
    </message>
    <message>
        <source>player names (characters that cannot be saved were removed)</source>
        <translation>プレイヤー名 (保存できない文字を取り除きました)</translation>
    </message>
    <message>
        <source>the seats (only the first is yours)</source>
        <translation>席 (あなたの席は最初の1つだけです)</translation>
    </message>
    <message>
        <source>AI levels (unknown here)</source>
        <translation>AIのレベル (このバージョンにはありません)</translation>
    </message>
    <message>
        <source>Some remembered settings were reset: %1.</source>
        <translation>保存されていた設定の一部を初期値に戻しました: %1。</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>The move was not sent: the connection is down. It will be offered again when it is back.</source>
        <extracomment>The kinds of seat a shared table adds, for name plates and statistics: a friend&apos;s, a friend&apos;s who is away (the seat is held), one nobody took yet. Reads the updates since the welcome (None: none yet, or a resync asked for).</extracomment>
        <translation>接続が切れているため、手を送れませんでした。接続が戻ったらもう一度選べます。</translation>
    </message>
    <message>
        <source>The table sent something this window cannot read (%1).</source>
        <translation>テーブルから、このウィンドウで読めないデータが届きました(%1)。</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>Seconds before an AI plays a seat left empty (the host&apos;s rule); ``None``: it waits.</extracomment>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>Waiting for a friend to take seat %1: send them the invitation (Game → Show the invitation).</source>
        <translation>席 %1 に友だちが着くのを待っています。招待を送ってください(ゲーム → 招待を表示)。</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay — %1</source>
        <extracomment>Time between steps while playing, by animation speed (ms). At most this share of the screen&apos;s available width and height.</extracomment>
        <translation>再生 — %1</translation>
    </message>
    <message>
        <source>Back to the start (Home)</source>
        <translation>最初に戻る (Home)</translation>
    </message>
    <message>
        <source>Previous game (Page Up)</source>
        <translation>前のゲーム (Page Up)</translation>
    </message>
    <message>
        <source>Previous deal (Page Up)</source>
        <translation>前のディール (Page Up)</translation>
    </message>
    <message>
        <source>Back to the previous trick (↑)</source>
        <translation>前のトリックへ戻る (↑)</translation>
    </message>
    <message>
        <source>To the end of the next trick (↓)</source>
        <translation>次のトリックの終わりへ (↓)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>前の手 (←)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>次の手 (→)</translation>
    </message>
    <message>
        <source>Next game (Page Down)</source>
        <translation>次のゲーム (Page Down)</translation>
    </message>
    <message>
        <source>Next deal (Page Down)</source>
        <translation>次のディール (Page Down)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>再生/一時停止 (Space)</translation>
    </message>
    <message>
        <source>Deal:</source>
        <translation>ディール:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <source>Jump to the start of a game</source>
        <translation>ゲームの最初へ移動します</translation>
    </message>
    <message>
        <source>Jump to the start of a deal</source>
        <translation>ディールの最初へ移動します</translation>
    </message>
    <message>
        <source>All hands face up</source>
        <translation>すべての手札を表向きに</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards, not only your seat&apos;s view</source>
        <translation>あなたの席から見える分だけでなく、全員のカードを表示します</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここからプレイ</translation>
    </message>
    <message>
        <source>Game %1 of %2 · %3 of %4 moves made</source>
        <translation>ゲーム %1/%2 · %4 手中 %3 手済み</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · %3 of %4 moves made</source>
        <translation>ディール %1/%2 · %4 手中 %3 手済み</translation>
    </message>
    <message>
        <source>The game is over here: there is nothing left to play. Step back to play on from an earlier position.</source>
        <translation>ここでゲームは終わっているので、プレイできる手はもうありません。前の局面に戻ると、そこから続きをプレイできます。</translation>
    </message>
    <message>
        <source>Start a game in the main window at this position: you in your seat, the AIs in theirs</source>
        <translation>この局面からメインウィンドウでゲームを始めます。あなたは自分の席、AIはそれぞれの席に着きます</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>Resume game</source>
        <translation>ゲームの再開</translation>
    </message>
    <message>
        <source>Resume your unfinished game?

%1
%2</source>
        <translation>途中のゲームを再開しますか？

%1
%2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>第%1ディール</translation>
    </message>
    <message>
        <source>Saved game damaged</source>
        <translation>保存されたゲームが壊れています</translation>
    </message>
    <message>
        <source>Saved game unreadable</source>
        <translation>保存されたゲームを読み込めません</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read (%2). Keep it and play without autosave, or replace it with the new game?</source>
        <translation>保存されたゲーム %1 を読み込めません(%2)。そのまま残して自動保存なしで遊びますか、それとも新しいゲームで置き換えますか?</translation>
    </message>
    <message>
        <source>Keep it and don&apos;t autosave</source>
        <translation>残して自動保存しない</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>置き換える</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept aside (%1); autosave is off so that it is not overwritten.</source>
        <translation>途中のゲームを別名で残せませんでした(%1)。上書きしないよう、自動保存をオフにしました。</translation>
    </message>
    <message>
        <source>Your unfinished game</source>
        <translation>未完了のゲーム</translation>
    </message>
    <message>
        <source>Your unfinished game — %1, %2 —</source>
        <translation>未完了のゲーム（%1、%2）</translation>
    </message>
    <message>
        <source>%1 is kept in Game → Saved games…: continue it from there any time.</source>
        <translation>%1は「ゲーム → 保存したゲーム…」に保管しました。いつでもそこから続けられます。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>The game in progress could not be kept in Saved games (%1); it goes on.</source>
        <translation>進行中のゲームを保存したゲームに保管できませんでした（%1）。ゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be resumed: %2 It could not be moved aside (%3), so it stays where it is and autosave is off.</source>
        <translation>保存されたゲーム %1 は再開できません: %2 別名に移せなかったため(%3)、そのまま残し、自動保存をオフにしました。</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed: %1 It was kept as %2.</source>
        <translation>保存されたゲームは再開できません: %1 ファイルは %2 として残しました。</translation>
    </message>
    <message>
        <source>%1 players, deal %2</source>
        <translation>%1人、第%2ディール</translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>第%1ゲーム</translation>
    </message>
    <message>
        <source>%1 players, game %2</source>
        <translation>%1人、第%2ゲーム</translation>
    </message>
    <message>
        <source>%1 — Cucumber family</source>
        <translation>%1 — きゅうり系ゲーム</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>No graded move here: the review weighs only your own moves that had a choice.</source>
        <translation>ここは評価対象の手ではありません。レビューが評価するのは、選択肢があったあなた自身の手だけです。</translation>
    </message>
    <message>
        <source>Review your play to see the expert&apos;s value of every legal move at each of your decisions.</source>
        <translation>プレイを振り返ると、あなたの判断のたびに、出せる手それぞれの上級AIによる価値がここに出ます。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not weighed</source>
        <translation>未検討</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>プレイを振り返る</translation>
    </message>
    <message>
        <source>Grade your decisions: the expert&apos;s value of every legal move</source>
        <translation>あなたの判断を採点します: 出せる手それぞれの上級AIによる価値</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>このゲーム</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>このディール</translation>
    </message>
    <message>
        <source>Whole match</source>
        <translation>マッチ全体</translation>
    </message>
    <message>
        <source>Whole game</source>
        <translation>ゲーム全体</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>価値</translation>
    </message>
    <message>
        <source>%1 best · %2 your move</source>
        <translation>%1 最善手 · %2 あなたの手</translation>
    </message>
</context>
<context>
    <name>ReviewText</name>
    <message>
        <source>1 trick</source>
        <translation>1トリック</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1トリック</translation>
    </message>
    <message>
        <source>Exchange %1</source>
        <translation>%1を交換</translation>
    </message>
    <message>
        <source>Sneak %1</source>
        <translation>%1をスニーク</translation>
    </message>
    <message>
        <source>Flaunt %1</source>
        <translation>%1をフラウント</translation>
    </message>
    <message>
        <source>Challenge with %1</source>
        <translation>%1でチャレンジ</translation>
    </message>
    <message>
        <source>Keep your hand</source>
        <translation>手札を交換しない</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引く</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>%1 as trumps</source>
        <translation>%1 を切り札に</translation>
    </message>
    <message>
        <source>%1 as super trumps</source>
        <translation>%1 をスーパー切り札に</translation>
    </message>
    <message>
        <source>Deal %1, before play %2</source>
        <translation>第%1ディール・第%2プレイの前</translation>
    </message>
    <message>
        <source>Deal %1, play %2</source>
        <translation>第%1ディール・第%2プレイ</translation>
    </message>
    <message>
        <source>Game %1, trick %2</source>
        <translation>第%1ゲーム・第%2トリック</translation>
    </message>
    <message>
        <source>Deal %1, trick %2</source>
        <translation>第%1ディール・第%2トリック</translation>
    </message>
    <message>
        <source>Game %1, move %2</source>
        <translation>第%1ゲーム・%2手目</translation>
    </message>
    <message>
        <source>Deal %1, move %2</source>
        <translation>第%1ディール・%2手目</translation>
    </message>
    <message>
        <source>%1: you played %2; %3 would have scored %4 more points on average (counting the bonus for reaching 20).</source>
        <translation>%1：あなたは %2 を出しました。%3 なら平均で %4 点多く取れていました（20点到達のボーナスを含む）。</translation>
    </message>
    <message>
        <source>%1: you played %2; %3 would have taken %4 more with perfect play.</source>
        <translation>%1：あなたは %2 を出しました。%3 なら最善のプレイでさらに %4 多く取れていました。</translation>
    </message>
    <message>
        <source>%1: you played %2; %3 would have lost the deal %4% less often.</source>
        <translation>%1：あなたは %2 を出しました。%3 ならディールに負ける確率が %4% 低くなっていました。</translation>
    </message>
    <message>
        <source>%1: you chose %2; %3 would have gained %4 more cards on average.</source>
        <translation>%1：あなたは %2 を選びました。%3 なら平均で %4 枚多く得られていました。</translation>
    </message>
    <message>
        <source>%1: you chose %2; %3 would have scored %4 more points on average (counting the bonus for reaching 20).</source>
        <translation>%1：あなたは %2 を選びました。%3 なら平均で %4 点多く取れていました（20点到達のボーナスを含む）。</translation>
    </message>
    <message>
        <source>%1: you chose %2; %3 would have lost the deal %4% less often.</source>
        <translation>%1：あなたは %2 を選びました。%3 ならディールに負ける確率が %4% 低くなっていました。</translation>
    </message>
    <message>
        <source>%1: you chose %2; %3 was the better bet (a challenge wins %4% of the time; %5% pays).</source>
        <translation>%1: あなたは%2を選びました。%3のほうが有利でした (チャレンジの勝率は%4%、%5%あれば得になります)。</translation>
    </message>
    <message>
        <source>No decision of yours could be graded here.</source>
        <translation>ここには採点できるあなたの判断がありません。</translation>
    </message>
    <message>
        <source>Every graded move of yours was as good as the expert&apos;s best in this game.</source>
        <translation>このゲームで採点したあなたの手は、どれも上級AIの最善手と同等でした。</translation>
    </message>
    <message>
        <source>Every graded move of yours was as good as the expert&apos;s best in this deal.</source>
        <translation>このディールで採点したあなたの手は、どれも上級AIの最善手と同等でした。</translation>
    </message>
    <message>
        <source>%1 points on average</source>
        <translation>平均%1点</translation>
    </message>
    <message>
        <source>%1 cards on average</source>
        <translation>平均%1枚</translation>
    </message>
    <message>
        <source>%1 lost deals on average</source>
        <translation>平均%1回分のディールの負け</translation>
    </message>
    <message>
        <source>Your mistakes cost %1 in this game.</source>
        <translation>このゲームでのミスによる損失: %1。</translation>
    </message>
    <message>
        <source>Your mistakes cost %1 in this deal.</source>
        <translation>このディールでのミスによる損失: %1。</translation>
    </message>
    <message>
        <source>%1 of your challenge decisions went against the odds.</source>
        <translation>チャレンジの判断のうち%1回は確率に合っていませんでした。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>loses %1% · %2 points</source>
        <translation>負け%1% · %2点</translation>
    </message>
    <message>
        <source>worth %3 · %1 points · 20+ in %2%</source>
        <translation>評価 %3 · %1 点 · 20点以上 %2%</translation>
    </message>
    <message>
        <source>%1 points · wins %2%</source>
        <translation>%1点 · 勝ち%2%</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1枚</translation>
    </message>
    <message>
        <source>pays from %1%</source>
        <translation>%1%以上で得</translation>
    </message>
    <message>
        <source>wins %1%</source>
        <translation>勝率%1%</translation>
    </message>
    <message>
        <source>A yes/no question the expert answers by a rule: not graded.</source>
        <translation>上級AIが決まりで答える「はい/いいえ」の質問なので、採点しません。</translation>
    </message>
    <message>
        <source>The expert did not weigh the move you made: not graded.</source>
        <translation>あなたの手は上級AIが検討しなかった手なので、採点しません。</translation>
    </message>
    <message>
        <source>Nothing to weigh here: not graded.</source>
        <translation>比べる手がないので、採点しません。</translation>
    </message>
    <message>
        <source>Your move was as good as the best.</source>
        <translation>あなたの手は最善手と同等でした。</translation>
    </message>
    <message>
        <source>Your move cost %1.</source>
        <translation>あなたの手の損失: %1。</translation>
    </message>
    <message>
        <source>%1% more chance of losing the deal</source>
        <translation>ディールに負ける確率が%1%増加</translation>
    </message>
    <message>
        <source>%1% of winning chance</source>
        <translation>勝つ確率%1%分</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review my play — %1</source>
        <translation>プレイを振り返る — %1</translation>
    </message>
    <message>
        <source>Your play in game %1, graded by the expert.</source>
        <translation>第%1ゲームでのあなたのプレイを上級AIが採点しました。</translation>
    </message>
    <message>
        <source>Your play in deal %1, graded by the expert.</source>
        <translation>第%1ディールでのあなたのプレイを上級AIが採点しました。</translation>
    </message>
    <message>
        <source>Your play in the whole game, graded by the expert.</source>
        <translation>ゲーム全体でのあなたのプレイを上級AIが採点しました。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Each of your moves that had a choice is weighed against every other legal move; the ones that cost something are listed below.</source>
        <translation>選択肢があったあなたの手を、ほかのすべての合法手と比べて評価します。損をした手を下に並べます。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%m件中%v件の判断</translation>
    </message>
    <message>
        <source>Double-click a move to see it in the replay, with every legal move&apos;s value.</source>
        <translation>手をダブルクリックすると、その場面をリプレイで開き、出せる手それぞれの価値を示します。</translation>
    </message>
    <message>
        <source>No move to list: none of your graded moves cost anything. The replay shows every legal move&apos;s value at each of your moves.</source>
        <translation>並べる手はありません。評価したあなたの手に損はありませんでした。リプレイでは、あなたの各手ですべての合法手の評価を見られます。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The expert is weighing your decisions…</source>
        <translation>上級AIがあなたの判断を検討しています…</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 decisions.</source>
        <translation>%2件中%1件でキャンセルしました。</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>プレイを振り返る</translation>
    </message>
    <message>
        <source>No seat of this record was played by a person: there is no play to review.</source>
        <translation>この記録には人が遊んだ席がないため、振り返るプレイがありません。</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>%1 players use one deck of 52 cards.</source>
        <translation>%1人で、52枚のトランプを1組使います。</translation>
    </message>
    <message>
        <source>%1 players use %2 decks of 52 cards.</source>
        <translation>%1人で、52枚のトランプを%2組使います。</translation>
    </message>
    <message>
        <source>Each deck has a joker, ranking %2.</source>
        <translation>各組にジョーカーを1枚加えます(強さ:%2)。</translation>
    </message>
    <message>
        <source>Each deck has %1 jokers, ranking %2.</source>
        <translation>各組にジョーカーを%1枚加えます(強さ:%2)。</translation>
    </message>
    <message>
        <source>Cards rank A K Q J 10 … 2; suits do not matter.</source>
        <translation>カードの強さはA K Q J 10 … 2の順で、スートは関係ありません。</translation>
    </message>
    <message>
        <source>Above everything: %1.</source>
        <translation>すべてのカードより強い特別なカード:%1。</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Ace low in the last trick: an ace ranks below a 2 there.</source>
        <translation>最後のトリックでは、Aは2よりも弱いカードになります。</translation>
    </message>
    <message>
        <source>Right after an ace, the next player must play their lowest card.</source>
        <translation>Aが出た直後の人は、手札で最も弱いカードを出さなければなりません。</translation>
    </message>
    <message>
        <source>Only one ace may be played in a trick: once an ace is down, no other.</source>
        <translation>1つのトリックで出せるAは1枚だけです。Aが出たら、ほかのAは出せません。</translation>
    </message>
    <message>
        <source>If several players show the highest card, only the last of them to play it scores its points; each of the others takes the same points off their total (not below 0).</source>
        <translation>最も強いカードを複数の人が出した場合、その中で最後に出した人だけがその点数を失点として受け取り、ほかの人はそれぞれ同じ点数を合計から引きます (0点未満にはなりません)。</translation>
    </message>
    <message>
        <source>If several players show the highest card, each of them scores its points.</source>
        <translation>最も強いカードを複数の人が出した場合、全員がその点数を失点として受け取ります。</translation>
    </message>
    <message>
        <source>A player whose total goes over %1 points is out.</source>
        <translation>失点の合計が%1点を超えたプレイヤーは脱落します。</translation>
    </message>
    <message>
        <source>A player whose total reaches %1 points is out.</source>
        <translation>失点の合計が%1点に達したプレイヤーは脱落します。</translation>
    </message>
    <message>
        <source>Several losers draw cards for the deal: the highest deals.</source>
        <translation>敗者が複数いるときは、カードを引いて、最も強いカードを引いた人がディーラーになります。</translation>
    </message>
    <message>
        <source>If several show the same lowest card, the first of them to play it deals.</source>
        <translation>最も弱いカードを出した人が複数いるときは、その中で最初に出した人がディーラーになります。</translation>
    </message>
    <message>
        <source>Every deal shares the whole deck out evenly, one card at a time from the dealer&apos;s left; any cards left over form the stock.</source>
        <translation>毎ディール、ディーラーの左隣から1枚ずつ、すべてのカードを均等に配ります。余ったカードは山札にします。</translation>
    </message>
    <message>
        <source>First deal: %1 cards each, one at a time from the dealer&apos;s left.</source>
        <translation>最初のディール:ディーラーの左隣から1枚ずつ、各プレイヤーに%1枚配ります。</translation>
    </message>
    <message>
        <source>Every later deal gives %1 cards again.</source>
        <translation>2回目以降のディールも%1枚ずつ配ります。</translation>
    </message>
    <message>
        <source>Each later deal gives as many cards as the points of the card that lost the deal before.</source>
        <translation>2回目以降のディールでは、前のディールで負けたカードの点数と同じ枚数を配ります。</translation>
    </message>
    <message>
        <source>Exchange: from the dealer&apos;s left, each player may once discard any number of cards face down and draw as many from the stock. Discards never return; when the stock is empty, the exchange ends.</source>
        <translation>手札の交換:ディーラーの左隣から順に、各プレイヤーは1回だけ、好きな枚数のカードを伏せて捨て、同じ枚数を山札から引けます。捨てたカードは山札に戻りません。山札がなくなったら交換は終わりです。</translation>
    </message>
    <message>
        <source>Exchange: the player at the dealer&apos;s left may discard any number of cards and draw as many; if they take none, nobody exchanges. Each later player exchanges exactly that many cards or none (what is left, when the stock runs short).</source>
        <translation>手札の交換:ディーラーの左隣の人は好きな枚数を捨てて、同じ枚数を引けます。その人が交換しなければ、誰も交換しません。以降の人は、ちょうど同じ枚数を交換するか、交換しないかのどちらかです (山札が足りなければ残っている枚数)。</translation>
    </message>
    <message>
        <source>Exchange: the dealer goes first and may discard cards and draw as many, keeping at least 2 of the hand; only if the dealer did may the others do the same.</source>
        <translation>手札の交換:まずディーラーが、手札を2枚以上残して好きな枚数を捨て、同じ枚数を引けます。ディーラーが交換したときだけ、ほかの人も同じように交換できます。</translation>
    </message>
    <message>
        <source>Exchange: from the dealer&apos;s left, the first player may discard any number of cards and draw as many; each next player exchanges exactly one card fewer than the player before, or declines, which ends the exchange.</source>
        <translation>手札の交換:ディーラーの左隣の人は好きな枚数を捨てて、同じ枚数を引けます。次の人からは、前の人よりちょうど1枚少なく交換するか、断ります。断ると交換はそこで終わりです。</translation>
    </message>
    <message>
        <source>Exchange: before play, three questions go round in turn, each starting at the dealer&apos;s left. A yes swaps the whole hand for new cards from the stock; the discards never return.</source>
        <translation>手札の交換:プレイ前に3つの質問を順に行い、どれもディーラーの左隣から聞いていきます。「はい」と答えると、手札を全部、山札からの新しいカードと交換します。捨てたカードは戻りません。</translation>
    </message>
    <message>
        <source>1. “Free new hand?” Only a player holding no K, Q or J is asked; the new hand costs nothing.</source>
        <translation>1. 「無料で交換?」K・Q・Jを1枚も持っていない人だけが聞かれます。交換は無料です。</translation>
    </message>
    <message>
        <source>2. “Double?” A yes gives a new hand, and a loss in this deal scores double.</source>
        <translation>2. 「ダブル?」「はい」なら手札を交換し、このディールで負けると失点が2倍になります。</translation>
    </message>
    <message>
        <source>3. “Redouble?” A yes gives another new hand, and a loss in this deal scores four times (the largest stake counts, they do not multiply).</source>
        <translation>3. 「リダブル?」「はい」ならもう一度手札を交換し、このディールで負けると失点が4倍になります (倍率は掛け合わせず、いちばん大きいものを使います)。</translation>
    </message>
    <message>
        <source>A player is not asked when the stock cannot replace the whole hand.</source>
        <translation>山札で手札を全部交換できないときは、その人には聞きません。</translation>
    </message>
    <message>
        <source>No exchange: everyone plays the cards dealt.</source>
        <translation>手札の交換はありません。配られたカードでプレイします。</translation>
    </message>
    <message>
        <source>Buying back in: once per game, when 3 or fewer players are left at the start of a deal, a player whose total is above every other total may pay %1 chips (not into the pot) to bring their total down to the highest other total.</source>
        <translation>バイ・イン:ディールの開始時に残りが3人以下のとき、合計がほかの全員より高いプレイヤーは、ゲーム中に1回だけ、チップ%1枚 (ポットには入りません) を払って、合計をほかのプレイヤーの最高点まで下げられます。</translation>
    </message>
    <message>
        <source>Re-entry: a player who goes out may at once pay the ante again into the pot and play on from their total before that deal, once per game. With 3 or fewer players left there is no re-entry: the next player to go out ends the game, and the lowest total wins.</source>
        <translation>復帰:脱落したプレイヤーは、その場でもう一度アンティをポットに払えば、そのディールの前の合計で続けられます (ゲーム中に1回だけ)。残りが3人以下のときは復帰できず、次に脱落者が出た時点でゲームが終わり、合計の最も低い人が勝ちます。</translation>
    </message>
    <message>
        <source>Free reset: once per game, a player who would go out may instead bring their total down to the highest total of those staying in.</source>
        <translation>無料リセット:ゲーム中に1回だけ、脱落しそうなプレイヤーは、代わりに合計を残るプレイヤーの最高点まで下げられます。</translation>
    </message>
    <message>
        <source>At most %1 cards.</source>
        <translation>ただし最大%1枚までです。</translation>
    </message>
    <message>
        <source>Each later deal gives one card fewer; after a deal of 1 card, back to %1.</source>
        <translation>2回目以降のディールは1枚ずつ減らし、1枚のディールの次は%1枚に戻ります。</translation>
    </message>
    <message>
        <source>Each deal has one card fewer, down to 1, then one more each deal back up to %1, and down again.</source>
        <translation>ディールごとに1枚ずつ減らして1枚まで行き、そこから1枚ずつ増やして%1枚に戻り、また減らしていきます。</translation>
    </message>
    <message>
        <source>If the deck is short, everyone gets as many as it allows evenly; the rest is the stock.</source>
        <translation>カードが足りない場合は、全員が同じ枚数になるように配れるだけ配り、残りは山札にします。</translation>
    </message>
    <message>
        <source>Contra: before play anyone may call contra; the loser then scores double, or four times if they called it.</source>
        <translation>コントラ:プレイ前に誰でもコントラを宣言できます。宣言があると敗者の失点は2倍に、宣言した本人が敗者になった場合は4倍になります。</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>配り方</translation>
    </message>
    <message>
        <source>First lead: %1.</source>
        <translation>最初のリード:%1。</translation>
    </message>
    <message>
        <source>The leader plays one card, or several of one rank, keeping at least one card.</source>
        <translation>親はカードを1枚、または同じランクのカードを複数枚まとめて出します。ただし、手札を最低1枚は残さなければなりません。</translation>
    </message>
    <message>
        <source>The leader plays one card.</source>
        <translation>親はカードを1枚出します。</translation>
    </message>
    <message>
        <source>The leader must lead their lowest card.</source>
        <translation>親は手札で最も弱いカードでリードしなければなりません。</translation>
    </message>
    <message>
        <source>Each other player plays as many cards: either cards that beat %1 (%2), or their lowest cards.</source>
        <translation>他のプレイヤーは同じ枚数のカードを出します。出せるのは、%1より強いカード(%2)か、手札で最も弱いカードです。</translation>
    </message>
    <message>
        <source>Each other player plays one card: either a card that beats %1 (%2), or their lowest card.</source>
        <translation>他のプレイヤーはカードを1枚出します。出せるのは、%1より強いカード(%2)か、手札で最も弱いカードです。</translation>
    </message>
    <message>
        <source>equal is enough</source>
        <translation>同じランクでも可</translation>
    </message>
    <message>
        <source>strictly higher</source>
        <translation>同じランクは不可</translation>
    </message>
    <message>
        <source>To beat a set, sort both from high to low: each card must beat the card in the same place of the best set so far (ranks may be mixed).</source>
        <translation>組を超えるには、両方を強い順に並べ、どのカードもそれまでの最強の組の同じ位置のカードを超えなければなりません (ランクは混ざっていてもかまいません)。</translation>
    </message>
    <message>
        <source>A top card is never part of a set.</source>
        <translation>特別な最強カードは組に入れられません。</translation>
    </message>
    <message>
        <source>A player who can beat must do so.</source>
        <translation>より強いカードを出せるプレイヤーは、必ず出さなければなりません。</translation>
    </message>
    <message>
        <source>Beating is optional: the lowest cards are always allowed.</source>
        <translation>強いカードを出すかどうかは自由で、手札で最も弱いカードはいつでも出せます。</translation>
    </message>
    <message>
        <source>A player who holds only aces must still play one, but that ace never wins the trick and is never the card to beat; the last trick compares every card as usual.</source>
        <translation>手札がAだけのプレイヤーもAを1枚出さなければなりませんが、そのAはトリックに勝たず、超えるべきカードにもなりません。最後のトリックではいつも通りすべてのカードを比べます。</translation>
    </message>
    <message>
        <source>The highest card wins the trick (among equals, the last played) and leads next.</source>
        <translation>最も強いカードを出した人(同じ強さなら最後に出した人)がトリックを取り、次の親になります。</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>トリック</translation>
    </message>
    <message>
        <source>Last trick: %1. The highest card loses the deal.</source>
        <translation>最後のトリック:%1。最も強いカードを出した人がそのディールの敗者です。</translation>
    </message>
    <message>
        <source>The loser scores the card&apos;s points: A %1, K %2, Q %3, J %4, others their pips.</source>
        <translation>敗者はそのカードの点数を失点として受け取ります:A %1点、K %2点、Q %3点、J %4点、その他は数字どおり。</translation>
    </message>
    <message>
        <source>A joker scores %1.</source>
        <translation>ジョーカーは%1点です。</translation>
    </message>
    <message>
        <source>The losing card stays out of play in front of its player.</source>
        <translation>負けたカードは敗者の前に表向きに置かれ、以降のディールでは使いません。</translation>
    </message>
    <message>
        <source>A total of exactly %1 goes back to 0.</source>
        <translation>失点の合計がちょうど%1点になると、0点に戻ります。</translation>
    </message>
    <message>
        <source>Resets and rescues look at the totals after all of the deal&apos;s points are settled, subtractions for tied last cards included.</source>
        <translation>リセットと脱落の回避は、そのディールの点数(最後のカードの同点による減点も含む)をすべて精算した後の合計で判断します。</translation>
    </message>
    <message>
        <source>Each player starts with %1 chips and pays %2 into the pot; the winner takes the pot.</source>
        <translation>各プレイヤーはチップ%1枚で始め、アンティとして%2枚をポットに払います。勝者がポットを獲得します。</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>失点と脱落</translation>
    </message>
    <message>
        <source>Next deal and the end</source>
        <translation>次のディールとゲームの終了</translation>
    </message>
    <message>
        <source>Next dealer: %1.</source>
        <translation>次のディーラー:%1。</translation>
    </message>
    <message>
        <source>The game ends %1.</source>
        <translation>ゲームの終了:%1。</translation>
    </message>
    <message>
        <source>If everyone left goes out at once: %1.</source>
        <translation>残り全員が同時に脱落した場合:%1。</translation>
    </message>
    <message>
        <source>The cards played in a deal stay visible to everyone.</source>
        <translation>ディール中に出たカードは場に残し、全員がいつでも見られるようにします。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of this game</source>
        <extracomment>At most this share of the screen&apos;s available height (and width). A comfortable line length, in lines of text height (about 80 Latin characters).</extracomment>
        <translation>このゲームのルール</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>Changed from the usual rules.</source>
        <extracomment>The mark after a label whose value is not the preset&apos;s.</extracomment>
        <translation>標準のルールから変更されています。</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Damaged: %1</source>
        <extracomment>The dialog opens at most this share of its screen&apos;s width and height.</extracomment>
        <translation>破損: %1</translation>
    </message>
    <message>
        <source>%1 · %2 moves made</source>
        <translation>%1 · %2手済み</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <source>%1 (friend)</source>
        <translation>%1（友だち）</translation>
    </message>
    <message>
        <source>a free seat</source>
        <translation>空いている席</translation>
    </message>
    <message>
        <source>%1 (AI)</source>
        <translation>%1（AI）</translation>
    </message>
    <message>
        <source>%1 · shared table</source>
        <translation>%1・共有テーブル</translation>
    </message>
    <message>
        <source>Sa&amp;ved games…</source>
        <extracomment>The hosted tables, given by the window (``None``: none are listed).</extracomment>
        <translation>保存したゲーム(&amp;V)…</translation>
    </message>
    <message>
        <source>Unfinished games kept aside: continue, replay or delete them</source>
        <translation>保管した未完了のゲーム: 続きを遊ぶ・再生する・削除する</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>保存したゲームの削除</translation>
    </message>
    <message>
        <source>Delete the saved game %1 for good?</source>
        <translation>保存したゲーム %1 を完全に削除しますか?</translation>
    </message>
    <message>
        <source>The saved game could not be deleted (%1).</source>
        <translation>保存したゲームを削除できませんでした (%1)。</translation>
    </message>
    <message>
        <source>Delete shared table</source>
        <translation>共有テーブルの削除</translation>
    </message>
    <message>
        <source>Delete the shared table %1 for good? Your friends can no longer come back to it.</source>
        <translation>共有テーブル %1 を完全に削除しますか？友だちはもう戻ってこられなくなります。</translation>
    </message>
    <message>
        <source>The shared table could not be deleted (%1).</source>
        <translation>共有テーブルを削除できませんでした（%1）。</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: %1</source>
        <translation>保存したゲームは続けられません: %1</translation>
    </message>
    <message>
        <source>it is over.</source>
        <translation>このゲームは終わっています。</translation>
    </message>
    <message>
        <source>Continue saved game</source>
        <translation>保存したゲームを続ける</translation>
    </message>
    <message>
        <source>Continue the saved game? The game in progress is kept in Saved games, to continue later.</source>
        <translation>保存したゲームを続けますか? 進行中のゲームは「保存したゲーム」に保管され、後で続けられます。</translation>
    </message>
    <message>
        <source>The saved game could not be continued (%1); the game in progress goes on.</source>
        <translation>保存したゲームを続けられませんでした (%1)。進行中のゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>Continuing %1.</source>
        <translation>%1 の続きを始めます。</translation>
    </message>
    <message>
        <source>%1 (kept on %2)</source>
        <translation>%1 (%2 に保管)</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリエーション</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進行状況</translation>
    </message>
    <message>
        <source>Kept on</source>
        <translation>保管日時</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>再生(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Host again</source>
        <translation>もう一度開く(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Play the selected game on from where it was</source>
        <translation>選んだゲームを中断したところから続けます</translation>
    </message>
    <message>
        <source>Watch the selected game so far, move by move</source>
        <translation>選んだゲームのここまでを一手ずつ再生します</translation>
    </message>
    <message>
        <source>Remove the selected game for good</source>
        <translation>選んだゲームを完全に削除します</translation>
    </message>
    <message>
        <source>Host the selected shared table again: your friends come back with the same invitation</source>
        <translation>選んだ共有テーブルをもう一度開きます。友だちは同じ招待で戻ってこられます</translation>
    </message>
    <message>
        <source>No saved games.</source>
        <translation>保存したゲームはありません。</translation>
    </message>
    <message>
        <source>A table you hosted: host it again, and your friends come back with the same invitation.</source>
        <translation>あなたが開いたテーブルです。もう一度開くと、友だちは同じ招待で戻ってこられます。</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Each player&apos;s total after every game; the dashed line is the target</source>
        <extracomment>One colour per seat (eight seats at most on the table), distinct on white. One marker shape per seat (after the colours run out, the shapes still differ). Pixels between lines that share a point, so each stays in sight.</extracomment>
        <translation>ゲームごとの各プレイヤーの合計点。破線は目標点です</translation>
    </message>
    <message>
        <source>Each player&apos;s total after every deal; the dashed line is the target</source>
        <translation>ディールごとの各プレイヤーの合計点。破線は目標点です</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>目標 %1</translation>
    </message>
    <message>
        <source>No game has ended yet.</source>
        <translation>終わったゲームはまだありません。</translation>
    </message>
    <message>
        <source>No deal has ended yet.</source>
        <translation>終わったディールはまだありません。</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>第%1ゲーム</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>第%1ディール</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>Seat %1: name</source>
        <extracomment>Fields: read by their label rather than by their value when they have one. Qt&apos;s parts of a composite widget, read as part of the whole. A dynamic property on names this module gave (renamed on each pass; others&apos; names stay).</extracomment>
        <translation>席%1: 名前</translation>
    </message>
    <message>
        <source>Seat %1: level</source>
        <translation>席%1: レベル</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>Every announcement as (text, kind), for whoever wants to follow them.</extracomment>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <source>Your cards and the trick. Left and Right move between your cards, Space selects a card, Enter plays the selection.</source>
        <translation>あなたの手札とトリックです。左右の矢印キーで手札のカードを移り、スペースでカードを選び、Enterで選んだカードを出します。</translation>
    </message>
    <message>
        <source>Game log and scores</source>
        <translation>ゲームの記録と得点</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>Everything that happened in this game, newest last.</source>
        <translation>このゲームで起きたことすべてです。新しいものが最後にあります。</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>The score table and the score chart.</source>
        <translation>得点の表とグラフです。</translation>
    </message>
    <message>
        <source>Score table</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>得点のグラフ</translation>
    </message>
    <message>
        <source>Every player&apos;s total after each deal.</source>
        <translation>ディールごとの各プレイヤーの合計です。</translation>
    </message>
    <message>
        <source>Action bar</source>
        <translation>操作バー</translation>
    </message>
    <message>
        <source>What to do now, and the buttons to do it.</source>
        <translation>今すること、そしてそのためのボタンです。</translation>
    </message>
    <message>
        <source>Play or exchange the selected cards.</source>
        <translation>選んだカードを出します(または交換します)。</translation>
    </message>
    <message>
        <source>Keep your hand: exchange no card.</source>
        <translation>手札をそのまま残し、カードを交換しません。</translation>
    </message>
    <message>
        <source>Answer yes to the question.</source>
        <translation>質問に「はい」と答えます。</translation>
    </message>
    <message>
        <source>Answer no to the question.</source>
        <translation>質問に「いいえ」と答えます。</translation>
    </message>
    <message>
        <source>1 card face down</source>
        <translation>伏せたカード1枚</translation>
    </message>
    <message>
        <source>%1 cards face down</source>
        <translation>伏せたカード%1枚</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1、選択中</translation>
    </message>
    <message>
        <source>%1, not selected</source>
        <translation>%1、選択解除</translation>
    </message>
    <message>
        <source>%1, unavailable</source>
        <translation>%1、選べません</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>Left and Right move between your cards, Space selects a card, Enter plays the selection; W: whose turn and the trick.</source>
        <translation>左右キーで手札のカードを移動、スペースでカードを選択、Enter で選んだカードを出します。W: 誰の番かと場のトリック。</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>トリック</translation>
    </message>
    <message>
        <source>Your turn: cannot be played now.</source>
        <translation>あなたの番: このカードは今は出せません。</translation>
    </message>
    <message>
        <source>Your turn: can be played.</source>
        <translation>あなたの番: このカードを出せます。</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>テーブルにゲームがありません。</translation>
    </message>
    <message>
        <source>Nobody&apos;s turn.</source>
        <translation>誰の番でもありません。</translation>
    </message>
    <message>
        <source>Your turn is next.</source>
        <translation>次はあなたの番です。</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>%1の番です。</translation>
    </message>
    <message>
        <source>. </source>
        <comment>between two sentences</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>トリック：%1</translation>
    </message>
    <message>
        <source>No cards on the trick.</source>
        <translation>トリックにはまだカードがありません。</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>手札はありません。</translation>
    </message>
    <message>
        <source>Your hand, 1 card:</source>
        <translation>あなたの手札（1枚）：</translation>
    </message>
    <message>
        <source>Your hand, %1 cards:</source>
        <translation>あなたの手札（%1枚）：</translation>
    </message>
    <message>
        <source>It cannot go with this turn.</source>
        <translation>この番には出せません。</translation>
    </message>
    <message>
        <source>Nothing to play yet: select cards with Space, then press Enter.</source>
        <translation>まだ出すカードがありません。スペースでカードを選んでから Enter を押してください。</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <source>Not your turn: waiting for %1.</source>
        <translation>あなたの番ではありません。%1の番です。</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>friend</source>
        <translation>友だち</translation>
    </message>
    <message>
        <source>friend · away</source>
        <translation>友だち・離席中</translation>
    </message>
    <message>
        <source>free seat</source>
        <translation>空席</translation>
    </message>
    <message>
        <source>AI · %1</source>
        <translation>AI・%1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file was damaged: a copy was kept as %1, and the damaged settings are back to their defaults.</source>
        <extracomment>&quot;Pause after each deal&quot; when nothing is stored: on (the GUI tests turn the default off, so a game&apos;s deals follow each other as they did before).</extracomment>
        <translation>設定ファイルが壊れていました。%1 としてコピーを残し、壊れていた設定を初期値に戻しました。</translation>
    </message>
    <message>
        <source>Your settings file is damaged and no copy of it could be kept (%1): the damaged settings use their defaults for now.</source>
        <translation>設定ファイルが壊れていて、コピーを残せませんでした（%1）。壊れている設定は当面、初期値を使います。</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New game</source>
        <extracomment>The dialog opens at most this share of its screen&apos;s available height and width. Seats shown at once (more scroll), and at least, when the screen is short. Rule rows shown at once when there is room (more scroll), and at least.</extracomment>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリエーション</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>random (type a number to replay a deal)</source>
        <translation>ランダム(数値を入力すると同じ配りを再現できます)</translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation>標準ルールに戻す</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Rules (● changed from the preset)</source>
        <translation>ルール(●:標準ルールから変更)</translation>
    </message>
    <message>
        <source>22 and the Cucumber family</source>
        <translation>22ときゅうり系ゲーム</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>This game cannot be played: %1</source>
        <translation>この設定ではプレイできません:%1</translation>
    </message>
</context>
<context>
    <name>SharedWindow</name>
    <message>
        <source>cardtable — shared table</source>
        <translation>cardtable — 共有テーブル</translation>
    </message>
    <message>
        <source>Show the &amp;invitation…</source>
        <translation>招待を表示(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>テーブルを離れる(&amp;L)</translation>
    </message>
    <message>
        <source>Shared table · no undo or hints · an empty seat waits for its player</source>
        <translation>共有テーブル・元に戻すとヒントなし・空いた席はプレイヤーを待つ</translation>
    </message>
    <message>
        <source>Shared table · no undo or hints · an AI plays an empty seat after %1 s</source>
        <translation>共有テーブル・元に戻すとヒントなし・空いた席は %1 秒後にAIが代打</translation>
    </message>
    <message>
        <source>Invite your friends</source>
        <translation>友だちを招待</translation>
    </message>
    <message>
        <source>Send this invitation to your friends. In cardtable they choose Game → Play with friends → Join a table and paste it:</source>
        <translation>この招待を友だちに送ってください。友だちは cardtable で「ゲーム → 友だちと遊ぶ → テーブルに参加」を選び、貼り付けます:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>The invitation is copied.</source>
        <translation>招待をコピーしました。</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>テーブルを離れますか?</translation>
    </message>
    <message>
        <source>Give up your seat? The host&apos;s rule decides who plays it from now on.</source>
        <translation>席を手放しますか?この先その席を誰が打つかはホストの設定で決まります。</translation>
    </message>
    <message>
        <source>The connection to the table dropped; trying again…</source>
        <translation>テーブルとの接続が切れました。再接続しています…</translation>
    </message>
    <message>
        <source>Connected to the table.</source>
        <translation>テーブルに接続しました。</translation>
    </message>
    <message>
        <source>Shared table</source>
        <translation>共有テーブル</translation>
    </message>
    <message>
        <source>The table cannot be joined: %1</source>
        <translation>テーブルに参加できません:%1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>働き</translation>
    </message>
    <message>
        <source>The table answers these keys while it has the focus; the menus show them too.</source>
        <translation>テーブルにフォーカスがあるとき、次のキーが使えます。メニューにも表示されています。</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>手札のカードの間を移動</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>スペース</translation>
    </message>
    <message>
        <source>Select or deselect the card under the focus</source>
        <translation>フォーカスのあるカードを選択・選択解除</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play (or exchange) the selected cards</source>
        <translation>選んだカードを出す(または交換する)</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Say what you may do now (or whose turn) and the trick</source>
        <translation>今できること（または誰の番か）と場のトリックを読み上げる</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Say the cards in your hand</source>
        <translation>手札のカードを読み上げる</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>メニューバーを開く</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>ダブルクリック</translation>
    </message>
    <message>
        <source>Play that single card at once</source>
        <translation>そのカード1枚をすぐに出す</translation>
    </message>
    <message>
        <source>Click the trick pile</source>
        <translation>トリックの山をクリック</translation>
    </message>
    <message>
        <source>Show the last trick</source>
        <translation>最後のトリックを見る</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + 括弧内の文字</translation>
    </message>
    <message>
        <source>Press that button under the table (Alt+D: Draw, Alt+K: Keep hand, Alt+Y / Alt+N: Yes / No …)</source>
        <translation>テーブルの下のそのボタンを押します (Alt+D: 引く、Alt+K: 交換しない、Alt+Y / Alt+N: はい / いいえ …)</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Game log</source>
        <extracomment>Log lines laid out per batch (between events). The chart&apos;s target line for the game on the table (set by the window).</extracomment>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>%1: total %2</source>
        <translation>%1：合計 %2</translation>
    </message>
    <message>
        <source>%1, deal %2: %3</source>
        <translation>%1、第%2ディール：%3</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points lost (by deal, then total)</source>
        <translation>失点(ディールごとと合計)</translation>
    </message>
</context>
<context>
    <name>SneakBanner</name>
    <message>
        <source>you take %1 cards</source>
        <translation>あなたが %1 枚取ります</translation>
    </message>
    <message>
        <source>%1 takes %2 cards</source>
        <translation>%1 が %2 枚取ります</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>a higher card of its suit</source>
        <translation>同じスートの高いカード</translation>
    </message>
    <message>
        <source>a higher %1</source>
        <translation>より高い%1</translation>
    </message>
    <message>
        <source>%1 stands: only %2 beats it</source>
        <translation>%1 の勝ち: これに勝てるのは%2だけ</translation>
    </message>
    <message>
        <source>%1 beats %2</source>
        <translation>%1 が %2 に勝利</translation>
    </message>
    <message>
        <source>Equal sets, %1 and %2: the later player wins</source>
        <translation>%1 と %2 は同じ強さ: 後に出した人の勝ち</translation>
    </message>
    <message>
        <source>Higher card: %1 beats %2</source>
        <translation>高いカード: %1 が %2 に勝利</translation>
    </message>
    <message>
        <source>set with no combo</source>
        <translation>役なしの組</translation>
    </message>
    <message>
        <source>%1 (a %2 counts as a %1)</source>
        <translation>%1（%2 は %1 として数えます）</translation>
    </message>
    <message>
        <source>Higher %1: top card %2 beats %3</source>
        <translation>高い%1: 一番上の %2 が %3 に勝利</translation>
    </message>
    <message>
        <source>Higher %1: equal from the top until %2 beats %3</source>
        <translation>高い%1: 上から同じで、%2 が %3 に勝利</translation>
    </message>
    <message>
        <source>Deal %1 over — %2 banked most (%3)</source>
        <translation>第%1ディール終了 — 最多は %2 (%3枚)</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>あなたの勝ちです!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 の勝ちです!</translation>
    </message>
</context>
<context>
    <name>SneakCombos</name>
    <message>
        <source>no combo</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>役なし</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>フラッシュ</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>ストレート</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>ストレートフラッシュ</translation>
    </message>
    <message>
        <source>match</source>
        <translation>マッチ (同じランク)</translation>
    </message>
    <message>
        <source>single card</source>
        <translation>1枚</translation>
    </message>
</context>
<context>
    <name>SneakLog</name>
    <message>
        <source>Deal %1: %2 cards in the stock; you start.</source>
        <translation>第%1ディール: 山札%2枚。あなたから始めます。</translation>
    </message>
    <message>
        <source>Deal %1: %2 cards in the stock; %3 starts.</source>
        <translation>第%1ディール: 山札%2枚。%3 から始めます。</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 が1枚引きました。</translation>
    </message>
    <message>
        <source>You draw %1.</source>
        <translation>あなたは %1 を引きました。</translation>
    </message>
    <message>
        <source>%1 sneaks a card face down.</source>
        <translation>%1 が1枚を伏せて出しました (スニーク)。</translation>
    </message>
    <message>
        <source>You sneak a card face down.</source>
        <translation>あなたは1枚を伏せて出しました (スニーク)。</translation>
    </message>
    <message>
        <source>%1 sneaks %2 cards face down.</source>
        <translation>%1 が%2枚を伏せて出しました (スニーク)。</translation>
    </message>
    <message>
        <source>You sneak %2 cards face down.</source>
        <translation>あなたは%2枚を伏せて出しました (スニーク)。</translation>
    </message>
    <message>
        <source>%1 flaunts %2 (%3).</source>
        <translation>%1 が %2 を表向きに出しました (%3)。</translation>
    </message>
    <message>
        <source>You flaunt %2 (%3).</source>
        <translation>あなたは %2 を表向きに出しました (%3)。</translation>
    </message>
    <message>
        <source>%1 challenges with a card.</source>
        <translation>%1 が1枚でチャレンジしました。</translation>
    </message>
    <message>
        <source>You challenge with a card.</source>
        <translation>あなたは1枚でチャレンジしました。</translation>
    </message>
    <message>
        <source>%1 challenges with %2 cards.</source>
        <translation>%1 が%2枚でチャレンジしました。</translation>
    </message>
    <message>
        <source>You challenge with %2 cards.</source>
        <translation>あなたは%2枚でチャレンジしました。</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 はパスしました。</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>あなたはパスしました。</translation>
    </message>
    <message>
        <source>%1 holds the hand limit (%2 cards) with nothing to play, and passes.</source>
        <translation>%1 は手札上限（%2枚）で出せる相手もいないため、パスしました。</translation>
    </message>
    <message>
        <source>You hold the hand limit (%2 cards) with nothing to play, and pass.</source>
        <translation>あなたは手札上限（%2枚）で出せる相手もいないため、パスしました。</translation>
    </message>
    <message>
        <source>Revealed — %1.</source>
        <translation>公開 — %1。</translation>
    </message>
    <message>
        <source>%1 wins and takes %2 cards.</source>
        <translation>%1 が勝って%2枚を取りました。</translation>
    </message>
    <message>
        <source>You win and take %2 cards.</source>
        <translation>あなたが勝って%2枚を取りました。</translation>
    </message>
    <message>
        <source>Unchallenged: %1 banks a card.</source>
        <translation>チャレンジなし: %1 が1枚を得点にしました。</translation>
    </message>
    <message>
        <source>Unchallenged: you bank a card.</source>
        <translation>チャレンジなし: あなたは1枚を得点にしました。</translation>
    </message>
    <message>
        <source>Unchallenged: %1 banks %2 cards.</source>
        <translation>チャレンジなし: %1 が%2枚を得点にしました。</translation>
    </message>
    <message>
        <source>Unchallenged: you bank %2 cards.</source>
        <translation>チャレンジなし: あなたは%2枚を得点にしました。</translation>
    </message>
    <message>
        <source>Only %1 has cards left and banks %2.</source>
        <translation>手札が残っているのは %1 だけなので、%2枚を得点にします。</translation>
    </message>
    <message>
        <source>Only you have cards left: you bank %2.</source>
        <translation>手札が残っているのはあなただけです: %2枚を得点にします。</translation>
    </message>
    <message>
        <source>Deal %1 over: %2.</source>
        <translation>第%1ディール終了: %2。</translation>
    </message>
    <message>
        <source>Game over: you won!</source>
        <translation>ゲーム終了: あなたの勝ちです!</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>ゲーム終了: %1 の勝ちです。</translation>
    </message>
    <message>
        <source>Play %1: %2</source>
        <translation>第%1プレイ: %2</translation>
    </message>
</context>
<context>
    <name>SneakOptions</name>
    <message>
        <source>Sneak</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>スニーク</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>デッキ数</translation>
    </message>
    <message>
        <source>By players: one deck for 2–4 players, two for 5 or more; 4 players may choose two.</source>
        <translation>人数による: 2〜4人は1デッキ、5人以上は2デッキ。4人なら2デッキも選べます。</translation>
    </message>
    <message>
        <source>Losers&apos; cards discarded</source>
        <translation>負けた側のカードを捨てる</translation>
    </message>
    <message>
        <source>A challenge&apos;s winner banks only their own set; the others&apos; cards leave the game.</source>
        <translation>チャレンジの勝者は自分の組だけを得点にし、他の人のカードはゲームから除かれます。</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>手札の上限</translation>
    </message>
    <message>
        <source>A player holding 7 cards (5 with 6+ players) cannot draw.</source>
        <translation>手札が7枚 (6人以上なら5枚) あると引けません。</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目標点</translation>
    </message>
    <message>
        <source>Points to win (by decks: 100 with one deck, 200 with two).</source>
        <translation>勝つのに必要な点 (デッキ数による: 1デッキなら100、2デッキなら200)。</translation>
    </message>
    <message>
        <source>by players</source>
        <extracomment>What an optional number left empty means, as its spin box says it.</extracomment>
        <translation>人数による</translation>
    </message>
    <message>
        <source>by decks</source>
        <translation>デッキ数による</translation>
    </message>
    <message>
        <source>Sneak with a hand limit</source>
        <translation>スニーク (手札上限あり)</translation>
    </message>
    <message>
        <source>Sneak, losers&apos; cards discarded</source>
        <translation>スニーク (負けた側のカードは捨てる)</translation>
    </message>
    <message>
        <source>Parlett&apos;s rules: a challenge&apos;s winner banks every card played in it.</source>
        <extracomment>One line per preset for the setup dialog&apos;s variant list.</extracomment>
        <translation>パーレットのルール: チャレンジの勝者が、出されたカードをすべて得点にします。</translation>
    </message>
    <message>
        <source>A player holding 7 cards (5 with 6 or more players) cannot draw.</source>
        <translation>手札が7枚 (6人以上なら5枚) あると引けません。</translation>
    </message>
    <message>
        <source>A challenge&apos;s winner banks only their own cards; the losers&apos; cards leave the game.</source>
        <translation>チャレンジの勝者は自分のカードだけを得点にし、負けた人のカードはゲームから除かれます。</translation>
    </message>
</context>
<context>
    <name>SneakProblems</name>
    <message>
        <source>Choose 1 or 2 decks, or none (by the number of players).</source>
        <translation>デッキ数は1か2、または指定なし（人数による）を選んでください。</translation>
    </message>
    <message>
        <source>The option %1 must be on or off.</source>
        <translation>オプション %1 はオンかオフにしてください。</translation>
    </message>
    <message>
        <source>The target must be a whole number.</source>
        <translation>目標点は整数にしてください。</translation>
    </message>
    <message>
        <source>The target must be from %1 to %2, not %3.</source>
        <translation>目標点は%1から%2の間にしてください（%3 は使えません）。</translation>
    </message>
    <message>
        <source>Sneak is for 2 to 7 players, not %1.</source>
        <translation>スニークは2〜7人用です（%1人では遊べません）。</translation>
    </message>
    <message>
        <source>%1 players need two decks: one deck is for 2 to 4 players.</source>
        <translation>%1人ではデッキが2組必要です。1組は2〜4人用です。</translation>
    </message>
    <message>
        <source>%1 players play with one deck: two decks are for 4 to 7 players.</source>
        <translation>%1人ではデッキ1組で遊びます。2組は4〜7人用です。</translation>
    </message>
</context>
<context>
    <name>SneakRules</name>
    <message>
        <source>%1 players use one deck: all cards form one face-down stock; nobody is dealt a hand.</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>%1人で1デッキを使います。全部のカードを伏せて1つの山札にし、手札は配りません。</translation>
    </message>
    <message>
        <source>%1 players use two decks: all cards form one face-down stock; nobody is dealt a hand.</source>
        <translation>%1人で2デッキを使います。全部のカードを伏せて1つの山札にし、手札は配りません。</translation>
    </message>
    <message>
        <source>Turns start at the dealer&apos;s left and always pass to the left, whoever wins. On your turn: draw the top card (the only choice on your first turn), sneak 1 or more cards face down, or flaunt 1 or more cards face up.</source>
        <translation>手番はディーラーの左から始まり、誰が勝っても常に左へ回ります。手番では、山札の一番上を引く (最初の手番はこれだけ)、1枚以上を伏せて出す (スニーク)、1枚以上を表向きに出す (フラウント) のどれかを行います。</translation>
    </message>
    <message>
        <source>A play may hold no more cards than the largest hand among the other players.</source>
        <translation>出せる枚数は、他のプレイヤーのうち最も多い手札の枚数までです。</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Combos</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Strongest first: match (all one rank), straight flush, straight, flush; a sneak may also be a set with no combo. Aces are high or low in runs, with no wrap-around (K-A-2 is no run).</source>
        <translation>強い順に、マッチ (全部同じランク)、ストレートフラッシュ、ストレート、フラッシュ。スニークなら役なしの組も出せます。連続ではAは最高にも最低にもなりますが、回り込みはありません (K-A-2は連続ではありません)。</translation>
    </message>
    <message>
        <source>A flaunt is one card or a combo.</source>
        <translation>フラウントは1枚か役です。</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>チャレンジ</translation>
    </message>
    <message>
        <source>Hand limit: with 7 cards (5 with 6 or more players) you cannot draw; if you cannot play either, you pass.</source>
        <translation>手札の上限: 7枚 (6人以上なら5枚) あると引けません。出せるものもなければパスします。</translation>
    </message>
    <message>
        <source>Against a sneak, each other player in turn may challenge with as many cards face down; then every set is turned up, the leader&apos;s first. With one card each, the higher rank wins, whatever the suit. With more, the better combo wins (a set with no combo is the weakest); between equal combos, the ranks are compared from the top card down.</source>
        <translation>スニークには、他のプレイヤーが順に同じ枚数を伏せて出してチャレンジできます。その後、出した人の組から順にすべて公開します。1枚ずつなら、スートに関係なく高いランクが勝ちます。複数枚なら強い役が勝ち (役なしの組が最も弱い)、同じ役どうしなら一番上のカードから順にランクを比べます。</translation>
    </message>
    <message>
        <source>Against a flaunt, each other player in turn may challenge with as many cards, chosen unseen by the others: all the challenges are turned up together. One card is beaten only by a higher card of the same suit. A combo is beaten only by a higher combo of the kind led (a straight flush played against a flush counts as a flush); a straight flush only by a higher straight flush.</source>
        <translation>フラウントには、他のプレイヤーが順に同じ枚数でチャレンジできます。出すカードは互いに見えないように選び、全員のチャレンジを一斉に公開します。1枚には同じスートの高いカードだけが勝ちます。役には、出された役と同じ種類の高い役だけが勝ちます (フラッシュに対して出したストレートフラッシュはフラッシュとして数えます)。ストレートフラッシュには高いストレートフラッシュだけが勝ちます。</translation>
    </message>
    <message>
        <source>Between equal sets, the one played later in turn order wins: a challenger who equals the leader wins.</source>
        <translation>同じ強さの組どうしなら、手番順で後に出した方が勝ちます。出した人と同じ強さなら、チャレンジした人の勝ちです。</translation>
    </message>
    <message>
        <source>The winner banks their own set; the other sets are discarded.</source>
        <translation>勝者は自分の組を得点にし、他の組は捨てられます。</translation>
    </message>
    <message>
        <source>The winner banks every card played.</source>
        <translation>勝者は出されたカードをすべて得点にします。</translation>
    </message>
    <message>
        <source>Unchallenged, a play goes to its player&apos;s score pile (a sneak unseen).</source>
        <translation>チャレンジがなければ、出したカードはその人の得点になります (スニークは誰にも見せません)。</translation>
    </message>
    <message>
        <source>End of a deal and scoring</source>
        <translation>ディールの終わりと得点</translation>
    </message>
    <message>
        <source>When the stock is empty every turn must be a flaunt; players with empty hands are skipped; the last player with cards banks them.</source>
        <translation>山札がなくなったら手番では必ずフラウントします。手札のない人は飛ばし、最後まで手札が残った人はそれを得点にします。</translation>
    </message>
    <message>
        <source>Each banked card scores 1 point; the deal passes left. The first to %1 points after a deal wins (the highest total; a tie plays another deal).</source>
        <translation>得点にしたカード1枚につき1点。ディーラーは左へ移ります。ディールの後で%1点に達した人が勝ちです (合計の最も多い人。同点ならもう1ディール)。</translation>
    </message>
</context>
<context>
    <name>SneakTable</name>
    <message>
        <source>%1 sneaked a card: select a card and Challenge (the higher rank wins), or Pass.</source>
        <translation>%1 が1枚スニークしました: 1枚選んでチャレンジ (高いランクが勝ち) するか、パスしてください。</translation>
    </message>
    <message>
        <source>%1 sneaked %2 cards: select %2 cards and Challenge (revealed from the leader on), or Pass.</source>
        <translation>%1 が%2枚スニークしました: %2枚選んでチャレンジ (出した人から順に公開) するか、パスしてください。</translation>
    </message>
    <message>
        <source>%1 flaunted a card: select a higher card of its suit and Challenge, or Pass.</source>
        <translation>%1 が1枚フラウントしました: 同じスートの高いカードを選んでチャレンジするか、パスしてください。</translation>
    </message>
    <message>
        <source>%1 flaunted: select %2 cards and Challenge (shown together with the others&apos;), or Pass.</source>
        <translation>%1 がフラウントしました: %2枚選んでチャレンジ (他の人と一斉に公開) するか、パスしてください。</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>1枚引いてください。</translation>
    </message>
    <message>
        <source>The stock is empty: flaunt one card.</source>
        <translation>山札がありません: 1枚をフラウントしてください。</translation>
    </message>
    <message>
        <source>The stock is empty: flaunt one card or a combo (at most %1 cards).</source>
        <translation>山札がありません: 1枚か役をフラウントしてください (最大%1枚)。</translation>
    </message>
    <message>
        <source>Draw, or select a card and Sneak (face down) or Flaunt (face up).</source>
        <translation>引くか、1枚を選んでスニーク (伏せて) かフラウント (表向き) してください。</translation>
    </message>
    <message>
        <source>Draw, or select up to %1 cards and Sneak (face down) or Flaunt (face up: one card or a combo).</source>
        <translation>引くか、%1枚までを選んでスニーク (伏せて) かフラウント (表向き: 1枚か役) してください。</translation>
    </message>
    <message>
        <source>Points banked (by deal, then total)</source>
        <translation>得点 (ディールごと、続いて合計)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>パス(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Challenge</source>
        <translation>チャレンジ(&amp;C)</translation>
    </message>
    <message>
        <source>You hold %1 cards, the hand limit, and nobody else holds a card: you must pass.</source>
        <translation>手札が上限の%1枚で、ほかに札を持っている人がいません。パスしてください。</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>引く(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Sneak</source>
        <translation>スニーク(&amp;S)</translation>
    </message>
    <message>
        <source>Fl&amp;aunt</source>
        <translation>フラウント(&amp;A)</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>山札: %1枚</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目標: %1点</translation>
    </message>
    <message>
        <source>Hand limit: %1</source>
        <translation>手札上限: %1枚</translation>
    </message>
    <message>
        <source>Seen face up this deal: %1</source>
        <translation>このディールで表向きになったカード: %1</translation>
    </message>
    <message>
        <source>%1 banked</source>
        <translation>得点 %1枚</translation>
    </message>
</context>
<context>
    <name>SpokenCards</name>
    <message>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>king</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: rank, suit</comment>
        <translation>%2の%1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>Runs a function on the database, recovering from a damaged file (``StatsStore.call``).</extracomment>
        <translation>成績</translation>
    </message>
    <message>
        <source>The game and variant to show</source>
        <translation>表示するゲームとバリエーション</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>アシストあり</translation>
    </message>
    <message>
        <source>No finished game yet: statistics appear after your first game.</source>
        <translation>終わったゲームはまだありません。最初のゲームの後に成績が表示されます。</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>リセット(&amp;R)…</translation>
    </message>
    <message>
        <source>Forget every game of the game and variant shown</source>
        <translation>表示中のゲームとバリエーションの記録をすべて消します</translation>
    </message>
    <message>
        <source>No game played yet</source>
        <translation>まだ遊んだゲームはありません</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>すべての相手</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>対 %1</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>成績のリセット</translation>
    </message>
    <message>
        <source>Forget all %1 games of %2 (%3), with their history? This cannot be undone.</source>
        <translation>%2(%3)の %1 ゲームの成績と履歴をすべて消しますか? 元に戻せません。</translation>
    </message>
</context>
<context>
    <name>Suits</name>
    <message>
        <source>spades</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Continuing by itself in a few seconds…</source>
        <extracomment>How long a summary stays up in a game nobody plays in (normal speed; the speed setting scales it, instant: 0). The panel&apos;s width at most, and its margin from the view&apos;s edges.</extracomment>
        <translation>数秒後に自動で続きます…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>SupertrumpBanner</name>
    <message>
        <source>Stage 2: tricks worth 2</source>
        <translation>第2段階: 1トリック2点</translation>
    </message>
    <message>
        <source>You win the game %2</source>
        <translation>あなたの勝ち %2</translation>
    </message>
    <message>
        <source>%1 wins the game %2</source>
        <translation>%1 の勝ち %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>あなたがマッチに勝ちました!</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 がマッチに勝ちました!</translation>
    </message>
</context>
<context>
    <name>SupertrumpLog</name>
    <message>
        <source>Game %2: %1 deals 13 cards each.</source>
        <translation>第%2ゲーム: %1 が13枚ずつ配ります。</translation>
    </message>
    <message>
        <source>Game %2: you deal 13 cards each.</source>
        <translation>第%2ゲーム: あなたが13枚ずつ配ります。</translation>
    </message>
    <message>
        <source>%1 names %2 as trumps.</source>
        <translation>%1 が切り札を %2 に指定しました。</translation>
    </message>
    <message>
        <source>You name %2 as trumps.</source>
        <translation>あなたは切り札を %2 に指定しました。</translation>
    </message>
    <message>
        <source>%1 names the %2s super trumps.</source>
        <translation>%1 がスーパー切り札を %2 に指定しました。</translation>
    </message>
    <message>
        <source>You name the %2s super trumps.</source>
        <translation>あなたはスーパー切り札を %2 に指定しました。</translation>
    </message>
    <message>
        <source>%1 is turned up on the stock.</source>
        <translation>山札の %1 が表向きになりました。</translation>
    </message>
    <message>
        <source>%1 leads %2.</source>
        <translation>%1 が %2 をリードしました。</translation>
    </message>
    <message>
        <source>You lead %2.</source>
        <translation>あなたは %2 をリードしました。</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 が %2 を出しました。</translation>
    </message>
    <message>
        <source>You play %2.</source>
        <translation>あなたは %2 を出しました。</translation>
    </message>
    <message>
        <source>%1 wins the trick: 1 point.</source>
        <translation>%1 がトリックを取りました: 1点。</translation>
    </message>
    <message>
        <source>You win the trick: 1 point.</source>
        <translation>あなたがトリックを取りました: 1点。</translation>
    </message>
    <message>
        <source>%1 wins the trick: %2 points.</source>
        <translation>%1 がトリックを取りました: %2点。</translation>
    </message>
    <message>
        <source>You win the trick: %2 points.</source>
        <translation>あなたがトリックを取りました: %2点。</translation>
    </message>
    <message>
        <source>%1 takes the face-up %2.</source>
        <translation>%1 が表向きの %2 を取りました。</translation>
    </message>
    <message>
        <source>You take the face-up %2.</source>
        <translation>あなたは表向きの %2 を取りました。</translation>
    </message>
    <message>
        <source>You draw %1 from the stock.</source>
        <translation>あなたは山札から %1 を引きました。</translation>
    </message>
    <message>
        <source>%1 draws a hidden card.</source>
        <translation>%1 が山札から伏せたカードを引きました。</translation>
    </message>
    <message>
        <source>The stock is empty: stage 2, each trick is worth 2 points.</source>
        <translation>山札がなくなりました: 第2段階、1トリック2点です。</translation>
    </message>
    <message>
        <source>Game over: %1 wins %2.</source>
        <translation>ゲーム終了: %1 の勝ち (%2)。</translation>
    </message>
    <message>
        <source>Game over: you win %2.</source>
        <translation>ゲーム終了: あなたの勝ち (%2)。</translation>
    </message>
    <message>
        <source>Match over: you won!</source>
        <translation>マッチ終了: あなたの勝ちです!</translation>
    </message>
    <message>
        <source>Match over: %1 won.</source>
        <translation>マッチ終了: %1 の勝ちです。</translation>
    </message>
</context>
<context>
    <name>SupertrumpOptions</name>
    <message>
        <source>Supertrump</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>スーパートランプ</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <source>One game, or a match to a number of games or points.</source>
        <translation>1ゲームだけか、決まったゲーム数・点数まで続けるマッチか。</translation>
    </message>
    <message>
        <source>Match target</source>
        <translation>マッチの目標</translation>
    </message>
    <message>
        <source>Games or points needed to win the match (not for one game).</source>
        <translation>マッチに勝つのに必要なゲーム数または点数 (1ゲーム制では使いません)。</translation>
    </message>
    <message>
        <source>one game</source>
        <translation>1ゲーム</translation>
    </message>
    <message>
        <source>first to N games</source>
        <translation>先にNゲーム勝った方</translation>
    </message>
    <message>
        <source>first to N points</source>
        <translation>先にN点取った方</translation>
    </message>
    <message>
        <source>Supertrump (one game)</source>
        <translation>スーパートランプ (1ゲーム)</translation>
    </message>
    <message>
        <source>Supertrump match to 3 games</source>
        <translation>スーパートランプ 3ゲーム先取マッチ</translation>
    </message>
    <message>
        <source>Supertrump match to 100 points</source>
        <translation>スーパートランプ 100点先取マッチ</translation>
    </message>
    <message>
        <source>One game of 26 tricks: 20 of its 39 points win.</source>
        <extracomment>One line per preset for the setup dialog&apos;s variant list.</extracomment>
        <translation>26トリックの1ゲーム。39点中20点取れば勝ち。</translation>
    </message>
    <message>
        <source>Games are played until one player has won 3 of them.</source>
        <translation>どちらかが3ゲーム勝つまで続けます。</translation>
    </message>
    <message>
        <source>Games are played until one player has 100 points in all.</source>
        <translation>どちらかの合計が100点に達するまでゲームを続けます。</translation>
    </message>
</context>
<context>
    <name>SupertrumpPrompt</name>
    <message>
        <source>Name the trump suit (the number is how many you hold):</source>
        <translation>切り札のスートを指定してください (数字は手札の枚数):</translation>
    </message>
    <message>
        <source>Name the super-trump rank (its four cards beat every trump):</source>
        <translation>スーパー切り札のランクを指定してください (その4枚はどの切り札にも勝ちます):</translation>
    </message>
    <message>
        <source>Your lead: play any card.</source>
        <translation>あなたのリード: 好きなカードを出してください。</translation>
    </message>
    <message>
        <source>Your lead: the trick&apos;s winner takes the face-up %1.</source>
        <translation>あなたのリード: トリックの勝者が表向きの %1 を取ります。</translation>
    </message>
    <message>
        <source>Follow suit: play %1 if you can (super trumps are trumps).</source>
        <translation>マストフォロー: 持っていれば %1 を出してください (スーパー切り札は切り札のスートです)。</translation>
    </message>
    <message>
        <source>You hold no %1: play any card.</source>
        <translation>%1 がありません: 好きなカードを出してください。</translation>
    </message>
    <message>
        <source>%1 (%2 held)</source>
        <translation>%1 (%2枚)</translation>
    </message>
</context>
<context>
    <name>SupertrumpRules</name>
    <message>
        <source>Deal and declarations</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>配札と指定</translation>
    </message>
    <message>
        <source>Two players, 52 cards, 2 low to ace high. The dealer deals 13 cards each; the other 26 form a face-down stock.</source>
        <translation>2人、52枚、2が最低でAが最高。ディーラーが13枚ずつ配り、残り26枚を伏せて山札にします。</translation>
    </message>
    <message>
        <source>The non-dealer looks at their hand and names the trump suit; then the dealer names the super-trump rank.</source>
        <translation>ノンディーラーが手札を見て切り札のスートを指定し、次にディーラーがスーパー切り札のランクを指定します。</translation>
    </message>
    <message>
        <source>The four cards of that rank are super trumps: above every trump, equal to each other, and they belong to the trump suit (a led super trump asks for trumps).</source>
        <translation>そのランクの4枚がスーパー切り札です。どの切り札よりも強く、互いに同じ強さで、切り札のスートに属します (スーパー切り札をリードされたら切り札でフォローします)。</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Follow the suit led if you can; otherwise play any card.</source>
        <translation>リードされたスートを持っていれば出さなければなりません。なければ何を出してもかまいません。</translation>
    </message>
    <message>
        <source>The higher card of the suit led wins, unless a trump is played: the higher trump wins, a super trump beats every trump, and of two super trumps the first wins.</source>
        <translation>切り札が出なければリードされたスートの高い方が勝ちます。切り札が出れば高い切り札が勝ち、スーパー切り札はどの切り札にも勝ち、スーパー切り札どうしなら先に出した方が勝ちます。</translation>
    </message>
    <message>
        <source>The winner of a trick leads the next.</source>
        <translation>トリックの勝者が次をリードします。</translation>
    </message>
    <message>
        <source>Stage 1 and stage 2</source>
        <translation>第1段階と第2段階</translation>
    </message>
    <message>
        <source>Stage 1: the top stock card lies face up. The trick&apos;s winner takes it, the loser the next hidden card, and the next card is turned up: 13 tricks.</source>
        <translation>第1段階: 山札の一番上を表向きにします。トリックの勝者がそれを取り、敗者は次の伏せたカードを取り、次のカードを表向きにします。これを13トリック行います。</translation>
    </message>
    <message>
        <source>Stage 2: the last 13 tricks are played without drawing.</source>
        <translation>第2段階: 残りの13トリックはカードを引かずに行います。</translation>
    </message>
    <message>
        <source>A stage-1 trick scores 1 point, a stage-2 trick 2 points: 39 in all, and 20 or more wins the game.</source>
        <translation>第1段階のトリックは1点、第2段階のトリックは2点。合計39点で、20点以上取った方がゲームの勝ちです。</translation>
    </message>
    <message>
        <source>The match goes to the first player to win %1 games; the dealer alternates.</source>
        <translation>先に%1ゲーム勝った方がマッチの勝者です。ディーラーは交代します。</translation>
    </message>
    <message>
        <source>The match goes to the first player to reach %1 points (the higher total if both do; on a tie another game is played); the dealer alternates.</source>
        <translation>先に%1点に達した方がマッチの勝者です (両者が達したら合計の多い方、同点ならもう1ゲーム)。ディーラーは交代します。</translation>
    </message>
    <message>
        <source>One game decides the match.</source>
        <translation>1ゲームで勝負が決まります。</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
</context>
<context>
    <name>SupertrumpTable</name>
    <message>
        <source>1 pt</source>
        <translation>1点</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Points by game, then games won (total)</source>
        <translation>ゲームごとの得点、続いて勝ったゲーム数 (合計)</translation>
    </message>
    <message>
        <source>Points (by game, then total)</source>
        <translation>得点 (ゲームごと、続いて合計)</translation>
    </message>
    <message>
        <source>Points (by game, then match total)</source>
        <translation>得点 (ゲームごと、続いてマッチ合計)</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>勝ったゲーム数</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>切り札: %1</translation>
    </message>
    <message>
        <source>Trumps: not named yet</source>
        <translation>切り札: まだ指定されていません</translation>
    </message>
    <message>
        <source>Super trumps: %1s ★</source>
        <translation>スーパー切り札: %1 ★</translation>
    </message>
    <message>
        <source>Super trumps: not named yet</source>
        <translation>スーパー切り札: まだ指定されていません</translation>
    </message>
    <message>
        <source>Stage %1 of 2</source>
        <translation>第%1段階 (全2段階)</translation>
    </message>
    <message>
        <source>Stock: %1 + face-up</source>
        <translation>山札: %1枚 + 表向き1枚</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>山札: %1枚</translation>
    </message>
    <message>
        <source>%1: tricks %2 + %3 × 2 = %4 points</source>
        <translation>%1：トリック %2 + %3 × 2 = %4 点</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Out</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>chips %1</source>
        <translation>チップ %1</translation>
    </message>
    <message>
        <source>Pot: 1 chip</source>
        <translation>ポット：チップ1枚</translation>
    </message>
    <message>
        <source>Pot: %1 chips</source>
        <translation>ポット：チップ%1枚</translation>
    </message>
    <message>
        <source>contra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>リード</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>To beat</source>
        <translation>超えるべき</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>The star&apos;s disc in card units (the card is BASE_W wide): centred on the index column (the SVG deck&apos;s index is centred 15.2% from the left edge and ends 40.6% down), just under the suit, inside the left 28% that even an AI&apos;s tight fan (``layout.FAN_AI``) leaves in view. A corner index (rank over suit) as a share of the card&apos;s width and height: the index column is centred 15.2% from the edge, a &quot;10&quot; reaches about 27%, and the suit ends 40.6% down. Nothing on a card may cover one (``index_rects``).</extracomment>
        <translation>%1 ×%2</translation>
    </message>
</context>
<context>
    <name>Tooltips</name>
    <message>
        <source>Stock: %1 cards, face down</source>
        <extracomment>A literal translate(context, text) call that lupdate extracts, kept short.</extracomment>
        <translation>山札: 伏せたカード%1枚</translation>
    </message>
    <message>
        <source>Losing cards of the tricks: %1 (each winning card lies in its winner&apos;s row; L or a click: the last trick)</source>
        <translation>トリックで負けたカード: %1枚 (勝ったカードは勝者の列にあります。L キーかクリックで直前のトリック)</translation>
    </message>
    <message>
        <source>Played cards: %1 (L or a click: the last trick)</source>
        <translation>出されたカード: %1枚 (L キーかクリックで直前のトリック)</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Beaten cards</source>
        <translation>負けたカード</translation>
    </message>
    <message>
        <source>Played cards</source>
        <translation>出されたカード</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Face up beside the stock: %1</source>
        <translation>山札の横に表向き: %1</translation>
    </message>
    <message>
        <source>Discards: %1 cards</source>
        <translation>捨て札: %1枚</translation>
    </message>
    <message>
        <source>%1 — not playable now: %2</source>
        <translation>%1 — 今は出せません: %2</translation>
    </message>
    <message>
        <source>%1 in %2&apos;s hand (everyone saw it)</source>
        <translation>%2 の手札の %1 (全員が見たカード)</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2 cards</source>
        <translation>%1 の手札: %2枚</translation>
    </message>
    <message>
        <source>In front of %1: %2 cards</source>
        <translation>%1 の前: %2枚</translation>
    </message>
    <message>
        <source>Played by %1: %2</source>
        <translation>%1 が出したカード: %2</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>伏せたカード</translation>
    </message>
    <message>
        <source>The pot: every player&apos;s ante and every re-entry stake. The winner of the game takes it; several winners share it.</source>
        <translation>ポット：全員のアンティと、復帰のために払われたチップです。ゲームの勝者が獲得し、勝者が複数なら分け合います。</translation>
    </message>
    <message>
        <source>The pot: every player&apos;s ante (buy-ins are paid outside it). The winner of the game takes it; several winners share it.</source>
        <translation>ポット：全員のアンティです（買い戻しのチップはポットに入りません）。ゲームの勝者が獲得し、勝者が複数なら分け合います。</translation>
    </message>
    <message>
        <source>The pot: every player&apos;s ante. The winner of the game takes it; several winners share it.</source>
        <translation>ポット：全員のアンティです。ゲームの勝者が獲得し、勝者が複数なら分け合います。</translation>
    </message>
</context>
<context>
    <name>TrickPanel</name>
    <message>
        <source>%1 took this trick</source>
        <translation>%1がこのトリックを取りました</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>%1 took the trick.</source>
        <translation>%1がトリックを取りました。</translation>
    </message>
</context>
<context>
    <name>TrickViewer</name>
    <message>
        <source>Trick %1</source>
        <translation>第%1トリック</translation>
    </message>
    <message>
        <source>Trick %1: the last, it scores</source>
        <translation>第%1トリック: 最後のトリック(得点対象)</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>第%1プレイ</translation>
    </message>
    <message>
        <source>%1 won the challenge.</source>
        <translation>%1がチャレンジに勝ちました。</translation>
    </message>
    <message>
        <source>Nobody challenged: %1 banked it.</source>
        <translation>チャレンジなし: %1が得点にしました。</translation>
    </message>
    <message>
        <source>%1 banked the last hand unseen.</source>
        <translation>%1が最後の手札を見せずに得点にしました。</translation>
    </message>
    <message>
        <source>The tricks cannot be shown (%1).</source>
        <translation>トリックを表示できません(%1)。</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>最後のトリック</translation>
    </message>
    <message>
        <source>No trick has been finished yet.</source>
        <translation>まだ終わったトリックはありません。</translation>
    </message>
    <message>
        <source>Played cards</source>
        <translation>出たカード</translation>
    </message>
    <message>
        <source>In this game the played cards are not kept face up: remember them! The last trick (L) may still be looked at.</source>
        <translation>このゲームでは出たカードは表向きに残りません。覚えておきましょう! 最後のトリック(L)は見られます。</translation>
    </message>
    <message>
        <source>No card has been played in this game yet.</source>
        <translation>このゲームではまだカードが出ていません。</translation>
    </message>
    <message>
        <source>No card has been played in this deal yet.</source>
        <translation>このディールではまだカードが出ていません。</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>Card si&amp;ze</source>
        <translation>カードの大きさ(&amp;Z)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>Pause after each &amp;deal</source>
        <translation>ディールごとに一時停止(&amp;D)</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to cardtable</source>
        <extracomment>The choices that are not a lesson.</extracomment>
        <translation>cardtable へようこそ</translation>
    </message>
    <message>
        <source>Card games against computer players, alone or with friends at a shared table. New to a game? Its lesson deals a first game at the real table and explains every move; you can take any lesson later from the Help menu.</source>
        <translation>コンピューターの相手と、ひとりでも、友だちと共有テーブルでも遊べるカードゲームです。初めてのゲームなら、レッスンが本物のテーブルで最初のゲームを配り、一手ずつ説明します。レッスンはあとからヘルプメニューでいつでも受けられます。</translation>
    </message>
    <message>
        <source>&amp;Quick start: play %1 now</source>
        <translation>すぐに始める：%1 を遊ぶ(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Choose a game…</source>
        <translation>ゲームを選ぶ…(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Host a table for friends…</source>
        <translation>友だちのためにテーブルを開く…(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Join a friend&apos;s table…</source>
        <translation>友だちのテーブルに参加…(&amp;J)</translation>
    </message>
</context>
</TS>
