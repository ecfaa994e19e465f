import type { PlainPageTexts } from './type';

/** The plain pages' texts in Arabic. */
const texts: PlainPageTexts = {
  not_found: {
    title: 'تعذّر العثور على هذه الصفحة',
    body: 'ربما كُتب العنوان بشكل خاطئ، أو نُقلت الصفحة.',
    home: 'الانتقال إلى الصفحة الرئيسية',
  },
  noscript: 'يحتاج هذا الموقع إلى JavaScript. يُرجى تفعيله في إعدادات متصفحك.',
  shell: {
    maintenance: {
      title: 'صيانة فنية',
      body: 'يخضع الموقع لصيانة مجدولة. سنعود قريبًا.',
    },
    status: {
      oldbrowser: {
        title: 'متصفحك قديم',
        body: 'يرجى تحديث متصفحك أو تثبيت متصفح حديث لاستخدام الموقع.',
      },
    },
  },
};
export default texts;
