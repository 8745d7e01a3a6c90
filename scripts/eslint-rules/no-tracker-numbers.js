/**
 * Comments cite decisions (docs/decisions/NNNN-*.md), which live in the repository, never the tracker's issue or
 * task numbers, which mean nothing to a reader of the code.
 */
const trackerNumber = /\b(?:issue|task|ticket)s?\s*#?\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noTrackerNumbers = {
  meta: {
    type: 'suggestion',
    docs: { description: 'forbid issue and task numbers in comments; cite a decision record instead' },
    messages: { tracker: 'Comments cite decisions (docs/decisions), not tracker numbers: "{{ text }}".' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = trackerNumber.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'tracker', data: { text: match[0] } });
        }
      },
    };
  },
};
