<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AiWorker</name>
    <message>
        <location filename="../continental_qt/ui/ai_worker.py" line="+304"/>
        <source>the computer players&apos; process did not start ({error})</source>
        <translation>o processo dos jogadores do computador não iniciou ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; process stopped (exit code {code})</source>
        <translation>o processo dos jogadores do computador parou (código de saída {code})</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../continental_qt/ui/window/announcer.py" line="+78"/>
        <location filename="../continental_qt/ui/window/speech.py" line="+50"/>
        <source>Nothing was announced yet.</source>
        <translation>Nada foi anunciado ainda.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/speech.py" line="+2"/>
        <source>No game is being played.</source>
        <translation>Nenhuma partida em andamento.</translation>
    </message>
</context>
<context>
    <name>ChartTable</name>
    <message>
        <location filename="../continental_qt/ui/stats/chart_table.py" line="+30"/>
        <source>Show as table</source>
        <translation>Mostrar como tabela</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read the chart&apos;s numbers in a table</source>
        <translation>Ler os números do gráfico numa tabela</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../continental_qt/ui/window/coach.py" line="+73"/>
        <source>Hints come on your turn, not between rounds.</source>
        <translation>As dicas vêm na sua vez, não entre as rodadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+30"/>
        <source>A hint needs your own hand on the table.</source>
        <translation>Uma dica precisa da sua própria mão na mesa.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Hints come on your turn and when you are asked May I?</source>
        <translation>As dicas vêm na sua vez e quando perguntam “Posso?” a você.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Weighing your options…</source>
        <translation>Pesando suas opções…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing is missing: you have gone down.</source>
        <translation>Não falta nada: você já baixou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In this game the coach shows what you miss with Hint (H).</source>
        <translation>Neste jogo o treinador mostra o que falta com Dica (H).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Faded in the slots: your closest melds; %n card(s) still missing.</source>
        <translation>Esmaecidas nos espaços: suas combinações mais próximas; ainda falta %n carta.|Esmaecidas nos espaços: suas combinações mais próximas; ainda faltam %n cartas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your cards meet the contract: stage them and go down.</source>
        <translation>Suas cartas cumprem o contrato: prepare-as e baixe.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No hint this time ({error}).</source>
        <translation>Desta vez não há dica ({error}).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Your options</source>
        <translation>Suas opções</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your options, best first</source>
        <translation>Suas opções, a melhor primeiro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show all</source>
        <translation>Mostrar todas</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/ghosts.py" line="+83"/>
        <source>Missing: any {rank}</source>
        <translation>Falta: qualquer {rank}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missing: the {card}</source>
        <translation>Falta: {card}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/tutor.py" line="+80"/>
        <source>The tutor is weighing your move…</source>
        <translation>O tutor está pesando sua jogada…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play it anyway</source>
        <translation>Jogar mesmo assim</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play instead: {move}</source>
        <translation>Jogar em vez disso: {move}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the table</source>
        <translation>Voltar à mesa</translation>
    </message>
</context>
<context>
    <name>CrashNotice</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/crash_notice.py" line="+30"/>
        <source>Continental closed unexpectedly</source>
        <translation>O Continental fechou inesperadamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental closed unexpectedly the last time it ran.</source>
        <translation>O Continental fechou inesperadamente na última vez em que foi executado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What happened was written to a crash log, which is kept for a bug report:

{path}</source>
        <translation>O que aconteceu foi gravado num registro de falhas, que é guardado para um relatório de erro:

{path}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Folder</source>
        <translation>Abrir pasta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Path</source>
        <translation>Copiar caminho</translation>
    </message>
</context>
<context>
    <name>DeckTableEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="+333"/>
        <source>Up to … players</source>
        <translation>Até … jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers in all</source>
        <translation>Jokers no total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Add r&amp;ow</source>
        <translation>Adicionar &amp;linha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a row for larger tables.</source>
        <translation>Adiciona uma linha para mesas maiores.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>This row applies to tables of up to this many players.</source>
        <translation>Esta linha vale para mesas de até este número de jogadores.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>Quantos baralhos de 52 cartas são embaralhados juntos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many jokers are added in all (not per deck).</source>
        <translation>Quantos jokers são adicionados no total (não por baralho).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove this row.</source>
        <translation>Remover esta linha.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/game_over.py" line="+68"/>
        <source>The game is void: nobody wins.</source>
        <translation>A partida foi anulada: ninguém vence.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} wins!</source>
        <translation>{name} venceu!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All square: nobody owes anyone.</source>
        <translation>Empate: ninguém deve nada a ninguém.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{names} share the win!</source>
        <translation>{names} dividem a vitória!</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Settlement: {list}.</source>
        <translation>Acerto de contas: {list}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: {points} points.</source>
        <translation>{name}: {points} pontos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{names}: {points} points each.</source>
        <translation>{names}: {points} pontos cada um.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%n hint(s)</source>
        <translation>%n dica|%n dicas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n list(s) of options</source>
        <translation>%n lista de opções|%n listas de opções</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n look(s) at what was missing</source>
        <translation>%n olhada no que faltava|%n olhadas no que faltava</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n warning(s) from the tutor</source>
        <translation>%n aviso do tutor|%n avisos do tutor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>%n desfazer|%n desfazeres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Played without help from the coach.</source>
        <translation>Jogada sem ajuda do treinador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help from the coach: {help}.</source>
        <translation>Ajuda do treinador: {help}.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{game} · %n deal(s)</source>
        <translation>{game} · %n mão|{game} · %n mãos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{game} · %n round(s)</source>
        <translation>{game} · %n rodada|{game} · %n rodadas</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Play again with {names} back at their seats</source>
        <translation>Jogar de novo com {names} de volta ao seu lugar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same players and rules, a new deal</source>
        <translation>Os mesmos jogadores e regras, uma nova distribuição</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Left the game</source>
        <translation>Saiu da partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(left)</source>
        <comment>a player who left</comment>
        <translation>(saiu)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} went out in {round}.</source>
        <translation>{round}: {name} bateu.</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <location filename="../continental_qt/ui/hint_service.py" line="+165"/>
        <source>the hints process did not start ({error})</source>
        <translation>o processo das dicas não iniciou ({error})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hints process stopped (exit code {code})</source>
        <translation>o processo das dicas parou (código de saída {code})</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <location filename="../continental_qt/ui/instance_lock.py" line="+64"/>
        <source>Continental is already running</source>
        <translation>O Continental já está aberto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continental is already open on this computer. Go on playing in its window: a second copy would write over the game it keeps.</source>
        <translation>O Continental já está aberto neste computador. Continue jogando na janela dele: uma segunda cópia gravaria por cima da partida que ele guarda.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/keys_help.py" line="+36"/>
        <source>{a} or {l}, or the menu key</source>
        <translation>{a} ou {l}, ou a tecla de menu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{left} / {right}</source>
        <translation>{left} / {right}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from the stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the stock</source>
        <translation>Clique no monte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take the discard</source>
        <translation>Pegar o descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the discard pile</source>
        <translation>Clique no lixo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say May I? (buy the discard)</source>
        <translation>Dizer Posso? (pedir o descarte)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass (let the discard go)</source>
        <translation>Passar (deixar o descarte passar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click No thanks</source>
        <translation>Clique em “Passo”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card to the discard pile, or double-click it</source>
        <translation>Arraste uma carta para o lixo ou clique duas vezes nela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{enter} discards the focused card</source>
        <translation>{enter} descarta a carta em foco</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go down (lay your contract)</source>
        <translation>Baixar (baixar o seu contrato)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build the melds in the slots above your hand, then Go down</source>
        <translation>Forme os jogos nos espaços acima da mão e depois clique em “Baixar”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off on a table meld</source>
        <translation>Encaixar num jogo da mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card onto the meld</source>
        <translation>Arraste a carta sobre o jogo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild card out of a meld</source>
        <translation>Tirar um curinga de um jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card it stands for onto the meld</source>
        <translation>Arraste sobre o jogo a carta que o curinga representa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reorder your hand</source>
        <translation>Reordenar a mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a card along your hand</source>
        <translation>Arraste uma carta ao longo da mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift+{arrows} moves the focused card</source>
        <translation>Shift+{arrows} move a carta em foco</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move through your hand</source>
        <translation>Percorrer a mão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{arrows}, {home}, {end}</source>
        <translation>{arrows}, {home}, {end}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select a card</source>
        <translation>Selecionar uma carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the card</source>
        <translation>Clique na carta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put cards in a meld slot</source>
        <translation>Pôr cartas num espaço de jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag them into a slot above your hand</source>
        <translation>Arraste-as para um espaço acima da mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first}–{last} puts the selection in that slot</source>
        <translation>{first}–{last} põe a seleção nesse espaço</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Sort by rank and Sort by suit buttons below the table</source>
        <translation>Os botões “Ordenar por valor” e “Ordenar por naipe” abaixo da mesa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ask the coach</source>
        <translation>Perguntar ao treinador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click Hint, or the Game menu</source>
        <translation>Clique em Dica, ou o menu Jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{h} the best move, {o} every option ranked, {w} what you miss</source>
        <translation>{h} a melhor jogada, {o} todas as opções em ordem, {w} o que falta</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keys with Ctrl or Alt belong to the menus; {first} to {last} read the table aloud (View → Speak)</source>
        <translation>As teclas com Ctrl ou Alt são dos menus; de {first} a {last} leem a mesa em voz alta (Exibir → Ler em voz alta)</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Take staged cards back</source>
        <translation>Recolher as cartas preparadas</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Click May I?</source>
        <translation>Clique em “Posso?”</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Click a staged card</source>
        <translation>Clique numa carta preparada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sort your hand</source>
        <translation>Ordenar a mão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{r} by rank, {s} by suit</source>
        <translation>{r} por valor, {s} por naipe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everything a card can do</source>
        <translation>Tudo o que dá para fazer com uma carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right-click the card</source>
        <translation>Clique com o botão direito na carta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clear the selection</source>
        <translation>Limpar a seleção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the selected cards again</source>
        <translation>Clique de novo nas cartas selecionadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show your cards at the privacy screen</source>
        <translation>Mostrar suas cartas na tela de privacidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button on the screen</source>
        <translation>Clique no botão da tela</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reach the buttons below the table</source>
        <translation>Chegar aos botões abaixo da mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the button</source>
        <translation>Clique no botão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{tab} goes from button to button; {space} or {enter} presses one</source>
        <translation>{tab} passa de um botão a outro; {space} ou {enter} o aciona</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Menu commands</source>
        <translation>Comandos dos menus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The menu bar</source>
        <translation>A barra de menus</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keyboard and mouse</source>
        <translation>Teclado e mouse</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/leave_dialog.py" line="+28"/>
        <location line="+26"/>
        <source>Leave the game</source>
        <translation>Sair da partida</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Leaving the table: {name}</source>
        <translation>Saindo da mesa: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happens to this seat?</source>
        <translation>O que acontece com este lugar?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the computer play this seat</source>
        <translation>Deixar o computador jogar neste lugar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A player who leaves scores the sum of the two highest totals of the others, and their cards go under the stock. With fewer than two players left the game is void.</source>
        <translation>Quem sai da partida fica com a soma dos dois maiores totais dos outros, e suas cartas vão para baixo do monte. Com menos de dois jogadores restantes, a partida é anulada.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+396"/>
        <source>Continental</source>
        <translation>Continental</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+78"/>
        <source>Scores ▸</source>
        <translation>Pontos ▸</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+57"/>
        <source>Scores</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="+82"/>
        <location filename="../continental_qt/ui/window/side_panel.py" line="+1"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+95"/>
        <source>Draw (D)</source>
        <translation>Comprar (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from the stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take discard (T)</source>
        <translation>Pegar do lixo (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of the discard pile</source>
        <translation>Pegar a carta de cima do lixo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? (M)</source>
        <translation>Posso? (M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for the passed discard; you also take a penalty card</source>
        <translation>Pedir o descarte que passou; você também leva uma carta de multa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No thanks (N)</source>
        <translation>Passo (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the discard go</source>
        <translation>Deixar o descarte passar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop asking me</source>
        <translation>Não me perguntar mais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let every passed discard go from now on, without being asked (Game menu: Ask me about May I?)</source>
        <translation>A partir de agora, deixar passar cada descarte sem perguntar (menu Jogo: Perguntar sobre “Posso?”)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+46"/>
        <source>Go down (G)</source>
        <translation>Baixar (G)</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Lay down the staged melds</source>
        <translation>Baixar os jogos preparados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back (U)</source>
        <translation>Recolher (U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return the staged cards to your hand</source>
        <translation>Devolver à mão as cartas preparadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint (H)</source>
        <translation>Dica (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best move for your hand, and why</source>
        <translation>A melhor jogada para a sua mão, e por quê</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by rank (R)</source>
        <translation>Ordenar por valor (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by rank</source>
        <translation>Ordenar a mão por valor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sort by suit (S)</source>
        <translation>Ordenar por naipe (S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your hand by suit</source>
        <translation>Ordenar a mão por naipe</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/menu_table.py" line="+60"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Restart with the same deal</source>
        <translation>&amp;Reiniciar com a mesma distribuição</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir re&amp;cente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>&amp;Salvar como…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Assistir a um replay…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play this game</source>
        <translation>Re&amp;ver esta partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch the game just played again, every hand face up</source>
        <translation>Ver de novo a partida que acabou de ser jogada, com todas as mãos viradas para cima</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hint (H)</source>
        <translation>&amp;Dica (H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;options (O)</source>
        <translation>Mostrar as &amp;opções (O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;What am I missing? (W)</source>
        <translation>O &amp;que me falta? (W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ask me about &amp;May I?</source>
        <translation>Perguntar sobre “&amp;Posso?”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When off, you let every passed discard go without being asked</source>
        <translation>Desativado: você deixa passar todo descarte sem ser perguntado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Leave the game…</source>
        <translation>&amp;Deixar a partida…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Four-colour deck</source>
        <translation>Baralho de &amp;quatro cores</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High-contrast cards</source>
        <translation>Cartas de alto &amp;contraste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger cards</source>
        <translation>Cartas maiores</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Larger te&amp;xt</source>
        <translation>Te&amp;xto maior</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Text one and a half times the system&apos;s size</source>
        <translation>Texto uma vez e meia o tamanho do sistema</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Side panel</source>
        <translation>Painel &amp;lateral</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off (reduce motion)</source>
        <translation>Desativadas (menos movimento)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Tutor: ask before a doubtful move</source>
        <translation>&amp;Tutor: perguntar antes de uma jogada duvidosa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before a move that loses more than the threshold, ask first</source>
        <translation>Antes de uma jogada que perca mais que o limite, perguntar primeiro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tutor&apos;s &amp;threshold</source>
        <translation>&amp;Limite do tutor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>%n ponto|%n pontos</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A&amp;nnouncements</source>
        <translation>&amp;Anúncios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move</source>
        <translation>Cada jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only what concerns me</source>
        <translation>Só o que me diz respeito</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Computer &amp;pace</source>
        <translation>&amp;Ritmo do computador</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Read my &amp;hand by suit</source>
        <translation>Ler minha &amp;mão por naipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read my hand by &amp;rank</source>
        <translation>Ler minha mão por &amp;valor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;melds</source>
        <translation>Ler os &amp;jogos na mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;players</source>
        <translation>Ler os jo&amp;gadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the p&amp;iles</source>
        <translation>Ler os &amp;montes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What can I &amp;do now?</source>
        <translation>O que &amp;posso fazer agora?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How far am I from the &amp;contract?</source>
        <translation>Quanto falta para o &amp;contrato?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the &amp;scores</source>
        <translation>Ler a p&amp;ontuação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeat the &amp;last announcement</source>
        <translation>Repetir o ú&amp;ltimo anúncio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spea&amp;k</source>
        <translation>&amp;Ler em voz alta</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regras deste jogo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Teclado e mouse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Continental</source>
        <translation>&amp;Sobre o Continental</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last meld of this turn, before you discard (games against the computer)</source>
        <translation>Desfazer sua última combinação deste turno, antes de descartar (partidas contra o computador)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Allow undo</source>
        <translation>&amp;Permitir desfazer</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>System default</source>
        <translation>Padrão do sistema</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+141"/>
        <source>A game can be replayed once it is over.</source>
        <translation>Uma partida pode ser revista depois de terminar.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+66"/>
        <source>Resume unfinished game</source>
        <translation>Continuar partida não terminada</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/may_i_setting.py" line="+65"/>
        <source>No more May I? questions for you. Game menu, Ask me about May I? switches them back on.</source>
        <translation>Você não será mais perguntado sobre “Posso?”. Reative em menu Jogo, Perguntar sobre “Posso?”.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="-42"/>
        <source>Answer May I? first: a player leaves the game from their own hand, not from the shared table.</source>
        <translation>Responda primeiro ao “Posso?”: deixa-se a partida a partir da própria mão, não da mesa compartilhada.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+3"/>
        <source>{name}, deal {seed}</source>
        <translation>{name}, mão {seed}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="-38"/>
        <source>Autosave failed: {error}</source>
        <translation>O salvamento automático falhou: {error}</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>There is no game to save.</source>
        <translation>Não há partida para salvar.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+44"/>
        <source>Save game</source>
        <translation>Salvar partida</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Continental games (*.continental)</source>
        <translation>Partidas de Continental (*.continental)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+8"/>
        <source>Saved to {path}</source>
        <translation>Salva em {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+34"/>
        <source>Could not save</source>
        <translation>Não foi possível salvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was not saved: {error}</source>
        <translation>A partida não foi salva: {error}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/files.py" line="+20"/>
        <location line="+27"/>
        <source>Opening {path}…</source>
        <translation>Abrindo {path}…</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Opened {path}</source>
        <translation>Aberto: {path}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+16"/>
        <source>Could not open the game</source>
        <translation>Não foi possível abrir a partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} could not be opened. The file was not changed.

{why}</source>
        <translation>Não foi possível abrir {path}. O arquivo não foi alterado.

{why}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+183"/>
        <source>{name} may claim the {card} (May I?).</source>
        <translation>{name} pode pedir o {card} (Posso?).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is {name}&apos;s turn. Everyone else, look away.</source>
        <translation>É a vez de {name}. Os outros, não olhem.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+67"/>
        <source>There is no seat of yours to leave.</source>
        <translation>Você não tem um lugar para deixar.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/dialogs/file_dialogs.py" line="+97"/>
        <source>No recent games</source>
        <translation>Nenhuma partida recente</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>{file}: {why} It was kept as {kept}.</source>
        <translation>{file}: {why} Foi guardado como {kept}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The previous autosave is offered instead.</source>
        <translation>Em vez disso, é oferecido o salvamento automático anterior.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved game is damaged</source>
        <translation>Uma partida salva está danificada</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resume your game?</source>
        <translation>Continuar sua partida?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have an unfinished game of {rules} ({round}) with {names}.</source>
        <translation>Você tem uma partida não terminada de {rules} ({round}) com {names}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open another game?</source>
        <translation>Abrir outra partida?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your game of {rules} ({round}) is not finished. The autosave keeps only the game being played: to come back to this one later, save it first with Save As.</source>
        <translation>Sua partida de {rules} ({round}) não terminou. O salvamento automático guarda só a partida em andamento: para voltar a esta depois, salve-a antes com “Salvar como”.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open the other game</source>
        <translation>Abrir a outra partida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/game_dialogs.py" line="+30"/>
        <source>About Continental</source>
        <translation>Sobre o Continental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;Continental Rummy and its family (May I?, Contract Rummy, Liverpool, Shanghai, Carioca) against computer players.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Continental {version}&lt;/h3&gt;&lt;p&gt;O Continental e sua família (May I?, Contract Rummy, Liverpool, Shanghai, Carioca) contra jogadores do computador.&lt;/p&gt;&lt;p&gt;Software livre sob a licença MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="-136"/>
        <source>Scores ◂</source>
        <translation>Pontos ◂</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>No game</source>
        <translation>Nenhuma partida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="+36"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Comece uma nova partida pelo menu Jogo (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/bars.py" line="+171"/>
        <source>Go out (G)</source>
        <translation>Bater (G)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-190"/>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edge of the side panel: drag to resize it</source>
        <translation>Borda do painel lateral: arraste para mudar o tamanho</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{hand} reads your hand, {moves} what you can do; View, Speak lists every key that reads the table.</source>
        <translation>{hand} lê sua mão, {moves} o que você pode fazer; Exibir, Ler em voz alta mostra todas as teclas que leem a mesa.</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>The computer players had to be restarted; {name} is thinking again.</source>
        <translation>Os jogadores do computador tiveram de ser reiniciados; {name} está pensando de novo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer player stopped</source>
        <translation>Jogador do computador parado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not move ({error}). The game is paused.</source>
        <translation>{name} não conseguiu jogar ({error}). A partida está pausada.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/session.py" line="+375"/>
        <source>Statistics are off: the disk is full.</source>
        <translation>Estatísticas desativadas: o disco está cheio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics are off: {error}</source>
        <translation>Estatísticas desativadas: {error}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game could not be added to the statistics: the disk is full. The games recorded before are kept.</source>
        <translation>Não foi possível adicionar a partida às estatísticas: o disco está cheio. As partidas registradas antes são mantidas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be added to the statistics: {error}</source>
        <translation>Não foi possível adicionar a partida às estatísticas: {error}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/main_window.py" line="-142"/>
        <source>The statistics are still opening; try again in a moment.</source>
        <translation>As estatísticas ainda estão abrindo; tente de novo em instantes.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/log_view.py" line="+133"/>
        <source>Following new moves</source>
        <translation>Acompanhando as novas jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up to read back; the log stops there</source>
        <translation>Role para cima para reler; o registro para ali</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New moves below — click to follow</source>
        <translation>Novas jogadas abaixo — clique para acompanhar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Go to the newest line and follow new moves</source>
        <translation>Ir para a última linha e acompanhar as novas jogadas</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Not following — click to follow new moves</source>
        <translation>Sem acompanhar — clique para acompanhar as novas jogadas</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/window/undo.py" line="+44"/>
        <source>Undo is switched off (Edit menu).</source>
        <translation>Desfazer está desativado (menu Editar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only your own melds of this turn can be taken back, before you discard, in a game against the computer.</source>
        <translation>Só é possível desfazer suas próprias combinações deste turno, antes de descartar, numa partida contra o computador.</translation>
    </message>
</context>
<context>
    <name>MayIOffer</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="+159"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>Posso? {name}, você quer o {card}?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{turn} did not take the {card}. {name} may take it with %n penalty card(s) from the stock.</source>
        <translation>{turn} não pegou o {card}. {name} pode pegá-lo com %n carta de multa do monte.|{turn} não pegou o {card}. {name} pode pegá-lo com %n cartas de multa do monte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{turn} did not take the {card}. {name} may take it.</source>
        <translation>{turn} não pegou o {card}. {name} pode pegá-lo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{turn} may still take it first.</source>
        <translation>{turn} ainda pode pegá-lo primeiro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (M)</source>
        <translation>Posso? (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No thanks (N)</source>
        <translation>Passo (N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: see my cards first</source>
        <translation>{name}: ver minhas cartas primeiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hand is shown. {name} may answer now, or see their own cards first while the others look away.</source>
        <translation>Nenhuma mão está à mostra. {name} pode responder agora, ou ver primeiro as próprias cartas enquanto os outros não olham.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/new_game_dialog.py" line="+93"/>
        <source>New Game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+18"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit rules…</source>
        <translation>&amp;Editar regras…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change any rule of the chosen preset, add house rules, or keep your own rules as a custom preset.</source>
        <translation>Mude qualquer regra da variante escolhida, acrescente regras da casa ou guarde suas próprias regras como variante própria.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>random</source>
        <translation>aleatório</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same deal number deals the same cards, so a game can be played again. Leave it empty for a random deal.</source>
        <translation>O mesmo número de mão dá as mesmas cartas, assim uma partida pode ser jogada de novo. Deixe vazio para uma mão aleatória.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How quickly the computer players make their moves.</source>
        <translation>A rapidez com que os jogadores do computador fazem suas jogadas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jogadores:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Jogado por</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Número da mão:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Com&amp;puter speed:</source>
        <translation>&amp;Velocidade do computador:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Summary of the rules</source>
        <translation>Resumo das regras</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{name} (damaged)</source>
        <translation>{name} (danificada)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Seat {number} needs a name.</source>
        <translation>O lugar {number} precisa de um nome.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats {first} and {second} are both called “{name}”.</source>
        <translation>Os lugares {first} e {second} se chamam ambos “{name}”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose the number of players.</source>
        <translation>Escolha o número de jogadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal number must be a whole number, or empty for a random deal.</source>
        <translation>O número da mão deve ser um número inteiro, ou vazio para uma mão aleatória.</translation>
    </message>
</context>
<context>
    <name>PlatformCheck</name>
    <message>
        <location filename="../continental_qt/ui/platform_check.py" line="+179"/>
        <source>Continental cannot open its window</source>
        <translation>O Continental não consegue abrir a janela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no display to open it on (DISPLAY is not set). Start Continental on the desktop, or over ssh with ssh -X.</source>
        <translation>Não há tela onde abri-la (DISPLAY não está definido). Inicie o Continental na área de trabalho, ou pelo ssh com ssh -X.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not named by the system)</source>
        <translation>(o sistema não as nomeou)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt&apos;s X11 platform plugin needs system libraries that are missing: {names}.</source>
        <translation>O plugin de plataforma X11 do Qt precisa de bibliotecas do sistema que estão faltando: {names}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On Debian or Ubuntu, install them with:
{command}</source>
        <translation>No Debian ou Ubuntu, instale-as com:
{command}</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <location filename="../continental_qt/ui/table/privacy_screen.py" line="-236"/>
        <source>Pass to {name}</source>
        <translation>Passe para {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer without looking</source>
        <translation>Responder sem olhar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>Sou {name}: mostrar minhas cartas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the button or press F when {name} has the screen. No other key shows the cards.</source>
        <translation>Clique no botão ou pressione F quando {name} estiver com a tela. Nenhuma outra tecla mostra as cartas.</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <location filename="../continental_qt/ui/texts/reading.py" line="+43"/>
        <source>No hand of yours is showing.</source>
        <translation>Sua mão não está à vista.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%n card(s).</source>
        <translation>%n carta.|%n cartas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+27"/>
        <source>, </source>
        <comment>between cards in words</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="-20"/>
        <source>{suit}: {ranks}</source>
        <translation>{ranks} de {suit}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>wild: {cards}</source>
        <translation>curingas: {cards}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{wild} as {place}</source>
        <translation>{wild} como {place}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No melds on the table.</source>
        <translation>Não há jogos na mesa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{owner}&apos;s run</source>
        <translation>sequência de {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s set</source>
        <translation>trinca de {owner}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%n card(s) in hand</source>
        <translation>%n carta na mão|%n cartas na mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>baixou</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not down</source>
        <translation>não baixou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n buy(s) used</source>
        <translation>%n compra usada|%n compras usadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>saiu da partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>é a vez</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Stock: %n card(s).</source>
        <translation>Monte: %n carta.|Monte: %n cartas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The discard pile is empty.</source>
        <translation>O monte de descarte está vazio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard pile: %n card(s), {card} on top.</source>
        <translation>Descarte: %n carta, no topo {card}.|Descarte: %n cartas, no topo {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nothing to do now: it is not your move.</source>
        <translation>Nada agora: não é sua vez.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go down</source>
        <translation>baixar o jogo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off {cards}</source>
        <translation>encaixar {cards}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap {cards} for a wild</source>
        <translation>trocar {cards} por um curinga</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discard one of %n card(s)</source>
        <translation>descartar uma de %n carta|descartar uma de %n cartas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{contract}. You are down.</source>
        <translation>{contract}. Você já baixou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{contract}. You can go down now.</source>
        <translation>{contract}. Você já pode baixar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{contract}. You lack %n card(s).</source>
        <translation>{contract}. Falta %n carta.|{contract}. Faltam %n cartas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name}: %n point(s).</source>
        <translation>{name}: %n ponto.|{name}: %n pontos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card}, {position} of {count}, selected</source>
        <translation>{card}, {position} de {count}, selecionada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{card}, {position} of {count}</source>
        <translation>{card}, {position} de {count}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{slot}: {cards}.</source>
        <translation>{slot}: {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{slot}: empty.</source>
        <translation>{slot}: vazio.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/access_nodes.py" line="+207"/>
        <source>A valid meld.</source>
        <translation>Uma combinação válida.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds on the table: %n</source>
        <translation>Combinações na mesa: %n|Combinações na mesa: %n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds to go down with</source>
        <translation>Suas combinações para baixar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: %n card(s)</source>
        <translation>Sua mão: %n carta|Sua mão: %n cartas</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../continental_qt/ui/replay_window.py" line="-12"/>
        <source>Replay: {game}</source>
        <translation>Replay: {game}</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>First move (Home)</source>
        <translation>Primeira jogada (Home)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back one move (Left)</source>
        <translation>Uma jogada para trás (seta para a esquerda)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move</source>
        <translation>Jogada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forward one move (Right)</source>
        <translation>Uma jogada para a frente (seta para a direita)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last move (End)</source>
        <translation>Última jogada (End)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s view</source>
        <translation>Visão de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spectator (no hand)</source>
        <translation>Espectador (sem mão)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand face up</source>
        <translation>Todas as mãos viradas para cima</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Move {n} of {total} · {round}</source>
        <translation>Jogada {n} de {total} · {round}</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/round_summary.py" line="+135"/>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{round} is over</source>
        <translation>{round} encerrada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {n} is over</source>
        <translation>Rodada {n} encerrada</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{who} wins {game}!</source>
        <translation>Vitória de {who} em {game}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} share the win in {game}!</source>
        <translation>{who} dividem a vitória em {game}!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is void: nobody wins.</source>
        <translation>A partida foi anulada: ninguém vence.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{round}: {name} went out.</source>
        <translation>{round}: {name} bateu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: {name} went out.</source>
        <translation>Rodada {n}: {name} bateu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{round}: the stock ran out; nobody went out.</source>
        <translation>{round}: o monte acabou; ninguém bateu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {n}: the stock ran out; nobody went out.</source>
        <translation>Rodada {n}: o monte acabou; ninguém bateu.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Cartas na mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal</source>
        <translation>Esta mão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This round</source>
        <translation>Esta rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scores</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Went out</source>
        <translation>Bateu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left the game</source>
        <translation>Saiu da partida</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Fewest points wins.</source>
        <translation>Vence quem tiver menos pontos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next deal</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next round</source>
        <translation>Próxima rodada</translation>
    </message>
</context>
<context>
    <name>RoundsEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rounds_editor.py" line="-343"/>
        <source>Rounds</source>
        <translation>Rodadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Add round</source>
        <translation>&amp;Adicionar rodada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a copy of the selected round after it.</source>
        <translation>Adiciona uma cópia da rodada selecionada logo depois dela.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move down</source>
        <translation>Descer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How many cards each player is dealt in this round.</source>
        <translation>Quantas cartas cada jogador recebe nesta rodada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards dea&amp;lt:</source>
        <translation>Car&amp;tas distribuídas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contract (the melds to lay down to go down):</source>
        <translation>Contrato (os jogos que é preciso baixar juntos):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No melds: nothing to lay down (single-hand game).</source>
        <translation>Sem jogos: nada a baixar (modalidade de mão única).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add se&amp;t</source>
        <translation>Adicionar tri&amp;nca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more set.</source>
        <translation>O contrato pede mais uma trinca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add ru&amp;n</source>
        <translation>Adicionar se&amp;quência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract asks for one more run.</source>
        <translation>O contrato pede mais uma sequência.</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Round {number}: {cards} cards · {contract}</source>
        <translation>Rodada {number}: {cards} cartas · {contract}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No round selected</source>
        <translation>Nenhuma rodada selecionada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {number}</source>
        <translation>Rodada {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{number}.</source>
        <translation>{number}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set</source>
        <comment>meld kind</comment>
        <translation>Trinca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <comment>meld kind</comment>
        <translation>Sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set: cards of one rank. Run: cards of one suit in sequence.</source>
        <translation>Trinca: cartas do mesmo valor. Sequência: cartas seguidas do mesmo naipe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at least </source>
        <translation>pelo menos </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest cards this meld may have.</source>
        <translation>O mínimo de cartas que este jogo pode ter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove this meld from the contract.</source>
        <translation>Remover este jogo do contrato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove meld {number}</source>
        <translation>Remover o jogo {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of meld {number}</source>
        <translation>Tipo de jogo {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest cards in meld {number}</source>
        <translation>Mínimo de cartas no jogo {number}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_dialog.py" line="+17"/>
        <source>Rules — {name}</source>
        <translation>Regras — {name}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_editor.py" line="+69"/>
        <source>Give the preset a name.</source>
        <translation>Dê um nome à variante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A preset name may have at most {limit} characters.</source>
        <translation>O nome de uma variante pode ter no máximo {limit} caracteres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A preset name may not start or end with a dot, nor hold any of / \ : * ? &quot; &lt; &gt; |.</source>
        <translation>O nome de uma variante não pode começar nem terminar com ponto, nem conter / \ : * ? &quot; &lt; &gt; |.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{name}” cannot name a file; choose another name.</source>
        <translation>“{name}” não serve como nome de arquivo; escolha outro nome.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is already a preset called “{name}”.</source>
        <translation>Já existe uma variante chamada “{name}”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no preset called “{name}”.</source>
        <translation>Não existe variante chamada “{name}”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>Não é um arquivo comum (é uma pasta, um pipe ou um dispositivo), por isso não foi lido.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be read: {problem}</source>
        <translation>Não foi possível ler o arquivo: {problem}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be written: {problem}</source>
        <translation>Não foi possível gravar o arquivo: {problem}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The preset in the file has no name.</source>
        <translation>A variante do arquivo não tem nome.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The preset&apos;s name in the file is longer than {limit} characters.</source>
        <translation>O nome da variante do arquivo tem mais de {limit} caracteres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The preset&apos;s name in the file cannot be used as a file name.</source>
        <translation>O nome da variante do arquivo não pode ser usado como nome de arquivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>O número de versão do arquivo está faltando ou não é válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>A versão do Continental indicada no arquivo não é válida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The preset&apos;s name in the file is missing or not text.</source>
        <translation>O nome da variante do arquivo está faltando ou não é texto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules are missing from the file or not readable.</source>
        <translation>As regras estão faltando no arquivo ou não podem ser lidas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the preset file is missing or not valid.</source>
        <translation>Uma parte do arquivo da variante está faltando ou não é válida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>As regras do arquivo contêm uma entrada do tipo errado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>Falta uma entrada necessária nas regras do arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>As regras do arquivo contêm um número ou uma lista grande demais.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file holds entries this version of Continental does not know.</source>
        <translation>O arquivo contém entradas que esta versão do Continental não conhece.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>As regras do arquivo estão num formato que esta versão do Continental não consegue ler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was made by a newer version of Continental; update Continental to use it.</source>
        <translation>O arquivo foi criado por uma versão mais nova do Continental; atualize o Continental para usá-lo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules in the file cannot be played.</source>
        <translation>As regras do arquivo não podem ser jogadas.</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>The file is far too large to be a rules preset.</source>
        <translation>O arquivo é grande demais para ser uma variante de regras.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file is not a rules preset: it is not JSON text.</source>
        <translation>O arquivo não é uma variante de regras: não é texto JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is not a rules preset (it may be a saved game or other data).</source>
        <translation>O arquivo não é uma variante de regras (pode ser uma partida salva ou outros dados).</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The rules in the file cannot be used: {reason}</source>
        <translation>As regras do arquivo não podem ser usadas: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesEditorDialog</name>
    <message>
        <location line="+37"/>
        <source>Rules Editor</source>
        <translation>Editor de regras</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The preset these rules start from.</source>
        <translation>A variante da qual estas regras partem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start &amp;from:</source>
        <translation>Partir &amp;de:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Salvar como…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep these rules as a custom preset under a name of your choice.</source>
        <translation>Guarda estas regras como variante própria com o nome que você escolher.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rena&amp;me…</source>
        <translation>Reno&amp;mear…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Give this custom preset another name.</source>
        <translation>Dá outro nome a esta variante própria.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete</source>
        <translation>E&amp;xcluir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete this custom preset.</source>
        <translation>Exclui esta variante própria.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write these rules to a file to share them.</source>
        <translation>Grava estas regras num arquivo para compartilhá-las.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a custom preset from a file someone shared.</source>
        <translation>Adiciona uma variante própria a partir de um arquivo que alguém compartilhou.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>House rules (one click)</source>
        <translation>Regras da casa (um clique)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deuces wild</source>
        <translation>2 como curinga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red aces wild</source>
        <translation>Ases vermelhos como curinga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in the last three rounds</source>
        <translation>Sem “Posso?” nas três últimas rodadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three buys per round</source>
        <translation>Três pedidos por rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final discard required</source>
        <translation>Descarte final obrigatório</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every 2 is wild, as well as the jokers.</source>
        <translation>Todo 2 é curinga, além dos jokers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds are wild.</source>
        <translation>Os ases de copas e de ouros são curingas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody may buy a discard in the last three rounds.</source>
        <translation>Ninguém pode pedir um descarte nas três últimas rodadas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player may buy at most three times in a round.</source>
        <translation>Cada jogador pode pedir no máximo três vezes por rodada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out needs a discard at the end.</source>
        <translation>Para bater é preciso descartar no final.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>variável</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every row of the deck table gets this many jokers per deck.</source>
        <translation>Toda linha da tabela de baralhos recebe este número de jokers por baralho.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers per deck:</source>
        <translation>Jo&amp;kers por baralho:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Summary of the rules</source>
        <translation>Resumo das regras</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Use these rules</source>
        <translation>&amp;Usar estas regras</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo &amp;changes</source>
        <translation>Desfa&amp;zer alterações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to the preset these rules started from.</source>
        <translation>Voltar à variante da qual estas regras partiram.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>{name} (damaged)</source>
        <translation>{name} (danificada)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some custom presets cannot be used. {details}</source>
        <translation>Algumas variantes próprias não podem ser usadas. {details}</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>{name} (edited)</source>
        <translation>{name} (modificada)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>These rules cannot be played yet:</source>
        <translation>Estas regras ainda não podem ser jogadas:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These rules can be played.</source>
        <translation>Estas regras podem ser jogadas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules Editor — {name}</source>
        <translation>Editor de regras — {name}</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Name (at most 40 characters):</source>
        <translation>Nome (no máximo 40 caracteres):</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} (ours)</source>
        <translation>{name} (da casa)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as custom preset</source>
        <translation>Salvar como variante própria</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Replace preset</source>
        <translation>Substituir variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a preset called “{name}”. Replace it?</source>
        <translation>Já existe uma variante chamada “{name}”. Substituí-la?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved as “{name}”.</source>
        <translation>Salva como “{name}”.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename custom preset</source>
        <translation>Renomear variante própria</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Renamed to “{name}”.</source>
        <translation>Renomeada para “{name}”.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete preset</source>
        <translation>Excluir variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the custom preset “{name}”? This cannot be undone.</source>
        <translation>Excluir a variante própria “{name}”? Não é possível desfazer.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deleted “{name}”.</source>
        <translation>“{name}” excluída.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export rules</source>
        <translation>Exportar regras</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Continental rules</source>
        <translation>Regras do Continental</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Exported to {path}.</source>
        <translation>Exportadas para {path}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import rules</source>
        <translation>Importar regras</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{file} was not imported. {reason}</source>
        <translation>{file} não foi importado. {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Imported as “{name}”.</source>
        <translation>Importada como “{name}”.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <location filename="../continental_qt/ui/dialogs/rules_form.py" line="+185"/>
        <source>&amp;Players &amp;&amp; decks</source>
        <translation>&amp;Jogadores e baralhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fewest players:</source>
        <translation>Mínimo de jogadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest table this game can be played at (at least 2).</source>
        <translation>A menor mesa em que se pode jogar (pelo menos 2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Most players:</source>
        <translation>Máximo de jogadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest table (at most 12); the decks below must deal everyone.</source>
        <translation>A maior mesa (no máximo 12); os baralhos abaixo precisam dar cartas para todos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Decks and jokers</source>
        <translation>Baralhos e jokers</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>For each table size, how many decks are shuffled together and how many jokers in all. The first row whose player count fits the table is used.</source>
        <translation>Para cada tamanho de mesa, quantos baralhos são embaralhados juntos e quantos jokers há no total. Vale a primeira linha cujo número de jogadores comporta a mesa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At the table</source>
        <translation>Na mesa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First dealer:</source>
        <translation>Primeiro a dar as cartas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High card</source>
        <translation>Carta alta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low card</source>
        <translation>Carta baixa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the first dealer is chosen: everyone cuts and the highest or lowest card deals, or the computer picks.</source>
        <translation>Como se escolhe quem dá as cartas primeiro: todos cortam e dá as cartas quem tirar a mais alta ou a mais baixa, ou o computador escolhe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Direction:</source>
        <translation>Sentido:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise (deal passes left)</source>
        <translation>Horário (quem dá as cartas passa à esquerda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-clockwise (deal passes right)</source>
        <translation>Anti-horário (quem dá as cartas passa à direita)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way play and the deal go round the table.</source>
        <translation>Em que sentido seguem o jogo e a vez de dar as cartas ao redor da mesa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Rounds &amp;&amp; contracts</source>
        <translation>&amp;Rodadas e contratos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>Rodadas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each round deals its cards and names its contract: the melds a player must lay down together to go down. Select a round to change it.</source>
        <translation>Cada rodada distribui suas cartas e define seu contrato: os jogos que um jogador precisa baixar juntos. Selecione uma rodada para alterá-la.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Melds &amp;&amp; &amp;wilds</source>
        <translation>Jogos e &amp;curingas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards</source>
        <translation>Curingas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jokers are always wild.</source>
        <translation>Os jokers são sempre curingas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deuces are wild</source>
        <translation>Os 2 são curingas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every 2 may stand for any card; in its own place in a run it counts as itself.</source>
        <translation>Todo 2 pode valer qualquer carta; no seu próprio lugar numa sequência, vale ele mesmo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Red aces are wild</source>
        <translation>Os ases vermelhos são curingas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The aces of hearts and diamonds may stand for any card, or be used as aces.</source>
        <translation>Os ases de copas e de ouros podem valer qualquer carta, ou ser usados como ases.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets and runs</source>
        <translation>Trincas e sequências</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sets are allowed</source>
        <translation>Trincas são permitidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: only runs may be melded (the single-hand game).</source>
        <translation>Desativado: só é possível baixar sequências (modalidade de mão única).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest set:</source>
        <translation>Trinca mais curta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A set (cards of one rank) needs at least this many cards.</source>
        <translation>Uma trinca (cartas do mesmo valor) precisa de pelo menos este número de cartas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shortest run:</source>
        <translation>Sequência mais curta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run (one suit in sequence) needs at least this many cards.</source>
        <translation>Uma sequência (cartas seguidas de um naipe) precisa de pelo menos este número de cartas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Longest run:</source>
        <translation>Sequência mais longa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No run may be longer than this (13 is one of every rank).</source>
        <translation>Nenhuma sequência pode ser mais longa que isto (13 é uma carta de cada valor).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace low (A-2-3)</source>
        <translation>Ás baixo (A-2-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may start a run below the 2.</source>
        <translation>O ás pode começar uma sequência abaixo do 2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ace high (Q-K-A)</source>
        <translation>Ás alto (Q-K-A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ace may end a run above the king.</source>
        <translation>O ás pode terminar uma sequência acima do rei.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs go round the corner (K-A-2)</source>
        <translation>Sequências dão a volta (K-A-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may pass from the king through the ace to the 2.</source>
        <translation>Uma sequência pode passar do rei para o 2 através do ás.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Limits on wild cards</source>
        <translation>Limites dos curingas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Natural cards per meld:</source>
        <translation>Cartas naturais por jogo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each meld needs at least this many cards that are not used as wilds.</source>
        <translation>Cada jogo precisa de pelo menos este número de cartas que não sejam usadas como curinga.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards</source>
        <translation>Curingas não podem ser mais que as cartas naturais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checked after every card added: a meld holds at most as many wilds as naturals.</source>
        <translation>Verificado a cada carta adicionada: um jogo tem no máximo tantos curingas quanto cartas naturais.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A set of wilds alone is allowed</source>
        <translation>Trinca só de curingas é permitida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three or more wild cards may form a set; only wilds may be added to it.</source>
        <translation>Três ou mais curingas podem formar uma trinca; só curingas podem ser adicionados a ela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No two wilds side by side in a run</source>
        <translation>Sem dois curingas lado a lado numa sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A run may not hold two wild cards next to each other.</source>
        <translation>Uma sequência não pode ter dois curingas um ao lado do outro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing melds</source>
        <translation>Baixar jogos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay off in the turn you go down</source>
        <translation>Encaixar no turno em que baixa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: adding cards to melds on the table waits until the next turn.</source>
        <translation>Desativado: adicionar cartas aos jogos da mesa fica para o próximo turno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Swap a wild in a run</source>
        <translation>Trocar um curinga numa sequência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who is down may replace a wild in a run with the card it stands for, and must play the wild at once.</source>
        <translation>Um jogador que já baixou pode substituir um curinga de uma sequência pela carta que ele representa, e precisa jogar o curinga na hora.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ma&amp;y I?</source>
        <translation>&amp;Posso?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buying discards</source>
        <translation>Pedir descartes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? (buying) is played</source>
        <translation>Joga-se com “Posso?” (pedido)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the player in turn passes the discard, the others may claim it in turn order.</source>
        <translation>Quando o jogador da vez deixa passar o descarte, os outros podem pedi-lo na ordem da vez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Penalty cards:</source>
        <translation>Cartas de multa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The buyer also takes this many cards from the stock.</source>
        <translation>Quem pede também leva este número de cartas do monte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buys per round:</source>
        <translation>Pedidos por rodada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often each player may buy in one round.</source>
        <translation>Quantas vezes cada jogador pode pedir numa rodada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit</source>
        <translation>Sem limite</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last rounds without buying:</source>
        <translation>Últimas rodadas sem pedido:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No May I? in this many rounds at the end of the game.</source>
        <translation>Sem “Posso?” neste número de rodadas no fim da partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Players who are down may buy</source>
        <translation>Quem já baixou pode pedir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: once a player has gone down, they can no longer buy.</source>
        <translation>Desativado: depois que um jogador baixou, não pode mais pedir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First refusal</source>
        <translation>Preferência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a claim, the player in turn may take the discard instead, without penalty.</source>
        <translation>Depois de um pedido, o jogador da vez pode ficar com o descarte, sem multa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discarder may buy it back</source>
        <translation>Quem descartou pode pedi-la de volta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who threw the card may claim it like the others.</source>
        <translation>O jogador que jogou a carta fora pode pedi-la como os outros.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Going out &amp;&amp; scoring</source>
        <translation>&amp;Batida e pontuação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out</source>
        <translation>Batida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final discard:</source>
        <translation>Descarte final:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional</source>
        <translation>Opcional</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Required</source>
        <translation>Obrigatório</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional: go out by melding your last card or discarding it. Required: the last card must be a discard.</source>
        <translation>Opcional: bata baixando sua última carta ou descartando-a. Obrigatório: a última carta precisa ser um descarte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last round: go out by melding every card</source>
        <translation>Última rodada: bater baixando todas as cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last round no final discard is allowed.</source>
        <translation>Na última rodada não é permitido descarte final.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty points for cards left in hand</source>
        <translation>Pontos pelas cartas que ficam na mão</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>What each card left in a hand costs at the end of a round.</source>
        <translation>Quanto custa cada carta que fica na mão no fim de uma rodada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Down and out in one turn:</source>
        <translation>Baixar e bater no mesmo turno:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for going down and out in the same turn (negative is a bonus).</source>
        <translation>Pontos por baixar e bater no mesmo turno (negativo é um bônus).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Single-hand game</source>
        <translation>Modalidade de mão única</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the single-hand game</source>
        <translation>Jogar a modalidade de mão única</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No going down: a player goes out by laying down the whole hand in one of the patterns below. Turn sets off and give the rounds no contract.</source>
        <translation>Sem baixar antes: um jogador bate baixando a mão inteira numa das combinações abaixo. Desative as trincas e deixe as rodadas sem contrato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>e.g. 3+3+3+3+3; 4+4+4+3</source>
        <translation>ex.: 3+3+3+3+3; 4+4+4+3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going-out patterns:</source>
        <translation>Combinações para bater:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run lengths that make up a whole hand, each pattern separated by “;”.</source>
        <translation>Comprimentos de sequência que formam uma mão inteira; separe cada combinação com “;”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deals in a match:</source>
        <translation>Mãos por partida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many deals a match lasts.</source>
        <translation>Quantas mãos dura uma partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal by each player</source>
        <translation>Uma mão dada por cada jogador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For winning:</source>
        <translation>Por vencer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deuce used as a wild:</source>
        <translation>Cada 2 usado como curinga:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each joker:</source>
        <translation>Cada joker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out without drawing:</source>
        <translation>Bater sem comprar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Going out after one draw:</source>
        <translation>Bater após uma compra:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using no wild:</source>
        <translation>Sem usar curinga:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All melds of one suit:</source>
        <translation>Todos os jogos de um naipe:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What each other player pays the winner of a deal, added up.</source>
        <translation>O que cada um dos outros jogadores paga ao vencedor de uma mão, somado.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ad&amp;vanced</source>
        <translation>A&amp;vançado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the stock runs out</source>
        <translation>Quando o monte acaba</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Empty stock:</source>
        <translation>Monte vazio:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the discards over once, then the round ends</source>
        <translation>Virar o lixo uma vez, depois a rodada termina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the discards into a new stock</source>
        <translation>Embaralhar o lixo num novo monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when no card is left to draw; the top discard always stays.</source>
        <translation>O que acontece quando não sobra carta para comprar; a carta de cima do lixo sempre fica.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn limit per round:</source>
        <translation>Limite de turnos por rodada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A round that lasts this many turns ends as if the stock had run out.</source>
        <translation>Uma rodada que dura este número de turnos termina como se o monte tivesse acabado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards dealt at a time:</source>
        <translation>Cartas dadas de cada vez:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only changes how the deal looks.</source>
        <translation>Só muda a aparência da distribuição.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>The going-out patterns cannot be read: write run lengths joined by “+”, and separate patterns with “;” (for example 3+3+3+3+3; 4+4+4+3).</source>
        <translation>Não foi possível ler as combinações para bater: escreva comprimentos de sequência unidos por “+” e separe as combinações com “;” (por exemplo 3+3+3+3+3; 4+4+4+3).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_chart.py" line="+265"/>
        <source>Running total</source>
        <translation>Total acumulado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s total after each deal</source>
        <translation>O total de cada jogador após cada mão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per deal</source>
        <translation>Por mão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each deal, side by side</source>
        <translation>Os pontos de cada mão, lado a lado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player&apos;s total after each round</source>
        <translation>O total de cada jogador após cada rodada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per round</source>
        <translation>Por rodada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points of each round, side by side</source>
        <translation>Os pontos de cada rodada, lado a lado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score chart</source>
        <translation>Gráfico de pontuação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export PNG…</source>
        <translation>Exportar PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save this chart as a PNG image</source>
        <translation>Salvar este gráfico como imagem PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores appear here after the first round.</source>
        <translation>Os pontos aparecem aqui depois da primeira rodada.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal {number}</source>
        <translation>Mão {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {number}</source>
        <translation>Rodada {number}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Totals after %n deal(s), the best first: {totals}.</source>
        <translation>Totais após %n mão, o melhor primeiro: {totals}.|Totais após %n mãos, o melhor primeiro: {totals}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals after %n round(s), the best first: {totals}.</source>
        <translation>Totais após %n rodada, o melhor primeiro: {totals}.|Totais após %n rodadas, o melhor primeiro: {totals}.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Total points</source>
        <translation>Pontos totais</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deal</source>
        <translation>Mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>{name} — deal {deal}: {points} (total {total})</source>
        <translation>{name} — mão {deal}: {points} (total {total})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} — round {round}: {points} (total {total})</source>
        <translation>{name} — rodada {round}: {points} (total {total})</translation>
    </message>
    <message>
        <location line="+78"/>
        <location line="+11"/>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not write {path}.</source>
        <translation>Não foi possível gravar {path}.</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../continental_qt/ui/stats/score_model.py" line="+112"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R{n}</source>
        <translation>R{n}</translation>
    </message>
</context>
<context>
    <name>Staging</name>
    <message>
        <location filename="../continental_qt/ui/table/hand_row.py" line="+280"/>
        <source>drop cards here</source>
        <translation>solte as cartas aqui</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+80"/>
        <source>Totals, game after game (★ won)</source>
        <translation>Totais, partida após partida (★ vencida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+209"/>
        <source>Total points</source>
        <translation>Pontos totais</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>Win rate over time</source>
        <translation>Taxa de vitórias ao longo do tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+206"/>
        <source>Win rate (%)</source>
        <translation>Vitórias (%)</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="+32"/>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="-202"/>
        <source>Points in a round</source>
        <translation>Pontos numa rodada</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_charts.py" line="+1"/>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+222"/>
        <location line="+10"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+90"/>
        <source>Rounds</source>
        <translation>Rodadas</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>Charts of {name}</source>
        <translation>Gráficos de {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: totals, game after game (★ won)</source>
        <translation>{name}: totais, partida após partida (★ vencida)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+17"/>
        <source>Round scores of different rules do not compare:
choose one rule set.</source>
        <translation>Pontos por rodada de regras diferentes não se comparam:
escolha um só conjunto de regras.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+26"/>
        <location line="+36"/>
        <location line="+92"/>
        <source>No finished games yet.</source>
        <translation>Ainda não há partidas terminadas.</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+71"/>
        <source>No rounds yet.</source>
        <translation>Ainda não há rodadas.</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+81"/>
        <source>average {value}</source>
        <translation>média {value}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Game {number}</source>
        <translation>Partida {number}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%n finished game(s), {wins} won; totals from {low} to {high}.</source>
        <translation>%n partida terminada, vitórias: {wins}; totais de {low} a {high}.|%n partidas terminadas, vitórias: {wins}; totais de {low} a {high}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game {number}, {date}
{rules}
Total {total}</source>
        <translation>Partida {number}, {date}
{rules}
Total {total}</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+3"/>
        <location line="+53"/>
        <source>Won</source>
        <translation>Vencida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="-57"/>
        <source>Single hand</source>
        <translation>Mão única</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Jogado por</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/player_numbers.py" line="-5"/>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_model.py" line="+1"/>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average</source>
        <translation>Média</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst</source>
        <translation>Pior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach</source>
        <translation>Treinador</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%n unfinished game(s) not counted.</source>
        <translation>%n partida não terminada não contada.|%n partidas não terminadas não contadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Totals of different rules do not compare: choose one rule set.</source>
        <translation>Totais de regras diferentes não se comparam: escolha um só conjunto de regras.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rounds played, in finished and unfinished games.</source>
        <translation>Rodadas jogadas, em partidas terminadas e não terminadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach&apos;s help asked in this person&apos;s games: hints, option lists, what was missing, the tutor&apos;s warnings and undos.</source>
        <translation>A ajuda do treinador pedida nas partidas desta pessoa: dicas, listas de opções, o que faltava, os avisos do tutor e o que foi desfeito.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/stats/stats_window.py" line="+55"/>
        <source>The statistics were saved by a newer version of Continental.</source>
        <translation>As estatísticas foram salvas por uma versão mais nova do Continental.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics file is not one Continental made.</source>
        <translation>O arquivo de estatísticas não foi criado pelo Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics file is damaged.</source>
        <translation>O arquivo de estatísticas está danificado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why} It was kept as “{file}” and new statistics were started.</source>
        <translation>{why} Ele foi guardado como “{file}” e novas estatísticas foram iniciadas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Loading…</source>
        <translation>Carregando…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>All rule sets</source>
        <translation>Todos os conjuntos de regras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any</source>
        <translation>Qualquer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regras:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Oponentes:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export chart as &amp;PNG…</source>
        <translation>Exportar gráfico como &amp;PNG…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No games recorded yet.</source>
        <translation>Nenhuma partida registrada ainda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every round you finish will show up here.</source>
        <translation>Cada rodada que você terminar vai aparecer aqui.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Points a round by contract</source>
        <translation>Pontos por rodada por contrato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points a round</source>
        <translation>Pontos por rodada</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The statistics could not be read: the disk is full.</source>
        <translation>Não foi possível ler as estatísticas: o disco está cheio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be read: {error}</source>
        <translation>Não foi possível ler as estatísticas: {error}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No games match these filters.</source>
        <translation>Nenhuma partida corresponde a estes filtros.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name}: %n finished game(s), {wins} won</source>
        <translation>{name}: %n partida terminada, vitórias: {wins}|{name}: %n partidas terminadas, vitórias: {wins}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Export statistics</source>
        <translation>Exportar estatísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+33"/>
        <source>Saved “{file}”.</source>
        <translation>“{file}” salvo.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Could not save “{file}”: the disk is full.</source>
        <translation>Não foi possível salvar “{file}”: o disco está cheio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save “{file}”: {error}</source>
        <translation>Não foi possível salvar “{file}”: {error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not save “{file}”.</source>
        <translation>Não foi possível salvar “{file}”.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+308"/>
        <source>Stock: click to draw (D)</source>
        <translation>Monte: clique para comprar (D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stock {n}</source>
        <translation>monte {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>discard pile</source>
        <translation>lixo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard pile (empty)</source>
        <translation>lixo (vazio)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+29"/>
        <source>down ✓</source>
        <translation>baixou ✓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buys {u}/{l}</source>
        <translation>pedidos {u}/{l}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buys {u}</source>
        <translation>pedidos {u}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left the game</source>
        <translation>saiu da partida</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/seat_plates.py" line="+55"/>
        <source>{name} ({level}), total {total} points</source>
        <translation>{name} ({level}), total de {total} pontos</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_view.py" line="+77"/>
        <source>{name}&apos;s hand</source>
        <translation>Mão de {name}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_words.py" line="+6"/>
        <source>Set</source>
        <translation>Trinca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>Sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} {n} ({min}+)</source>
        <translation>{kind} {n} ({min}+)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{card} (as {rank})</source>
        <translation>{card} (como {rank})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your run: {cards}</source>
        <translation>Sua sequência: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Sequência de {name}: {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your set: {cards}</source>
        <translation>Sua trinca: {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Trinca de {name}: {cards}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You are down: lay off and go out.</source>
        <translation>Você já baixou: encaixe e bata.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You can meet the contract now.</source>
        <translation>Você já pode cumprir o contrato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are %n card(s) away.</source>
        <translation>Falta %n carta.|Faltam %n cartas.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Take the {card} before it is bought? (T or N)</source>
        <translation>Pegar o {card} antes que alguém peça? (T ou N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>May I? {name}, take the {card} plus %n penalty card(s)? Press M, or N to pass.</source>
        <translation>Posso? {name}, leva o {card} mais %n carta de multa? Aperte M, ou N para passar.|Posso? {name}, leva o {card} mais %n cartas de multa? Aperte M, ou N para passar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May I? Take the {card} plus %n penalty card(s): press M, or N to pass.</source>
        <translation>Posso? Leve o {card} mais %n carta de multa: aperte M, ou N para passar.|Posso? Leve o {card} mais %n cartas de multa: aperte M, ou N para passar.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{name} is deciding on the {card}…</source>
        <translation>{name} está decidindo sobre o {card}…</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_input.py" line="+364"/>
        <source>Drop one card at a time there.</source>
        <translation>Solte uma carta de cada vez aí.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>The discard is on offer: {m} says May I?, {n} lets it go.</source>
        <translation>O descarte está em oferta: {m} diz Posso?, {n} deixa passar.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{slot}: {why}</source>
        <translation>{slot}: {why}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/card_menus.py" line="+59"/>
        <location line="+47"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off at the low end of {meld}</source>
        <translation>Encaixar na ponta baixa de {meld}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off at the high end of {meld}</source>
        <translation>Encaixar na ponta alta de {meld}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay off on {meld}</source>
        <translation>Encaixar em {meld}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Swap into {meld}, wild to its low end</source>
        <translation>Trocar pelo curinga de {meld}; curinga na ponta baixa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap into {meld}, wild to its high end</source>
        <translation>Trocar pelo curinga de {meld}; curinga na ponta alta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swap into {meld}, wild to the low end of {target}</source>
        <translation>Trocar pelo curinga de {meld}; curinga na ponta baixa de {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to the high end of {target}</source>
        <translation>Trocar pelo curinga de {meld}; curinga na ponta alta de {target}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap into {meld}, wild to {target}</source>
        <translation>Trocar pelo curinga de {meld}; curinga em {target}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/table_keys.py" line="+94"/>
        <source>No card has the focus: pick one with ← or →.</source>
        <translation>Nenhuma carta está com o foco: escolha uma com ← ou →.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/table/card_menus.py" line="+28"/>
        <source>the run {low} up to {high}</source>
        <translation>a sequência do {low} ao {high}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>your run {cards}</source>
        <translation>sua sequência {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s run {cards}</source>
        <translation>sequência de {name} {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your set {cards}</source>
        <translation>sua trinca {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s set {cards}</source>
        <translation>trinca de {name} {cards}</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Put in {slot}</source>
        <translation>Pôr em {slot}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to hand</source>
        <translation>Voltar para a mão</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to do with this card now</source>
        <translation>Nada a fazer com esta carta agora</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/replay_hands.py" line="+82"/>
        <location filename="../continental_qt/ui/table/table_words.py" line="+54"/>
        <source>%n card(s)</source>
        <translation>%n carta|%n cartas</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+69"/>
        <source>Someone</source>
        <translation>Alguém</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../continental_qt/ui/texts/names.py" line="+1"/>
        <source>Player {number}</source>
        <translation>Jogador {number}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{first}, {second}</source>
        <comment>list separator</comment>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{first} and {last}</source>
        <comment>last two items of a list</comment>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/cards.py" line="+20"/>
        <source>A</source>
        <comment>rank letter of the ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J</source>
        <comment>rank letter of the jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q</source>
        <comment>rank letter of the queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <comment>rank letter of the king</comment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+91"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a set of {length}+</source>
        <translation>uma trinca de {length}+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a run of {length}+</source>
        <translation>uma sequência de {length}+</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>one set of {length}+</source>
        <translation>uma trinca de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two sets of {length}+</source>
        <translation>duas trincas de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three sets of {length}+</source>
        <translation>três trincas de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four sets of {length}+</source>
        <translation>quatro trincas de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five sets of {length}+</source>
        <translation>cinco trincas de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six sets of {length}+</source>
        <translation>seis trincas de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n sets of {length}+</source>
        <translation>%n trinca de {length}+|%n trincas de {length}+</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>one run of {length}+</source>
        <translation>uma sequência de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two runs of {length}+</source>
        <translation>duas sequências de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three runs of {length}+</source>
        <translation>três sequências de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four runs of {length}+</source>
        <translation>quatro sequências de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five runs of {length}+</source>
        <translation>cinco sequências de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six runs of {length}+</source>
        <translation>seis sequências de {length}+</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n runs of {length}+</source>
        <translation>%n sequência de {length}+|%n sequências de {length}+</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No contract</source>
        <translation>Sem contrato</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Go out with all {cards} cards in runs: {patterns}.</source>
        <translation>Bata com as {cards} cartas em sequências: {patterns}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{first} or {last}</source>
        <comment>last two choices of a list</comment>
        <translation>{first} ou {last}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>All {cards} cards in runs</source>
        <translation>As {cards} cartas em sequências</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number} of {total}</source>
        <translation>Mão {number} de {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+31"/>
        <source>Deal {number}</source>
        <translation>Mão {number}</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+10"/>
        <source>{head} · {goal}</source>
        <translation>{head} · {goal}</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Round {number} of {total}</source>
        <translation>Rodada {number} de {total}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Round {number}</source>
        <translation>Rodada {number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D{number}</source>
        <comment>score sheet column: deal</comment>
        <translation>M{number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R{number}</source>
        <comment>score sheet column: round</comment>
        <translation>R{number}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total wins.</source>
        <translation>Vence o maior total.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points wins.</source>
        <translation>Vence quem tiver menos pontos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Highest total: leading</source>
        <translation>Maior total: na frente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points: leading</source>
        <translation>Menos pontos: na frente</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="+18"/>
        <source>set</source>
        <comment>meld kind</comment>
        <translation>trinca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run</source>
        <comment>meld kind</comment>
        <translation>sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>meld</source>
        <comment>a set or a run</comment>
        <translation>jogo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have to draw first.</source>
        <translation>Você precisa comprar primeiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already drawn this turn.</source>
        <translation>Você já comprou neste turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the May I? question is settled.</source>
        <translation>Espere até o “Posso?” ser resolvido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: deal the next round first.</source>
        <translation>A rodada terminou: dê as cartas da próxima rodada primeiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+36"/>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>You cannot do that now.</source>
        <translation>Você não pode fazer isso agora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}: {problem}</source>
        <translation>Rodada {round}: {problem}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next player must take the screen first.</source>
        <translation>O próximo jogador precisa assumir a tela primeiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round is over: continue from the summary first.</source>
        <translation>A rodada terminou: continue primeiro pelo resumo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game does not know that move.</source>
        <translation>O jogo não conhece essa jogada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is only a view of the game; it cannot be changed.</source>
        <translation>Isto é só uma visualização da partida; não pode ser alterada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The discard pile is empty.</source>
        <translation>O lixo está vazio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Essa carta não está na sua mão.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same card is used twice.</source>
        <translation>A mesma carta foi usada duas vezes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have already gone down this round.</source>
        <translation>Você já baixou nesta rodada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have to go down before you can lay off.</source>
        <translation>Você precisa baixar antes de poder encaixar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not lay off in the turn you went down.</source>
        <translation>Você não pode encaixar no turno em que baixou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That meld is not on the table.</source>
        <translation>Esse jogo não está na mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such player.</source>
        <translation>Esse jogador não existe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wild cards may not be swapped in this game.</source>
        <translation>Nesta partida não se pode trocar curingas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep one card: going out needs a final discard.</source>
        <translation>Fique com uma carta: para bater é preciso um descarte final.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not discard your last card: go out by melding it instead.</source>
        <translation>Você não pode descartar a última carta: bata baixando-a.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That would leave you one card you cannot meld, and in this round you must go out by melding, not by discarding.</source>
        <translation>Sobraria uma carta que você não pode baixar, e nesta rodada é preciso bater baixando, não descartando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In this game there is no going down: you go out with all your cards at once.</source>
        <translation>Nesta partida não se baixa antes: você bate com todas as cartas de uma vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going out in one move belongs to the single-hand game.</source>
        <translation>Bater numa só jogada é da modalidade de mão única.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go out, lay down every card but the one you discard after drawing.</source>
        <translation>Para bater, baixe todas as cartas menos a que você descarta depois de comprar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Runs of {lengths} cards do not make a pattern for going out.</source>
        <translation>Sequências de {lengths} cartas não formam uma combinação para bater.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Those runs do not make a pattern for going out.</source>
        <translation>Essas sequências não formam uma combinação para bater.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those cards do not make a valid meld.</source>
        <translation>Essas cartas não formam um jogo válido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card cannot be laid off there.</source>
        <translation>Essa carta não pode ser encaixada aí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That swap is not possible.</source>
        <translation>Essa troca não é possível.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those melds are not this round&apos;s contract.</source>
        <translation>Esses jogos não são o contrato desta rodada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This round&apos;s contract asks for %n meld(s).</source>
        <translation>O contrato desta rodada pede %n jogo.|O contrato desta rodada pede %n jogos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay down exactly the melds the contract asks for.</source>
        <translation>Baixe exatamente os jogos que o contrato pede.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your melds must be the sets and runs the contract asks for.</source>
        <translation>Seus jogos precisam ser as trincas e sequências que o contrato pede.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A contract meld here needs at least %n card(s).</source>
        <translation>Aqui um jogo do contrato precisa de pelo menos %n carta.|Aqui um jogo do contrato precisa de pelo menos %n cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meld is shorter than the contract asks for.</source>
        <translation>Um jogo é mais curto do que o contrato pede.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The wild cards cannot stand where you placed them.</source>
        <translation>Os curingas não podem ficar onde você os colocou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only a wild card in a run can be swapped.</source>
        <translation>Só um curinga numa sequência pode ser trocado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap a wild with a natural card of the run&apos;s suit.</source>
        <translation>Troque um curinga por uma carta natural do naipe da sequência.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No wild card in that run stands for this card.</source>
        <translation>Nenhum curinga dessa sequência representa esta carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cards staged here yet.</source>
        <translation>Ainda não há cartas aqui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not enough cards for this meld.</source>
        <translation>Não há cartas suficientes para este jogo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The entry “{field}” is too long (limit {limit}).</source>
        <translation>A entrada “{field}” é longa demais (limite {limit}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This run would be longer than the rules allow.</source>
        <translation>Esta sequência ficaria mais longa do que as regras permitem.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A game for {min} to {max} players is not possible: it needs at least 2 players, and the minimum may not be more than the maximum.</source>
        <translation>Uma partida de {min} a {max} jogadores não é possível: são necessários pelo menos 2 jogadores, e o mínimo não pode ser maior que o máximo.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The turn limit per round is too low: it must be at least 10.</source>
        <translation>O limite de turnos por rodada é baixo demais: precisa ser pelo menos 10.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The setting “{field}” no longer exists and was left out.</source>
        <translation>A configuração “{field}” não existe mais e foi deixada de fora.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A setting that no longer exists was left out.</source>
        <translation>Uma configuração que não existe mais foi deixada de fora.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The file is not a regular file (it is a folder, a pipe or a device), so it was not read.</source>
        <translation>O arquivo não é um arquivo comum (é uma pasta, um pipe ou um dispositivo), por isso não foi lido.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file could not be read: {problem}</source>
        <translation>Não foi possível ler o arquivo: {problem}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The file is not a saved game of Continental.</source>
        <translation>O arquivo não é uma partida salva do Continental.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file was written by a newer version of Continental; update Continental to open it.</source>
        <translation>Este arquivo foi gravado por uma versão mais nova do Continental; atualize o Continental para abri-lo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file was written by an older version of Continental that this version cannot read.</source>
        <translation>Este arquivo foi gravado por uma versão antiga do Continental, e esta versão não consegue lê-lo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move {number} in the file cannot be read.</source>
        <translation>A jogada {number} do arquivo não pode ser lida.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The moves in the file do not follow the rules: move {number} cannot be played in the position before it.</source>
        <translation>As jogadas do arquivo não seguem as regras: a jogada {number} não pode ser feita na posição anterior a ela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The moves in the file do not follow the rules.</source>
        <translation>As jogadas do arquivo não seguem as regras.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game was saved by an older version of Continental whose rules would not play it in the same way, so it cannot be continued.</source>
        <translation>Esta partida foi salva por uma versão antiga do Continental cujas regras não a jogariam da mesma forma, por isso não pode ser continuada.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+25"/>
        <source>Round over — see the summary</source>
        <translation>Rodada encerrada — veja o resumo</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/reasons.py" line="-280"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+82"/>
        <source>Every meld needs at least one natural card.</source>
        <translation>Todo jogo precisa de pelo menos uma carta natural.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld needs more natural cards.</source>
        <translation>Este jogo precisa de mais cartas naturais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wilds may not outnumber natural cards.</source>
        <translation>Os curingas não podem ser mais que as cartas naturais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A set needs cards of one rank.</source>
        <translation>Uma trinca precisa de cartas do mesmo valor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run needs cards of one suit.</source>
        <translation>Uma sequência precisa de cartas do mesmo naipe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A run cannot hold the same rank twice.</source>
        <translation>Uma sequência não pode ter o mesmo valor duas vezes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These cards leave gaps in the run that the wilds cannot fill.</source>
        <translation>Estas cartas deixam buracos na sequência que os curingas não conseguem preencher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="+10"/>
        <source>Two wild cards may not sit side by side in a run.</source>
        <translation>Dois curingas não podem ficar lado a lado numa sequência.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} asks for a set, but this game has no sets.</source>
        <translation>A rodada {round} pede uma trinca, mas esta partida não tem trincas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has no sets: meld runs only.</source>
        <translation>Esta partida não tem trincas: baixe só sequências.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only wild cards can be added to a set of wild cards.</source>
        <translation>Só curingas podem ser adicionados a uma trinca de curingas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meld must be a set or a run.</source>
        <translation>Um jogo precisa ser uma trinca ou uma sequência.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card does not fit this meld.</source>
        <translation>Essa carta não se encaixa neste jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not of this run&apos;s suit.</source>
        <translation>Essa carta não é do naipe desta sequência.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This meld has no room for another card there.</source>
        <translation>Este jogo não tem espaço para outra carta aí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose which end of the run the wild card goes on.</source>
        <translation>Escolha em que ponta da sequência vai o curinga.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card can only go on the low or the high end of a run.</source>
        <translation>Uma carta só pode ir na ponta baixa ou na ponta alta de uma sequência.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The rules have no id.</source>
        <translation>As regras não têm identificador.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At most {limit} players can play, not {max}.</source>
        <translation>No máximo {limit} jogadores podem jogar, não {max}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is for {min} to {max} players, not {players}.</source>
        <translation>Esta partida é para {min} a {max} jogadores, não {players}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules say nothing about the decks to use.</source>
        <translation>As regras não dizem nada sobre os baralhos a usar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table of {decks} decks and {jokers} jokers is not possible (1 to 8 decks, at most 4 jokers per deck).</source>
        <translation>Uma mesa com {decks} baralhos e {jokers} jokers não é possível (de 1 a 8 baralhos, no máximo 4 jokers por baralho).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The rules have no rounds.</source>
        <translation>As regras não têm rodadas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets and runs need at least 2 cards (here: sets {set_min}, runs {run_min}).</source>
        <translation>Trincas e sequências precisam de pelo menos 2 cartas (aqui: trincas {set_min}, sequências {run_min}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The longest run must be 3 to 13 cards, not {value}.</source>
        <translation>A sequência mais longa precisa ter de 3 a 13 cartas, não {value}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shortest run ({run_min}) is longer than the longest run ({max}).</source>
        <translation>A sequência mais curta ({run_min}) é mais longa que a sequência mais longa ({max}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The ace must be allowed low, high or round the corner.</source>
        <translation>O ás precisa poder ser baixo, alto ou dar a volta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards must be dealt at least one at a time.</source>
        <translation>As cartas precisam ser dadas pelo menos uma de cada vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of deals in a match cannot be negative.</source>
        <translation>O número de mãos de uma partida não pode ser negativo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settlement payments cannot be negative.</source>
        <translation>Os pagamentos não podem ser negativos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The single-hand game has no round contracts; it uses going-out patterns.</source>
        <translation>A modalidade de mão única não tem contratos por rodada; usa combinações para bater.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck table must list player counts in rising order, each once.</source>
        <translation>A tabela de baralhos precisa listar os números de jogadores em ordem crescente, cada um uma vez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The natural cards a meld needs must be between 0 and the meld minimum.</source>
        <translation>As cartas naturais que um jogo precisa devem estar entre 0 e o mínimo do jogo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May I? penalties, limits and rounds cannot be negative.</source>
        <translation>Multas, limites e rodadas do “Posso?” não podem ser negativos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for the final discard: “{value}”.</source>
        <translation>Regra desconhecida para o descarte final: “{value}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown rule for an empty stock: “{value}”.</source>
        <translation>Regra desconhecida para o monte vazio: “{value}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown way to choose the first dealer: “{value}”.</source>
        <translation>Forma desconhecida de escolher quem dá as cartas primeiro: “{value}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play must go clockwise or counter-clockwise.</source>
        <translation>O jogo precisa seguir no sentido horário ou anti-horário.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The points table needs 14 values (joker, ace to king), none negative.</source>
        <translation>A tabela de pontos precisa de 14 valores (joker, do ás ao rei), nenhum negativo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The single-hand game is played with runs only; sets must be off.</source>
        <translation>A modalidade de mão única é jogada só com sequências; as trincas precisam estar desativadas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The single-hand game needs at least one pattern for going out.</source>
        <translation>A modalidade de mão única precisa de pelo menos uma combinação para bater.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the pattern {pattern} a run is shorter than 3 or longer than allowed.</source>
        <translation>Na combinação {pattern} há uma sequência com menos de 3 cartas ou mais longa do que o permitido.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least one card must be dealt.</source>
        <translation>Pelo menos uma carta precisa ser dada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round has no contract.</source>
        <translation>A rodada não tem contrato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown kind of meld “{kind}”.</source>
        <translation>Tipo de jogo desconhecido “{kind}”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of {length} is longer than the rules allow.</source>
        <translation>Uma sequência de {length} é mais longa do que as regras permitem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A {kind} in the contract is shorter than a {kind} may be.</source>
        <translation>No contrato há um jogo do tipo “{kind}” mais curto que o mínimo para esse tipo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pattern {pattern} does not add up to the {dealt} cards dealt.</source>
        <translation>A combinação {pattern} não soma as {dealt} cartas dadas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The contract needs {need} cards, but a player can hold at most {most}.</source>
        <translation>O contrato precisa de {need} cartas, mas um jogador pode ter no máximo {most}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With {players} players the decks hold {cards} cards, but dealing needs {need}.</source>
        <translation>Com {players} jogadores os baralhos têm {cards} cartas, mas a distribuição precisa de {need}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>These rules cannot be played.</source>
        <translation>Estas regras não podem ser jogadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules file is not valid JSON.</source>
        <translation>O arquivo de regras não é um JSON válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” has the wrong type.</source>
        <translation>A entrada “{field}” tem o tipo errado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is out of range.</source>
        <translation>A entrada “{field}” está fora do intervalo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The entry “{field}” is missing.</source>
        <translation>Falta a entrada “{field}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An entry of the rules file is malformed.</source>
        <translation>Uma entrada do arquivo de regras está malformada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown entries: {fields}.</source>
        <translation>Entradas desconhecidas: {fields}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is not in a format Continental knows.</source>
        <translation>O arquivo não está num formato que o Continental conheça.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file was made by a newer version of Continental.</source>
        <translation>O arquivo foi criado por uma versão mais nova do Continental.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game: it is not readable JSON text.</source>
        <translation>O arquivo não é uma partida salva: não é texto JSON legível.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is far too large to be a saved game.</source>
        <translation>O arquivo é grande demais para ser uma partida salva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file lists {seats} seats, but the game in it has {players} players.</source>
        <translation>O arquivo indica {seats} lugares, mas a partida nele tem {players} jogadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file&apos;s list of players does not match the game in it.</source>
        <translation>A lista de jogadores do arquivo não corresponde à partida contida nele.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is not a readable document.</source>
        <translation>A partida salva não é um documento legível.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The saved game holds a move that cannot be read.</source>
        <translation>A partida salva contém uma jogada que não pode ser lida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is too large.</source>
        <translation>A partida salva é grande demais.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The saved game does not replay to the saved position; it may be damaged or from another version.</source>
        <translation>A partida salva não chega à posição salva ao ser reproduzida; pode estar danificada ou ser de outra versão.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The file&apos;s version number is missing or not valid.</source>
        <translation>O número de versão do arquivo está faltando ou não é válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name of the file&apos;s rules is missing or not valid.</source>
        <translation>O nome das regras do arquivo está faltando ou não é válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The speed of the computer players in the file is missing or not valid.</source>
        <translation>A velocidade dos jogadores do computador no arquivo está faltando ou não é válida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The date the file was saved is not valid.</source>
        <translation>A data em que o arquivo foi salvo não é válida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The version of Continental named in the file is not valid.</source>
        <translation>A versão do Continental indicada no arquivo não é válida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s identity in the file is not valid.</source>
        <translation>O identificador da partida no arquivo não é válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file&apos;s list of players is missing or not valid.</source>
        <translation>A lista de jogadores do arquivo está faltando ou não é válida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player&apos;s name in the file is missing, blank or longer than {limit} characters.</source>
        <translation>O nome de um jogador no arquivo está faltando, em branco ou tem mais de {limit} caracteres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player&apos;s name in the file is missing, blank or too long.</source>
        <translation>O nome de um jogador no arquivo está faltando, em branco ou longo demais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player in the file is neither a person nor a known computer level.</source>
        <translation>Um jogador do arquivo não é nem uma pessoa nem um nível conhecido do computador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game in the file is missing or cannot be replayed.</source>
        <translation>A partida no arquivo está faltando ou não pode ser reproduzida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The check of the saved position is missing from the file.</source>
        <translation>A verificação da posição salva está faltando no arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The number of players in the file is missing or does not fit its rules.</source>
        <translation>O número de jogadores no arquivo está faltando ou não se encaixa nas regras da partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal number in the file is missing or not valid.</source>
        <translation>O número da mão no arquivo está faltando ou não é válido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list of moves in the file is missing or not valid.</source>
        <translation>A lista de jogadas no arquivo está faltando ou não é válida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the saved game is missing or not valid.</source>
        <translation>Uma parte da partida salva está faltando ou não é válida.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The rules in the file hold an entry of the wrong kind.</source>
        <translation>As regras do arquivo contêm uma entrada do tipo errado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file lack an entry they need.</source>
        <translation>Falta uma entrada necessária nas regras do arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold a number or a list far too large.</source>
        <translation>As regras do arquivo contêm um número ou uma lista grande demais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules in the file hold entries this version of Continental does not know.</source>
        <translation>As regras do arquivo contêm entradas que esta versão do Continental não conhece.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules in the file are in a form this version of Continental cannot read.</source>
        <translation>As regras do arquivo estão num formato que esta versão do Continental não consegue ler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The saved game&apos;s rules cannot be played: {reason}</source>
        <translation>As regras da partida salva não podem ser jogadas: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game&apos;s rules cannot be played.</source>
        <translation>As regras da partida salva não podem ser jogadas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file or its folder does not exist.</source>
        <translation>o arquivo ou a pasta dele não existe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>you do not have permission to use it.</source>
        <translation>você não tem permissão para usá-lo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file.</source>
        <translation>é uma pasta, não um arquivo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full.</source>
        <translation>o disco está cheio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only.</source>
        <translation>o disco é somente leitura.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long.</source>
        <translation>o nome do arquivo é longo demais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk.</source>
        <translation>o arquivo é grande demais para o disco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error.</source>
        <translation>o disco informou um erro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is in use by another program.</source>
        <translation>o arquivo está sendo usado por outro programa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused.</source>
        <translation>o sistema recusou.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file is not a saved game Continental can read.</source>
        <translation>O arquivo não é uma partida salva que o Continental consiga ler.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file could not be written: {problem}</source>
        <translation>Não foi possível gravar o arquivo: {problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file could not be written because of an unexpected error.</source>
        <translation>Não foi possível gravar o arquivo por causa de um erro inesperado.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>That is not allowed ({code}).</source>
        <translation>Isso não é permitido ({code}).</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+37"/>
        <source>on your own run</source>
        <translation>na sua própria sequência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own run</source>
        <translation>na própria sequência</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your run</source>
        <translation>na sua sequência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s run</source>
        <translation>na sequência de {owner}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your own set</source>
        <translation>na sua própria trinca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on their own set</source>
        <translation>na própria trinca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on your set</source>
        <translation>na sua trinca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on {owner}&apos;s set</source>
        <translation>na trinca de {owner}</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/base.py" line="+21"/>
        <source>you</source>
        <translation>você</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/events.py" line="+36"/>
        <source>You drew the {card} from the stock.</source>
        <translation>Você comprou o {card} do monte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} comprou do monte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You took the {card} from the discard pile.</source>
        <translation>Você pegou o {card} do lixo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} took the {card} from the discard pile.</source>
        <translation>{name} pegou o {card} do lixo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You did not take the {card}: May I? is open.</source>
        <translation>Você não pegou o {card}: o “Posso?” está aberto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} did not take the {card}: May I? is open.</source>
        <translation>{name} não pegou o {card}: o “Posso?” está aberto.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You used first refusal on the {card}.</source>
        <translation>Você usou sua preferência no {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} used first refusal on the {card}.</source>
        <translation>{name} usou a preferência no {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You declined first refusal.</source>
        <translation>Você abriu mão da preferência.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} declined first refusal.</source>
        <translation>{name} abriu mão da preferência.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You discarded the {card}.</source>
        <translation>Você descartou o {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} discarded the {card}.</source>
        <translation>{name} descartou o {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The discard pile was turned over as the new stock (%n card(s)).</source>
        <translation>O lixo foi virado como novo monte (%n carta).|O lixo foi virado como novo monte (%n cartas).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The discard pile was shuffled into a new stock (%n card(s)).</source>
        <translation>O lixo foi embaralhado num novo monte (%n carta).|O lixo foi embaralhado num novo monte (%n cartas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The round reached its limit of %n turn(s).</source>
        <translation>A rodada atingiu o limite de %n turno.|A rodada atingiu o limite de %n turnos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You left the game.</source>
        <translation>Você saiu da partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} left the game.</source>
        <translation>{name} saiu da partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {event}</source>
        <comment>an event the log does not know</comment>
        <translation>{name}: {event}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New deal: you deal; the upcard is the {card}.</source>
        <translation>Nova mão: você dá as cartas; o {card} abre o lixo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New deal: {dealer} deals; the upcard is the {card}.</source>
        <translation>Nova mão: {dealer} dá as cartas; o {card} abre o lixo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} of {total}: you deal; the upcard is the {card}.</source>
        <translation>Rodada {number} de {total}: você dá as cartas; o {card} abre o lixo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {number} of {total}: {dealer} deals; the upcard is the {card}.</source>
        <translation>Rodada {number} de {total}: {dealer} dá as cartas; o {card} abre o lixo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>Você pediu o {card} (Posso?); {turn} tem preferência.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} asked for the {card} (May I?); you have first refusal.</source>
        <translation>{name} pediu o {card} (Posso?); você tem preferência.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} asked for the {card} (May I?); {turn} has first refusal.</source>
        <translation>{name} pediu o {card} (Posso?); {turn} tem preferência.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You bought the {card} (May I?).</source>
        <translation>Você levou o {card} (Posso?).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bought the {card} (May I?) and took the {penalty} as a penalty.</source>
        <translation>Você levou o {card} (Posso?) e pegou o {penalty} de multa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} bought the {card} (May I?).</source>
        <translation>{name} levou o {card} (Posso?).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} bought the {card} (May I?) and %n penalty card(s).</source>
        <translation>{name} levou o {card} (Posso?) e %n carta de multa.|{name} levou o {card} (Posso?) e %n cartas de multa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You went out with {melds}.</source>
        <translation>Você bateu com {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went out with {melds}.</source>
        <translation>{name} bateu com {melds}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went down: {melds}.</source>
        <translation>Você baixou: {melds}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down: {melds}.</source>
        <translation>{name} baixou: {melds}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You went out with runs of {sizes} cards.</source>
        <translation>Você bateu com sequências de {sizes} cartas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} went out with runs of {sizes} cards.</source>
        <translation>{name} bateu com sequências de {sizes} cartas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You went down with %n meld(s).</source>
        <translation>Você baixou %n jogo.|Você baixou %n jogos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} went down with %n meld(s).</source>
        <translation>{name} baixou %n jogo.|{name} baixou %n jogos.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You laid off the {card}.</source>
        <translation>Você encaixou o {card}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card}.</source>
        <translation>{name} encaixou o {card}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You laid off the {card} as {rank} {where}.</source>
        <translation>Você encaixou o {card} como {rank} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} laid off the {card} as {rank} {where}.</source>
        <translation>{name} encaixou o {card} como {rank} {where}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You laid off the {card} {where}.</source>
        <translation>Você encaixou o {card} {where}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off the {card} {where}.</source>
        <translation>{name} encaixou o {card} {where}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You swapped the {card} for the {wild}.</source>
        <translation>Você trocou o {card} pelo {wild}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild}.</source>
        <translation>{name} trocou o {card} pelo {wild}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>Você trocou o {card} pelo {wild} e jogou o {wild} {where}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} swapped the {card} for the {wild} and played the {wild} {where}.</source>
        <translation>{name} trocou o {card} pelo {wild} e jogou o {wild} {where}.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The deal ends with no winner: the stock ran out.</source>
        <translation>A mão termina sem vencedor: o monte acabou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal ends: you went out and collect {pay} from each player.</source>
        <translation>A mão termina: você bateu e recebe {pay} de cada jogador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal ends: {name} went out and collects {pay} from each player.</source>
        <translation>A mão termina: {name} bateu e recebe {pay} de cada jogador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {number} ends: no one went out.</source>
        <translation>Fim da rodada {number}: ninguém bateu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: you went out.</source>
        <translation>Fim da rodada {number}: você bateu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {number} ends: {name} went out.</source>
        <translation>Fim da rodada {number}: {name} bateu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You were left with {cards}: %n point(s).</source>
        <translation>Você ficou com {cards}: %n ponto.|Você ficou com {cards}: %n pontos.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game over: the game is void.</source>
        <translation>Fim de jogo: a partida foi anulada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: you win with {total} points.</source>
        <translation>Fim de jogo: você vence com {total} pontos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over: {name} wins with {total} points.</source>
        <translation>Fim de jogo: {name} vence com {total} pontos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: {names} share the win with {total} points.</source>
        <translation>Fim de jogo: {names} dividem a vitória com {total} pontos.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/prompts.py" line="+4"/>
        <source>Game over — {names} won</source>
        <translation>Fim de jogo — vitória: {names}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — draw a card</source>
        <translation>Sua vez — compre uma carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — drawing</source>
        <translation>Vez de {name} — comprando</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? — you may claim the {card}</source>
        <translation>Posso? — você pode pedir o {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I? — {name} is asked about the {card}</source>
        <translation>Posso? — perguntam a {name} sobre o {card}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} may claim the {card} — waiting</source>
        <translation>{name} pode pedir o {card} — aguardando</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your first refusal on the {card}</source>
        <translation>Sua preferência no {card}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has first refusal on the {card} — waiting</source>
        <translation>{name} tem preferência no {card} — aguardando</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn — go out or discard</source>
        <translation>Sua vez — bata ou descarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn — lay off or discard</source>
        <translation>Sua vez — encaixe ou descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn — meld or discard</source>
        <translation>Sua vez — baixe ou descarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s turn — playing</source>
        <translation>Vez de {name} — jogando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard a card to end your turn (double-click it or drop it on the pile).</source>
        <translation>Descarte uma carta para terminar sua vez (clique duas vezes nela ou solte-a no lixo).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over. Start a new one from the Game menu.</source>
        <translation>A partida terminou. Comece uma nova pelo menu Jogo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You have left this game.</source>
        <translation>Você saiu desta partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>May I? {name}, do you want the {card}?</source>
        <translation>Posso? {name}, você quer o {card}?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Waiting: {name} may claim the {card}…</source>
        <translation>Aguardando: {name} pode pedir o {card}…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for {name}…</source>
        <translation>Aguardando {name}…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: draw from the stock, or go out now if all your cards fit.</source>
        <translation>Sua vez: compre do monte, ou bata agora se todas as suas cartas se encaixam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: draw from the stock or take the {card}, or go out now if all your cards fit.</source>
        <translation>Sua vez: compre do monte ou pegue o {card}, ou bata agora se todas as suas cartas se encaixam.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: draw from the stock.</source>
        <translation>Sua vez: compre do monte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: draw from the stock or take the {card}.</source>
        <translation>Sua vez: compre do monte ou pegue o {card}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} is on offer. May I?</source>
        <translation>O {card} está disponível. Posso?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} discarded the {card}. May I?</source>
        <translation>{name} descartou o {card}. Posso?</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+37"/>
        <source>(It costs %n penalty card(s).)</source>
        <translation>(Custa %n carta de multa.)|(Custa %n cartas de multa.)</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Deal over — see the summary</source>
        <translation>Mão encerrada — veja o resumo</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The deal is over: see the summary (Enter deals the next).</source>
        <translation>A mão terminou: veja o resumo (Enter dá a próxima).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The round is over: see the summary (Enter deals the next).</source>
        <translation>A rodada terminou: veja o resumo (Enter dá a próxima).</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} may still take it first.</source>
        <translation>{name} ainda pode pegá-lo primeiro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} wants the {card}: take it yourself (no penalty) or let them have it.</source>
        <translation>{name} quer o {card}: fique com ele você (sem multa) ou deixe que {name} o leve.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go out with all {cards} cards in runs, or discard a card to end your turn.</source>
        <translation>Bata com as {cards} cartas em sequências, ou descarte uma carta para terminar sua vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go down with {contract}, or discard a card to end your turn.</source>
        <translation>Baixe {contract}, ou descarte uma carta para terminar sua vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay off cards on the table melds, or discard a card to end your turn.</source>
        <translation>Encaixe cartas nos jogos da mesa, ou descarte uma carta para terminar sua vez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This last round ends only when someone melds every card.</source>
        <translation>Esta última rodada só termina quando alguém baixar todas as cartas.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/names.py" line="+7"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <comment>computer player level</comment>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <comment>computer player level</comment>
        <translation>Médio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <comment>computer player level</comment>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random</source>
        <comment>computer player level</comment>
        <translation>Aleatório</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Oracle</source>
        <comment>computer player level</comment>
        <translation>Oráculo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>May I? (seven hands)</source>
        <comment>preset name</comment>
        <translation>Posso? (sete rodadas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (PlayingCards.io)</source>
        <comment>preset name</comment>
        <translation>Continental (PlayingCards.io)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (single hand)</source>
        <comment>preset name</comment>
        <translation>Continental (mão única)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract Rummy (Hoyle)</source>
        <comment>preset name</comment>
        <translation>Rummy de contrato (Hoyle)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Liverpool Rummy</source>
        <comment>preset name</comment>
        <translation>Rummy Liverpool</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shanghai (ten hands)</source>
        <comment>preset name</comment>
        <translation>Shanghai (dez rodadas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continental (Spain &amp; Latin America)</source>
        <comment>preset name</comment>
        <translation>Continental (Espanha e América Latina)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carioca (Chile)</source>
        <comment>preset name</comment>
        <translation>Carioca (Chile)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Instant</source>
        <comment>pace of computer turns</comment>
        <translation>Instantâneo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>pace of computer turns</comment>
        <translation>Rápido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>pace of computer turns</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/rules_summary.py" line="-160"/>
        <source>%n player(s)</source>
        <translation>%n jogador|%n jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} jogadores</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%n deck(s)</source>
        <translation>%n baralho|%n baralhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n joker(s)</source>
        <translation>%n joker|%n jokers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{decks}, {jokers}</source>
        <translation>{decks}, {jokers}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>jokers</source>
        <translation>jokers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deuces</source>
        <translation>os 2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>red aces</source>
        <translation>ases vermelhos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wild cards: {cards}.</source>
        <translation>Curingas: {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deuce or red ace may also be used as itself, as a natural card.</source>
        <translation>Um 2 ou um ás vermelho também pode ser usado como ele mesmo, como carta natural.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A deuce may also be used as itself, as a natural card.</source>
        <translation>Um 2 também pode ser usado como ele mesmo, como carta natural.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A red ace may also be used as itself, as a natural card.</source>
        <translation>Um ás vermelho também pode ser usado como ele mesmo, como carta natural.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>2–10: face value</source>
        <translation>2–10: valor da carta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{low}–{high}</source>
        <comment>range of ranks</comment>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+3"/>
        <source>{ranks}: {points}</source>
        <translation>{ranks}: {points}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No May I? (buying) in this game.</source>
        <translation>Sem “Posso?” (pedido) nesta partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the player in turn does not take the discard, the others may claim it in turn order; the buyer also takes %n penalty card(s) from the stock.</source>
        <translation>Quando o jogador da vez não pega o descarte, os outros podem pedi-lo na ordem da vez; quem o leva também pega %n carta de multa do monte.|Quando o jogador da vez não pega o descarte, os outros podem pedi-lo na ordem da vez; quem o leva também pega %n cartas de multa do monte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At most %n buy(s) per player per round.</source>
        <translation>No máximo %n pedido por jogador por rodada.|No máximo %n pedidos por jogador por rodada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit on buys.</source>
        <translation>Sem limite de pedidos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No May I? in the last %n round(s).</source>
        <translation>Sem “Posso?” em %n rodada final.|Sem “Posso?” nas %n rodadas finais.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may still buy.</source>
        <translation>Quem já baixou ainda pode pedir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players who have gone down may not buy.</source>
        <translation>Quem já baixou não pode pedir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First refusal: the player in turn may take a claimed discard instead, without penalty.</source>
        <translation>Preferência: o jogador da vez pode ficar com um descarte pedido, sem multa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player who discarded a card may buy it back.</source>
        <translation>Quem descartou uma carta pode pedi-la de volta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sets: %n or more cards of one rank.</source>
        <translation>Trincas: %n carta ou mais do mesmo valor.|Trincas: %n ou mais cartas do mesmo valor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sets: runs only.</source>
        <translation>Sem trincas: só sequências.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs: %n or more cards of one suit in sequence, at most {most}.</source>
        <translation>Sequências: %n carta ou mais seguidas do mesmo naipe, no máximo {most}.|Sequências: %n ou mais cartas seguidas do mesmo naipe, no máximo {most}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ace is high (Q-K-A) or low (A-2-3), never both in one run.</source>
        <translation>O ás é alto (Q-K-A) ou baixo (A-2-3), nunca os dois na mesma sequência.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The ace is low only (A-2-3).</source>
        <translation>O ás é só baixo (A-2-3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace is high only (Q-K-A).</source>
        <translation>O ás é só alto (Q-K-A).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs may go round the corner (K-A-2).</source>
        <translation>As sequências podem dar a volta (K-A-2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs do not go round the corner (no K-A-2).</source>
        <translation>As sequências não dão a volta (sem K-A-2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every meld needs at least %n natural cards.</source>
        <translation>Todo jogo precisa de pelo menos %n carta natural.|Todo jogo precisa de pelo menos %n cartas naturais.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wilds may not outnumber natural cards in a meld.</source>
        <translation>Os curingas não podem ser mais que as cartas naturais num jogo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A set of wild cards alone is allowed; only wilds may be added to it.</source>
        <translation>Uma trinca só de curingas é permitida; só curingas podem ser adicionados a ela.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A player who has gone down may swap a wild in a run for the card it stands for, and must play the wild at once.</source>
        <translation>Um jogador que já baixou pode trocar um curinga de uma sequência pela carta que ele representa, e precisa jogar o curinga na hora.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>After drawing you hold one card more: lay down the others and discard it. You may also go out on your first turn before drawing.</source>
        <translation>Depois de comprar você tem uma carta a mais: baixe as outras e descarte essa. Você também pode bater no seu primeiro turno antes de comprar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go down by laying out exactly the round&apos;s contract in one turn; after that, lay off cards on any melds on the table.</source>
        <translation>Baixe exatamente o contrato da rodada num só turno; depois disso, encaixe cartas em quaisquer jogos da mesa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You may lay off in the turn you go down.</source>
        <translation>Você pode encaixar no turno em que baixa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may lay off from the turn after going down.</source>
        <translation>Você pode encaixar a partir do turno seguinte ao que baixou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going out needs a final discard.</source>
        <translation>Para bater é preciso um descarte final.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go out by melding your last card or by discarding it.</source>
        <translation>Bata baixando sua última carta ou descartando-a.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the last round you must go out by melding every card, with no discard.</source>
        <translation>Na última rodada é preciso bater baixando todas as cartas, sem descarte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When the stock runs out, the discard pile is turned over once as a new stock; the second time, the round ends.</source>
        <translation>Quando o monte acaba, o lixo é virado uma vez como novo monte; na segunda vez, a rodada termina.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When the stock runs out, the discard pile (all but its top card) is shuffled into a new stock.</source>
        <translation>Quando o monte acaba, o lixo (menos a carta de cima) é embaralhado num novo monte.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{points} for winning</source>
        <translation>{points} por vencer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for each deuce used as a wild</source>
        <translation>+{points} por cada 2 usado como curinga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+{points} for each joker</source>
        <translation>+{points} por cada joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out without drawing</source>
        <translation>+{points} por bater sem comprar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for going out after one draw</source>
        <translation>+{points} por bater após uma compra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} for using no wild</source>
        <translation>+{points} por não usar curinga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+{points} if all melds are of one suit</source>
        <translation>+{points} se todos os jogos forem de um naipe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The winner of a deal collects from each other player:</source>
        <translation>O vencedor de uma mão recebe de cada um dos outros jogadores:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running totals across the match; the highest total wins.</source>
        <translation>Totais acumulados ao longo da partida; vence o maior total.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards left in hand score against you: {points}.</source>
        <translation>As cartas que ficam na mão contam contra você: {points}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the last round the lowest total wins.</source>
        <translation>Depois da última rodada, vence o menor total.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Going down and out in the same turn scores {points} for that round.</source>
        <translation>Baixar e bater no mesmo turno vale {points} naquela rodada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The first dealer is chosen by cutting for high card.</source>
        <translation>Quem dá as cartas primeiro é escolhido no corte: a carta mais alta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen by cutting for low card.</source>
        <translation>Quem dá as cartas primeiro é escolhido no corte: a carta mais baixa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first dealer is chosen at random.</source>
        <translation>Quem dá as cartas primeiro é escolhido ao acaso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go counter-clockwise.</source>
        <translation>O jogo e a distribuição seguem no sentido anti-horário.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and the deal go clockwise.</source>
        <translation>O jogo e a distribuição seguem no sentido horário.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a match of %n deal(s)</source>
        <translation>uma partida de %n mão|uma partida de %n mãos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of one deal by each player</source>
        <translation>uma partida de uma mão dada por cada jogador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>%n rodada|%n rodadas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%n card(s) dealt to each player.</source>
        <translation>%n carta dada a cada jogador.|%n cartas dadas a cada jogador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going out</source>
        <translation>Batida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rounds and contracts</source>
        <translation>Rodadas e contratos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <comment>column heading</comment>
        <translation>Rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <comment>column heading: cards dealt</comment>
        <translation>Cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <comment>column heading</comment>
        <translation>Contrato</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Playing</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melds</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>May I?</source>
        <comment>heading: buying discards</comment>
        <translation>Posso?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/hints.py" line="+46"/>
        <source>Draw from the stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the {card}</source>
        <translation>Pegar o {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy the {card}</source>
        <translation>Comprar o {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the {card} go</source>
        <translation>Deixar o {card} passar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard the {card}</source>
        <translation>Descartar o {card}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off the {card}</source>
        <translation>Encaixar o {card} na mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap the {card} for a wild</source>
        <translation>Trocar o {card} por um curinga</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go down now</source>
        <translation>Baixar agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go down now, keeping {cards}</source>
        <translation>Baixar agora e ficar com {cards}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go out</source>
        <translation>Bater</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Best move: {move}.</source>
        <translation>Melhor jogada: {move}.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{place}. {move} — {points} points expected</source>
        <translation>{place}. {move} — {points} pontos esperados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, about as good</source>
        <translation>{place}. {move} — {points} pontos esperados, quase tão boa quanto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{place}. {move} — {points} points expected, {gap} worse</source>
        <translation>{place}. {move} — {points} pontos esperados, {gap} pior</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting is better than going down this turn.</source>
        <translation>É melhor esperar do que baixar nesta vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Going down now leaves %n card(s) in your hand.</source>
        <translation>Se você baixar agora, fica com %n carta na mão.|Se você baixar agora, fica com %n cartas na mão.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Laying off the {card} takes its points out of your hand.</source>
        <translation>Encaixando o {card}, os pontos dele saem da sua mão.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It ends the round.</source>
        <translation>Isso encerra a rodada.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You still lack %n card(s) for the contract.</source>
        <translation>Ainda falta %n carta para o contrato.|Ainda faltam %n cartas para o contrato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Still needed, with the copies you have not seen: {cards}.</source>
        <translation>Ainda falta, com as cópias que você não viu: {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards that would help, with the copies you have not seen: {cards}.</source>
        <translation>Cartas que ajudariam, com as cópias que você ainda não viu: {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every card that would help is already in sight.</source>
        <translation>Todas as cartas que ajudariam já estão à vista.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} ×{count}</source>
        <translation>{card} ×{count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any {rank}</source>
        <translation>qualquer {rank}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The {card} does not bring you closer to the contract.</source>
        <translation>O {card} não te aproxima do contrato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The {card} brings you %n card(s) closer to the contract.</source>
        <translation>O {card} te aproxima %n carta do contrato.|O {card} te aproxima %n cartas do contrato.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That saves about as many turns of drawing.</source>
        <translation>Isso poupa mais ou menos o mesmo número de vezes de comprar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buying it adds about {points} penalty points to your hand, with the penalty card, if you do not go down.</source>
        <translation>Comprá-la põe cerca de {points} pontos de penalidade na sua mão, com a carta de castigo, se você não baixar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking it adds {points} penalty points to your hand if you do not go down.</source>
        <translation>Pegá-la põe {points} pontos de penalidade na sua mão se você não baixar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} picked up {cards} and may want the {card}.</source>
        <translation>{name} pegou {cards} e pode querer o {card}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{names} could lay the {card} off.</source>
        <translation>{names} poderia(m) encaixar o {card} na mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As far as you can see, the {card} helps nobody.</source>
        <translation>Pelo que você vê, o {card} não ajuda ninguém.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Expected this round: {points} points. Other moves are about as good.</source>
        <translation>Esperado nesta rodada: {points} pontos. As outras jogadas são quase tão boas quanto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected this round: {points} points; the next best move, {gap} worse.</source>
        <translation>Esperado nesta rodada: {points} pontos; a próxima melhor jogada, {gap} pior.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Are you sure? About {loss} points worse than the best move: {better}.</source>
        <translation>Tem certeza? Cerca de {loss} pontos pior que a melhor jogada: {better}.</translation>
    </message>
    <message>
        <location filename="../continental_qt/ui/texts/spoken.py" line="+40"/>
        <source>ace</source>
        <comment>rank word</comment>
        <translation>ás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <comment>rank word</comment>
        <translation>dois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <comment>rank word</comment>
        <translation>três</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <comment>rank word</comment>
        <translation>quatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <comment>rank word</comment>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <comment>rank word</comment>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <comment>rank word</comment>
        <translation>sete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>rank word</comment>
        <translation>oito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>rank word</comment>
        <translation>nove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>rank word</comment>
        <translation>dez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>rank word</comment>
        <translation>valete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>rank word</comment>
        <translation>dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>rank word</comment>
        <translation>rei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>joker</source>
        <comment>card word</comment>
        <translation>curinga</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>clubs</source>
        <comment>suit word</comment>
        <translation>paus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>suit word</comment>
        <translation>ouros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>suit word</comment>
        <translation>copas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <comment>suit word</comment>
        <translation>espadas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rank} of {suit}</source>
        <comment>a card in words</comment>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a hidden card</source>
        <translation>uma carta escondida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{card}, wild</source>
        <translation>{card}, curinga</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, </source>
        <comment>between cards in words</comment>
        <translation>, </translation>
    </message>
</context>
</TS>
