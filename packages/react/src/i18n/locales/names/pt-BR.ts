// Portuguese (Brazil) (pt-BR): the name registration strings (messages/names.ts), spread into ../pt-BR.ts.
import type { NamesMessages } from '../../messages/names.js';

export const namesPtBr: NamesMessages = {
  'names.register.title': 'Escolher um nome',
  'names.success.title': 'Nome registrado',
  'names.choose': 'Escolher um nome',
  'names.intro':
    'Um nome substitui o seu endereço: as pessoas podem enviar para ele, e os apps o mostram no lugar de 0x…',
  'names.label': 'Nome',
  'names.placeholder': 'seunome',
  'names.rules': 'Pelo menos 4 caracteres: letras, números e hifens.',
  'names.rule.tooShort': 'Um nome precisa de pelo menos 4 caracteres',
  'names.rule.invalidCharacters': 'Use apenas letras, números e hifens',
  'names.rule.tooLong': 'Um nome pode ter no máximo 63 caracteres',
  'names.checking': 'Verificando disponibilidade',
  'names.available': '{name} está disponível',
  'names.taken': '{name} já está em uso',
  'names.checkFailed': 'Não foi possível verificar a disponibilidade. Você ainda pode tentar registrá-lo.',
  'names.suggestions': 'Disponíveis no lugar',
  'names.register': 'Registrar',
  'names.blocked.enterName': 'Digite um nome',
  'names.blocked.invalid': 'Verifique o nome',
  'names.blocked.checking': 'Verificando nome',
  'names.blocked.taken': 'Nome em uso',
  'names.signing': 'Assine a mensagem na sua carteira',
  'names.signingHint': 'Assinar é gratuito e não envia transação: comprova que esta conta escolhe {name}.',
  'names.registering': 'Registrando {name}',
  'names.failed.taken': '{name} já está em uso. Escolha outro nome.',
  'names.failed.rejected': 'Você recusou a assinatura. Nada foi registrado.',
  'names.failed.signature': 'O servidor não conseguiu verificar a assinatura.',
  'names.failed.unknown': 'Verifique sua conexão e tente novamente.',
  'names.success.text': '{name} agora é o nome desta conta.',
  'names.success.done': 'Concluir',
  'names.unavailable': 'Só é possível registrar nomes para contas do tipo Ethereum.',
  'names.loadFailed':
    'Não foi possível carregar o registro de nomes. Verifique sua conexão e tente novamente.',
};
