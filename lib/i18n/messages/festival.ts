import { defineMessages } from '../define';

/** A deity's or a shrine's next festival days, and its calendar. */
export const festivalMessages = defineMessages(
  {
    heading: 'Next festival days',
    next: 'Next',
    addToCalendar: 'Add to calendar',
    addLabel: (festival: string) => `Add ${festival} to your calendar`,
    subscribe: 'Subscribe to all her festivals',
    subscribeShrine: "Subscribe to this shrine's festivals",
    notComputed: 'Its days are not computed',
    /** Where the days were reckoned. */
    reckonedAt: (place: string) =>
      `Computed from the Sun and the Moon for ${place}, as the almanacs of the region count the months; confirm the day with your family and the shrine.`,
    reckonedAtUjjain:
      'Computed from the Sun and the Moon for Ujjain, as almanacs do where no place is given; confirm the day with your family and the shrine.',
  },
  {
    hi: {
      heading: 'आगामी पर्व-तिथियाँ',
      next: 'अगली',
      addToCalendar: 'कैलेंडर में जोड़ें',
      addLabel: (festival: string) => `${festival} अपने कैलेंडर में जोड़ें`,
      subscribe: 'इनके सभी पर्वों की सदस्यता लें',
      subscribeShrine: 'इस मंदिर के पर्वों की सदस्यता लें',
      notComputed: 'इसकी तिथियाँ गणना से नहीं निकाली जातीं',
      reckonedAt: (place: string) => `${place} के लिए सूर्य और चंद्रमा से गणना की गई, जैसे उस क्षेत्र के पंचांग महीने गिनते हैं; दिन अपने परिवार और मंदिर से पक्का कर लें।`,
      reckonedAtUjjain: 'उज्जैन के लिए सूर्य और चंद्रमा से गणना की गई, जैसा पंचांग स्थान न दिए जाने पर करते हैं; दिन अपने परिवार और मंदिर से पक्का कर लें।',
    },
    mr: {
      heading: 'पुढील उत्सवांच्या तिथी',
      next: 'पुढील',
      addToCalendar: 'दिनदर्शिकेत जोडा',
      addLabel: (festival: string) => `${festival} आपल्या दिनदर्शिकेत जोडा`,
      subscribe: 'त्यांच्या सर्व उत्सवांची सदस्यता घ्या',
      subscribeShrine: 'या मंदिराच्या उत्सवांची सदस्यता घ्या',
      notComputed: 'याच्या तिथी गणनेने काढल्या जात नाहीत',
      reckonedAt: (place: string) =>
        `${place} साठी सूर्य-चंद्राच्या स्थितीवरून गणना केली, त्या प्रदेशातील पंचांगे महिने मोजतात तशी; दिवस आपल्या कुटुंबाकडून आणि मंदिराकडून निश्चित करून घ्या.`,
      reckonedAtUjjain: 'उज्जैनसाठी सूर्य-चंद्राच्या स्थितीवरून गणना केली, ठिकाण दिलेले नसताना पंचांगे करतात तशी; दिवस आपल्या कुटुंबाकडून आणि मंदिराकडून निश्चित करून घ्या.',
    },
    gu: {
      heading: 'આવનારા તહેવારોની તિથિઓ',
      next: 'આગામી',
      addToCalendar: 'કૅલેન્ડરમાં ઉમેરો',
      addLabel: (festival: string) => `${festival} તમારા કૅલેન્ડરમાં ઉમેરો`,
      subscribe: 'તેમના બધા તહેવારોનું સભ્યપદ લો',
      subscribeShrine: 'આ મંદિરના તહેવારોનું સભ્યપદ લો',
      notComputed: 'તેની તિથિઓ ગણતરીથી કઢાતી નથી',
      reckonedAt: (place: string) =>
        `${place} માટે સૂર્ય અને ચંદ્ર પરથી ગણતરી કરી છે, એ પ્રદેશનાં પંચાંગ મહિના ગણે છે તેમ; દિવસ તમારા પરિવાર અને મંદિર પાસેથી નક્કી કરી લો.`,
      reckonedAtUjjain: 'ઉજ્જૈન માટે સૂર્ય અને ચંદ્ર પરથી ગણતરી કરી છે, સ્થળ ન આપ્યું હોય ત્યારે પંચાંગ કરે છે તેમ; દિવસ તમારા પરિવાર અને મંદિર પાસેથી નક્કી કરી લો.',
    },
  },
);
