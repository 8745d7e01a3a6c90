import type { MessageCatalogue } from '../en-IN';

export const helpCentre = {
  findAnAnswer: 'उत्तर खोजें',
  searchArticles: 'सहायता लेख खोजें',
  search: 'खोजें',
  searching: 'खोज रहे हैं…',
  articlesFailed: 'लेख लोड नहीं हो सके।',
  noMatch: '“{{query}}” से कोई लेख मेल नहीं खाता। दूसरे शब्दों से खोजें, या नीचे हमसे पूछें।',
  found_one: '“{{query}}” के लिए {{count}} लेख',
  found_other: '“{{query}}” के लिए {{count}} लेख',
  commonQuestions: 'आम सवाल',
  askForHelp: 'सहायता माँगें',
  sent: 'आपका अनुरोध भेज दिया गया है। हम एक कार्य-दिवस में उत्तर देते हैं।',
  sendRequest: 'अनुरोध भेजें',
  supportRequest: 'सहायता अनुरोध',
  yourRequests: 'आपके अनुरोध',
  loadingRequests: 'आपके अनुरोध लोड हो रहे हैं…',
  noRequests: 'आपने अभी तक कुछ नहीं पूछा है।',
  status: { OPEN: 'खुला', ANSWERED: 'उत्तर दिया गया', CLOSED: 'बंद' },
} satisfies MessageCatalogue['helpCentre'];
