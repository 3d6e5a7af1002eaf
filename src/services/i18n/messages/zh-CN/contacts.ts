import type { contacts as en } from '../en/contacts.ts';

export const contacts = {
  'contacts.form.t12': '请输入姓名。',
  'contacts.form.t30': '姓名最多 20 个字符。',
  'contacts.form.t31': '请输入国家区号。',
  'contacts.form.t32': '国家区号只能包含数字。',
  'contacts.form.t33': '请输入电话号码。',
  'contacts.form.t34': '电话号码只能包含数字。',
  'contacts.form.t35': '请输入有效的电子邮箱地址。',
  'contacts.form.t36': '请选择标签。',
  'contacts.form.t39': '公司名称最多 20 个字符。',
  'contacts.form.t41': '备注最多 100 个字符。',
  'contacts.form.tooManyPhones': '每位联系人最多 5 个电话号码。',

  'alert.t12': '联系人已添加。',
  'alert.t13': '添加联系人失败，请重试。',
  'alert.t14': '联系人已保存。',
  'alert.t15': '修改未能保存，请重试。',
  'alert.t16': '已删除 {count} 位联系人。',
  'alert.t17': '删除联系人失败，请重试。',

  'contacts.loading': '正在加载通讯录…',
  'contacts.loadFailed': '通讯录加载失败。',
  'contacts.offline.kept': '当前离线：显示的是本设备上次加载的通讯录，恢复联网后才能修改。',
  'contacts.offline.unavailable': '离线时无法查看通讯录：本设备尚未加载过通讯录。',
  'contacts.needsConnection': '添加、编辑、导入或删除联系人需要联网，请在网络恢复后重试。',
  'contacts.unreachable.kept': '暂时无法连接服务器：显示的是本设备上次加载的通讯录，服务器恢复后才能修改。',
  'contacts.unreachable.unavailable': '暂时无法连接服务器，通讯录未能加载。',
  'contacts.needsServer': '添加、编辑、导入或删除联系人需要连接服务器，但服务器暂时无法连接，请稍后重试。',
  'contacts.exportFailed': '无法准备导出文件，请重试。',

  'contacts.tag.Mobile': '手机',
  'contacts.tag.Home': '住宅',
  'contacts.tag.Work': '工作',
  'contacts.tag.Other': '其他',

  'contacts.wrongRegion': '该联系人的号码（+{otherTelCode}）与您的号码 {ownNumber} 不在同一地区。',

  'contacts.import.reason.noPhone': '没有电话号码。',
  'contacts.import.reason.invalidPhone': '电话号码均无法识别。',
  'contacts.import.error.unreadable': '无法读取该文件。',
  'contacts.import.error.unknownFormat': '请选择 CSV 或 vCard（.vcf）文件。',
  'contacts.import.error.columns': '文件中没有找到电话号码列。',
  'contacts.import.error.empty': '文件中没有联系人。',
  'contacts.import.error.tooLarge': '文件过大：一次最多导入 10,000 位联系人、5 MB。',
  'contacts.import.done':
    '已添加 {created} 位联系人，合并 {updated} 位{failed, plural, =0 {} other {，# 位未能保存}}。',
} satisfies Record<keyof typeof en, string>;
