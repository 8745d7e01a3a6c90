import type { MessageCatalogue } from '../en-IN';

export const helpCentre = {
  findAnAnswer: 'उत्तर शोधा',
  searchArticles: 'मदत लेख शोधा',
  search: 'शोधा',
  searching: 'शोधत आहे…',
  articlesFailed: 'लेख लोड होऊ शकले नाहीत.',
  noMatch: '“{{query}}” शी जुळणारा कोणताही लेख नाही. दुसरे शब्द वापरून पाहा, किंवा खाली आम्हाला विचारा.',
  found_one: '“{{query}}” साठी {{count}} लेख',
  found_other: '“{{query}}” साठी {{count}} लेख',
  commonQuestions: 'नेहमीचे प्रश्न',
  askForHelp: 'मदत मागा',
  sent: 'तुमची विनंती पाठवली आहे. आम्ही एका कामाच्या दिवसात उत्तर देतो.',
  sendRequest: 'विनंती पाठवा',
  supportRequest: 'मदतीची विनंती',
  yourRequests: 'तुमच्या विनंत्या',
  loadingRequests: 'तुमच्या विनंत्या लोड होत आहेत…',
  noRequests: 'तुम्ही अजून काहीही विचारलेले नाही.',
  status: { OPEN: 'खुली', ANSWERED: 'उत्तर दिले', CLOSED: 'बंद' },
} satisfies MessageCatalogue['helpCentre'];
